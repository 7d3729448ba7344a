import { field, isRecord, type JsonRecord } from "../json/guards.js";
import { MIRROR_ID } from "./document.js";
import { isEnded, isSession, leaveOtherWorks, leftNote, withoutSessions } from "./session-list.js";
import type { WorkStatus } from "./work.js";

/**
 * Pure edits of boulder.json as OmO's schema v2 has it: a `works` map (id -> work), `active_work_id`,
 * and the active work mirrored at the top level. Every key an edit does not own is carried over as it
 * was, in every work and at the top level. The shell (boulder/write.ts) does the reading and writing.
 */

/** The work fields OmO copies to the top level for the active work (the "mirror"). */
export const MIRROR_KEYS = [
  "active_plan",
  "plan_name",
  "session_ids",
  "session_origins",
  "status",
  "started_at",
  "updated_at",
  "ended_at",
  "elapsed_ms",
  "agent",
  "worktree_path",
  "task_sessions",
] as const;

export type EditResult =
  | { readonly ok: true; readonly boulder: JsonRecord; readonly workId: string; readonly note: string }
  | { readonly ok: false; readonly problem: string };

export interface StartRequest {
  /** Absolute path of the plan file, as written into `active_plan`. */
  readonly planPath: string;
  readonly planName: string;
  /** `codex:<id>`. */
  readonly sessionKey: string;
  readonly now: string;
  /** Whether an existing work's `active_plan` names this plan (paths are resolved by the caller). */
  readonly isSamePlan: (activePlan: string) => boolean;
}

type Works = Record<string, unknown>;

/** A copy without a prototype, so that a work id such as `__proto__` is just a key. */
function copyOf(record: JsonRecord): Works {
  return Object.assign(Object.create(null), record);
}

/** The works map to edit: a copy of the file's, or one made from a legacy top-level-only boulder. */
function worksOf(
  boulder: JsonRecord,
): { ok: true; works: Works; legacyId?: string } | { ok: false; problem: string } {
  const works = field(boulder, "works");
  if (isRecord(works)) return { ok: true, works: copyOf(works) };
  if (works !== undefined && works !== null)
    return { ok: false, problem: '"works" is not a JSON object, so no work can be added without losing it' };
  // A boulder from before `works` existed holds its one work at the top level: keep it as a work.
  const plan = field(boulder, "active_plan");
  if (typeof plan !== "string" || plan.trim() === "") return { ok: true, works: copyOf({}) };
  const legacy: Record<string, unknown> = {};
  for (const key of MIRROR_KEYS) if (Object.hasOwn(boulder, key)) legacy[key] = field(boulder, key);
  const id = typeof field(boulder, "work_id") === "string" ? String(field(boulder, "work_id")) : "legacy";
  return { ok: true, works: copyOf({ [id]: { work_id: id, ...legacy } }), legacyId: id };
}

/** Sets `active_work_id` and copies the work's mirror fields to the top level (absent ones removed). */
function withActive(boulder: JsonRecord, works: Works, workId: string): JsonRecord {
  const work = field(works, workId);
  const next: Record<string, unknown> = { ...boulder, schema_version: 2, works, active_work_id: workId };
  for (const key of MIRROR_KEYS) {
    if (isRecord(work) && Object.hasOwn(work, key)) next[key] = field(work, key);
    else delete next[key];
  }
  return next;
}

function stringList(value: unknown): unknown[] {
  return Array.isArray(value) ? [...value] : [];
}

/** A work id derived from the plan name, unique among `works`. */
function newWorkId(works: Works, planName: string): string {
  const base =
    planName
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 64) || "work";
  let id = base;
  for (let n = 2; Object.hasOwn(works, id); n++) id = `${base}-${n}`;
  return id;
}

/** The work of the same plan to join: an active or paused one first, else the last listed. */
function existingWorkFor(works: Works, request: StartRequest): string | undefined {
  const same = Object.keys(works).filter((id) => {
    const work = field(works, id);
    const plan = isRecord(work) ? field(work, "active_plan") : undefined;
    return typeof plan === "string" && plan.trim() !== "" && request.isSamePlan(plan);
  });
  const live = same.filter((id) => {
    const work = field(works, id);
    const status = isRecord(work) ? field(work, "status") : undefined;
    return status === "active" || status === "paused";
  });
  return live.at(-1) ?? same.at(-1);
}

/**
 * `start <plan>`: a plan that already has a work gets this session added and becomes the active work
 * (status active); any other plan gets a new work. The session leaves its other unfinished works (see
 * session-list.ts). Other works and unknown keys stay as they were.
 */
