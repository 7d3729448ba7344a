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

/** The mode, the step and what was sent, as decided, for the log line: only what is there (no `false`s). */
function decided(outcome: Outcome | undefined, flagsChain: boolean): Record<string, unknown> {
  // No outcome: the hook failed before deciding, and the flags are all that says the mode.
  const chain = (outcome?.chain ?? flagsChain) ? { chain: true as const } : {};
  if (outcome?.kind !== "continue") return chain;
  return {
    ...chain,
    step: outcome.step,
    ...(outcome.compacted ? { compacted: true as const } : {}),
    template: outcome.template,
    bytes: outcome.size.bytes,
  };
}

/**
 * With ULW_CONTINUATION_LOG=<file> (relative to the session's cwd), one JSON line per `hook stop` run: what
 * it decided and why. `flagsChain` counts only without an outcome, which carries the mode it decided in.
 */
export function appendRunLog(
  logPath: string | undefined,
  input: PayloadResult | undefined,
  outcome: Outcome | undefined,
  flagsChain: boolean,
  line?: string,
): void {
  const payload = input?.ok === true ? input.payload : undefined;
  appendLogEntry(logPath, {
    session: payload?.sessionId ?? null,
    turn: payload?.turnId ?? null,
    cwd: payload?.cwd ?? null,
    decision: outcome?.kind === "continue" ? "block" : "silent",
    // No outcome means the hook failed unexpectedly and stayed silent.
    reason: outcome?.reason ?? "internal-error",
    ...decided(outcome, flagsChain),
    // What the person was shown (Codex's systemMessage), when anything.
    ...(line === undefined ? {} : { message: line }),
  });
}

/** One entry for any hook: the time, `fields`, how long the process ran; an unwritable log is skipped. */
export function appendLogEntry(logPath: string | undefined, fields: Record<string, unknown>): void {
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
