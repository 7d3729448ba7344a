import { boulderDocument } from "../boulder/document.js";
import { type EditResult, type StatusChange, setWorkStatus } from "../boulder/edit.js";
import { selectWork } from "../boulder/select-work.js";
import type { BoulderWork } from "../boulder/work.js";
import type { ReadFailure } from "../fs/regular-file.js";
import { field, isRecord, type JsonRecord } from "../json/guards.js";
import { type Checklist, nextTaskLabel } from "../plan/checklist.js";
import type { PlanFact, PlanPlace } from "../plan/fact.js";
import { isShowable, printable, UNSHOWABLE_WHY } from "../text/printable.js";
import type { PlanChoice } from "./resolve-plan.js";
import { echoed, planNameOf, shownPath } from "./shown.js";

// The rules of `start` and `work ...` (and of the prompt hook, which runs them), pure: given what the
// shell (operations.ts) read, each says why the command is refused or what to write.

type Refusal = { readonly ok: false; readonly problem: string };
/** A refusal; one about which plan lists the plan files to choose from. */
export type Failure = Refusal | (Refusal & { readonly root: string; readonly choices: readonly string[] });

export type FolderKind = "folder" | "missing" | "unusable";

/** The folder a command runs in must be there: nothing is created for a folder that does not exist. */
export function folderRefusal(cwd: string, kind: FolderKind): Failure | undefined {
  if (kind === "folder") return undefined;
  const what = kind === "missing" ? "does not exist" : "is not a folder we can use";
  return { ok: false, problem: `the folder ${cwd} ${what}; nothing was written` };
}

/** `start <plan>`: the plan file `given` (trimmed; may be blank) names, or why none is started. */
export function chosenPlan(
  root: string,
  given: string,
  choice: PlanChoice,
): { readonly ok: true; readonly path: string } | Failure {
  const named = JSON.stringify(echoed(given));
  if (choice.kind === "found") return { ok: true, path: choice.path };
  if (choice.kind === "none") {
    const problem = given === "" ? "no plan was named" : `no plan file matches ${named}`;
    return { ok: false, problem, root, choices: choice.candidates };
  }
  const problem = `several plans are named ${named}; name one by its path, with a slash in it (.omo/plans/<file>, or ./<file> for one where you are)`;
  return { ok: false, problem, root, choices: choice.matches };
}

/** The plan's name, as found (`path`) and with links resolved (`real`), must be one the model can be shown. */
export function planNameRefusal(root: string, path: string, real: string): Failure | undefined {
  const unshowable = [path, real].map((each) => shownPath(root, each)).find((shown) => !isShowable(shown));
  if (unshowable === undefined) return undefined;
  const problem = `the plan file ${printable(unshowable)} has a name that cannot be shown to the model (${UNSHOWABLE_WHY}); rename it, then start it again`;
  return { ok: false, problem };
}

/** What `start` writes into the boulder for a plan it accepts. */
export interface PlanToStart {
  readonly ok: true;
  readonly planPath: string;
  readonly planName: string;
  readonly checklist: Checklist;
}

/** A plan is started only when it was read and has a checkbox the hook counts. */
export function planToStart(
  path: string,
  real: string,
  counted: { readonly ok: true; readonly checklist: Checklist } | ReadFailure,
): PlanToStart | Failure {
  if (!counted.ok) return { ok: false, problem: `the plan ${path} ${counted.why}` };
  if (counted.checklist.total === 0)
    return {
      ok: false,
      problem: `the plan ${path} has no checkbox the hook counts (see the ulw-plan skill: a "## TODOs" section with "- [ ] 1. ..." rows)`,
    };
  return { ok: true, planPath: real, planName: planNameOf(path), checklist: counted.checklist };
}

export interface StatusRequest {
  readonly sessionKey: string;
  readonly change: StatusChange;
  readonly now: string;
  /** `complete` with tasks still open: the person decided to end the work early. */
  readonly force: boolean;
}

/** The plan `work complete` counted before taking the lock, and where the work said it was then. */
export interface CountedPlan {
  readonly place: PlanPlace;
  readonly fact: PlanFact;
}

// `work complete|pause|resume|abandon` on the boulder as read, on the work the Stop hook would choose. A
// `complete` without force applies only when the plan counted for that same place has no task open.
export function statusEdit(
  current: JsonRecord,
  request: StatusRequest,
  counted: CountedPlan | undefined,
): EditResult {
  const work = selectWork(boulderDocument(current), request.sessionKey).work;
  if (work === undefined)
    return { ok: false, problem: `no valid work lists the session ${request.sessionKey}` };
  const changed = setWorkStatus(current, work.id, request.change, request.now);
  if (!changed.ok || request.change !== "complete" || request.force) return changed;
  if (counted?.place.activePlan !== work.activePlan || counted.place.worktreePath !== work.worktreePath)
    return {
      ok: false,
      problem: "the work's plan changed in boulder.json while it was being counted: run the command again",
    };
  const open = openTasksRefusal(work, counted.fact);
  return open === undefined ? changed : { ok: false, problem: open };
}

/** Why `work complete` may not mark `work` completed yet (undefined: every counted task is checked). */
export function openTasksRefusal(work: BoulderWork, plan: PlanFact): string | undefined {
  const unknown =
    "so whether every task is done is unknown; pass --force if the person decided to end the work early";
  if (plan.kind === "missing") return `the plan ${echoed(work.activePlan)} was not found, ${unknown}`;
  if (plan.kind === "ambiguous")
    return `several plan files are named like ${echoed(work.activePlan)} (${plan.matches.map(echoed).join(", ")}), ${unknown}`;
  if (plan.kind === "unreadable") return `the plan ${plan.path} ${plan.why}, ${unknown}`;
  const { completed, remaining, total } = plan.checklist;
  if (remaining === 0) return undefined;
  return (
    `the plan ${echoed(work.planName)} still has ${remaining} of ${total} top-level tasks open ` +
    `(${completed} checked; next: ${echoed(nextTaskLabel(plan.checklist))}); finish and tick them ` +
    "first, or pass --force if the person decided to end the work early"
  );
}

/** The changed work's `plan_name` in the boulder as written, or its id when it has none. */
export function planNameIn(boulder: JsonRecord, workId: string): string {
  const works = field(boulder, "works");
  const work = isRecord(works) ? field(works, workId) : undefined;
  const planName = isRecord(work) ? field(work, "plan_name") : undefined;
  return typeof planName === "string" ? planName : workId;
}
