import { renameSync } from "node:fs";
import { errorCode } from "./regular-file.js";

/** How long a rename over a file in use is retried on Windows, in all: then it is refused. */
export const RENAME_RETRY_MS = 1000;

// Windows refuses to replace a file another process holds open (an editor, an antivirus or indexer
// scan) with EPERM, EACCES or EBUSY, and the holder usually lets go within a moment.
const IN_USE = new Set(["EPERM", "EACCES", "EBUSY"]);
const sleeper = new Int32Array(new SharedArrayBuffer(4));

// Renames `from` over `to`; on Windows, while `to` is in use, tries again with doubling pauses for up to
// RENAME_RETRY_MS. Elsewhere those errors are permanent: thrown at once.
export function renameOver(
  from: string,
  to: string,
  win32 = process.platform === "win32",
  rename = renameSync,
): void {
  const deadline = Date.now() + RENAME_RETRY_MS;
  for (let pause = 10; ; pause *= 2) {
    try {
      rename(from, to);
      return;
    } catch (error) {
      const code = errorCode(error);
      if (!win32 || !IN_USE.has(code)) throw error;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `${code}: another program holds ${to} open, still after ${RENAME_RETRY_MS / 1000} s of retries; close it (or wait for a virus scan to end) and try again`,
        );
      Atomics.wait(sleeper, 0, 0, Math.min(pause, left));
    }
  }
}
