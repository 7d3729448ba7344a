import {
  closeSync,
  constants,
  fstatSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { msSinceStart } from "../fs/clock.js";
import { errorCode } from "../fs/regular-file.js";

// An exclusive lock file holding `<pid> <host> <nonce>`. Stale when its process is dead on this machine,
// older than any write takes (well under a second), or blank and older than a killed writer leaves it.
const STALE_MS = 10_000;
const BLANK_STALE_MS = 2_000;

export interface Holder {
  /** Up to the first 256 bytes. */
  readonly text: string;
  readonly pid: number | undefined;
  readonly host: string | undefined;
  readonly ageMs: number;
  /** The file itself (device, inode, modification time, size), unchanged by a rename. */
  readonly identity: string;
}

type HolderRead =
  | { readonly kind: "held"; readonly holder: Holder }
  | { readonly kind: "free" }
  | { readonly kind: "unreadable"; readonly code: string };

const code = (error: unknown): string => errorCode(error) || String(error);
const nonce = (): string => Math.random().toString(36).slice(2);
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

/** What the lock file at `path` holds now (one open: content and identity are of the same file). */
export function readHolder(path: string): HolderRead {
  let fd: number;
  try {
    // Not through a link, and never waiting on a FIFO: a lock is a regular file we created.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    return errorCode(error) === "ENOENT" ? { kind: "free" } : { kind: "unreadable", code: code(error) };
  }
  try {
    const stats = fstatSync(fd, { bigint: true });
    if (!stats.isFile()) return { kind: "unreadable", code: "not a regular file" };
    const buffer = Buffer.alloc(256);
    const text = buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString("utf8");
    const [pidText = "", host = ""] = text.trim().split(" ");
    const holder: Holder = {
      text,
      // A holder is a process on a machine: a pid without its machine names no one.
      pid: /^[1-9]\d{0,9}$/.test(pidText) && host !== "" ? Number(pidText) : undefined,
      host: host === "" ? undefined : host,
      ageMs: Date.now() - Number(stats.mtimeMs),
      identity: `${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.size}`,
    };
    return { kind: "held", holder };
  } catch (error) {
    return { kind: "unreadable", code: code(error) };
  } finally {
    closeSync(fd);
  }
}

function isStale(holder: Holder): boolean {
  if (holder.ageMs > (holder.pid === undefined ? BLANK_STALE_MS : STALE_MS)) return true;
  return holder.pid !== undefined && holder.host === hostname() && !isAlive(holder.pid);
}

const seconds = (ms: number): string => `${(Math.max(0, ms) / 1000).toFixed(1)} s`;

/** Who holds the lock and whether it can be seen to run, in words (the host as printable JSON). */
function describeHolder(read: HolderRead): string {
  if (read.kind === "free") return "it was released, but taken again before we could take it";
  if (read.kind === "unreadable") return `it cannot be read (${read.code})`;
  const { holder } = read;
  const age = `took it ${seconds(holder.ageMs)} ago`;
  const over = `(a lock like this is taken over once ${seconds(holder.pid === undefined ? BLANK_STALE_MS : STALE_MS)} old)`;
  if (holder.pid === undefined)
    return `no holder is written in it, a writer failed or was killed while taking it, ${age} ${over}`;
  if (holder.host === hostname()) {
    const state = isAlive(holder.pid) ? "still running" : "no longer running";
    return `process ${holder.pid} on this machine, ${state}, ${age} ${over}`;
  }
  const host = JSON.stringify((holder.host ?? "").slice(0, 64));
  return `process ${holder.pid} on another machine, ${host}, which cannot be checked from here, ${age} ${over}`;
}

/** True when taken, false when held, or why not; a lock whose token could not be written is removed. */
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

function sameHolder(read: HolderRead, holder: Holder): boolean {
  return read.kind === "held" && read.holder.identity === holder.identity && read.holder.text === holder.text;
}

// Race-free: the stale lock is moved to a name of our own (one rename wins), then checked; a live lock
// taken in between is linked back, never over a newer one. False: it cannot be moved.
export function breakStale(path: string, holder: Holder): boolean {
  if (!sameHolder(readHolder(path), holder)) return true;
  const aside = `${path}.broken-${process.pid}-${nonce()}`;
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

/** `patienceMs`: how long one holder may keep the lock; the wait starts again whenever it changes hands. */
export function acquireLock(
  path: string,
  wait: { readonly waitMs: number; readonly patienceMs: number },
): { readonly ok: true; readonly release: () => void } | { readonly ok: false; readonly problem: string } {
  const token = `${process.pid} ${hostname()} ${nonce()}\n`;
  const release = () => {
    const read = readHolder(path);
    if (read.kind === "held" && read.holder.text === token) rmSync(path, { force: true });
  };
  const started = msSinceStart();
  let seen: string | undefined;
  let seenSince = started;
  let pause = 1;
  for (;;) {
    const taken = create(path, token);
    if (taken === true) return { ok: true, release };
    if (typeof taken === "string") return { ok: false, problem: taken };
    const read = readHolder(path);
    const broken = read.kind === "held" && isStale(read.holder) && breakStale(path, read.holder);
    const now = msSinceStart();
    // Released, or broken just now: try again at once, while there is time.
    if ((read.kind === "free" || broken) && now - started < wait.waitMs) continue;
    const current = read.kind === "held" ? `${read.holder.identity} ${read.holder.text}` : undefined;
    if (current !== seen) [seen, seenSince] = [current, now];
    if (now - started >= wait.waitMs || now - seenSince >= wait.patienceMs) {
      return {
        ok: false,
        problem: `another writer holds the lock ${path}: ${describeHolder(read)}; gave up after waiting ${seconds(now - started)}, try again in a moment`,
      };
    }
    Atomics.wait(sleeper, 0, 0, pause + Math.random() * pause);
    pause = Math.min(pause * 2, 40);
  }
}

// A write's temp file, or a lock moved aside to be broken, left by a process killed meanwhile.
const LEFTOVER = /^boulder\.json(?:\.tmp|\.lock\.broken)-([1-9]\d{0,9})-[0-9a-z]+$/;

/** Removes our leftovers, under the lock, once their process is gone or they are older than a write takes. */
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
