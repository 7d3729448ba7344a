import {
  type BackwardScan,
  type BackwardScanOptions,
  literalsPattern,
  scanLinesBackward,
} from "./backward-lines.js";
import { COMPACTION_HINTS, classifyRolloutLine, type RolloutRecord } from "./codex-format.js";
import type { PressureHit, TranscriptFact } from "./facts.js";
import markers from "./pressure-markers.json" with { type: "json" };

/** What Codex writes when the context is under pressure (ASCII, any case); the benchmark greps this file. */
export const PRESSURE_MARKERS: readonly string[] = markers;

const PHRASE = literalsPattern(PRESSURE_MARKERS, "i").pattern;
/** The literal patterns a pressure record's line holds: a phrase, or a hint of a compaction record. */
export const PRESSURE_CANDIDATES: readonly string[] = [...PRESSURE_MARKERS, ...COMPACTION_HINTS];
export const CANDIDATE = literalsPattern(PRESSURE_CANDIDATES, "gi");
/** In every candidate, in any case, and cheaper to search for: candidates are searched only around it. */
export const PRESSURE_ANCHOR = /co(?:mpact(?:ed|ion["_s])|ntext(?:_| window))|skill descriptions/gi;

/** Whether one classified line is Codex saying the context is under pressure (source "compaction" or not). */
export function pressureIn(record: RolloutRecord, text: string, offset: number): PressureHit | undefined {
  if (record.kind === "compaction") return { marker: record.shape, offset, source: "compaction" };
  if (record.kind !== "codex-error" && record.kind !== "other") return undefined;
  const phrase = PHRASE.exec(text);
  if (phrase === null) return undefined;
  const at = offset + Buffer.byteLength(text.slice(0, phrase.index));
  return {
    marker: phrase[0].toLowerCase(),
    offset: at,
    source: record.kind === "other" ? "text" : record.event,
  };
}

export function transcriptFact(path: string, scan: BackwardScan, hit?: PressureHit): TranscriptFact {
  if (scan.kind === "unreadable" || scan.kind === "timeout") return scan;
  return { kind: "scanned", path, bytesScanned: scan.bytesScanned, size: scan.size, ...(hit ? { hit } : {}) };
}

/** Context pressure, from the transcript's end to the first hit; never in what the model reads or writes. */
export function scanForPressure(path: string, options: Pick<BackwardScanOptions, "deadline" | "before">) {
  let hit: PressureHit | undefined;
  const scan = scanLinesBackward(
    path,
    CANDIDATE.pattern,
    CANDIDATE.overlap,
    (line) => {
      // A line over the size limit is never one of Codex's pressure records (those are small).
      if (line.text !== undefined) hit = pressureIn(classifyRolloutLine(line.text), line.text, line.offset);
      return hit === undefined ? "next" : "stop";
    },
    { ...options, anchor: PRESSURE_ANCHOR },
  );
  return transcriptFact(path, scan, hit);
}
