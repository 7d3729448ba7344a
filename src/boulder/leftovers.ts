import { lstatSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { isAlive, STALE_MS } from "./lock-holder.js";

/**
 * Our own leftovers beside a boulder.json: `boulder.json.tmp-<pid>-<nonce>` (a write whose process
 * was killed before its rename) and `boulder.json.lock.broken-<pid>-<nonce>` (a stale lock moved
 * aside by a process killed before removing it). Removed, under the lock, once their process is gone
 * or they are older than any write takes; nothing of any other name is touched.
 */
const LEFTOVER = /^boulder\.json(?:\.tmp|\.lock\.broken)-([1-9]\d{0,9})-[0-9a-z]+$/;

/** The name a write's temp file takes beside `real` (which ends in boulder.json). */
export function tempNameFor(real: string): string {
  return `${real}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
}

export function removeLeftovers(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = LEFTOVER.exec(name)?.[1];
    if (pid === undefined) continue;
    const path = join(folder, name);
    try {
      const stats = lstatSync(path);
      const gone = !isAlive(Number(pid)) || Date.now() - stats.mtimeMs > STALE_MS;
      if (stats.isFile() && gone) rmSync(path, { force: true });
    } catch {
      // Removed meanwhile, or not ours to remove: left as it is.
    }
  }
}
