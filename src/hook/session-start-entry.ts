import { decideSessionStart, type SessionStartOutcome } from "../decision/session-start.js";
import { parseSessionStartPayload, type SessionStartInput } from "../payload/session-start-payload.js";
import { diskReaders } from "./disk.js";
import { writeStdout } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { appendLogEntry } from "./run-log.js";
import { readStdin, STDIN_CAP_BYTES } from "./stdin.js";

/** The one object Codex reads from a SessionStart hook: context for the model, right after the event. */
export function sessionStartOutput(additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext } })}\n`;
}

async function readInput(): Promise<SessionStartInput> {
  const read = await readStdin();
  if (read.overCap)
    return {
      ok: false,
      problem: `stdin carried more than the ${STDIN_CAP_BYTES / 1024 / 1024} MiB a payload may have`,
    };
  return parseSessionStartPayload(read.text);
}

/**
 * `hook session-start`, run by Codex when a session starts, resumes, or has just been compacted.
 * After a compaction or a resume it hands the model the state of the session's plan (see
 * src/decision/session-start.ts); otherwise it prints nothing, at the cost of the Stop hook's silent path (only
 * dist/cli.js is loaded). Like `hook stop`, it exits 0 and prints nothing or one JSON object,
 * whatever happens; ULW_CONTINUATION_LOG records its reason code.
 */
export function runSessionStartHook(bundledDirective: string): Promise<never> {
  return runGuarded(() => sessionStartHook(bundledDirective));
}

/** Stdin, the decision, stdout, then the run log: one way, as the Stop hook runs. */
async function sessionStartHook(bundledDirective: string): Promise<void> {
  let input: SessionStartInput | undefined;
  let outcome: SessionStartOutcome | undefined;
  try {
    input = await readInput();
    outcome = await decideSessionStart(input, diskReaders(bundledDirective));
    if (outcome.kind === "context") writeStdout(sessionStartOutput(outcome.text));
  } finally {
    // No outcome means an unexpected failure (the guard keeps it silent): the line says internal-error.
    const payload = input?.ok === true ? input.payload : undefined;
    appendLogEntry(process.env.ULW_CONTINUATION_LOG, {
      hook: "session-start",
      session: payload?.sessionId ?? null,
      source: payload?.source ?? null,
      cwd: payload?.cwd ?? null,
      decision: outcome?.kind ?? "silent",
      reason: outcome?.reason ?? "internal-error",
    });
  }
}
