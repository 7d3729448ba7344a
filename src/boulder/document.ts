import { field, isRecord, type JsonRecord, parseJson } from "../json/guards.js";
import { parseWork, type WorkEntry } from "./work.js";

// boulder.json's shape: schema v2's `works` map (when the file held an object there) and the top-level
// mirror of the active work, all older files have. Works are validated when asked for (see parseWork).
export interface BoulderDocument {
  readonly works?: readonly BoulderDocument["mirror"][];
  readonly mirror: { readonly id: string; readonly value: unknown };
  readonly activeWorkId?: string;
}

export const MIRROR_ID = "(top level)";

/** Every work the document offers (the works map, else the mirror), validated. */
export function workEntries(document: BoulderDocument): WorkEntry[] {
  return (document.works ?? [document.mirror]).map((work) => parseWork(work.id, work.value));
}

export function parseBoulder(
  text: string,
):
  | { readonly ok: true; readonly document: BoulderDocument }
  | { readonly ok: false; readonly problem: string } {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problem: "boulder.json is not valid JSON" };
  if (!isRecord(parsed.value)) return { ok: false, problem: "boulder.json is not a JSON object" };
  return { ok: true, document: boulderDocument(parsed.value) };
}

export function boulderDocument(record: JsonRecord): BoulderDocument {
  const rawWorks = field(record, "works");
  const activeWorkId = field(record, "active_work_id");
  return {
    mirror: { id: MIRROR_ID, value: record },
    ...(isRecord(rawWorks)
      ? { works: Object.keys(rawWorks).map((id) => ({ id, value: field(rawWorks, id) })) }
      : {}),
    ...(typeof activeWorkId === "string" ? { activeWorkId } : {}),
  };
}
