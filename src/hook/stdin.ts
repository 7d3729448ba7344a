import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { MIB } from "../fs/regular-file.js";

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
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

function errorCode(error: unknown): string {
  return error instanceof Error && "code" in error ? String(error.code) : "";
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

/**
 * Reads fd `fd` to EOF, or until a whole JSON object has arrived, the cap is passed, or the deadline.
 * A non-blocking descriptor answers EAGAIN when nothing is there yet; we then sleep briefly and retry.
 */
function drain(fd: number, capBytes: number, deadline: number): StdinRead {
  const chunks: Buffer[] = [];
  let size = 0;
  let pause = 1;
  for (;;) {
    const buffer = Buffer.allocUnsafe(64 * 1024);
    let read: number;
    try {
      read = readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") break;
      if (isCompleteObject(chunks)) break;
      if (performance.now() >= deadline)
        return { text: Buffer.concat(chunks).toString("utf8"), timedOut: true };
      sleep(pause);
      pause = Math.min(pause * 2, 20);
      continue;
    }
    if (read === 0) break;
    size += read;
    if (size > capBytes) return { text: "", overCap: true };
    chunks.push(buffer.subarray(0, read));
    pause = 1;
  }
  return { text: Buffer.concat(chunks).toString("utf8") };
}

/**
 * Reads the hook payload without touching `process.stdin`: creating that stream costs about as much
 * as the rest of the hook. A pipe, FIFO or terminal is reopened through /proc with O_NONBLOCK (our own
 * file description, so Codex's end is unaffected) and polled against the deadline; a regular file is
 * read directly. Returns undefined where neither works (no /proc, a socket): use `readStdinStream`.
 */
export function readStdinSync(
  capBytes = STDIN_CAP_BYTES,
  deadlineMs = STDIN_DEADLINE_MS,
): StdinRead | undefined {
  const deadline = performance.now() + deadlineMs;
  let stats: ReturnType<typeof fstatSync>;
  try {
    stats = fstatSync(STDIN_FD);
  } catch {
    return { text: "" };
  }
  if (stats.isFile()) return drain(STDIN_FD, capBytes, deadline);
  if (!stats.isFIFO() && !stats.isCharacterDevice()) return undefined;
  let fd: number;
  try {
    fd = openSync("/proc/self/fd/0", constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    return drain(fd, capBytes, deadline);
  } finally {
    closeSync(fd);
  }
}

/** Portable fallback through the stdin stream, with the same cap and deadline. */
export function readStdinStream(
  stream: NodeJS.ReadableStream & { destroy?: () => void },
  capBytes = STDIN_CAP_BYTES,
  deadlineMs = STDIN_DEADLINE_MS,
): Promise<StdinRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: StdinRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.removeAllListeners("data");
      stream.destroy?.();
      resolve(result);
    };
    const text = () => Buffer.concat(chunks).toString("utf8");
    const timer = setTimeout(() => finish({ text: text(), timedOut: true }), deadlineMs);
    stream.on("data", (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > capBytes) return finish({ text: "", overCap: true });
      chunks.push(bytes);
      if (isCompleteObject(chunks)) finish({ text: text() });
    });
    stream.on("end", () => finish({ text: text() }));
    stream.on("error", () => finish({ text: text() }));
  });
}

/** Reads the payload the cheapest way this platform allows. */
export async function readStdin(): Promise<StdinRead> {
  return readStdinSync() ?? (await readStdinStream(process.stdin));
}
