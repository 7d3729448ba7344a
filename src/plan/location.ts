import { isAbsolute, relative, resolve, sep } from "node:path";

export type PlanSource = "worktree" | "project" | "absolute" | "discovered";

export interface PlanCandidate {
  readonly path: string;
  readonly source: PlanSource;
}

// Where the plan may be, in order of preference: a plan inside the project is first looked for at the
// same relative path in the work's worktree, where the work actually edits it.
export function planCandidates(root: string, activePlan: string, worktreePath?: string): PlanCandidate[] {
  const path = resolve(root, activePlan);
  const project: PlanCandidate = { path, source: isAbsolute(activePlan) ? "absolute" : "project" };
  const rel = relative(root, path);
  const inside = rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  if (worktreePath === undefined || !inside) return [project];
  const worktree = resolve(root, worktreePath, rel);
  return worktree === path ? [project] : [{ path: worktree, source: "worktree" }, project];
}
