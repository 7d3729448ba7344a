import type { BoulderWork } from "../boulder/work.js";
import { nextTaskLabel } from "../plan/checklist.js";
import { countPlanFile } from "../plan/count-file.js";
import { planCandidates } from "../plan/location.js";
import { echoed } from "./echo.js";

const FORCE = "pass --force if the person decided to end the work early";

/**
 * Why `work complete` may not mark `work` completed yet (undefined: every counted task is checked).
 * The plan is looked for where the Stop hook looks (the work's worktree first, then the project).
 */
export function openTasks(root: string, work: BoulderWork): string | undefined {
  for (const candidate of planCandidates(root, work.activePlan, work.worktreePath)) {
    const counted = countPlanFile(candidate.path);
    if (!counted.ok) {
      if (counted.missing) continue;
      return `the plan ${candidate.path} ${counted.why}, so whether every task is done is unknown; ${FORCE}`;
    }
    const { completed, remaining, total } = counted.checklist;
    if (remaining === 0) return undefined;
    return (
      `the plan ${echoed(work.planName)} still has ${remaining} of ${total} top-level tasks open ` +
      `(${completed} checked; next: ${echoed(nextTaskLabel(counted.checklist))}); finish and tick them ` +
      `first, or ${FORCE}`
    );
  }
  return `the plan ${echoed(work.activePlan)} was not found, so whether every task is done is unknown; ${FORCE}`;
}
