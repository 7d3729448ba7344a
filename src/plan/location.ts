import { isAbsolute, relative, resolve, sep } from "node:path";

export type PlanSource = "worktree" | "project" | "absolute" | "discovered";

export interface PlanCandidate {
  readonly path: string;
  readonly source: PlanSource;
}

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel !== "" && !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}

/**
 * Where the plan may be, in order of preference. `active_plan` is absolute or relative to the project
 * root. When the work has a worktree and the plan lies inside the project, the same relative path
 * inside the worktree comes first: that is where the work actually edits the plan.
 */
export function planCandidates(root: string, activePlan: string, worktreePath?: string): PlanCandidate[] {
  const projectPath = resolve(root, activePlan);
  const projectSource: PlanSource = isAbsolute(activePlan) ? "absolute" : "project";
  const projectCandidate: PlanCandidate = { path: projectPath, source: projectSource };
  if (worktreePath === undefined || !isInside(projectPath, root)) return [projectCandidate];
  const worktreeRoot = resolve(root, worktreePath);
  const worktreeCandidate = {
    path: resolve(worktreeRoot, relative(root, projectPath)),
    source: "worktree" as const,
  };
  if (worktreeCandidate.path === projectPath) return [projectCandidate];
  return [worktreeCandidate, projectCandidate];
}
