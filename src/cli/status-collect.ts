import { resolve } from "node:path";
import { workEntries } from "../boulder/document.js";
import { readBoulder } from "../boulder/read.js";
import type { BoulderWork } from "../boulder/work.js";
import { findBoulder } from "../fs/project-root.js";
import { readPlanFact } from "../plan/fact.js";
import { loadDiscovery } from "../plan/load-discovery.js";
import { planCandidates } from "../plan/location.js";
import { describeMode, effectiveMode } from "../settings/effective.js";
import { PLAIN } from "../settings/flags.js";
import { readSettingsFact } from "../settings/read.js";

export interface WorkRow {
  readonly id: string;
  readonly active: boolean;
  readonly planName: string;
  readonly status: string | null;
  readonly sessionIds: readonly string[];
  readonly activePlan: string;
  readonly planPath: string | null;
  readonly plan: string;
  readonly completed: number | null;
  readonly total: number | null;
  readonly nextTask: string | null;
  readonly worktree: string | null;
  readonly startedAt: string | null;
  readonly updatedAt: string | null;
}

export interface StatusReport {
  readonly boulder: string | null;
  readonly root: string | null;
  readonly problem?: string;
  readonly activeWorkId: string | null;
  readonly works: readonly WorkRow[];
  readonly invalid: readonly { readonly id: string; readonly problem: string }[];
  readonly orphanPlans: readonly string[];
  /** The mode a hook registered without flags runs in here, from settings.json (flags on a command win). */
  readonly mode?: string;
}

async function rowFor(
  root: string,
  work: BoulderWork,
  active: boolean,
  planFiles: readonly string[],
  plansNamedLike: (files: readonly string[], activePlan: string) => string[],
): Promise<WorkRow> {
  // The plan folders are listed once for all works, not once per missing plan.
  const fact = await readPlanFact(root, work, async (_root, activePlan) =>
    plansNamedLike(planFiles, activePlan),
  );
  const read = fact.kind === "read" ? fact : undefined;
  const plan =
    fact.kind === "read"
      ? fact.source
      : fact.kind === "missing"
        ? "missing"
        : fact.kind === "ambiguous"
          ? "ambiguous"
          : `unreadable: ${fact.why}`;
  return {
    id: work.id,
    active,
    planName: work.planName,
    status: work.status ?? null,
    sessionIds: work.sessionIds,
    activePlan: work.activePlan,
    planPath: read?.path ?? (fact.kind === "unreadable" ? fact.path : null),
    plan,
    completed: read?.checklist.completed ?? null,
    total: read?.checklist.total ?? null,
    nextTask: read === undefined ? null : (read.checklist.nextTask ?? null),
    worktree: work.worktreePath === undefined ? null : resolve(root, work.worktreePath),
    startedAt: work.startedAt?.iso ?? null,
    updatedAt: work.updatedAt?.iso ?? null,
  };
}

/** What the boulder of the project around `cwd` holds, work by work, and the plans nobody uses. */
export async function collectStatus(cwd: string): Promise<StatusReport> {
  const empty = { activeWorkId: null, works: [], invalid: [], orphanPlans: [] };
  const { found } = findBoulder(cwd);
  if (found === undefined)
    return { boulder: null, root: null, problem: `no .omo/boulder.json in ${cwd} or its parents`, ...empty };
  const base = { boulder: found.path, root: found.root };
  const read = readBoulder(found.path);
  if (!read.ok) return { ...base, problem: `cannot use it: ${read.why}`, ...empty };
  const { document } = read;
  const entries = workEntries(document);
  const [mirror] = entries;
  const activeWorkId =
    document.works === undefined
      ? mirror?.valid === true
        ? mirror.id
        : null
      : (document.activeWorkId ?? null);
  // Through the plan-discovery bundle, so fast-glob is bundled once, there.
  const { listPlanFiles, plansNamedLike } = await loadDiscovery();
  const planFiles = await listPlanFiles(found.root);
  const mode = describeMode(effectiveMode(PLAIN, readSettingsFact(found.root)));
  const works: WorkRow[] = [];
  const invalid: { id: string; problem: string }[] = [];
  for (const entry of entries) {
    if (entry.valid)
      works.push(await rowFor(found.root, entry.work, entry.id === activeWorkId, planFiles, plansNamedLike));
    else invalid.push({ id: entry.id, problem: entry.problem });
  }
  // A work that uses its worktree copy still owns the project's copy of the plan.
  const used = new Set(
    entries.flatMap((entry) =>
      entry.valid
        ? planCandidates(found.root, entry.work.activePlan, entry.work.worktreePath).map((c) => c.path)
        : [],
    ),
  );
  for (const work of works) if (work.planPath !== null) used.add(work.planPath);
  const orphanPlans = planFiles.filter((file) => !used.has(file));
  return { ...base, activeWorkId, works, invalid, orphanPlans, mode };
}
