import { decideSessionStart, type SessionStartOutcome } from "../decision/session-start.js";
import { parseSessionStartPayload, type SessionStartInput } from "../payload/session-start-payload.js";
import { diskReaders } from "./disk.js";
import { writeContext } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { appendLogEntry } from "./run-log.js";
import { overCap, readStdin } from "./stdin.js";

/** `hook session-start`, at a session's start, resume or compaction: the plan state after the last two. */
export function runSessionStartHook(bundledDirective: string): Promise<never> {
  return runGuarded(async () => {
    let input: SessionStartInput | undefined;
    let outcome: SessionStartOutcome | undefined;
    try {
      const read = await readStdin();
      input = read.overCap ? overCap("stdin") : parseSessionStartPayload(read.text);
      outcome = await decideSessionStart(input, diskReaders(bundledDirective));
      if (outcome.kind === "context") writeContext("SessionStart", outcome.text);
    } finally {
      // No outcome means an unexpected failure (the guard keeps it silent): the line says internal-error.
      const payload = input?.ok === true ? input.payload : undefined;
      appendLogEntry({
        hook: "session-start",
        session: payload?.sessionId ?? null,
        source: payload?.source ?? null,
        cwd: payload?.cwd ?? null,
        decision: outcome?.kind ?? "silent",
        reason: outcome?.reason ?? "internal-error",
      });
    }
  });
}
