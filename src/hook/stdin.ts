import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { msSinceStart } from "../fs/clock.js";
import { errorCode, MIB } from "../fs/regular-file.js";
import { invalid, type PayloadResult, parseStopPayload } from "../payload/stop-payload.js";

export const STDIN_CAP_BYTES = 8 * MIB;
const STDIN_DEADLINE_MS = 2000;

/** What arrived by EOF or the deadline; over the cap, nothing, and the payload counts as invalid. */
export interface StdinRead {
  readonly text: string;
  readonly overCap?: true;
}

const CHUNK_BYTES = 64 * 1024;

/** Why a read over the cap is no payload. */
export const overCap = (source: string) =>
  invalid(`${source} carried more than the ${STDIN_CAP_BYTES / MIB} MiB a payload may have`);

/** A payload as read (by the hook from stdin, by explain from a file or stdin), validated. */
export function payloadFrom(read: StdinRead, source = "stdin"): PayloadResult {
  return read.overCap ? overCap(source) : parseStopPayload(read.text, source);
}

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
 * A regular file, or a pipe (what Codex gives) reopened through /proc with O_NONBLOCK, a file description
 * of our own, and polled to the deadline; undefined for anything else (a socket, a terminal, no /proc).
 */
export function readStdinSync(fd = 0): StdinRead | undefined {
  let source = fd;
  try {
    const stats = fstatSync(fd);
    if (stats.isFIFO()) source = openSync(`/proc/self/fd/${fd}`, constants.O_RDONLY | constants.O_NONBLOCK);
    else if (!stats.isFile()) return undefined;
  } catch {
    return undefined;
  }
  const deadline = msSinceStart() + STDIN_DEADLINE_MS;
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
        const done = errorCode(error) !== "EAGAIN" || (size <= MIB && isCompleteObject(chunks));
        if (done || msSinceStart() >= deadline) break;
        Atomics.wait(sleeper, 0, 0, pause);
        pause = Math.min(pause * 2, 20);
        continue;
      }
      if (bytes === 0) break;
      size += bytes;
      if (size > STDIN_CAP_BYTES) return { text: "", overCap: true };
      chunks.push(buffer.subarray(0, bytes));
      pause = 1;
    }
    return { text: Buffer.concat(chunks).toString("utf8") };
  } finally {
    if (source !== fd) closeSync(source);
  }
}

/**
 * The `process.stdin` stream, for a socket or a terminal: its reads can be abandoned at the deadline,
 * where a blocking read on libuv's thread pool would keep the process from exiting.
 */
function readStdinStream(): Promise<StdinRead> {
  const stream = process.stdin;
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
      stream.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ text: text() }), STDIN_DEADLINE_MS);
    stream.on("data", (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > STDIN_CAP_BYTES) return finish({ text: "", overCap: true });
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
  return readStdinSync() ?? (await readStdinStream());
}
