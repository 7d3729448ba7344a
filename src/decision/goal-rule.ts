import { formatGoalEndStamp, neutraliseStamps } from "../rollout/chain-stamp.js";
import type { GoalSeen, PromptFact } from "../rollout/facts.js";

/**
 * A Codex goal in the current human prompt: `unknown` where the read did not reach where the prompt began
 * (so an earlier goal-end text cannot be ruled out), `active` while a goal set as this prompt or since runs.
 */
export type GoalFinding =
  | { readonly state: "none" | "unknown"; readonly why: string }
  | ({ readonly state: "active"; readonly via: "goal-set" | "goal-turns" } & GoalSeen);

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
  // "active" is Codex's word for a goal that still runs, in `thread_goal_updated`.
  if (goal.status !== undefined && goal.status !== "active")
    return { state: "none", why: `the goal is ${goal.status} (Codex's newest goal record)` };
  return { state: "active", via, ...goal };
}

/** What would end the goal now: the plan finished, or (chain mode) the chain's patience spent. */
export type GoalTrigger =
  | { readonly kind: "complete"; readonly done: number; readonly total: number }
  | { readonly kind: "stalled"; readonly done: number; readonly total: number; readonly turns: number };

/** The goal-end rule's finding for one stop: pass, sent (earlier in this goal), or send `text` now. */
export type GoalCheck = { readonly finding: GoalFinding; readonly why: string } & (
  | { readonly verdict: "pass" | "sent" }
  | { readonly verdict: "send"; readonly trigger: GoalTrigger; readonly text: string }
);

/** The plan a goal-end text names (`name` comes capped), and the turn its stamp names. */
type Named = { readonly name: string; readonly path: string; readonly turnId: string };

/** One goal-end text per goal: once this hook's stamp is in the prompt, silent for the rest of it. */
export function goalCheck(
  prompt: PromptFact | undefined,
  goalEnd: boolean,
  trigger: GoalTrigger | undefined,
  plan: Named,
): GoalCheck {
  const finding = findGoal(prompt);
  const pass = (why: string): GoalCheck => ({ finding, verdict: "pass", why });
  if (!goalEnd) return pass("goal-end texts are off (goalEnd false, or --no-goal-end)");
  if (finding.state !== "active") return pass(finding.why);
  const sent = finding.endSent;
  if (sent !== undefined) {
    const why = `this hook's goal-end text (${sent.kind}, ${sent.done} of ${sent.total}) was sent in this goal already: silent for the rest of it`;
    return { finding, verdict: "sent", why };
  }
  if (trigger === undefined) return pass("the plan is not finished and the chain has not stalled");
  const why = `the one goal-end text of this goal (${trigger.kind})`;
  return { finding, verdict: "send", why, trigger, text: goalEndText(trigger, plan) };
}

/**
 * The hook's one text to the model in a goal, ended with the stamp that says it was sent. Short: it asks
 * for one decision, and names the tool only the model can call to end the goal.
 */
function goalEndText(trigger: GoalTrigger, plan: Named): string {
  // The plan's name comes from the boulder: nothing in it may read back as one of our stamps.
  const planName = neutraliseStamps(plan.name);
  const body =
    trigger.kind === "complete"
      ? [
          `The plan ${planName} is complete: ${trigger.done} of ${trigger.total} boxes checked, and the work is marked completed.`,
          "If this goal's objective is this plan, call `update_goal` with status `complete` now. If the goal asks for more than this plan, go on with the rest.",
        ]
      : [
          `No box of the plan ${planName} was checked in the last ${trigger.turns} turn(s) (${trigger.done} of ${trigger.total} checked), and this hook will not continue this goal again.`,
          "Either check the next box now, or, if a genuine external blocker holds, declare it: answer with `<ulw-execute-blocked-external>` as the entire first line, then a line stating the blocker and what will let work resume, and call `update_goal` with status `blocked`.",
        ];
  const stamp = formatGoalEndStamp({ ...trigger, planPath: plan.path, turnId: plan.turnId });
  return `${body.join("\n")}\n\n${stamp}`;
}
