import type { BoulderDocument } from "./document.js";
import { sessionKeyFromBoulder } from "./session-id.js";
import type { BoulderWork, WorkEntry } from "./work.js";

/** Why each work was or was not taken; explain prints this list. */
export type WorkVerdict =
  | { readonly id: string; readonly verdict: "invalid"; readonly problem: string }
  | { readonly id: string; readonly verdict: "other-session" }
  | { readonly id: string; readonly verdict: "older-match" }
  | { readonly id: string; readonly verdict: "selected" };

export interface WorkSelection {
  readonly source: "works" | "mirror";
  readonly work?: BoulderWork;
  readonly considered: readonly WorkVerdict[];
}

function belongsTo(work: BoulderWork, sessionKey: string): boolean {
  // A `codex:` key can only equal a stored id written with that prefix: a plain lookup does.
  if (sessionKey.startsWith("codex:")) return work.sessionIds.includes(sessionKey);
  return work.sessionIds.some((stored) => sessionKeyFromBoulder(stored) === sessionKey);
}

/** Newest first: `updated_at`, else `started_at`; a work with neither sorts oldest. */
function recency(work: BoulderWork): number {
  return work.updatedAt?.epochMs ?? work.startedAt?.epochMs ?? Number.NEGATIVE_INFINITY;
}

function isNewer(candidate: BoulderWork, current: BoulderWork, activeWorkId: string | undefined): boolean {
  const difference = recency(candidate) - recency(current);
  if (difference !== 0 && !Number.isNaN(difference)) return difference > 0;
  // A tie goes to the work boulder.json names as active; otherwise the first one listed stays.
  return candidate.id === activeWorkId && current.id !== activeWorkId;
}

function judge(entries: readonly WorkEntry[], sessionKey: string, activeWorkId?: string) {
  let chosen: BoulderWork | undefined;
  const matches = new Set<BoulderWork>();
  for (const entry of entries) {
    if (entry.valid && belongsTo(entry.work, sessionKey)) {
      matches.add(entry.work);
      if (chosen === undefined || isNewer(entry.work, chosen, activeWorkId)) chosen = entry.work;
    }
  }
  const considered = entries.map((entry): WorkVerdict => {
    if (!entry.valid) return { id: entry.id, verdict: "invalid", problem: entry.problem };
    if (!matches.has(entry.work)) return { id: entry.id, verdict: "other-session" };
    return { id: entry.id, verdict: entry.work === chosen ? "selected" : "older-match" };
  });
  return { chosen, considered };
}

/**
 * Picks this session's work. When a `works` map exists it is the only source (the top-level mirror
 * may describe another session's work); without one, the mirror is used if it is valid and matches.
 */
export function selectWork(document: BoulderDocument, sessionKey: string): WorkSelection {
  const source = document.works !== undefined ? "works" : "mirror";
  const entries = document.works ?? [document.mirror];
  const { chosen, considered } = judge(entries, sessionKey, document.activeWorkId);
  return chosen !== undefined ? { source, work: chosen, considered } : { source, considered };
}
