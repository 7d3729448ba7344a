import { nextTaskLabel } from "../plan/checklist.js";
import { isShowable, skippedNames } from "../text/printable.js";
import { capped } from "../text/utf8-cut.js";
import type { Changed, Started } from "./operations.js";
import type { Failure } from "./rules.js";
import { echoed, echoedPath, shownPath } from "./shown.js";

// What the boulder commands and the prompt hook say about an outcome, in the same words.

/** At most this many plan files are listed; a project with more gets a count of the rest. */
export const MAX_CHOICES = 20;

export function describeStarted(started: Started): string[] {
  const { checklist } = started;
  return [
    `Plan: ${echoed(started.planName)} (${echoedPath(shownPath(started.root, started.planPath))})`,
    `Work: ${echoed(started.workId)} in ${echoedPath(started.boulder)}, status active, session ${started.sessionKey} (${echoed(started.note)})`,
    `Progress: ${checklist.completed} of ${checklist.total} top-level tasks checked, ${checklist.remaining} remaining`,
    `Next task: ${echoed(nextTaskLabel(checklist))}`,
  ];
}

export function describeChanged(changed: Changed): string {
  const work = `${echoed(changed.workId)} (${echoed(changed.planName)})`;
  return `Work ${work} of ${changed.sessionKey} in ${echoedPath(changed.boulder)}: ${echoed(changed.note)}.`;
}

/** The problem, then the plan files to choose from (those whose names can be shown), if any. */
export function describeFailure(failure: Failure): string[] {
  // A whole line: paths and a few echoed values in words.
  const lines = [capped(failure.problem, 2000)];
  if (!("choices" in failure)) return lines;
  const { root, choices } = failure;
  const shown = choices.map((file) => shownPath(root, file)).filter(isShowable);
  const listed = shown.slice(0, MAX_CHOICES).map((file) => `- ${echoedPath(file)}`);
  if (shown.length > MAX_CHOICES) listed.push(`- ... and ${shown.length - MAX_CHOICES} more`);
  if (shown.length === 0)
    lines.push(
      `No plan files under ${echoedPath(root)}/.omo/plans/ (see the ulw-plan skill for writing one).`,
    );
  else lines.push("Plan files to choose from:", ...listed);
  const skipped = skippedNames(choices.length - shown.length);
  if (skipped !== "") lines.push(skipped);
  return lines;
}
