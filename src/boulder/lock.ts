import {
  closeSync,
  fstatSync,
  linkSync,
  lstatSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { msSinceStart } from "../fs/clock.js";
import { errorCode } from "../fs/regular-file.js";
import { describeHolder, type Holder, isStale, readHolder } from "./lock-holder.js";

/**
 * An exclusive lock beside boulder.json (`boulder.json.lock`, created with O_EXCL), so that writers
 * from several sessions take turns: each one reads, edits and renames while no other can. A stale
 * lock (see lock-holder.ts) is taken over; any other is waited for, but not for ever.
 */

export interface LockWait {
  /** The most the caller can wait, in all. */
  readonly waitMs: number;
  /**
   * How long one holder may keep the lock before we stop waiting for it; the wait starts again
   * whenever the lock changes hands, so a queue of writers is waited through.
   */
  readonly patienceMs: number;
}

export type LockResult =
  | { readonly ok: true; readonly release: () => void }
  | { readonly ok: false; readonly problem: string };

/** A lock moved aside to be broken takes this name plus a nonce (see leftovers.ts). */
const BROKEN_SUFFIX = ".broken-";

const sleeper = new Int32Array(new SharedArrayBuffer(4));

function nonce(): string {
  return `${process.pid}-${Math.random().toString(36).slice(2)}`;
}

function code(error: unknown): string {
  return errorCode(error) || String(error);
}

/**
 * Creates the lock holding `token`: true when taken, false when another holds it, or why it cannot
 * be taken. A lock whose token could not be written (a full disk) is removed, if it is still ours.
 */
function create(path: string, token: string): boolean | string {
  let fd: number;
  try {
    fd = openSync(path, "wx", 0o644);
  } catch (error) {
    return errorCode(error) === "EEXIST" ? false : `cannot create the lock ${path} (${code(error)})`;
  }
  try {
    writeFileSync(fd, token);
    return true;
  } catch (error) {
    const mine = fstatSync(fd);
    const there = lstatSync(path, { throwIfNoEntry: false });
    if (there?.ino === mine.ino && there.dev === mine.dev) rmSync(path, { force: true });
    return `cannot write the lock ${path} (${code(error)})`;
  } finally {
    closeSync(fd);
  }
}

function sameHolder(read: ReturnType<typeof readHolder>, holder: Holder): boolean {
  return read.kind === "held" && read.holder.identity === holder.identity && read.holder.text === holder.text;
}

/**
 * Breaks the stale lock `holder`, race-free: the lock is first moved to a name of our own (a rename:
 * one writer wins), then what was moved is checked to be the lock judged stale. If another writer
 * took the lock in between, that live lock is put back (a link, which never replaces a newer one).
 * False: it could not be moved (the folder refuses it).
 */
export function breakStale(path: string, holder: Holder): boolean {
  if (!sameHolder(readHolder(path), holder)) return true;
  const aside = `${path}${BROKEN_SUFFIX}${nonce()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    // Gone already (released, or broken by another writer), or not ours to move.
    return errorCode(error) === "ENOENT";
  }
  if (!sameHolder(readHolder(aside), holder)) {
    try {
      linkSync(aside, path);
    } catch {
      // A newer lock is there already; the one we moved cannot go back over it.
    }
  }
  rmSync(aside, { force: true });
  return true;
}

function release(path: string, token: string): void {
  const read = readHolder(path);
  if (read.kind === "held" && read.holder.text === token) rmSync(path, { force: true });
}

/** Takes the lock at `path`, waiting with growing pauses as `wait` allows. */
export function acquireLock(path: string, wait: LockWait): LockResult {
  const token = `${process.pid} ${hostname()} ${Math.random().toString(36).slice(2)}\n`;
  const started = msSinceStart();
  let seen: string | undefined;
  let seenSince = started;
  let pause = 1;
  for (;;) {
    const taken = create(path, token);
    if (taken === true) return { ok: true, release: () => release(path, token) };
    if (typeof taken === "string") return { ok: false, problem: taken };
    const read = readHolder(path);
    const broken = read.kind === "held" && isStale(read.holder) && breakStale(path, read.holder);
    const now = msSinceStart();
    // Released, or broken just now: try again at once, while there is time.
    if ((read.kind === "free" || broken) && now - started < wait.waitMs) continue;
    const current = read.kind === "held" ? `${read.holder.identity} ${read.holder.text}` : undefined;
    if (current !== seen) [seen, seenSince] = [current, now];
    if (now - started >= wait.waitMs || now - seenSince >= wait.patienceMs) {
      const who =
        read.kind === "held"
          ? describeHolder(read.holder)
          : read.kind === "free"
            ? "it was released, but taken again before we could take it"
            : `it cannot be read (${read.code})`;
      const waited = `${((now - started) / 1000).toFixed(1)} s`;
      return {
        ok: false,
        problem: `another writer holds the lock ${path}: ${who}; gave up after waiting ${waited}, try again in a moment`,
      };
    }
    Atomics.wait(sleeper, 0, 0, pause + Math.random() * pause);
    pause = Math.min(pause * 2, 40);
  }
}
