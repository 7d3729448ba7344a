import { statSync } from "node:fs";
import { resolve } from "node:path";
import { boulderDocument } from "../boulder/document.js";
import { type StatusChange, setWorkStatus, startWork } from "../boulder/edit.js";
import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { updateBoulder } from "../boulder/write.js";
import { resolvedPath, sameFileTest } from "../fs/paths.js";
import { field, isRecord } from "../json/guards.js";
import type { Checklist } from "../plan/checklist.js";
import { countPlanFile } from "../plan/count-file.js";
import { findBoulder, findProjectRoot } from "../project/discover.js";
import { boulderPath } from "../project/paths.js";
import { isShowable, printable, UNSHOWABLE_WHY } from "../text/printable.js";
import { echoed } from "./echo.js";
import { openTasks } from "./open-tasks.js";
import { planFiles, planNameOf, resolvePlan, shownPath } from "./resolve-plan.js";

/** The boulder commands (`start`, `work ...`) and the prompt hook do their writes through these. */

export interface WorkRequest {
  readonly cwd: string;
  /** Codex's session id; `codex:` is added unless it carries a prefix. */
  readonly sessionId: string;
  readonly lockWaitMs: number;
  readonly now?: () => string;
}

export interface Started {
  readonly ok: true;
  readonly root: string;
  readonly boulder: string;
  readonly plan: string;
  readonly planName: string;
  readonly workId: string;
  readonly note: string;
  readonly sessionKey: string;
  readonly checklist: Checklist;
}

export type Failure =
  | { readonly ok: false; readonly problem: string }
  | {
      readonly ok: false;
      readonly problem: string;
      readonly root: string;
      readonly choices: readonly string[];
    };

const isoNow = () => new Date().toISOString();

/** The folder a command runs in must be there: nothing is created for a folder that does not exist. */
function folderProblem(cwd: string): Failure | undefined {
  let isFolder: boolean | undefined;
  try {
    isFolder = statSync(cwd, { throwIfNoEntry: false })?.isDirectory();
  } catch {
    isFolder = false;
  }
  if (isFolder === true) return undefined;
  const what = isFolder === undefined ? "does not exist" : "is not a folder we can use";
  return { ok: false, problem: `the folder ${cwd} ${what}; nothing was written` };
}

/** `start <plan>`: registers the plan for the session in the project's boulder. */
export async function startPlan(
  request: WorkRequest & { readonly plan: string },
): Promise<Started | Failure> {
  const missing = folderProblem(request.cwd);
  if (missing !== undefined) return missing;
  const root = findProjectRoot(request.cwd);
  const given = request.plan.trim();
  const named = JSON.stringify(echoed(given));
  if (given === "") return { ok: false, problem: "no plan was named", root, choices: await planFiles(root) };
  const choice = await resolvePlan(root, request.cwd, given);
  if (choice.kind === "ambiguous")
    return {
      ok: false,
      problem: `several plans are named ${named}; name one by its path, with a slash in it (.omo/plans/<file>, or ./<file> for one where you are)`,
      root,
      choices: choice.matches,
    };
  if (choice.kind === "none")
    return {
      ok: false,
      problem: `no plan file matches ${named}`,
      root,
      choices: choice.candidates,
    };
  const unshowable = [choice.path, resolvedPath(choice.path)].find(
    (path) => !isShowable(shownPath(root, path)),
  );
  if (unshowable !== undefined)
    return {
      ok: false,
      problem:
        `the plan file ${printable(shownPath(root, unshowable))} has a name that cannot be shown to the model ` +
        `(${UNSHOWABLE_WHY}); rename it, then start it again`,
    };
  const counted = countPlanFile(choice.path);
  if (!counted.ok) return { ok: false, problem: `the plan ${choice.path} ${counted.why}` };
  if (counted.checklist.total === 0)
    return {
      ok: false,
      problem: `the plan ${choice.path} has no checkbox the hook counts (see the ulw-plan skill: a "## TODOs" section with "- [ ] 1. ..." rows)`,
    };
  const sessionKey = sessionKeyFromPayload(request.sessionId);
  const planPath = resolvedPath(choice.path);
  const planName = planNameOf(choice.path);
  const boulder = boulderPath(root);
  const now = (request.now ?? isoNow)();
  // Asked of every work, under the lock (a realpath each took 1 s for 10,000 works).
  const isPlanFile = sameFileTest(planPath);
  const isSamePlan = (activePlan: string) => isPlanFile(resolve(root, activePlan));
  const updated = updateBoulder(
    boulder,
    (current) => startWork(current, { planPath, planName, sessionKey, now, isSamePlan }),
    { lockWaitMs: request.lockWaitMs },
  );
  if (!updated.ok) return updated;
  const { workId, note } = updated;
  return {
    ok: true,
    root,
    boulder,
    plan: planPath,
    planName,
    workId,
    note,
    sessionKey,
    checklist: counted.checklist,
  };
}

export interface Changed {
  readonly ok: true;
  readonly boulder: string;
  readonly workId: string;
  readonly planName: string;
  readonly note: string;
  readonly sessionKey: string;
}

/** `work complete|pause|resume|abandon`: the session's work, chosen exactly as the Stop hook chooses it. */
export function changeWorkStatus(
  request: WorkRequest & {
    readonly change: StatusChange;
    /** `complete` with tasks still open: the person decided to end the work early. */
    readonly force?: boolean;
  },
): Changed | Failure {
  const missing = folderProblem(request.cwd);
  if (missing !== undefined) return missing;
  const { found, searched } = findBoulder(request.cwd);
  if (found === undefined)
    return { ok: false, problem: `no boulder: looked at ${searched[0] ?? request.cwd} and every parent` };
  const sessionKey = sessionKeyFromPayload(request.sessionId);
  const now = (request.now ?? isoNow)();
  const updated = updateBoulder(
    found.path,
    (current) => {
      const work = selectWork(boulderDocument(current), sessionKey).work;
      if (work === undefined) return { ok: false, problem: `no valid work lists the session ${sessionKey}` };
      const changed = setWorkStatus(current, work.id, request.change, now);
      if (!changed.ok || request.change !== "complete" || request.force === true) return changed;
      const open = openTasks(found.root, work);
      return open === undefined ? changed : { ok: false, problem: open };
    },
    { lockWaitMs: request.lockWaitMs },
  );
  if (!updated.ok) return updated;
  const works = field(updated.boulder, "works");
  const work = isRecord(works) ? field(works, updated.workId) : undefined;
  const planName = isRecord(work) ? field(work, "plan_name") : undefined;
  return {
    ok: true,
    boulder: found.path,
    workId: updated.workId,
    planName: typeof planName === "string" ? planName : updated.workId,
    note: updated.note,
    sessionKey,
  };
}
