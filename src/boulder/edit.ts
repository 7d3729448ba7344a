import { field, isRecord, type JsonRecord } from "../json/guards.js";
import { MIRROR_ID } from "./document.js";
import { sessionKeyFromBoulder } from "./session-id.js";
import type { WorkStatus } from "./work.js";

// Pure edits of boulder.json's schema v2 (a `works` map, `active_work_id`, the active work mirrored at the
// top level); every key an edit does not own is carried over as it was.

/** The work fields OmO mirrors at the top level for the active work. */
const MIRROR_KEYS = [
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
  /** Absolute, as written into `active_plan`. */
  readonly planPath: string;
  readonly planName: string;
  readonly sessionKey: string;
  readonly now: string;
  /** Whether an existing work's `active_plan` names this plan. */
  readonly isSamePlan: (activePlan: string) => boolean;
}

type Works = Record<string, unknown>;

/** Completed and abandoned works have ended: nothing drives them until they are started again. */
const isEnded = (status: unknown): boolean => status === "completed" || status === "abandoned";
const isSession = (stored: unknown, sessionKey: string): boolean =>
  typeof stored === "string" && sessionKeyFromBoulder(stored) === sessionKey;
const recordAt = (works: Works, id: string): JsonRecord | undefined => {
  const work = field(works, id);
  return isRecord(work) ? work : undefined;
};

/** The works map to edit: a prototype-free copy (a work id `__proto__` is just a key), or a legacy one. */
function worksOf(
  boulder: JsonRecord,
): { ok: true; works: Works; legacyId?: string } | { ok: false; problem: string } {
  const copy = (record: JsonRecord): Works => Object.assign(Object.create(null), record);
  const works = field(boulder, "works");
  if (isRecord(works)) return { ok: true, works: copy(works) };
  if (works !== undefined && works !== null)
    return { ok: false, problem: '"works" is not a JSON object, so no work can be added without losing it' };
  // A boulder from before `works` existed holds its one work at the top level: keep it as a work.
  const plan = field(boulder, "active_plan");
  if (typeof plan !== "string" || plan.trim() === "") return { ok: true, works: copy({}) };
  const legacy: Record<string, unknown> = {};
  for (const key of MIRROR_KEYS) if (Object.hasOwn(boulder, key)) legacy[key] = field(boulder, key);
  const workId = field(boulder, "work_id");
  const id = typeof workId === "string" ? workId : "legacy";
  return { ok: true, works: copy({ [id]: { work_id: id, ...legacy } }), legacyId: id };
}

/** Sets `active_work_id` and copies the work's mirror fields to the top level (absent ones removed). */
function withActive(boulder: JsonRecord, works: Works, workId: string): JsonRecord {
  const work = recordAt(works, workId);
  const next: Record<string, unknown> = { ...boulder, schema_version: 2, works, active_work_id: workId };
  for (const key of MIRROR_KEYS) {
    if (work !== undefined && Object.hasOwn(work, key)) next[key] = field(work, key);
    else delete next[key];
  }
  return next;
}

/** `work` without the sessions `drop` picks (ids and origins); undefined when it lists none. */
function withoutSessions(work: JsonRecord, drop: (stored: string) => boolean): JsonRecord | undefined {
  const ids = field(work, "session_ids");
  const dropped = (id: unknown) => typeof id === "string" && drop(id);
  if (!Array.isArray(ids) || !ids.some(dropped)) return undefined;
  const next: Record<string, unknown> = { ...work, session_ids: ids.filter((id) => !dropped(id)) };
  const origins = field(work, "session_origins");
  if (isRecord(origins))
    next.session_origins = Object.fromEntries(Object.entries(origins).filter(([id]) => !drop(id)));
  return next;
}

// The Stop hook takes the newest work that lists a session: this takes the session off every unfinished
// work but `keepId`, and says which it left, in file order.
function leaveOtherWorks(works: Works, keepId: string, sessionKey: string): string {
  const left = Object.keys(works).filter((id) => {
    const work = recordAt(works, id);
    if (id === keepId || work === undefined || isEnded(field(work, "status"))) return false;
    const next = withoutSessions(work, (stored) => isSession(stored, sessionKey));
    if (next !== undefined) works[id] = next;
    return next !== undefined;
  });
  if (left.length === 0) return "";
  const names = left.map((id) => JSON.stringify(id)).join(", ");
  const [which, its] = left.length === 1 ? ["work", "its"] : ["works", "their"];
  return `; this session left its other unfinished ${which} ${names} (${its} status and other sessions stay)`;
}

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
    const plan = field(recordAt(works, id) ?? {}, "active_plan");
    return typeof plan === "string" && plan.trim() !== "" && request.isSamePlan(plan);
  });
  const status = (id: string) => field(recordAt(works, id) ?? {}, "status");
  return same.findLast((id) => status(id) === "active" || status(id) === "paused") ?? same.at(-1);
}

