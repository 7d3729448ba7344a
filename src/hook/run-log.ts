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

/**
 * Appends one line to a regular file and nothing else: opened without blocking (a FIFO with no
 * reader fails at once instead of hanging the hook), created when missing, refused when it is a FIFO,
 * a device or the hook's own stdout or stderr.
 */
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
 * With ULW_CONTINUATION_LOG=<file>, each `hook stop` run appends one JSON line saying what it decided
 * and why, so a continuation that did not happen at 2 a.m. can be traced in the morning. A relative
 * path is relative to the hook's working directory, which Codex sets to the session's cwd. Unset (the
 * default), the hook writes nothing anywhere. A log that cannot be written is skipped silently: the
 * hook's answer to Codex matters more than its diary. `flagsChain` (the registered command's --chain)
 * counts only when there is no outcome; an outcome carries the mode it was decided in.
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

/**
 * Appends one entry to the run log, as appendRunLog does, for any hook: the time first, then `fields`,
 * then how long the process has run.
 */
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
    // See above.
  }
}
