import { writeSync } from "node:fs";
import { errorCode } from "../fs/regular-file.js";

/**
 * Writes straight to fd 1: creating `process.stdout` costs several milliseconds, and an inherited
 * descriptor is blocking, so a synchronous write completes (or fails) here and now.
 */
export function writeStdout(text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(1, bytes, offset);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") return;
    }
  }
}
