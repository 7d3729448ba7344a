import { isAbsolute, relative, resolve, sep } from "node:path";

export type PlanSource = "worktree" | "project" | "absolute" | "discovered";

export interface PlanCandidate {
  readonly path: string;
  readonly source: PlanSource;
}

/**
 * Where the plan may be, in order of preference. `active_plan` is absolute or relative to the project
 * root. When the work has a worktree and the plan lies inside the project, the same relative path
 * inside the worktree comes first: that is where the work actually edits the plan.
 */
export function planCandidates(root: string, activePlan: string, worktreePath?: string): PlanCandidate[] {
  const path = resolve(root, activePlan);
  const project: PlanCandidate = { path, source: isAbsolute(activePlan) ? "absolute" : "project" };
  const rel = relative(root, path);
  const inside = rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  if (worktreePath === undefined || !inside) return [project];
  const worktree = resolve(root, worktreePath, rel);
  return worktree === path ? [project] : [{ path: worktree, source: "worktree" }, project];
}
