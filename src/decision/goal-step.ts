import { resolve } from "node:path";
import type { BoulderWork } from "../boulder/work.js";
import { CODEX_FULL_VIEW_BYTES } from "../directive/limits.js";
import { directiveValues } from "../directive/values.js";
import type { StopPayload } from "../payload/stop-payload.js";
import type { Mode } from "../settings/settings.js";
import type { Continuation } from "./continuation.js";
import type { BoulderFact, Facts, PlanFact } from "./facts.js";
import { findGoal, type GoalTrigger, goalVerdict } from "./goal-rule.js";
import { goalEndText } from "./goal-text.js";
import type { Evidence, GoalCheck, Silent, Step } from "./outcome.js";
import { planNeed } from "./plan-need.js";

/** What the goal-end rule needs from the decision so far: all of it already decided, nothing read. */
export interface GoalContext {
  readonly payload: StopPayload;
  readonly facts: Facts;
  readonly mode: Mode;
  readonly boulder: Extract<BoulderFact, { kind: "found" }>;
  readonly work: BoulderWork;
  readonly sessionKey: string;
}

type ReadPlan = Extract<PlanFact, { kind: "read" }>;

function withGoal(outcome: Silent, goal: GoalCheck): Silent {
  return { ...outcome, evidence: { ...outcome.evidence, goal } };
}

/** The prompt fact in chain scope (the whole human prompt), or the need for it; undefined without a transcript. */
function promptNeed(context: GoalContext): Step | undefined {
  const { payload, facts } = context;
  const { transcriptPath } = payload;
  if (typeof transcriptPath !== "string" || transcriptPath === "") return undefined;
  const { prompt } = facts;
  if (prompt !== undefined && (prompt.kind !== "read" || prompt.scope === "chain")) return undefined;
  return {
    kind: "need",
    need: { fact: "prompt", path: resolve(payload.cwd, transcriptPath), scope: "chain" },
  };
}

/**
 * Applies the goal rule to a stop: `fallback` is the outcome without it (silent), or undefined where
 * the decision would go on to continue. Undefined back means the rule has nothing to say.
 */
function apply(
  context: GoalContext,
  plan: ReadPlan,
  trigger: GoalTrigger | undefined,
  fallback: Silent | undefined,
  evidence: Evidence,
): Step | undefined {
  const { facts, payload, boulder, work } = context;
  const finding = findGoal(facts.prompt);
  const verdict = goalVerdict(finding, context.mode.goalEnd, trigger);
  if (verdict.kind === "pass")
    return fallback === undefined
      ? undefined
      : withGoal(fallback, { finding, verdict: "pass", why: verdict.why });
  const goal: Evidence = { ...(fallback?.evidence ?? evidence) };
  if (verdict.kind === "sent") {
    const check: GoalCheck = { finding, verdict: "sent", why: verdict.why };
    return {
      kind: "silent",
      reason: "goal-end-sent",
      detail: verdict.why,
      chain: context.mode.chain,
      evidence: { ...goal, goal: check },
    };
  }
  const values = directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work,
    checklist: plan.checklist,
    sessionKey: context.sessionKey,
  });
  const text = goalEndText({
    trigger: verdict.trigger,
    planName: values.PLAN_NAME,
    planPath: plan.path,
    turnId: payload.turnId ?? "",
  });
  const bytes = Buffer.byteLength(text);
  const stamps = facts.prompt?.kind === "read" ? facts.prompt.stamps : [];
  const why = `the one goal-end text of this goal (${verdict.trigger.kind})`;
  return {
    kind: "continue",
    reason: verdict.trigger.kind === "complete" ? "goal-complete" : "goal-stalled",
    step: (stamps[0]?.step ?? 0) + 1,
    compacted: false,
    chain: context.mode.chain,
    template: "goal-end",
    directive: text,
    size: { bytes, overFullView: bytes > CODEX_FULL_VIEW_BYTES, cut: false },
    values,
    evidence: { ...goal, goal: { finding, verdict: "send", why, text } },
  };
}

/**
 * The stop of a session whose work is completed (`fallback`: the silence decided for it). Under a
 * goal, with the plan finished (every box checked), the goal gets its one goal-end text: the plan is
 * done, end the goal if it was this plan. Reads the plan and the whole human prompt, only then.
 */
export function goalAtCompletion(context: GoalContext, fallback: Silent): Step {
  const pass = (why: string) =>
    withGoal(fallback, { finding: findGoal(context.facts.prompt), verdict: "pass", why });
  if (!context.mode.goalEnd) return pass("goal-end texts are off (goalEnd false, or --no-goal-end)");
  const { facts, boulder, work } = context;
  const { plan } = facts;
  if (plan === undefined) return planNeed(boulder.root, work);
  if (plan.kind !== "read") return pass("the plan file could not be read");
  const { completed, remaining, total } = plan.checklist;
  if (total === 0 || remaining > 0)
    return pass(`the plan is not finished (${completed} of ${total} checked)`);
  const need = promptNeed(context);
  if (need !== undefined) return need;
  const trigger: GoalTrigger = { kind: "complete", done: completed, total };
  return apply(context, plan, trigger, fallback, fallback.evidence) ?? fallback;
}

/**
 * Chain mode, once the chain rule has spoken (`next`): a chain that ended for lack of progress under a
 * goal gets the goal's one goal-end text (check the next box, or declare the blocker and end the goal
 * as blocked); after that text, the chain stays silent for the rest of the goal even where it would
 * continue. Undefined: the decision goes on as without the rule.
 */
export function goalAfterChain(
  context: GoalContext,
  plan: ReadPlan,
  next: Exclude<Continuation, { kind: "need" }>,
  evidence: Evidence,
): Step | undefined {
  const fallback: Silent | undefined =
    next.kind === "silent"
      ? { kind: "silent", reason: next.reason, detail: next.detail, chain: context.mode.chain, evidence }
      : undefined;
  if (fallback !== undefined && fallback.reason !== "no-progress") return undefined;
  const { prompt } = context.facts;
  const idle = prompt?.kind === "read" ? (prompt.stamps[0]?.idle ?? 0) : 0;
  const { completed, total } = plan.checklist;
  const trigger: GoalTrigger | undefined =
    fallback === undefined ? undefined : { kind: "stalled", done: completed, total, turns: idle + 1 };
  return apply(context, plan, trigger, fallback, evidence);
}
