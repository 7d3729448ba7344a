import { closeSync, readSync } from "node:fs";
import { MIB, openRegularFile } from "./regular-file.js";

const CHUNK_BYTES = 64 * 1024;

export type LinesRead =
  | { readonly ok: true }
  | { readonly ok: false; readonly missing: boolean; readonly why: string };

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
  const opened = openRegularFile(path);
  if (!opened.ok) return opened;
  const { fd } = opened;
  try {
    if (opened.size > capBytes) {
      return {
        ok: false,
        missing: false,
        why: `is ${opened.size} bytes, over the ${capBytes / MIB} MiB cap`,
      };
    }
    const buffer = Buffer.allocUnsafe(chunkBytes);
    let carry = "";
    let total = 0;
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > capBytes)
        return { ok: false, missing: false, why: `grew over the ${capBytes / MIB} MiB cap` };
      const text = carry + buffer.toString("latin1", 0, read);
      const cut = text.lastIndexOf("\n") + 1;
      if (cut > 0) onRun(text.slice(0, cut));
      carry = text.slice(cut);
    }
    if (carry !== "") onRun(carry);
    return { ok: true };
  } catch (error) {
    return { ok: false, missing: false, why: error instanceof Error ? error.message : "read failed" };
  } finally {
    closeSync(fd);
  }
}
