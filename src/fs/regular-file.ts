import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

export const MIB = 1024 * 1024;

export interface ReadFailure {
  readonly ok: false;
  readonly missing: boolean;
  /** Something is there, but it is a directory, a FIFO, a device or a socket. */
  readonly notRegular?: true;
  readonly why: string;
}

export type OpenResult = { readonly ok: true; readonly fd: number; readonly size: number } | ReadFailure;

/** The `code` of a Node system error ("ENOENT", "EAGAIN", ...), or "" for anything else. */
export function errorCode(error: unknown): string {
  return error instanceof Error && "code" in error ? String(error.code) : "";
}

/** Reads up to `length` bytes at `position` into the start of `buffer`; fewer only at end of file. */
export function readFullyAt(fd: number, buffer: Buffer, length: number, position: number): number {
  let filled = 0;
  while (filled < length) {
    const read = readSync(fd, buffer, filled, length - filled, position + filled);
    if (read === 0) break;
    filled += read;
  }
  return filled;
}

function describe(error: unknown): { missing: boolean; why: string } {
  const code = errorCode(error);
  switch (code) {
    case "ENOENT":
      return { missing: true, why: "does not exist (or is a dangling symlink)" };
    case "ENOTDIR":
      return { missing: true, why: "a parent of it is not a directory" };
    case "EACCES":
    case "EPERM":
      return { missing: false, why: "permission denied" };
    case "ELOOP":
      return { missing: false, why: "too many levels of symbolic links" };
    default:
      return { missing: false, why: code !== "" ? `cannot be opened (${code})` : "cannot be opened" };
  }
}

function kindOf(stats: ReturnType<typeof fstatSync>): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  return "not a regular file";
}

/**
 * Opens a path only if it is a regular file. O_NONBLOCK keeps open() from waiting for a writer when
 * the path names a FIFO; the type is then checked on the descriptor itself, so a file swapped between
 * a stat and the open cannot slip through.
 */
export function openRegularFile(path: string): OpenResult {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, ...describe(error) };
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isFile()) return { ok: true, fd, size: stats.size };
    closeSync(fd);
    return { ok: false, missing: false, notRegular: true, why: `is ${kindOf(stats)}, not a regular file` };
  } catch (error) {
    closeSync(fd);
    return { ok: false, ...describe(error) };
  }
}

export function overCap(capBytes: number, what = "grew"): ReadFailure {
  return { ok: false, missing: false, why: `${what} over the ${capBytes / MIB} MiB cap` };
}

/**
 * Opens a regular file no larger than `capBytes`, hands its descriptor to `use`, and always closes it.
 * Whatever goes wrong (not there, not a regular file, too large, a read error) comes back as a
 * ReadFailure that says why, never as an exception.
 */
export function withRegularFile<T>(
  path: string,
  capBytes: number,
  use: (fd: number, size: number) => T | ReadFailure,
): T | ReadFailure {
  const opened = openRegularFile(path);
  if (!opened.ok) return opened;
  try {
    if (opened.size > capBytes) return overCap(capBytes, `is ${opened.size} bytes,`);
    return use(opened.fd, opened.size);
  } catch (error) {
    return { ok: false, ...describe(error) };
  } finally {
    closeSync(opened.fd);
  }
}

export type TextRead = { readonly ok: true; readonly text: string } | ReadFailure;
export type BytesRead = { readonly ok: true; readonly bytes: Buffer } | ReadFailure;

/** Reads a whole regular file as bytes, refusing anything larger than `capBytes`. */
export function readRegularBytes(path: string, capBytes: number): BytesRead {
  return withRegularFile(path, capBytes, (fd, size): BytesRead => {
    // Read to EOF rather than trusting the size: the file may grow while we read, up to the cap.
    let buffer = Buffer.allocUnsafe(Math.min(capBytes + 1, size + 64 * 1024));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > capBytes) break;
        const larger = Buffer.allocUnsafe(Math.min(capBytes + 1, buffer.length * 2));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > capBytes) return overCap(capBytes);
    return { ok: true, bytes: buffer.subarray(0, length) };
  });
}

/** Reads a whole regular file as UTF-8, refusing anything larger than `capBytes`. */
export function readRegularText(path: string, capBytes: number): TextRead {
  const read = readRegularBytes(path, capBytes);
  return read.ok ? { ok: true, text: read.bytes.toString("utf8") } : read;
}
