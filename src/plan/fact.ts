import { realpathSync } from "node:fs";
import type { Checklist } from "./checklist.js";
import { countPlanFile } from "./count-file.js";
import { loadDiscovery } from "./load-discovery.js";
import { type PlanSource, planCandidates } from "./location.js";

/** The active plan as the hook finds it: the first of its candidate paths, or one found by its name. */
export type PlanFact =
  | {
      readonly kind: "read";
      readonly path: string;
      /**
       * The file's real path (symlinks resolved), when it could be resolved: chain stamps name a plan
       * by it, so a plan reached through a symlinked folder or file is the same plan.
       */
      readonly realPath?: string;
      readonly source: PlanSource;
      readonly checklist: Checklist;
      /** Files looked at before this one (a worktree copy that did not exist, say). */
      readonly skipped: readonly string[];
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "missing"; readonly tried: readonly string[]; readonly why: string }
  /** Discovery found several files with the plan's name: the hook will not guess. */
  | { readonly kind: "ambiguous"; readonly tried: readonly string[]; readonly matches: readonly string[] };

/** Where a work says its plan is. */
export interface PlanPlace {
  readonly activePlan: string;
  readonly worktreePath?: string;
}

export type PlanDiscovery = (root: string, activePlan: string) => Promise<string[]>;

/** Discovery as the hook does it: fast-glob, loaded only when a plan is actually missing. */
async function discoverOnDemand(root: string, activePlan: string): Promise<string[]> {
  const { discoverPlan } = await loadDiscovery();
  return discoverPlan(root, activePlan);
}

/** The real path of a plan file that was just read, or nothing when it cannot be resolved. */
function realPathOf(path: string): { realPath?: string } {
  try {
    return { realPath: realpathSync(path) };
  } catch {
    return {};
  }
}

/**
 * The one plan locator: the Stop hook, session-start, status and `work complete` all find a work's plan
 * here. The first candidate that is a file wins; one that exists but cannot be read stops the search.
 * When none exists, a file of the same name under the project's plan folders is used if there is
 * exactly one (found with fast-glob, loaded only then).
 */
export async function readPlanFact(
  root: string,
  place: PlanPlace,
  discover: PlanDiscovery = discoverOnDemand,
): Promise<PlanFact> {
  const { activePlan } = place;
  const candidates = planCandidates(root, activePlan, place.worktreePath);
  const skipped: string[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const read = countPlanFile(candidate.path);
    if (read.ok) {
      const checklist = read.checklist;
      const real = realPathOf(candidate.path);
      return { kind: "read", path: candidate.path, ...real, source: candidate.source, checklist, skipped };
    }
    // A worktree copy is preferred only when it is a file; a directory there does not hide the project's.
    const preferredOnly = index < candidates.length - 1 && read.notRegular === true;
    if (!read.missing && !preferredOnly) return { kind: "unreadable", path: candidate.path, why: read.why };
    skipped.push(candidate.path);
  }
  const matches = await discover(root, activePlan);
  const [only] = matches;
  if (only === undefined || matches.length > 1) {
    if (matches.length > 1) return { kind: "ambiguous", tried: skipped, matches };
    return {
      kind: "missing",
      tried: skipped,
      why: `plan file not found (looked at ${skipped.join(", ")}, and under .omo/plans and .sisyphus/plans)`,
    };
  }
  const read = countPlanFile(only);
  if (!read.ok) return { kind: "unreadable", path: only, why: read.why };
  return {
    kind: "read",
    path: only,
    ...realPathOf(only),
    source: "discovered",
    checklist: read.checklist,
    skipped,
  };
}
