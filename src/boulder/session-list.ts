import { field, isRecord, type JsonRecord } from "../json/guards.js";
import { sessionKeyFromBoulder } from "./session-id.js";

/**
 * Which sessions a work lists (`session_ids`, with `session_origins` beside it). A session drives one
 * work at a time: the one it last started or joined. The Stop hook takes the newest work that lists a
 * session, so a session still listed in an older unfinished work would be sent back to it as soon as
 * another session touched that work; starting or joining a work therefore takes the session off the
 * others. Ended works keep their sessions (who finished them), and a work started again after it ended
 * does not bring back the sessions that had ended it.
 */

/** Completed and abandoned works have ended: nothing drives them until they are started again. */
export function isEnded(status: unknown): boolean {
  return status === "completed" || status === "abandoned";
}

/** Whether `stored` (an item of `session_ids`, or a key of `session_origins`) is the session `sessionKey`. */
export function isSession(stored: unknown, sessionKey: string): boolean {
  return typeof stored === "string" && sessionKeyFromBoulder(stored) === sessionKey;
}

/**
 * `work` without the sessions `drop` picks, in `session_ids` and `session_origins` alike; undefined
 * when `session_ids` lists none of them (nothing to change). Items that are not strings stay.
 */
export function withoutSessions(work: JsonRecord, drop: (stored: string) => boolean): JsonRecord | undefined {
  const ids = field(work, "session_ids");
  const dropped = (id: unknown) => typeof id === "string" && drop(id);
  if (!Array.isArray(ids) || !ids.some(dropped)) return undefined;
  const next: Record<string, unknown> = { ...work, session_ids: ids.filter((id) => !dropped(id)) };
  const origins = field(work, "session_origins");
  if (isRecord(origins))
    next.session_origins = Object.fromEntries(Object.entries(origins).filter(([id]) => !drop(id)));
  return next;
}

/**
 * Takes `sessionKey` off every unfinished work of `works` (edited in place: the caller's copy) but
 * `keepId`, and returns the ids of the works it left, in file order.
 */
export function leaveOtherWorks(
  works: Record<string, unknown>,
  keepId: string,
  sessionKey: string,
): string[] {
  const left: string[] = [];
  for (const id of Object.keys(works)) {
    const work = field(works, id);
    if (id === keepId || !isRecord(work) || isEnded(field(work, "status"))) continue;
    const next = withoutSessions(work, (stored) => isSession(stored, sessionKey));
    if (next === undefined) continue;
    works[id] = next;
    left.push(id);
  }
  return left;
}

/** What the start note adds about the works the session left. */
export function leftNote(left: readonly string[]): string {
  if (left.length === 0) return "";
  const names = left.map((id) => JSON.stringify(id)).join(", ");
  const [which, its] = left.length === 1 ? ["work", "its"] : ["works", "their"];
  return `; this session left its other unfinished ${which} ${names} (${its} status and other sessions stay)`;
}
