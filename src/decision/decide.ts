import { resolve } from "node:path";
import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { CONTINUABLE_STATUSES } from "../boulder/work.js";
import { composeReason, directiveValues } from "../directive/values.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { COMPACTION_NOTE, formatStamp } from "../rollout/chain-stamp.js";
import { type HookOptionsResult, PLAIN } from "../settings/flags.js";
import { continuation } from "./continuation.js";
import { checkExternalBlocker } from "./external-blocker.js";
import type { Facts, PlanFact } from "./facts.js";
import { goalAfterChain, goalAtCompletion } from "./goal-step.js";
import { resolveMode } from "./mode.js";
import type { Evidence, Silent, Step } from "./outcome.js";
import { planNeed } from "./plan-need.js";
import type { SilentReason } from "./reasons.js";
import { chooseTemplate } from "./template.js";

/** `chain` is the mode the decision ran in: the flags' until settings.json is read, then the effective one. */
function silent(reason: SilentReason, detail: string, evidence: Evidence, chain: boolean): Silent {
  return { kind: "silent", reason, detail, chain, evidence };
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
  if (!hook.ok) return silent("invalid-hook-arguments", hook.problem, {}, false);
  if (!input.ok) return silent("invalid-payload", input.problem, {}, hook.options.chain);
  const payload = input.payload;
  if (payload.hookEventName === "SubagentStop")
    return silent("subagent-stop", "hook_event_name is SubagentStop", {}, hook.options.chain);

  // After a continuation (stop_hook_active) without --chain, whether a stop that ends early reports its
  // own reason or the seeds' stop-hook-active depends on the mode, so on settings.json: it is read first.
  const modeDecides = payload.stopHookActive && !hook.options.chain;
  const blocker = checkExternalBlocker(payload.lastAssistantMessage);
  const sessionKey = sessionKeyFromPayload(payload.sessionId);
  const blocked: readonly [SilentReason, string] | undefined = blocker.declared
    ? ["external-blocker", `marker on line ${blocker.markerLine} with the blocker stated`]
    : undefined;
  if (blocked !== undefined && !modeDecides)
    return silent(...blocked, { blocker, sessionKey }, hook.options.chain);

  // Without a boulder there is no settings.json to read: the flags alone give the mode.
  const plainEnd = (reason: SilentReason, detail: string, evidence: Evidence): Step =>
    modeDecides
      ? silent("stop-hook-active", `stop_hook_active is true (and ${reason}: ${detail})`, evidence, false)
      : silent(reason, detail, evidence, hook.options.chain);
  const { boulder } = facts;
  if (boulder === undefined) return { kind: "need", need: { fact: "boulder", cwd: payload.cwd } };
  if (boulder.kind !== "found") {
    const detail =
      boulder.kind === "missing"
        ? `looked for ${boulder.searched.join(", ")}`
        : `${boulder.path}: ${boulder.why}`;
    const end = blocked ?? [boulder.kind === "missing" ? "no-boulder" : "boulder-unreadable", detail];
    return plainEnd(...end, { blocker, sessionKey });
  }

  const selection = selectWork(boulder.document, sessionKey);
  const selected: Evidence = { blocker, sessionKey, selection };
  const work = selection.work;
  const noWork = ["no-work-for-session", `no valid ${selection.source} entry lists ${sessionKey}`] as const;
  const ended: readonly [SilentReason, string] | undefined =
    blocked ??
    (work === undefined
      ? noWork
      : work.status === undefined || !CONTINUABLE_STATUSES.includes(work.status)
        ? ["work-not-continuable", `work ${work.id} has status ${work.status ?? "(missing)"}`]
        : undefined);
  // Settings are read only now, so sessions without continuable work never pay for them on a first stop
  // (a completed work aside: the goal-end rule, src/goal/, needs the mode).
  const completed = ended?.[0] === "work-not-continuable" && work?.status === "completed";
  if (ended !== undefined && !modeDecides && !completed)
    return silent(...ended, selected, hook.options.chain);

  const transcript = payload.transcriptPath ? resolve(payload.cwd, payload.transcriptPath) : undefined;
  const resolved = resolveMode(transcript, facts, hook.options, boulder.root);
  if (resolved.kind === "need") return resolved;
  const effective = resolved.effective;
  const { mode } = effective;
  const evidence: Evidence = { ...selected, mode: effective };
  const used = effective.settings;
  const pendingNote = used.kind === "unstamped" ? `; ${used.path} not used: ${used.why}` : "";
  if (ended !== undefined || work === undefined) {
    const [reason, detail] = ended ?? noWork;
    const end =
      mode.chain || !modeDecides
        ? silent(reason, detail, evidence, mode.chain)
        : silent(
            "stop-hook-active",
            `stop_hook_active is true (and ${reason}: ${detail})${pendingNote}`,
            evidence,
            mode.chain,
          );
    if (!completed || work === undefined) return end;
    return goalAtCompletion({ payload, facts, mode, boulder, work, sessionKey }, end);
  }
  if (payload.stopHookActive && !mode.chain)
    return silent("stop-hook-active", `stop_hook_active is true${pendingNote}`, evidence, mode.chain);
  // A paused work is the person's "stop now" for a chain; plain mode keeps the seeds' rule for it.
  if (mode.chain && work.status === "paused")
    return silent(
      "work-paused",
      `work ${work.id} is paused: \`$ulw-execute resume\` continues it`,
      evidence,
      mode.chain,
    );
  // Codex before 0.117 sends no turn_id: no stamp can name the turn, so the chain is not attempted.
  const chaining = mode.chain && payload.turnId !== undefined;
  if (mode.chain && !chaining && payload.stopHookActive)
    return silent(
      "chain-unsupported",
      "the payload has no turn_id (Codex before 0.117): one continuation per prompt",
      evidence,
      mode.chain,
    );

  const { plan } = facts;
  if (plan === undefined) return planNeed(boulder.root, work);
  if (plan.kind === "ambiguous") {
    return silent("plan-ambiguous", `candidates: ${plan.matches.join(", ")}`, evidence, mode.chain);
  }
  if (plan.kind !== "read") return silent("plan-unreadable", planProblem(plan), evidence, mode.chain);
  const { checklist } = plan;
  if (checklist.total === 0)
    return silent("empty-checklist", `${plan.path} has no countable checkbox`, evidence, mode.chain);

  const next = continuation(payload, facts, plan, mode, chaining, transcript);
  if (next.kind === "need") return next;
  const reached: Evidence = { ...evidence, ...(next.verdict !== undefined ? { chain: next.verdict } : {}) };
  const goal = chaining
    ? goalAfterChain({ payload, facts, mode, boulder, work, sessionKey }, plan, next, reached)
    : undefined;
  if (goal !== undefined) return goal;
  if (next.kind === "silent") return silent(next.reason, next.detail, reached, mode.chain);

  const all = directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work,
    checklist,
    sessionKey,
  });
  // A chain's later continuations send the brief template; the first one stays the full directive.
  const chosen = chooseTemplate(facts, boulder.root, chaining && next.step >= 2, all);
  if (chosen.kind === "need") return chosen;
  if (chosen.kind === "unreadable")
    return silent("directive-unreadable", `${chosen.path}: ${chosen.why}`, evidence, mode.chain);
  const { fact: directive, values } = chosen;
  const stamp = formatStamp({
    step: next.step,
    done: checklist.completed,
    total: checklist.total,
    idle: next.idle,
    planPath: plan.realPath ?? plan.path,
    turnId: payload.turnId ?? "",
    limits: mode,
  });
  // Plain mode sends the rendered directive exactly; chain mode adds its stamp (and the compaction note).
  const suffix = !chaining ? "" : next.compacted ? `${COMPACTION_NOTE}\n${stamp}` : stamp;
  const reason = composeReason(directive.template, values, suffix);
  if (reason.blank)
    return silent("directive-unreadable", `${directive.path} renders to white space`, reached, mode.chain);
  return {
    kind: "continue",
    reason: checklist.remaining > 0 ? "work-remaining" : "final-gate-pending",
    step: next.step,
    compacted: next.compacted,
    chain: mode.chain,
    template: chosen.template,
    directive: reason.text,
    size: { bytes: reason.bytes, overFullView: reason.overFullView, cut: reason.cut },
    values,
    evidence: reached,
  };
}
