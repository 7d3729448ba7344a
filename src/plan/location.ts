import { isAbsolute, relative, resolve, sep } from "node:path";

export type PlanSource = "worktree" | "project" | "absolute" | "discovered";

// Where the plan may be, in order of preference: a plan inside the project is first looked for at the
// same relative path in the work's worktree, where the work actually edits it.
export function planCandidates(root: string, activePlan: string, worktreePath?: string) {
  const path = resolve(root, activePlan);
  const source: PlanSource = isAbsolute(activePlan) ? "absolute" : "project";
  const project: { path: string; source: PlanSource } = { path, source };
  const rel = relative(root, path);
  const inside = rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  if (worktreePath === undefined || !inside) return [project];
  const worktree: typeof project = { path: resolve(root, worktreePath, rel), source: "worktree" };
  return worktree.path === path ? [project] : [worktree, project];
}
