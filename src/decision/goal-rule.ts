import type { PromptFact } from "../rollout/facts.js";
import type { GoalEndStamp } from "../rollout/goal-stamp.js";

/**
 * What the hook knows of a Codex goal in the current human prompt:
 * - `none`: the prompt runs under no goal (or the goal already ended: the model's `update_goal`, a
 *   budget, a person's pause);
 * - `unknown`: the read did not reach where the prompt began (a byte cap, an overflow record that
 *   ended it, a transcript that cannot be read), so an earlier goal-end text cannot be ruled out;
 * - `active`: a goal set by a person as this prompt, or goal turns since it, and still active.
 */
export type GoalFinding =
  | { readonly state: "none" | "unknown"; readonly why: string }
  | {
      readonly state: "active";
      readonly via: "goal-set" | "goal-turns";
      readonly turns: number;
      readonly status?: string;
      readonly endSent?: GoalEndStamp;
    };

/** Codex's word for a goal that still runs, in `thread_goal_updated`. */
const ACTIVE = "active";

export function findGoal(prompt: PromptFact | undefined): GoalFinding {
  if (prompt === undefined) return { state: "unknown", why: "the human prompt was not read" };
  if (prompt.kind === "unreadable")
    return { state: "unknown", why: `${prompt.path} cannot be read: ${prompt.why}` };
  if (prompt.kind === "timeout") return { state: "unknown", why: `${prompt.path} could not be read in time` };
  const { goal } = prompt;
  if (goal === undefined)
    return { state: "unknown", why: "the human prompt was read only back to the newest hook prompt" };
  if (prompt.pressure !== undefined)
    return { state: "unknown", why: "the read stopped at a context-overflow record" };
  if (prompt.boundary === "cap")
    return { state: "unknown", why: "the read stopped at its byte cap before the human prompt began" };
  const via = prompt.boundary === "goal-set" ? "goal-set" : goal.turns > 0 ? "goal-turns" : undefined;
  if (via === undefined)
    return { state: "none", why: "no goal set, and no goal turn, since the human prompt" };
  if (goal.status !== undefined && goal.status !== ACTIVE)
    return { state: "none", why: `the goal is ${goal.status} (Codex's newest goal record)` };
  return {
    state: "active",
    via,
    turns: goal.turns,
    ...(goal.status !== undefined ? { status: goal.status } : {}),
    ...(goal.endSent !== undefined ? { endSent: goal.endSent } : {}),
  };
}

/** What would end the goal now: the plan finished, or (chain mode) the chain's patience spent. */
export type GoalTrigger =
  | { readonly kind: "complete"; readonly done: number; readonly total: number }
  | { readonly kind: "stalled"; readonly done: number; readonly total: number; readonly turns: number };

/**
 * The goal-end rule, for a stop under a goal:
 * - off (`goalEnd: false`), no goal, or a read that cannot rule out an earlier text: nothing to do;
 * - this hook's goal-end stamp already in the human prompt: silent from then on (`goal-end-sent`),
 *   also where a continuation or another text would follow;
 * - otherwise, with a trigger, the one goal-end text of this goal.
 */
export type GoalVerdict =
  | { readonly kind: "pass"; readonly why: string }
  | { readonly kind: "sent"; readonly stamp: GoalEndStamp; readonly why: string }
  | { readonly kind: "send"; readonly trigger: GoalTrigger };

export function goalVerdict(
  finding: GoalFinding,
  goalEnd: boolean,
  trigger: GoalTrigger | undefined,
): GoalVerdict {
  if (!goalEnd) return { kind: "pass", why: "goal-end texts are off (goalEnd false, or --no-goal-end)" };
  if (finding.state !== "active") return { kind: "pass", why: finding.why };
  if (finding.endSent !== undefined) {
    const sent = finding.endSent;
    const why = `this hook's goal-end text (${sent.kind}, ${sent.done} of ${sent.total}) was sent in this goal already: silent for the rest of it`;
    return { kind: "sent", stamp: sent, why };
  }
  if (trigger === undefined)
    return { kind: "pass", why: "the plan is not finished and the chain has not stalled" };
  return { kind: "send", trigger };
}

/**
 * The goal-end rule's finding for one stop, as the decision records it: pass (nothing to do), sent
 * (the text went earlier in this goal), or send (it goes now: `text`, made by `textFor`).
 */
export type GoalCheck =
  | { readonly finding: GoalFinding; readonly verdict: "pass" | "sent"; readonly why: string }
  | {
      readonly finding: GoalFinding;
      readonly verdict: "send";
      readonly why: string;
      readonly trigger: GoalTrigger;
      readonly text: string;
    };

export function goalCheck(
  prompt: PromptFact | undefined,
  goalEnd: boolean,
  trigger: GoalTrigger | undefined,
  textFor: (trigger: GoalTrigger) => string,
): GoalCheck {
  const finding = findGoal(prompt);
  const verdict = goalVerdict(finding, goalEnd, trigger);
  if (verdict.kind !== "send") return { finding, verdict: verdict.kind, why: verdict.why };
  const why = `the one goal-end text of this goal (${verdict.trigger.kind})`;
  return { finding, verdict: "send", why, trigger: verdict.trigger, text: textFor(verdict.trigger) };
}
