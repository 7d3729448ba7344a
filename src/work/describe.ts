import { NO_NEXT_TASK_LABEL } from "../plan/checklist.js";
import type { Changed, Failure, Started } from "./operations.js";
import { shownPath } from "./resolve-plan.js";

/** What the boulder commands and the prompt hook say about an outcome, in the same words. */

/** At most this many plan files are listed; a project with more gets a count of the rest. */
export const MAX_CHOICES = 20;

export function describeStarted(started: Started): string[] {
  const { checklist } = started;
  return [
    `Plan: ${started.planName} (${shownPath(started.root, started.plan)})`,
    `Work: ${started.workId} in ${started.boulder}, status active, session ${started.sessionKey} (${started.note})`,
    `Progress: ${checklist.completed} of ${checklist.total} top-level tasks checked, ${checklist.remaining} remaining`,
    `Next task: ${checklist.nextTask ?? NO_NEXT_TASK_LABEL}`,
  ];
}

export function describeChanged(changed: Changed): string {
  return `Work ${changed.workId} (${changed.planName}) of ${changed.sessionKey} in ${changed.boulder}: ${changed.note}.`;
}

/** The problem, then the plan files to choose from when the plan was not found or not unique. */
export function describeFailure(failure: Failure): string[] {
  const lines = [failure.problem];
  if (!("choices" in failure)) return lines;
  const { root, choices } = failure;
  if (choices.length === 0) {
    lines.push(`No plan files under ${root}/.omo/plans/ (see the ulw-plan skill for writing one).`);
    return lines;
  }
  lines.push("Plan files to choose from:");
  for (const file of choices.slice(0, MAX_CHOICES)) lines.push(`- ${shownPath(root, file)}`);
  if (choices.length > MAX_CHOICES) lines.push(`- ... and ${choices.length - MAX_CHOICES} more`);
  return lines;
}
