import { relative, resolve } from "node:path";
import { workEntries } from "../boulder/document.js";
import { readBoulder } from "../boulder/read.js";
import type { BoulderWork } from "../boulder/work.js";
import { findBoulder } from "../fs/project-root.js";
import { NO_NEXT_TASK_LABEL } from "../plan/checklist.js";
import { readPlanFact } from "../plan/fact.js";
import { loadDiscovery } from "../plan/load-discovery.js";
import { planCandidates } from "../plan/location.js";
import { table } from "../report/format.js";
import { describeMode, effectiveMode } from "../settings/effective.js";
import { PLAIN } from "../settings/flags.js";
import { readSettingsFact } from "../settings/read.js";
import { printable } from "../text/printable.js";

type Discover = Parameters<typeof readPlanFact>[2];

async function rowFor(root: string, work: BoulderWork, active: boolean, discover: Discover) {
  const fact = await readPlanFact(root, work, discover);
  const read = fact.kind === "read" ? fact : undefined;
  return {
    id: work.id,
    active,
    planName: work.planName,
    status: work.status ?? null,
    sessionIds: work.sessionIds,
    activePlan: work.activePlan,
    planPath: read?.path ?? (fact.kind === "unreadable" ? fact.path : null),
    plan:
      fact.kind === "read" ? fact.source : fact.kind === "unreadable" ? `unreadable: ${fact.why}` : fact.kind,
    completed: read?.checklist.completed ?? null,
    total: read?.checklist.total ?? null,
    nextTask: read === undefined ? null : (read.checklist.nextTask ?? null),
    worktree: work.worktreePath === undefined ? null : resolve(root, work.worktreePath),
    startedAt: work.startedAt?.iso ?? null,
    updatedAt: work.updatedAt?.iso ?? null,
  };
}

/** What the boulder of the project around `cwd` holds, work by work, and the plans nobody uses. */
async function collectStatus(cwd: string) {
  const empty = { activeWorkId: null, works: [], invalid: [], orphanPlans: [] };
  const { found } = findBoulder(cwd);
  if (found === undefined)
    return { boulder: null, root: null, problem: `no .omo/boulder.json in ${cwd} or its parents`, ...empty };
  const base = { boulder: found.path, root: found.root };
  const read = readBoulder(found.path);
  if (!read.ok) return { ...base, problem: `cannot use it: ${read.why}`, ...empty };
  const { document } = read;
  const entries = workEntries(document);
  // Without a works map the mirror is the only entry: the active work when it is valid.
  const activeWorkId =
    (document.works === undefined ? entries.find((e) => e.valid)?.id : document.activeWorkId) ?? null;
  // Through the plan-discovery bundle, so fast-glob is bundled once, there; the plan folders are listed
  // once for all works.
  const { listPlanFiles, plansNamedLike } = await loadDiscovery();
  const planFiles = await listPlanFiles(found.root);
  const discover = async (_root: string, activePlan: string) => plansNamedLike(planFiles, activePlan);
  const mode = describeMode(effectiveMode(PLAIN, readSettingsFact(found.root)));
  const works = await Promise.all(
    entries.flatMap((e) => (e.valid ? [rowFor(found.root, e.work, e.id === activeWorkId, discover)] : [])),
  );
  const invalid = entries.flatMap((e) => (e.valid ? [] : [{ id: e.id, problem: e.problem }]));
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

/** A compact table of the works, then what needs a person's attention. */
function formatStatus(report: Awaited<ReturnType<typeof collectStatus>>): string {
  if ("problem" in report)
    return `${[report.boulder === null ? [] : `Boulder ${report.boulder}`, report.problem].flat().map(printable).join("\n")}\n`;
  const rel = (path: string | null) => (path === null ? "-" : relative(report.root, path) || ".");
  const lines = [
    `Boulder ${report.boulder}`,
    `${report.works.length} work(s), active: ${report.activeWorkId ?? "none"}`,
    `Mode (a hook command without flags; flags on it win, see doctor): ${report.mode}`,
    "",
  ];
  const header = [" ", "ID", "STATUS", "DONE", "PLAN", "SESSIONS", "UPDATED"];
  const rows = report.works.map((w) =>
    [
      w.active ? "*" : " ",
      w.id,
      w.status ?? "(none)",
      w.total === null ? "-" : `${w.completed}/${w.total}`,
      w.planPath === null
        ? `${w.activePlan} (${w.plan})`
        : `${rel(w.planPath)}${w.plan === "project" || w.plan === "absolute" ? "" : ` (${w.plan})`}`,
      String(w.sessionIds.length),
      w.updatedAt ?? w.startedAt ?? "-",
    ].map(printable),
  );
  lines.push(...table(header, rows));
  for (const w of report.works) {
    const next = w.nextTask ?? (w.total !== null ? NO_NEXT_TASK_LABEL : null);
    const details = [
      `plan name: ${w.planName}`,
      next !== null ? `next: ${next}` : null,
      w.worktree !== null ? `worktree: ${w.worktree}` : null,
      w.sessionIds.length > 0 ? `sessions: ${w.sessionIds.join(", ")}` : null,
      w.startedAt !== null ? `started: ${w.startedAt}` : null,
    ];
    lines.push("", `${w.id}:`, ...details.flatMap((detail) => (detail === null ? [] : [`  ${detail}`])));
  }
  if (report.invalid.length > 0)
    lines.push(
      "",
      "Invalid works (the hook skips them):",
      ...report.invalid.map((w) => `  ${w.id}: ${w.problem}`),
    );
  if (report.orphanPlans.length > 0)
    lines.push("", "Plans no work points at:", ...report.orphanPlans.map((path) => `  ${rel(path)}`));
  // Each line is made printable whole: plans and boulders may hold terminal control sequences.
  return `${lines.map(printable).join("\n")}\n`;
}

export async function status(options: { cwd?: string; json?: boolean }): Promise<void> {
  const report = await collectStatus(options.cwd ?? process.cwd());
  process.stdout.write(options.json === true ? `${JSON.stringify(report, null, 2)}\n` : formatStatus(report));
  // No boulder, or one that cannot be used: the report says why, and scripts see it in the exit code.
  if ("problem" in report) process.exitCode = 1;
}
