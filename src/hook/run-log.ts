import { closeSync, constants, fstatSync, openSync, writeSync } from "node:fs";
import type { Outcome } from "../decision/outcome.js";
import { msSinceStart } from "../fs/clock.js";
import type { PayloadResult } from "../payload/stop-payload.js";

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

/** One line to a regular file only, never a FIFO, a device or our own output; opened without blocking. */
function appendLine(path: string, line: string): void {
  const flags =
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK | constants.O_NOCTTY;
  const fd = openSync(path, flags, 0o644);
  try {
    if (fstatSync(fd).isFile() && !isOurOutput(fd)) writeSync(fd, line);
  } finally {
    closeSync(fd);
  }
}

/**
 * With ULW_CONTINUATION_LOG=<file> (relative to the session's cwd), one JSON line per `hook stop` run: what
 * it decided and why, only what is there (no `false`s). Without an outcome, the flags say the mode.
 */
export function appendRunLog(
  input: PayloadResult | undefined,
  outcome: Outcome | undefined,
  flagsChain: boolean,
  line: string | undefined,
): void {
  const payload = input?.ok === true ? input.payload : undefined;
  const sent = outcome?.kind === "continue" ? outcome : undefined;
  appendLogEntry({
    session: payload?.sessionId ?? null,
    turn: payload?.turnId ?? null,
    cwd: payload?.cwd ?? null,
    decision: sent === undefined ? "silent" : "block",
    reason: outcome?.reason ?? "internal-error",
    ...((outcome?.chain ?? flagsChain) ? { chain: true } : {}),
    ...(sent === undefined
      ? {}
      : {
          step: sent.step,
          ...(sent.compacted ? { compacted: true } : {}),
          template: sent.template,
          bytes: sent.size.bytes,
        }),
    // What the person was shown (Codex's systemMessage), when anything.
    ...(line === undefined ? {} : { message: line }),
  });
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
    appendLine(logPath, `${JSON.stringify(line)}\n`);
  } catch {
    // The hook's answer to Codex matters more than its diary.
  }
}
