import { closeSync, readSync } from "node:fs";
import { MIB, openRegularFile } from "./regular-file.js";

const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

export type LinesRead =
  | { readonly ok: true }
  | { readonly ok: false; readonly missing: boolean; readonly why: string };

/**
 * Calls `onLine` for each `\n`-separated line of a regular file, reading fixed-size chunks into one
 * reused buffer: no whole-file string is ever built. A leading UTF-8 BOM is skipped. Files larger than
 * `capBytes` are refused before reading.
 */
export function forEachLine(
  path: string,
  capBytes: number,
  onLine: (bytes: Uint8Array, start: number, end: number) => void,
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
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let pending: Buffer | undefined;
    let total = 0;
    let first = true;
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > capBytes)
        return { ok: false, missing: false, why: `grew over the ${capBytes / MIB} MiB cap` };
      let start = 0;
      if (first && read >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) start = 3;
      first = false;
      for (let newline = buffer.indexOf(NEWLINE, start); newline !== -1 && newline < read; ) {
        if (pending === undefined) onLine(buffer, start, newline);
        else {
          const line = Buffer.concat([pending, buffer.subarray(start, newline)]);
          pending = undefined;
          onLine(line, 0, line.length);
        }
        start = newline + 1;
        newline = buffer.indexOf(NEWLINE, start);
      }
      if (start < read) {
        const rest = buffer.subarray(start, read);
        pending = pending === undefined ? Buffer.from(rest) : Buffer.concat([pending, rest]);
      }
    }
    onLine(pending ?? Buffer.alloc(0), 0, pending?.length ?? 0);
    return { ok: true };
  } catch (error) {
    return { ok: false, missing: false, why: error instanceof Error ? error.message : "read failed" };
  } finally {
    closeSync(fd);
  }
}
