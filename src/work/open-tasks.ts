import type { BoulderWork } from "../boulder/work.js";
import { countPlanFile } from "../plan/count-file.js";
import { planCandidates } from "../plan/location.js";
import type { WorkPlanRead } from "./rules.js";

/**
 * The work's plan as `work complete` reads it, where the Stop hook looks (the work's worktree first,
 * then the project): counted, unreadable, or found nowhere. openTasksRefusal (rules.ts) judges it.
 */
export function readWorkPlan(root: string, work: BoulderWork): WorkPlanRead {
  for (const candidate of planCandidates(root, work.activePlan, work.worktreePath)) {
    const counted = countPlanFile(candidate.path);
    if (counted.ok) return { kind: "counted", path: candidate.path, checklist: counted.checklist };
    if (!counted.missing) return { kind: "unreadable", path: candidate.path, why: counted.why };
  }
  return { kind: "missing" };
}
