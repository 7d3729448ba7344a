import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from "node:fs";

export const MIB = 1024 * 1024;

export interface ReadFailure {
  readonly ok: false;
  readonly missing: boolean;
  /** Something is there, but it is a directory, a FIFO, a device or a socket. */
  readonly notRegular?: true;
  readonly why: string;
}

export type TextRead = { readonly ok: true; readonly text: string } | ReadFailure;

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

const WHY: Readonly<Record<string, readonly [missing: boolean, why: string]>> = {
  ENOENT: [true, "does not exist (or is a dangling symlink)"],
  ENOTDIR: [true, "a parent of it is not a directory"],
  EACCES: [false, "permission denied"],
  EPERM: [false, "permission denied"],
  ELOOP: [false, "too many levels of symbolic links"],
};

function failure(error: unknown): ReadFailure {
  const code = errorCode(error);
  const [missing, why] = WHY[code] ?? [false, `cannot be opened${code === "" ? "" : ` (${code})`}`];
  return { ok: false, missing, why };
}

// Opens a path only if it is a regular file. O_NONBLOCK keeps open() from waiting for a writer on a
// FIFO; the type is checked on the descriptor, so a file swapped after a stat cannot slip through.
export function openRegularFile(
  path: string,
): { readonly ok: true; readonly fd: number; readonly size: number } | ReadFailure {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return failure(error);
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isFile()) return { ok: true, fd, size: stats.size };
    closeSync(fd);
    const kinds = [
      [stats.isDirectory(), "a directory"],
      [stats.isFIFO(), "a FIFO"],
      [stats.isSocket(), "a socket"],
      [stats.isCharacterDevice(), "a character device"],
      [stats.isBlockDevice(), "a block device"],
    ] as const;
    const kind = kinds.find(([is]) => is)?.[1] ?? "not a regular file";
    return { ok: false, missing: false, notRegular: true, why: `is ${kind}, not a regular file` };
  } catch (error) {
    closeSync(fd);
    return failure(error);
  }
}

export function overCap(capBytes: number, what = "grew"): ReadFailure {
  return { ok: false, missing: false, why: `${what} over the ${capBytes / MIB} MiB cap` };
}

// Opens a regular file no larger than `capBytes`, hands its descriptor to `use`, and always closes it.
// Whatever goes wrong comes back as a ReadFailure that says why, never as an exception.
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
    return failure(error);
  } finally {
    closeSync(opened.fd);
  }
}

/** The first `length` bytes (fewer in a shorter file) of a regular file within `capBytes`, if readable. */
export function readHead(path: string, length: number, capBytes = Infinity) {
  const buffer = Buffer.alloc(length);
  const read = withRegularFile(path, capBytes, (fd) =>
    buffer.subarray(0, readFullyAt(fd, buffer, length, 0)),
  );
  return read instanceof Buffer ? read : undefined;
}

export function readRegularBytes(
  path: string,
  capBytes: number,
): { readonly ok: true; readonly bytes: Buffer } | ReadFailure {
  return withRegularFile(path, capBytes, (fd) => {
    // To the end as it is now (not the size seen at open): a file that grew past the cap is refused.
    const bytes = readFileSync(fd);
    return bytes.length > capBytes ? overCap(capBytes) : { ok: true, bytes };
  });
}

export function readRegularText(path: string, capBytes: number): TextRead {
  const read = readRegularBytes(path, capBytes);
  return read.ok ? { ok: true, text: read.bytes.toString("utf8") } : read;
}
