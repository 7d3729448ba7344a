import { neutraliseStamps } from "../rollout/chain-stamp.js";
import { formatGoalEndStamp } from "../rollout/goal-stamp.js";
import type { GoalTrigger } from "./goal-rule.js";

/**
 * The hook's one text to the model in a goal, ended with the stamp that says it was sent. Short: it asks
 * for one decision, and names the tool only the model can call to end the goal. `planName` comes capped.
 */
export function goalEndText(input: {
  readonly trigger: GoalTrigger;
  readonly planName: string;
  readonly planPath: string;
  readonly turnId: string;
}): string {
  const { trigger, planPath, turnId } = input;
  // The plan's name comes from the boulder: nothing in it may read back as one of our stamps.
  const planName = neutraliseStamps(input.planName);
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
  const stamp = formatGoalEndStamp({ ...trigger, planPath, turnId });
  return `${body.join("\n")}\n\n${stamp}`;
}
