import { appendFileSync } from "node:fs";
import type { Outcome } from "../decision/outcome.js";
import type { PayloadResult } from "../payload/stop-payload.js";

/**
 * With ULW_CONTINUATION_LOG=<file>, each `hook stop` run appends one JSON line saying what it decided
 * and why, so a continuation that did not happen at 2 a.m. can be traced in the morning. Unset (the
 * default), the hook writes nothing anywhere. A log that cannot be written is skipped silently: the
 * hook's answer to Codex matters more than its diary.
 */
export function appendRunLog(
  logPath: string | undefined,
  input: PayloadResult | undefined,
  outcome: Outcome | undefined,
): void {
  if (logPath === undefined || logPath === "") return;
  const payload = input?.ok === true ? input.payload : undefined;
  const line = {
    time: new Date().toISOString(),
    session: payload?.sessionId ?? null,
    cwd: payload?.cwd ?? null,
    decision: outcome?.kind === "continue" ? "block" : "silent",
    // No outcome means the hook failed unexpectedly and stayed silent.
    reason: outcome?.reason ?? "internal-error",
    // Since the process started, so Node's own start-up is included: what Codex waits for.
    duration_ms: Math.round(performance.now()),
  };
  try {
    appendFileSync(logPath, `${JSON.stringify(line)}\n`);
  } catch {
    // See above.
  }
}
