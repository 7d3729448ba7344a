import { resolve } from "node:path";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import type { DirectiveValues } from "../directive/render.js";
import { briefValues, composeReason, directiveValues, sizeOf } from "../directive/values.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { personStopped } from "../payload/trigger.js";
import { COMPACTION_NOTE, formatStamp } from "../rollout/chain-stamp.js";
import type { PressureHit } from "../rollout/facts.js";
import type { HookOptionsResult } from "../settings/flags.js";
import { budgetSpent, chainCapped, chainVerdict } from "./chain-rule.js";
import { checkExternalBlocker } from "./external-blocker.js";
import { findGoal, type GoalTrigger, goalCheck } from "./goal-rule.js";
import { resolveMode } from "./mode.js";
import type { Evidence, Outcome } from "./outcome.js";
import type { Readers } from "./readers.js";
import type { SilentReason } from "./reasons.js";
import { findWork, notContinuable, planOf, type ReadPlan } from "./work.js";

function pressureAt(hit: PressureHit, scope: string): string {
  return `"${hit.marker}" at byte ${hit.offset}${scope}`;
}

/**
 * The Stop hook's decision, top to bottom: the payload, the session's work, the mode (once), then the
 * rules in order, cheapest first, each ending in a reason code. Facts come only through `read`.
 */
