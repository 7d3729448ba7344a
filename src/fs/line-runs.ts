import { readSync } from "node:fs";
import { overCap, type ReadFailure, withRegularFile } from "./regular-file.js";

const CHUNK_BYTES = 64 * 1024;
// A longer line is cut there and the rest skipped: only a line's start matters to the checklist, and
// an ever-growing partial line would make a file without line breaks cost quadratic time.
const MAX_LINE = 64 * 1024;

type LinesRead = { readonly ok: true } | ReadFailure;

// Streams a regular file of at most `capBytes` as runs of whole lines, in one reused buffer, as latin1
// text (one char per byte: no decoding, no split characters).
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
    let skipping = false;
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > capBytes) return overCap(capBytes);
      let text = buffer.toString("latin1", 0, read);
      if (skipping) {
        const newline = text.indexOf("\n");
        if (newline === -1) continue;
        text = text.slice(newline + 1);
        skipping = false;
      }
      text = carry + text;
      const cut = text.lastIndexOf("\n") + 1;
      if (cut > 0) onRun(text.slice(0, cut));
      carry = text.slice(cut);
      if (carry.length > MAX_LINE) {
        onRun(`${carry.slice(0, MAX_LINE)}\n`);
        carry = "";
        skipping = true;
      }
    }
    if (carry !== "") onRun(carry);
    return { ok: true };
  });
}
