import { field, isRecord, type JsonRecord, parseJson } from "../json/guards.js";
import { parseWork, type WorkEntry } from "./work.js";

/** One work as the file holds it, not yet validated (see parseWork). */
interface RawWork {
  readonly id: string;
  readonly value: unknown;
}

/**
 * boulder.json after validation of its shape. Schema v2 keeps every work in a `works` map and mirrors
 * the active one at the top level; older files have only the top-level fields. `works` is present only
 * when the file held a JSON object there. Works are validated when asked for: the hook validates only
 * those that list its session, explain and status all of them.
 */
export interface BoulderDocument {
  readonly works?: readonly RawWork[];
  readonly mirror: RawWork;
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

/** The document view of a boulder already parsed into an object. */
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
