import { MIB, type ReadFailure, readRegularText } from "../fs/regular-file.js";
import { type BoulderDocument, parseBoulder } from "./document.js";
import limits from "./read-limits.json" with { type: "json" };

/**
 * boulder.json is read whole and parsed with JSON.parse; two limits keep that cheap for any file.
 * 10,000 realistic works take 2-4 MiB, and within 6 MiB the costliest shapes measured stay under
 * 160 MiB of memory and a second. Containers cost far more than their bytes (4 MiB of nested `[` took
 * 270 MiB), so their number is bounded too. Both live in read-limits.json, shared with the benchmark.
 */
export const BOULDER_CAP_BYTES: number = limits.capMiB * MIB;
export const BOULDER_CONTAINER_LIMIT: number = limits.containerLimit;

/**
 * Counts `{` and `[` (strings included, so an over-estimate), stopping just past the limit. indexOf
 * runs natively, where a global pattern's exec calls cost 1 % of the hook's run on a 400 KB boulder.
 */
export function exceedsContainerLimit(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let count = 0;
  for (const opener of ["{", "["]) {
    for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1))
      if (++count > limit) return true;
  }
  return false;
}

/** Reads and validates boulder.json; every way it can fail is a ReadFailure that says why. */
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
