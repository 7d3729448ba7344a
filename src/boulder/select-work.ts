import { field, isRecord } from "../json/guards.js";
import type { BoulderDocument } from "./document.js";
import { sessionKeyFromBoulder } from "./session-id.js";
import { type BoulderWork, parseWork } from "./work.js";

export type WorkSelection = ReturnType<typeof selectWork>;

/** Whether `ids` (as the file holds them, or validated) lists the session. */
function lists(ids: unknown, sessionKey: string): boolean {
  if (!Array.isArray(ids)) return false;
  // A `codex:` key can only equal a stored id written with that prefix: a plain lookup does.
  if (sessionKey.startsWith("codex:")) return ids.includes(sessionKey);
  return ids.some((id) => typeof id === "string" && sessionKeyFromBoulder(id) === sessionKey);
}

/** Newest by `updated_at`, else `started_at`; a work with neither sorts oldest. */
function isNewer(candidate: BoulderWork, current: BoulderWork, activeWorkId: string | undefined): boolean {
  const recency = (work: BoulderWork) =>
    work.updatedAt?.epochMs ?? work.startedAt?.epochMs ?? Number.NEGATIVE_INFINITY;
  const difference = recency(candidate) - recency(current);
  if (difference !== 0 && !Number.isNaN(difference)) return difference > 0;
  // A tie goes to the work boulder.json names as active; otherwise the first one listed stays.
  return candidate.id === activeWorkId && current.id !== activeWorkId;
}

// This session's work: the newest valid one that lists it, from the `works` map when there is one (the
// mirror may be another session's work), else from the mirror.
export function selectWork(document: BoulderDocument, sessionKey: string) {
  const source: "works" | "mirror" = document.works !== undefined ? "works" : "mirror";
  let chosen: BoulderWork | undefined;
  for (const raw of document.works ?? [document.mirror]) {
    // Only the works that list the session are validated: a boulder may hold thousands.
    if (!lists(isRecord(raw.value) ? field(raw.value, "session_ids") : undefined, sessionKey)) continue;
    const entry = parseWork(raw.id, raw.value);
    if (!entry.valid) continue;
    if (chosen === undefined || isNewer(entry.work, chosen, document.activeWorkId)) chosen = entry.work;
  }
  return chosen !== undefined ? { source, work: chosen } : { source };
}
