import { readSync } from "node:fs";
import { overCap, type ReadFailure, withRegularFile } from "./regular-file.js";

const CHUNK_BYTES = 64 * 1024;

export type LinesRead = { readonly ok: true } | ReadFailure;

/**
 * Streams a regular file as runs of whole lines: `onRun` gets latin1 text (one char per byte, so no
 * decoding cost and no split characters) that always ends at a line end, except for a last line that
 * has none. Chunks are read into one reused buffer; no whole-file string is ever built. Files larger
 * than `capBytes` are refused before reading.
 */
export function forEachLineRun(
  path: string,
  capBytes: number,
  onRun: (latin1: string) => void,
  chunkBytes = CHUNK_BYTES,
): LinesRead {
  return withRegularFile(path, capBytes, (fd): LinesRead => {
    const buffer = Buffer.allocUnsafe(chunkBytes);
    let carry = "";
    let total = 0;
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > capBytes) return overCap(capBytes);
      const text = carry + buffer.toString("latin1", 0, read);
      const cut = text.lastIndexOf("\n") + 1;
      if (cut > 0) onRun(text.slice(0, cut));
      carry = text.slice(cut);
    }
    if (carry !== "") onRun(carry);
    return { ok: true };
  });
}
