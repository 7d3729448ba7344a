import { sep } from "node:path";
import { readBoulderFact } from "../boulder/fact.js";
import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { resolvedPath } from "../fs/paths.js";
import { findBoulder } from "../fs/project-root.js";
import { type EndedBy, endedBy } from "./ended-by.js";
import { readPromptRuns } from "./prompt-runs.js";
import { projectRollouts, type RolloutCounts } from "./rollout-files.js";

/** One human prompt the hook continued (docs/report.schema.json). */
export interface ReportPrompt {
  readonly session: string;
  readonly rollout: string;
  readonly work: string | null;
  readonly plan: string;
  readonly startedAt: string | null;
  readonly endedAt: string | null;
  readonly continuations: number;
  readonly checked: number;
  readonly total: number;
  /** The boxes checked as the hook counted them at each continuation, first to last. */
  readonly checkedAt: readonly number[];
  readonly tokens: number | null;
  readonly tokenSource: "token_usage_record" | "token_count" | null;
  readonly minutes: number | null;
  readonly endedBy: EndedBy;
}

export interface Report {
  readonly project: string;
  readonly boulder: string | null;
  readonly codexHome: string;
  readonly since: string;
  readonly rollouts: RolloutCounts;
  readonly prompts: readonly ReportPrompt[];
}

const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

/** The plan path as the stamp holds it, percent-decoded where it can be. */
function decoded(plan: string): string {
  try {
    return decodeURIComponent(plan);
  } catch {
    return plan;
  }
}

/** Whether a session started in `cwd` is this project's: at or under its root, and no nearer boulder. */
function belongsTo(root: string): (cwd: string) => boolean {
  const roots = [...new Set([root, resolvedPath(root)])];
  return (cwd) => {
    if (!roots.some((r) => cwd === r || cwd.startsWith(r.endsWith(sep) ? r : `${r}${sep}`))) return false;
    const nearest = findBoulder(cwd).found?.root;
    return nearest === undefined || roots.includes(nearest);
  };
}

/** What happened in the project around `cwd` since `since`, from Codex's rollouts and the boulder. */
export function buildReport(cwd: string, codexHome: string, since: number): Report {
  const root = findBoulder(cwd).found?.root ?? cwd;
  const boulder = readBoulderFact(root);
  const { rollouts, counts } = projectRollouts(codexHome, since, belongsTo(root));
  const prompts: (ReportPrompt & { order: number })[] = [];
  for (const rollout of rollouts) {
    const runs = readPromptRuns(rollout.path, since);
    if (runs === undefined) {
      counts.broken++;
      continue;
    }
    counts.read++;
    const work =
      boulder.kind === "found"
        ? selectWork(boulder.document, sessionKeyFromPayload(rollout.id)).work
        : undefined;
    for (const run of runs) {
      const last = run.goalEnd ?? run.stamps[0];
      if (last === undefined) continue;
      const { startedAt, endedAt, tokens, tokenSource } = run;
      const minutes =
        startedAt === undefined || endedAt === undefined ? null : (endedAt - startedAt) / 60_000;
      prompts.push({
        session: rollout.id,
        rollout: rollout.path,
        work: work?.id ?? null,
        plan: decoded(last.plan),
        startedAt: iso(startedAt),
        endedAt: iso(endedAt),
        continuations: (run.stamps[0]?.step ?? 0) + (run.goalEnd === undefined ? 0 : 1),
        checked: last.done,
        total: last.total,
        checkedAt: run.stamps.map((stamp) => stamp.done).reverse(),
        tokens: tokens ?? null,
        tokenSource:
          tokenSource === undefined ? null : tokenSource === "record" ? "token_usage_record" : "token_count",
        minutes: minutes === null ? null : Math.round(minutes * 100) / 100,
        endedBy: endedBy(run, work),
        order: startedAt ?? Number.NEGATIVE_INFINITY,
      });
    }
  }
  prompts.sort((a, b) => b.order - a.order);
  return {
    project: root,
    boulder: boulder.kind === "missing" ? null : boulder.path,
    codexHome,
    since: new Date(since).toISOString(),
    rollouts: counts,
    prompts: prompts.map(({ order: _order, ...prompt }) => prompt),
  };
}
