import { statSync } from "node:fs";
import { resolve } from "node:path";
import { startWork } from "../boulder/edit.js";
import { readBoulder } from "../boulder/read.js";
import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { updateBoulder } from "../boulder/write.js";
import { boulderPath } from "../fs/omo-paths.js";
import { resolvedPath, sameFileTest } from "../fs/paths.js";
import { findBoulder, findProjectRoot } from "../fs/project-root.js";
import { countPlanFile, readPlanFact } from "../plan/fact.js";
import { resolvePlan } from "./resolve-plan.js";
import {
  type CountedPlan,
  chosenPlan,
  type Failure,
  type FolderKind,
  folderRefusal,
  type PlanToStart,
  planNameIn,
  planNameRefusal,
  planToStart,
  type StatusRequest,
  statusEdit,
} from "./rules.js";

// The boulder commands (`start`, `work ...`) and the prompt hook write through these: the shell that
// reads what the rules (rules.ts) need, in the order they need it, and writes what they decide.

export interface WorkRequest {
  readonly cwd: string;
  /** Codex's; `codex:` is added unless it carries a prefix. */
  readonly sessionId: string;
  readonly lockWaitMs: number;
  readonly now?: () => string;
}

/** The plan started, and where: the project, its boulder, the work and the session. */
export type Started = PlanToStart & {
  readonly root: string;
  readonly boulder: string;
  readonly workId: string;
  readonly note: string;
  readonly sessionKey: string;
};

const isoNow = () => new Date().toISOString();

function folderKind(cwd: string): FolderKind {
  try {
    const stats = statSync(cwd, { throwIfNoEntry: false });
    return stats === undefined ? "missing" : stats.isDirectory() ? "folder" : "unusable";
  } catch {
    return "unusable";
  }
}

export async function startPlan(
  request: WorkRequest & { readonly plan: string },
): Promise<Started | Failure> {
  const missing = folderRefusal(request.cwd, folderKind(request.cwd));
  if (missing !== undefined) return missing;
  const root = findProjectRoot(request.cwd);
  const given = request.plan.trim();
  const chosen = chosenPlan(root, given, await resolvePlan(root, request.cwd, given));
  if (!chosen.ok) return chosen;
  const real = resolvedPath(chosen.path);
  const unshowable = planNameRefusal(root, chosen.path, real);
  if (unshowable !== undefined) return unshowable;
  const plan = planToStart(chosen.path, real, countPlanFile(chosen.path));
  if (!plan.ok) return plan;
  const sessionKey = sessionKeyFromPayload(request.sessionId);
  const boulder = boulderPath(root);
  const now = (request.now ?? isoNow)();
  // Asked of every work, under the lock (a realpath each took 1 s for 10,000 works).
  const isPlanFile = sameFileTest(plan.planPath);
  const isSamePlan = (activePlan: string) => isPlanFile(resolve(root, activePlan));
  const updated = updateBoulder(
    boulder,
    (current) => startWork(current, { ...plan, sessionKey, now, isSamePlan }),
    request,
  );
  if (!updated.ok) return updated;
  return { ...updated, ...plan, root, boulder, sessionKey };
}

/** What a status change reports: a start's report but the plan file and its counts. */
export type Changed = Omit<Started, "root" | "planPath" | "checklist">;

// The session's plan, found by the one plan locator before the change is written (the locator may glob,
// which the boulder's lock must not wait on): `work complete` judges the plan the Stop hook counts.
async function planBefore(path: string, root: string, sessionKey: string): Promise<CountedPlan | undefined> {
  const read = readBoulder(path);
  const work = read.ok ? selectWork(read.document, sessionKey).work : undefined;
  return work === undefined ? undefined : { place: work, fact: await readPlanFact(root, work) };
}

/** `work complete|pause|resume|abandon`: the session's work, chosen exactly as the Stop hook chooses it. */
export async function changeWorkStatus(
  request: WorkRequest & Pick<StatusRequest, "change"> & Partial<Pick<StatusRequest, "force">>,
): Promise<Changed | Failure> {
  const missing = folderRefusal(request.cwd, folderKind(request.cwd));
  if (missing !== undefined) return missing;
  const { found, searched } = findBoulder(request.cwd);
  if (found === undefined)
    return { ok: false, problem: `no boulder: looked at ${searched[0] ?? request.cwd} and every parent` };
  const sessionKey = sessionKeyFromPayload(request.sessionId);
  const force = request.force === true;
  const change = { sessionKey, change: request.change, now: (request.now ?? isoNow)(), force };
  const counted =
    change.change === "complete" && !force ? await planBefore(found.path, found.root, sessionKey) : undefined;
  const updated = updateBoulder(found.path, (current) => statusEdit(current, change, counted), request);
  if (!updated.ok) return updated;
  return {
    ...updated,
    boulder: found.path,
    planName: planNameIn(updated.boulder, updated.workId),
    sessionKey,
  };
}
