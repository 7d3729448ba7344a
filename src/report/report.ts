import { readBoulderFact } from "../boulder/fact.js";
import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { findBoulder } from "../fs/project-root.js";
import { type EndedBy, endedBy } from "./ended-by.js";
import { type PromptRun, readPromptRuns, spentTokens } from "./prompt-runs.js";
import { projectRollouts } from "./rollout-files.js";

/** What `report --json` prints (docs/report.schema.json). */
export type Report = ReturnType<typeof buildReport>;
export type ReportPrompt = ReturnType<typeof entry>;

const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

function entry(session: string, rollout: string, work: string | null, run: PromptRun, ended: EndedBy) {
  const stamp = run.goalEnd ?? run.stamps[0];
  const { startedAt, endedAt } = run;
  const spent = spentTokens(run);
  let plan = stamp?.plan ?? "";
  try {
    plan = decodeURIComponent(plan);
  } catch {
    // Not percent-encoded as the hook writes it: shown as the stamp holds it.
  }
  return {
    session,
    rollout,
    work,
    plan,
    startedAt: iso(startedAt),
    endedAt: iso(endedAt),
    continuations: (run.stamps[0]?.step ?? 0) + (run.goalEnd === undefined ? 0 : 1),
    checked: stamp?.done ?? 0,
    total: stamp?.total ?? 0,
    /** The boxes checked as the hook counted them at each continuation, first to last. */
    checkedAt: run.stamps.map((s) => s.done).reverse(),
    tokens: spent?.tokens ?? null,
    tokenSource: spent?.source ?? null,
    minutes:
      startedAt === undefined || endedAt === undefined ? null : Math.round((endedAt - startedAt) / 600) / 100,
    endedBy: ended,
  };
}

/** What happened in the project around `cwd` since `since`, from Codex's rollouts and the boulder. */
export function buildReport(cwd: string, codexHome: string, since: number) {
  const root = findBoulder(cwd).found?.root ?? cwd;
  const boulder = readBoulderFact(root);
  const { rollouts, counts } = projectRollouts(codexHome, since, root);
  const prompts: { at: number; prompt: ReportPrompt }[] = [];
  const seen = new Set<string>();
  for (const { path, id } of rollouts) {
    const runs = readPromptRuns(path, since);
    counts[runs === undefined ? "broken" : "read"]++;
    const key = sessionKeyFromPayload(id);
    const work = boulder.kind === "found" ? selectWork(boulder.document, key).work : undefined;
    // Only the session's newest prompt can be judged by the boulder as it is now: the newest-written rollout's.
    const newestRollout = !seen.has(id);
    seen.add(id);
    for (const run of runs ?? []) {
      const judged = { ...run, newest: run.newest && newestRollout };
      const prompt = entry(id, path, work?.id ?? null, run, endedBy(judged, work));
      prompts.push({ at: run.startedAt ?? Number.NEGATIVE_INFINITY, prompt });
    }
  }
  return {
    project: root,
    boulder: boulder.kind === "missing" ? null : boulder.path,
    codexHome,
    since: new Date(since).toISOString(),
    rollouts: counts,
    prompts: prompts.sort((a, b) => b.at - a.at).map(({ prompt }) => prompt),
  };
}