export function startWork(boulder: JsonRecord, request: StartRequest): EditResult {
  const listed = worksOf(boulder);
  if (!listed.ok) return listed;
  const { works } = listed;
  const { sessionKey } = request;
  const existing = existingWorkFor(works, request);
  if (existing !== undefined) {
    const work = field(works, existing);
    const found: JsonRecord = isRecord(work) ? work : {};
    // An ended work started again does not bring back the sessions that had ended it.
    const ended = isEnded(field(found, "status"));
    const record = (ended && withoutSessions(found, (id) => !isSession(id, sessionKey))) || found;
    const ids = stringList(field(record, "session_ids"));
    const joined = !ids.some((id) => isSession(id, sessionKey));
    const origins = field(record, "session_origins");
    const next: Record<string, unknown> = {
      ...record,
      session_ids: joined ? [...ids, sessionKey] : ids,
      ...(joined && isRecord(origins) ? { session_origins: { ...origins, [sessionKey]: "appended" } } : {}),
      status: "active",
      updated_at: request.now,
    };
    // An ended work started again is live: it has no end any more.
    delete next.ended_at;
    works[existing] = next;
    const left = leftNote(leaveOtherWorks(works, existing, sessionKey));
    const note = `${joined ? "joined the plan's existing work" : "the session already had this work"}${left}`;
    return { ok: true, boulder: withActive(boulder, works, existing), workId: existing, note };
  }
  const workId = newWorkId(works, request.planName);
  works[workId] = {
    work_id: workId,
    active_plan: request.planPath,
    plan_name: request.planName,
    session_ids: [sessionKey],
    session_origins: { [sessionKey]: "direct" },
    status: "active",
    started_at: request.now,
    updated_at: request.now,
  };
  const note = `started a new work${leftNote(leaveOtherWorks(works, workId, sessionKey))}`;
  return { ok: true, boulder: withActive(boulder, works, workId), workId, note };
}

export type StatusChange = "complete" | "pause" | "resume" | "abandon";

export const STATUS_OF: Readonly<Record<StatusChange, WorkStatus>> = {
  complete: "completed",
  pause: "paused",
  resume: "active",
  abandon: "abandoned",
};

/** The statuses each change starts from; the status it sets is a no-op. Ended works are not revived. */
const CHANGES_FROM: Readonly<Record<StatusChange, readonly WorkStatus[]>> = {
  complete: ["active", "paused"],
  pause: ["active"],
  resume: ["paused"],
  abandon: ["active", "paused"],
};

/** Why `change` may not be applied to a work whose status is `was`; undefined when it may. */
function refusal(id: string, was: unknown, change: StatusChange): string | undefined {
  const shown = typeof was === "string" ? was : "no status";
  if (isEnded(was))
    return (
      `the work ${JSON.stringify(id)} is ${was}, and an ended work is not changed; to work on its plan ` +
      "again, start it again with `$ulw-execute <plan>` (or the `start <plan>` command)"
    );
  const from = CHANGES_FROM[change];
  if (from.some((status) => status === was)) return undefined;
  return `the work ${JSON.stringify(id)} is ${shown}; ${change} applies only to a work that is ${from.join(" or ")}`;
}

/** The note of a change to the status the work already has. */
export const unchangedNote = (status: string): string => `was already ${status}; nothing changed`;

/**
 * `work complete|pause|resume|abandon` on the work `workId` (chosen by the caller exactly as the hook
 * chooses it). A work that ends gets `ended_at`; one that resumes becomes the active one. A change to
 * the status the work already has changes nothing; a completed or abandoned work is refused.
 */
export function setWorkStatus(
  boulder: JsonRecord,
  workId: string,
  change: StatusChange,
  now: string,
): EditResult {
  const listed = worksOf(boulder);
  if (!listed.ok) return listed;
  const { works } = listed;
  // The hook reads a legacy boulder's top level as one work; here it has become a work of the map.
  const id = workId === MIRROR_ID && listed.legacyId !== undefined ? listed.legacyId : workId;
  const work = field(works, id);
  if (!isRecord(work)) return { ok: false, problem: `the work ${JSON.stringify(id)} is not there` };
  const status = STATUS_OF[change];
  const was = field(work, "status");
  if (was === status && !isEnded(was)) return { ok: true, boulder, workId: id, note: unchangedNote(status) };
  const refused = refusal(id, was, change);
  if (refused !== undefined) return { ok: false, problem: refused };
  const next: Record<string, unknown> = { ...work, status, updated_at: now };
  if (isEnded(status)) next.ended_at = now;
  else delete next.ended_at;
  works[id] = next;
  const active = field(boulder, "active_work_id");
  const makeActive = status === "active" || active === id || typeof active !== "string";
  const edited = makeActive ? withActive(boulder, works, id) : { ...boulder, schema_version: 2, works };
  return { ok: true, boulder: edited, workId: id, note: `${String(was)} -> ${status}` };
}
