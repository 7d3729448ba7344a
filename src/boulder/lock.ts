import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { errorCode } from "../fs/regular-file.js";
import { PACKAGE_NAME } from "../package/name.js";

/**
 * An exclusive lock beside boulder.json (`boulder.json.lock`, created with O_EXCL), so that writers
 * from several sessions take turns: each one reads, edits and renames while no other can. A lock
 * whose holder is gone (a dead process on this host, or older than STALE_MS: a write takes
 * milliseconds) is broken, but only if it still holds what was judged stale.
 */
export const STALE_MS = 10_000;

export type LockResult =
  | { readonly ok: true; readonly release: () => void }
  | { readonly ok: false; readonly problem: string };

const sleeper = new Int32Array(new SharedArrayBuffer(4));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

function readLock(path: string): { text: string; ageMs: number } | undefined {
  try {
    const ageMs = Date.now() - statSync(path).mtimeMs;
    return { text: readFileSync(path, "utf8"), ageMs };
  } catch {
    return undefined;
  }
}

function isStale(lock: { text: string; ageMs: number }): boolean {
  if (lock.ageMs > STALE_MS) return true;
  const [pid, host] = lock.text.split(" ");
  const holder = Number(pid);
  return host === hostname() && Number.isInteger(holder) && holder > 0 && !isAlive(holder);
}

/** Takes the lock at `path`, waiting with growing pauses for at most `waitMs`. */
export function acquireLock(path: string, waitMs: number): LockResult {
  const token = `${process.pid} ${hostname()} ${Math.random().toString(36).slice(2)}\n`;
  const deadline = performance.now() + waitMs;
  let pause = 1;
  for (;;) {
    try {
      const fd = openSync(path, "wx", 0o644);
      try {
        writeSync(fd, token);
      } finally {
        closeSync(fd);
      }
      return { ok: true, release: () => releaseLock(path, token) };
    } catch (error) {
      if (errorCode(error) !== "EEXIST")
        return {
          ok: false,
          problem: `cannot create the lock ${path} (${errorCode(error) || String(error)})`,
        };
    }
    const held = readLock(path);
    if (held !== undefined && isStale(held) && readLock(path)?.text === held.text) {
      try {
        unlinkSync(path);
      } catch {
        // Someone else broke it first; try again.
      }
      continue;
    }
    if (performance.now() >= deadline)
      return {
        ok: false,
        problem: `another writer holds ${path}; try again (if no ${PACKAGE_NAME} command is running, remove that file)`,
      };
    Atomics.wait(sleeper, 0, 0, pause + Math.random() * pause);
    pause = Math.min(pause * 2, 40);
  }
}

function releaseLock(path: string, token: string): void {
  try {
    if (readFileSync(path, "utf8") === token) unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
