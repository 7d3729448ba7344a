import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { hostname } from "node:os";
import { errorCode } from "../fs/regular-file.js";

/**
 * Who holds the boulder's lock, read from the lock file (`<pid> <host> <nonce>`), and whether that
 * holder is gone. A lock is stale when its process is dead on this machine, when it is older than
 * STALE_MS (a write takes well under a second, even of a 6 MiB boulder), or when no holder was ever
 * written in it and it is older than BLANK_STALE_MS (a writer killed between creating the file and
 * writing to it: the two are back-to-back calls, microseconds apart).
 */
export const STALE_MS = 10_000;
export const BLANK_STALE_MS = 2_000;

export interface Holder {
  /** The lock's content: up to the first 256 bytes. */
  readonly text: string;
  readonly pid: number | undefined;
  readonly host: string | undefined;
  readonly ageMs: number;
  /** The file itself (device, inode, modification time, size), unchanged by a rename. */
  readonly identity: string;
}

export type HolderRead =
  | { readonly kind: "held"; readonly holder: Holder }
  | { readonly kind: "free" }
  | { readonly kind: "unreadable"; readonly code: string };

export function isAlive(pid: number): boolean {
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
    const code = errorCode(error);
    return code === "ENOENT" ? { kind: "free" } : { kind: "unreadable", code: code || String(error) };
  }
  try {
    const stats = fstatSync(fd, { bigint: true });
    if (!stats.isFile()) return { kind: "unreadable", code: "not a regular file" };
    const buffer = Buffer.alloc(256);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, length).toString("utf8");
    const [pidText, host] = text.trim().split(" ");
    const pid = Number(pidText);
    return {
      kind: "held",
      holder: {
        text,
        // A holder is a process on a machine: a pid without its machine names no one.
        pid: /^[1-9]\d{0,9}$/.test(pidText ?? "") && host !== undefined && host !== "" ? pid : undefined,
        host: host === undefined || host === "" ? undefined : host,
        ageMs: Date.now() - Number(stats.mtimeMs),
        identity: `${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.size}`,
      },
    };
  } catch (error) {
    return { kind: "unreadable", code: errorCode(error) || String(error) };
  } finally {
    closeSync(fd);
  }
}

function onThisMachine(holder: Holder): boolean {
  return holder.host === hostname();
}

export function isStale(holder: Holder): boolean {
  if (holder.ageMs > STALE_MS) return true;
  if (holder.pid === undefined) return holder.ageMs > BLANK_STALE_MS;
  return onThisMachine(holder) && !isAlive(holder.pid);
}

function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

/** Who holds the lock and whether it can be seen to run, in words (the host as printable JSON). */
export function describeHolder(holder: Holder): string {
  const age = `took it ${seconds(holder.ageMs)} ago`;
  const limit = seconds(holder.pid === undefined ? BLANK_STALE_MS : STALE_MS);
  const over = `(a lock like this is taken over once ${limit} old)`;
  if (holder.pid === undefined)
    return `no holder is written in it, a writer failed or was killed while taking it, ${age} ${over}`;
  if (onThisMachine(holder)) {
    const state = isAlive(holder.pid) ? "still running" : "no longer running";
    return `process ${holder.pid} on this machine, ${state}, ${age} ${over}`;
  }
  const host = JSON.stringify((holder.host ?? "").slice(0, 64));
  return `process ${holder.pid} on another machine, ${host}, which cannot be checked from here, ${age} ${over}`;
}
