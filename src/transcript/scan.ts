import { closeSync } from "node:fs";
import type { TranscriptFact } from "../decision/facts.js";
import { openRegularFile, readFullyAt } from "../fs/regular-file.js";
import { PRESSURE_MARKERS } from "./markers.js";

// 64 KiB keeps each decoded chunk a young-generation string: larger chunks measured several times
// slower here and grew the heap, because V8 allocates them as large objects.
const CHUNK_BYTES = 64 * 1024;
const OVERLAP_BYTES = Math.max(...PRESSURE_MARKERS.map((marker) => marker.length)) - 1;
const DEADLINE_CHECK_EVERY = 16;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const PATTERN = new RegExp(PRESSURE_MARKERS.map(escapeRegExp).join("|"), "i");

export interface ScanOptions {
  /** performance.now() value after which the scan gives up. */
  readonly deadline: number;
  readonly now?: () => number;
}

/**
 * Looks for a context-pressure marker in the transcript, in constant memory: fixed-size chunks read
 * from the end backwards (pressure builds up at the tail of a long session, so a hit is found first
 * there), each chunk extended by the longest marker's length minus one so a marker split across a
 * chunk border is still seen. Stops at the first hit or at the deadline.
 */
export function scanTranscript(path: string, options: ScanOptions): TranscriptFact {
  const now = options.now ?? (() => performance.now());
  const opened = openRegularFile(path);
  if (!opened.ok) return { kind: "unreadable", path, why: opened.why };
  const { fd, size } = opened;
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES + OVERLAP_BYTES);
  let bytesScanned = 0;
  try {
    let chunks = 0;
    for (
      let start = Math.floor(Math.max(size - 1, 0) / CHUNK_BYTES) * CHUNK_BYTES;
      start >= 0;
      start -= CHUNK_BYTES
    ) {
      if (++chunks % DEADLINE_CHECK_EVERY === 0 && now() > options.deadline) {
        return { kind: "timeout", path, bytesScanned, size };
      }
      const wanted = Math.min(CHUNK_BYTES + OVERLAP_BYTES, size - start);
      const length = readFullyAt(fd, buffer, wanted, start);
      // latin1 maps each byte to one char, so string offsets are byte offsets and ASCII matches exactly.
      const match = PATTERN.exec(buffer.toString("latin1", 0, length));
      bytesScanned += Math.min(length, CHUNK_BYTES);
      if (match !== null) {
        return {
          kind: "scanned",
          path,
          bytesScanned,
          size,
          hit: { marker: match[0].toLowerCase(), offset: start + match.index },
        };
      }
    }
    return { kind: "scanned", path, bytesScanned, size };
  } catch (error) {
    const why = error instanceof Error ? error.message : "read failed";
    return { kind: "unreadable", path, why };
  } finally {
    closeSync(fd);
  }
}
