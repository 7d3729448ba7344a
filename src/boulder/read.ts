import { MIB, type ReadFailure, readRegularText } from "../fs/regular-file.js";
import { type BoulderDocument, parseBoulder } from "./document.js";
import limits from "./read-limits.json" with { type: "json" };

// Two limits keep JSON.parse under 160 MiB and a second for any file (10,000 real works take 2-4 MiB): its
// bytes, and its containers, which cost far more than their bytes. Shared with the benchmark.
export const BOULDER_CAP_BYTES: number = limits.capMiB * MIB;
export const BOULDER_CONTAINER_LIMIT: number = limits.containerLimit;

/** Counts `{` and `[` (strings too: an over-estimate) with indexOf, which runs natively, unlike a pattern. */
export function exceedsContainerLimit(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let count = 0;
  for (const opener of ["{", "["]) {
    for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1))
      if (++count > limit) return true;
  }
  return false;
}

export function readBoulder(
  path: string,
): { readonly ok: true; readonly document: BoulderDocument } | ReadFailure {
  const read = readRegularText(path, BOULDER_CAP_BYTES);
  if (!read.ok) return read;
  if (exceedsContainerLimit(read.text, BOULDER_CONTAINER_LIMIT)) {
    const why = `holds more than ${BOULDER_CONTAINER_LIMIT} JSON objects and arrays (the limit that keeps parsing cheap)`;
    return { ok: false, missing: false, why };
  }
  const parsed = parseBoulder(read.text);
  return parsed.ok ? parsed : { ok: false, missing: false, why: parsed.problem };
}
