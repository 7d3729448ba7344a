import { resolve } from "node:path";
import { checkExternalBlocker } from "../blocker/external-blocker.js";
import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { CONTINUABLE_STATUSES } from "../boulder/work.js";
import { type ChainVerdict, chainVerdict } from "../chain/rule.js";
import { formatStamp, stampedPlan } from "../chain/stamp.js";
import { composeReason, directiveValues } from "../directive/values.js";
import { type HookOptionsResult, PLAIN } from "../hook/options.js";
import type { PayloadResult, StopPayload } from "../payload/stop-payload.js";
import { planCandidates } from "../plan/location.js";
import type { Facts, Need, PlanFact } from "./facts.js";
import type { Evidence, Step } from "./outcome.js";
import type { SilentReason } from "./reasons.js";

function silent(reason: SilentReason, detail: string, evidence: Evidence): Step {
  return { kind: "silent", reason, detail, evidence };
}

function planProblem(plan: Exclude<PlanFact, { kind: "read" | "ambiguous" }>): string {
  return plan.kind === "missing" ? plan.why : `${plan.path}: ${plan.why}`;
}

type ChainStep =
  | { readonly kind: "need"; readonly need: Need }
  | {
      readonly kind: "silent";
      readonly reason: SilentReason;
      readonly detail: string;
      readonly verdict?: ChainVerdict;
    }
  | { readonly kind: "go"; readonly step: number; readonly verdict: ChainVerdict };

/** Chain mode's part of the decision, for a stop that follows a continuation. */
function chainStep(
  payload: StopPayload,
  facts: Facts,
  plan: Extract<PlanFact, { kind: "read" }>,
  maxChain: number,
): ChainStep {
  const { transcriptPath } = payload;
  if (typeof transcriptPath !== "string" || transcriptPath === "") {
    return {
      kind: "silent",
      reason: "stop-hook-active",
      detail: "chain mode, but no transcript to find this hook's continuations in",
    };
  }
  const { chain } = facts;
  if (chain === undefined) {
    return {
      kind: "need",
      need: { fact: "chain", path: resolve(payload.cwd, transcriptPath), turnId: payload.turnId },
    };
  }
  if (chain.kind === "unreadable") {
    return {
      kind: "silent",
      reason: "stop-hook-active",
      detail: `chain mode, but ${chain.path} cannot be read: ${chain.why}`,
    };
  }
  if (chain.kind === "timeout") {
    const detail = `chain read: ${chain.bytesScanned} of ${chain.size} bytes before the deadline`;
    return { kind: "silent", reason: "transcript-scan-timeout", detail };
  }
  const { checklist } = plan;
  const now = { plan: stampedPlan(plan.path), done: checklist.completed, total: checklist.total };
  const verdict = chainVerdict(chain.stamps, now, maxChain);
  if (!verdict.go) return { kind: "silent", reason: verdict.reason, detail: verdict.why, verdict };
  return { kind: "go", step: verdict.step, verdict };
}

/**
 * The whole decision of the Stop hook, as a pure function. Given the payload and the facts gathered so
 * far it either decides (silent with a reason, or continue with the rendered directive) or names the one
 * fact it needs next. The shell answers that need and calls again; checks run cheapest first, so the
 * transcript is only scanned when everything else says "continue".
 */
