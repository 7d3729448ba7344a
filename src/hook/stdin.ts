import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { msSinceStart } from "../fs/clock.js";
import { errorCode, MIB } from "../fs/regular-file.js";

export const STDIN_CAP_BYTES = 8 * MIB;
export const STDIN_DEADLINE_MS = 2000;

export interface StdinRead {
  readonly text: string;
  /** Set when more than the cap arrived: the payload is then treated as invalid. */
  readonly overCap?: true;
  /** Set when stdin was still open at the deadline; `text` is what had arrived by then. */
  readonly timedOut?: true;
}

const STDIN_FD = 0;
const CHUNK_BYTES = 64 * 1024;

/** A complete JSON object has arrived when what we hold parses; no need to wait for EOF then. */
function isCompleteObject(chunks: readonly Buffer[]): boolean {
  const last = chunks.at(-1);
  if (last === undefined || !last.toString("latin1").trimEnd().endsWith("}")) return false;
  try {
    JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return true;
  } catch {
    return false;
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Synchronous reading for the two kinds of stdin that allow it without risk of blocking forever: a
 * regular file (finite), and a pipe, which Codex gives its hooks. A pipe is reopened through /proc with
 * O_NONBLOCK (a file description of our own, so the writer's end is unaffected) and polled against the
 * deadline. Undefined for anything else (a socket, a terminal, no /proc): use the asynchronous reader.
 */
export function readStdinSync(
  fd = STDIN_FD,
  capBytes = STDIN_CAP_BYTES,
  deadlineMs = STDIN_DEADLINE_MS,
): StdinRead | undefined {
  let source = fd;
  try {
    const stats = fstatSync(fd);
    if (stats.isFIFO()) source = openSync(`/proc/self/fd/${fd}`, constants.O_RDONLY | constants.O_NONBLOCK);
    else if (!stats.isFile()) return undefined;
  } catch {
    return undefined;
  }
  const deadline = msSinceStart() + deadlineMs;
  const chunks: Buffer[] = [];
  let size = 0;
  let pause = 1;
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      let bytes: number;
      try {
        bytes = readSync(source, buffer, 0, buffer.length, null);
      } catch (error) {
        // Payloads are a few KiB; past 1 MiB, re-parsing at every pause would cost quadratic time.
        if (errorCode(error) !== "EAGAIN" || (size <= MIB && isCompleteObject(chunks))) break;
        if (msSinceStart() >= deadline)
          return { text: Buffer.concat(chunks).toString("utf8"), timedOut: true };
        Atomics.wait(sleeper, 0, 0, pause);
        pause = Math.min(pause * 2, 20);
        continue;
      }
      if (bytes === 0) break;
      size += bytes;
      if (size > capBytes) return { text: "", overCap: true };
      chunks.push(buffer.subarray(0, bytes));
      pause = 1;
    }
    return { text: Buffer.concat(chunks).toString("utf8") };
  } finally {
    if (source !== fd) closeSync(source);
  }
}

/**
 * Reads the payload through the `process.stdin` stream, for what the synchronous reader cannot take
 * (a socket, as Node's child_process gives; a terminal). The stream's non-blocking reads can be
 * abandoned at the deadline; a blocking read on libuv's thread pool could not, since the process
 * waits for those threads when it exits.
 */
export function readStdinStream(
  stream: NodeJS.ReadableStream & { destroy?: () => void },
  capBytes = STDIN_CAP_BYTES,
  deadlineMs = STDIN_DEADLINE_MS,
): Promise<StdinRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const text = () => Buffer.concat(chunks).toString("utf8");
    const finish = (result: StdinRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.removeAllListeners("data");
      stream.destroy?.();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ text: text(), timedOut: true }), deadlineMs);
    stream.on("data", (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > capBytes) return finish({ text: "", overCap: true });
      chunks.push(bytes);
      // Payloads are a few KiB; past 1 MiB, re-parsing on every chunk would cost quadratic time.
      if (size <= MIB && isCompleteObject(chunks)) finish({ text: text() });
    });
    stream.on("end", () => finish({ text: text() }));
    stream.on("error", () => finish({ text: text() }));
  });
}

/** Reads the payload the cheapest safe way for whatever fd 0 is. */
export async function readStdin(): Promise<StdinRead> {
  return readStdinSync() ?? (await readStdinStream(process.stdin));
}