export async function decide(input: PayloadResult, hook: HookOptionsResult, read: Readers): Promise<Outcome> {
  let evidence: Evidence = {};
  let chain = hook.ok && hook.options.chain;
  const silent = (reason: SilentReason, detail: string): Outcome => ({
    kind: "silent",
    reason,
    detail,
    chain,
    evidence,
  });

  // The payload.
  if (!hook.ok) return silent("invalid-hook-arguments", hook.problem);
  if (!input.ok) return silent("invalid-payload", input.problem);
  const { payload } = input;
  if (payload.hookEventName === "SubagentStop")
    return silent("subagent-stop", "hook_event_name is SubagentStop");
  const sessionKey = sessionKeyFromPayload(payload.sessionId);
  const blocker = checkExternalBlocker(payload.lastAssistantMessage);
  evidence = { sessionKey, blocker };

  // The session's work.
  const found = findWork(payload.cwd, sessionKey, read);
  if (found.selection !== undefined) evidence = { ...evidence, selection: found.selection };
  if (found.kind === "ended") return silent(found.reason, found.detail);
  const { boulder, work } = found;

  // The mode, resolved once: flags, then settings.json as the human prompt began.
  const transcript = payload.transcriptPath ? resolve(payload.cwd, payload.transcriptPath) : undefined;
  // The goal-end rule at a completed work reads the prompt anyway: its stamp then counts.
  const where = { root: boulder.root, cwd: payload.cwd };
  const effective = resolveMode(hook.options, where, transcript, found.kind === "completed", read);
  const { mode } = effective;
  chain = mode.chain;
  evidence = { ...evidence, mode: effective };
  // After the mode, so that the person is told of a chain's blocker like its other ends.
  if (blocker.declared)
    return silent("external-blocker", `marker on line ${blocker.markerLine} with the blocker stated`);
  // Codex before 0.117 sends no turn_id: no stamp can name the turn, so no chain is attempted.
  const chaining = mode.chain && payload.turnId !== undefined;

  // Under a goal, the one goal-end text: at the plan's end, or (chain mode) when the chain stalled.
  const goalEnd = (
    plan: ReadPlan,
    values: DirectiveValues,
    trigger: GoalTrigger | undefined,
  ): Outcome | undefined => {
    const prompt = transcript === undefined ? undefined : read.prompt(transcript, "chain");
    const named = { name: values.PLAN_NAME, path: plan.path, turnId: payload.turnId ?? "" };
    const goal = goalCheck(prompt, mode.goalEnd, trigger, named);
    evidence = { ...evidence, goal };
    if (goal.verdict !== "send")
      return goal.verdict === "sent" ? silent("goal-end-sent", goal.why) : undefined;
    const stamps = prompt?.kind === "read" ? prompt.stamps : [];
    return {
      kind: "continue",
      reason: goal.trigger.kind === "complete" ? "goal-complete" : "goal-stalled",
      step: (stamps[0]?.step ?? 0) + 1,
      compacted: false,
      chain,
      template: "goal-end",
      directive: goal.text,
      size: sizeOf(goal.text, false),
      values,
      evidence,
    };
  };

  // The rules, in order.
  if (found.kind === "completed") {
    const pass = (why: string): Outcome => {
      evidence = { ...evidence, goal: { finding: findGoal(read.facts.prompt), verdict: "pass", why } };
      return silent("work-not-continuable", notContinuable(work));
    };
    if (!mode.goalEnd) return pass("goal-end texts are off (goalEnd false, or --no-goal-end)");
    const plan = await planOf(boulder, work, read);
    if (plan.kind === "ended")
      return pass(`the plan cannot be worked through (${plan.reason}: ${plan.detail})`);
    const { completed: done, total, remaining } = plan.plan.checklist;
    if (remaining > 0) return pass(`the plan is not finished (${done} of ${total} checked)`);
    // The goal-end text is a continuation too: none in a prompt the person stopped, none past the cap.
    const prompt = transcript === undefined ? undefined : read.prompt(transcript, "chain");
    const stopped = prompt?.kind === "read" ? personStopped(prompt.text) : undefined;
    if (stopped !== undefined) return silent("person-stopped", stopped);
    const capped =
      mode.chain && prompt?.kind === "read" ? chainCapped(prompt.stamps, mode.maxChain) : undefined;
    if (capped !== undefined) return silent("chain-limit", capped);
    const values = directiveValues(boulder, plan.plan, work, sessionKey, read.install());
    return (
      goalEnd(plan.plan, values, { kind: "complete", done, total }) ??
      silent("work-not-continuable", notContinuable(work))
    );
  }
  if (payload.stopHookActive && !mode.chain) return silent("stop-hook-active", "stop_hook_active is true");
  // A paused work is the person's "stop now" for a chain; plain mode keeps the seeds' rule for it.
  if (mode.chain && work.status === "paused")
    return silent("work-paused", `work ${work.id} is paused: \`$ulw-execute resume\` continues it`);
  if (mode.chain && !chaining && payload.stopHookActive)
    return silent(
      "chain-unsupported",
      "the payload has no turn_id (Codex before 0.117): one continuation per prompt",
    );

  const plan = await planOf(boulder, work, read);
  if (plan.kind === "ended") return silent(plan.reason, plan.detail);
  const { completed: done, total, remaining } = plan.plan.checklist;
  const values = directiveValues(boulder, plan.plan, work, sessionKey, read.install());

  const late = (what: string, read: { readonly bytesScanned: number; readonly size: number }) =>
    silent(
      "transcript-scan-timeout",
      `${what}${read.bytesScanned} of ${read.size} bytes before the deadline`,
    );
  // Plain mode: pressure anywhere in the transcript ends it; chain mode only with stop-on-compaction.
  let step = 1;
  let idle = 0;
  let compacted = false;
  if (transcript === undefined) {
    if (chaining && payload.stopHookActive)
      return silent("stop-hook-active", "chain mode, but no transcript to find this hook's continuations in");
  } else {
    const scope = chaining ? "chain" : "hook-prompt";
    if (!chaining || mode.stopOnCompaction) {
      const scan = read.transcript(transcript, scope);
      if (scan.kind === "scanned" && scan.hit !== undefined)
        return silent("context-pressure", pressureAt(scan.hit, ""));
      if (scan.kind === "timeout") return late("scanned ", scan);
    }
    const prompt = read.prompt(transcript, scope);
    if (prompt.kind === "timeout") return late("human-prompt read: ", prompt);
    if (prompt.kind === "unreadable") {
      // As for pressure, a transcript that cannot be read shows nothing: the seeds' first stop continues.
      if (chaining && payload.stopHookActive)
        return silent("stop-hook-active", `chain mode, but ${prompt.path} cannot be read: ${prompt.why}`);
    } else {
      // The cap reached, and no limits of ours in the window: what the person asked for lies beyond it.
      if (prompt.scope === "chain" && prompt.boundary === "cap" && prompt.stamps[0]?.limits === undefined)
        return silent(
          "prompt-not-found",
          `read back ${prompt.bytesScanned} bytes without reaching the human prompt, and no stamp of ours with its limits`,
        );
      const stopped = personStopped(prompt.text);
      if (stopped !== undefined) return silent("person-stopped", stopped);
      const continued = payload.stopHookActive || prompt.hookPrompts > 0;
      if (!chaining && continued)
        return silent(
          "automatic-turn",
          "a Stop hook already continued this human prompt; Codex started this turn itself (a goal turn)",
        );
      if (chaining) {
        if (prompt.pressure !== undefined)
          return silent("context-pressure", pressureAt(prompt.pressure, " since the human prompt began"));
        const spent = budgetSpent(mode, prompt, mode.maxMinutes > 0 ? read.now() : undefined);
        if (spent !== undefined) return silent(spent.reason, spent.why);
        compacted = prompt.compaction?.afterLastContinuation === true && !mode.stopOnCompaction;
        if (continued) {
          // A chain is built only on work the session had as the person typed: the prompt hook's count.
          if (prompt.openAtStart === undefined)
            return silent("no-start-count", "no open=N stamped as the human prompt began (or out of reach)");
          if (prompt.stamps.length === 0)
            return silent(
              payload.stopHookActive ? "stop-hook-active" : "automatic-turn",
              "a Stop hook continued this human prompt, but not this one: no stamp of ours to build a chain on",
            );
          const verdict = chainVerdict(prompt.stamps, { done, total }, mode, prompt.openAtStart);
          evidence = { ...evidence, chain: verdict };
          if (!verdict.go) {
            const turns = (prompt.stamps[0]?.idle ?? 0) + 1;
            const stalled =
              verdict.reason === "no-progress"
                ? goalEnd(plan.plan, values, { kind: "stalled", done, total, turns })
                : undefined;
            return stalled ?? silent(verdict.reason, verdict.why);
          }
          step = verdict.step;
          idle = verdict.idle;
        }
        // After this hook's goal-end text, the chain stays silent for the rest of the goal.
        const sent = goalEnd(plan.plan, values, undefined);
        if (sent !== undefined) return sent;
      }
    }
  }

  // From a chain's second continuation the brief one, unless a compaction dropped the full one from view.
  const brief = chaining && step >= 2 && !compacted ? read.brief(boulder.root) : undefined;
  const template = brief?.kind === "read" ? brief : read.directive(boulder.root);
  if (template.kind === "unreadable")
    return silent("directive-unreadable", `${template.path}: ${template.why}`);
  const stamp = formatStamp({
    step,
    done,
    total,
    idle,
    planPath: plan.plan.realPath ?? plan.plan.path,
    turnId: payload.turnId ?? "",
    limits: mode,
  });
  // Plain mode sends the rendered directive exactly; chain mode adds its stamp (and the compaction note).
  const suffix = !chaining ? "" : compacted ? `${COMPACTION_NOTE}\n${stamp}` : stamp;
  const shown = template === brief ? briefValues(values, boulder.root) : values;
  const reason = composeReason(template.template, shown, suffix);
  if (reason.blank) return silent("directive-unreadable", `${template.path} renders to white space`);
  return {
    kind: "continue",
    reason: remaining > 0 ? "work-remaining" : "final-gate-pending",
    step,
    compacted,
    chain,
    template: template === brief ? "brief" : "full",
    directive: reason.text,
    size: reason.size,
    values: shown,
    evidence,
  };
}