export function decide(
  input: PayloadResult,
  facts: Facts,
  hook: HookOptionsResult = { ok: true, options: PLAIN },
): Step {
  if (!hook.ok) return silent("invalid-hook-arguments", hook.problem, {});
  if (!input.ok) return silent("invalid-payload", input.problem, {});
  const payload = input.payload;
  if (payload.hookEventName === "SubagentStop")
    return silent("subagent-stop", "hook_event_name is SubagentStop", {});
  if (payload.stopHookActive && !hook.options.chain)
    return silent("stop-hook-active", "stop_hook_active is true", {});

  const blocker = checkExternalBlocker(payload.lastAssistantMessage);
  const sessionKey = sessionKeyFromPayload(payload.sessionId);
  if (blocker.declared) {
    return silent("external-blocker", `marker on line ${blocker.markerLine} with the blocker stated`, {
      blocker,
      sessionKey,
    });
  }

  const { boulder } = facts;
  if (boulder === undefined) return { kind: "need", need: { fact: "boulder", cwd: payload.cwd } };
  if (boulder.kind === "missing") {
    return silent("no-boulder", `looked for ${boulder.searched.join(", ")}`, { blocker, sessionKey });
  }
  if (boulder.kind === "unreadable") {
    return silent("boulder-unreadable", `${boulder.path}: ${boulder.why}`, { blocker, sessionKey });
  }

  const selection = selectWork(boulder.document, sessionKey);
  const evidence: Evidence = { blocker, sessionKey, selection };
  const work = selection.work;
  if (work === undefined) {
    return silent("no-work-for-session", `no valid ${selection.source} entry lists ${sessionKey}`, evidence);
  }
  if (work.status === undefined || !CONTINUABLE_STATUSES.includes(work.status)) {
    return silent(
      "work-not-continuable",
      `work ${work.id} has status ${work.status ?? "(missing)"}`,
      evidence,
    );
  }

  const { plan } = facts;
  if (plan === undefined) {
    const candidates = planCandidates(boulder.root, work.activePlan, work.worktreePath);
    return {
      kind: "need",
      need: { fact: "plan", root: boulder.root, activePlan: work.activePlan, candidates },
    };
  }
  if (plan.kind === "ambiguous") {
    return silent("plan-ambiguous", `candidates: ${plan.matches.join(", ")}`, evidence);
  }
  if (plan.kind !== "read") return silent("plan-unreadable", planProblem(plan), evidence);
  const { checklist } = plan;
  if (checklist.total === 0)
    return silent("empty-checklist", `${plan.path} has no countable checkbox`, evidence);

  const transcriptPath = payload.transcriptPath;
  if (typeof transcriptPath === "string" && transcriptPath !== "") {
    const { transcript } = facts;
    if (transcript === undefined) {
      return { kind: "need", need: { fact: "transcript", path: resolve(payload.cwd, transcriptPath) } };
    }
    if (transcript.kind === "scanned" && transcript.hit !== undefined) {
      return silent(
        "context-pressure",
        `"${transcript.hit.marker}" at byte ${transcript.hit.offset}`,
        evidence,
      );
    }
    if (transcript.kind === "timeout") {
      const detail = `scanned ${transcript.bytesScanned} of ${transcript.size} bytes before the deadline`;
      return silent("transcript-scan-timeout", detail, evidence);
    }
  }

  let step = 1;
  let reached = evidence;
  if (payload.stopHookActive) {
    // Chain mode: a stop that follows a continuation may be continued again (see chain/rule.ts).
    const chained = chainStep(payload, facts, plan, hook.options.maxChain);
    if (chained.kind === "need") return chained;
    reached = { ...evidence, ...(chained.verdict !== undefined ? { chain: chained.verdict } : {}) };
    if (chained.kind === "silent") return silent(chained.reason, chained.detail, reached);
    step = chained.step;
  }

  const { directive } = facts;
  if (directive === undefined) return { kind: "need", need: { fact: "directive", root: boulder.root } };
  if (directive.kind === "unreadable") {
    return silent("directive-unreadable", `${directive.path}: ${directive.why}`, evidence);
  }

  const values = directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work,
    checklist,
    sessionKey,
  });
  const stamp = formatStamp({
    step,
    done: checklist.completed,
    total: checklist.total,
    planPath: plan.path,
    turnId: payload.turnId,
  });
  const reason = composeReason(directive.template, values, stamp);
  if (reason.blank)
    return silent("directive-unreadable", `${directive.path} renders to white space`, reached);
  return {
    kind: "continue",
    reason: checklist.remaining > 0 ? "work-remaining" : "final-gate-pending",
    step,
    directive: reason.text,
    size: { bytes: reason.bytes, overFullView: reason.overFullView, cut: reason.cut },
    values,
    evidence: reached,
  };
}
