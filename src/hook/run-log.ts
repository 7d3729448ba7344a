import { closeSync, constants, fstatSync, openSync, writeSync } from "node:fs";
import { msSinceStart } from "../fs/clock.js";

/** The same file as fd 1 or 2: appending there would corrupt the hook's answer to Codex. */
function isOurOutput(fd: number): boolean {
  const log = fstatSync(fd);
  for (const standard of [1, 2]) {
    try {
      const other = fstatSync(standard);
      if (other.dev === log.dev && other.ino === log.ino) return true;
    } catch {
      // Closed: nothing to protect.
    }
  }
  return false;
}

/** One entry for any hook: the time, `fields`, how long the process ran; an unwritable log is skipped. */
export function appendLogEntry(fields: Record<string, unknown>): void {
  const logPath = process.env.ULW_CONTINUATION_LOG;
  if (logPath === undefined || logPath === "") return;
  const line = {
    time: new Date().toISOString(),
    ...fields,
    // Since the process started, so Node's own start-up is included: what Codex waits for.
    duration_ms: Math.round(msSinceStart()),
  };
  try {
    // A regular file only, never a FIFO, a device or our own output; opened without blocking.
    const flags =
      constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK | constants.O_NOCTTY;
    const fd = openSync(logPath, flags, 0o644);
    try {
      if (fstatSync(fd).isFile() && !isOurOutput(fd)) writeSync(fd, `${JSON.stringify(line)}\n`);
    } finally {
      closeSync(fd);
    }
  } catch {
    // The hook's answer to Codex matters more than its diary.
  }
}
