import { field, isRecord, parseJson } from "../json/guards.js";
import { parseWork, type WorkEntry } from "./work.js";

/**
 * boulder.json after validation. Schema v2 keeps every work in a `works` map and mirrors the active
 * one at the top level; older files have only the top-level fields.
 * `works` is present only when the file held a JSON object there (null, arrays and other values count
 * as "no map", and the mirror is used).
 */
export interface BoulderDocument {
  readonly works?: readonly WorkEntry[];
  readonly mirror: WorkEntry;
  readonly activeWorkId?: string;
}

export type BoulderParse =
  | { readonly ok: true; readonly document: BoulderDocument }
  | { readonly ok: false; readonly problem: string };

export const MIRROR_ID = "(top level)";

export function parseBoulder(text: string): BoulderParse {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problem: "boulder.json is not valid JSON" };
  if (!isRecord(parsed.value)) return { ok: false, problem: "boulder.json is not a JSON object" };
  const record = parsed.value;

  const rawWorks = field(record, "works");
  const works = isRecord(rawWorks)
    ? Object.keys(rawWorks).map((id) => parseWork(id, field(rawWorks, id)))
    : undefined;
  const activeWorkId = field(record, "active_work_id");
  const document: BoulderDocument = {
    mirror: parseWork(MIRROR_ID, record),
    ...(works !== undefined ? { works } : {}),
    ...(typeof activeWorkId === "string" ? { activeWorkId } : {}),
  };
  return { ok: true, document };
}