/** `start <plan>`: the plan's existing work gets this session and becomes the active one; else a new work. */
export function startWork(boulder: JsonRecord, request: StartRequest): EditResult {
  const listed = worksOf(boulder);
  if (!listed.ok) return listed;
  const { works } = listed;
  const { sessionKey, now } = request;
  const existing = existingWorkFor(works, request);
  if (existing === undefined) {
    const workId = newWorkId(works, request.planName);
    works[workId] = {
      work_id: workId,
      active_plan: request.planPath,
      plan_name: request.planName,
      session_ids: [sessionKey],
      session_origins: { [sessionKey]: "direct" },
      status: "active",
      started_at: now,
      updated_at: now,
    };
    const note = `started a new work${leaveOtherWorks(works, workId, sessionKey)}`;
    return { ok: true, boulder: withActive(boulder, works, workId), workId, note };
  }
  const found = recordAt(works, existing) ?? {};
  // An ended work started again does not bring back the sessions that had ended it.
  const ended = isEnded(field(found, "status"));
  const record = (ended && withoutSessions(found, (id) => !isSession(id, sessionKey))) || found;
  const rawIds = field(record, "session_ids");
  const ids = Array.isArray(rawIds) ? [...rawIds] : [];
  const joined = !ids.some((id) => isSession(id, sessionKey));
  const origins = field(record, "session_origins");
  const next: Record<string, unknown> = {
    ...record,
    session_ids: joined ? [...ids, sessionKey] : ids,
    ...(joined && isRecord(origins) ? { session_origins: { ...origins, [sessionKey]: "appended" } } : {}),
    status: "active",
    updated_at: now,
  };
  // An ended work started again is live: it has no end any more.
  delete next.ended_at;
  works[existing] = next;
  const left = leaveOtherWorks(works, existing, sessionKey);
  const note = `${joined ? "joined the plan's existing work" : "the session already had this work"}${left}`;
  return { ok: true, boulder: withActive(boulder, works, existing), workId: existing, note };
}

export type StatusChange = "complete" | "pause" | "resume" | "abandon";

/** The status each change sets, and the statuses it starts from. Ended works are not revived. */
const CHANGES: Readonly<Record<StatusChange, readonly [WorkStatus, readonly WorkStatus[]]>> = {
  complete: ["completed", ["active", "paused"]],
  pause: ["paused", ["active"]],
  resume: ["active", ["paused"]],
  abandon: ["abandoned", ["active", "paused"]],
};

export const unchangedNote = (status: string): string => `was already ${status}; nothing changed`;

// `work complete|pause|resume|abandon`: a work that ends gets `ended_at`, one that resumes becomes the
// active one, the status it has already is a no-op, an ended work is refused.
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
  const shownId = JSON.stringify(id);
  const work = recordAt(works, id);
  if (work === undefined) return { ok: false, problem: `the work ${shownId} is not there` };
  const [status, from] = CHANGES[change];
  const was = field(work, "status");
  if (was === status && !isEnded(was)) return { ok: true, boulder, workId: id, note: unchangedNote(status) };
  if (isEnded(was))
    return {
      ok: false,
      problem:
        `the work ${shownId} is ${was}, and an ended work is not changed; to work on its plan ` +
        "again, start it again with `$ulw-execute <plan>` (or the `start <plan>` command)",
    };
  if (!from.some((each) => each === was)) {
    const shown = typeof was === "string" ? was : "no status";
    const problem = `the work ${shownId} is ${shown}; ${change} applies only to a work that is ${from.join(" or ")}`;
    return { ok: false, problem };
  }
  const next: Record<string, unknown> = { ...work, status, updated_at: now };
  if (isEnded(status)) next.ended_at = now;
  else delete next.ended_at;
  works[id] = next;
  const active = field(boulder, "active_work_id");
  const makeActive = status === "active" || active === id || typeof active !== "string";
  const edited = makeActive ? withActive(boulder, works, id) : { ...boulder, schema_version: 2, works };
  return { ok: true, boulder: edited, workId: id, note: `${String(was)} -> ${status}` };
}
