import { resolve } from "node:path";
import { checkExternalBlocker } from "../blocker/external-blocker.js";
import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { CONTINUABLE_STATUSES } from "../boulder/work.js";
import { formatStamp } from "../chain/stamp.js";
import { chainStep } from "../chain/step.js";
import { composeReason, directiveValues } from "../directive/values.js";
import { type HookOptionsResult, PLAIN } from "../hook/options.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { planCandidates } from "../plan/location.js";
import type { Facts, PlanFact } from "./facts.js";
import type { Evidence, Step } from "./outcome.js";
import type { SilentReason } from "./reasons.js";

function silent(reason: SilentReason, detail: string, evidence: Evidence): Step {
  return { kind: "silent", reason, detail, evidence };
}

function planProblem(plan: Exclude<PlanFact, { kind: "read" | "ambiguous" }>): string {
  return plan.kind === "missing" ? plan.why : `${plan.path}: ${plan.why}`;
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
