import { field } from "../json/guards.js";
import { invalid, nonBlank, payloadObject, type Validated } from "./stop-payload.js";

// What the SessionStart hook needs of Codex's payload. `source` is kept as sent: a source a later release
// adds is a reason code of its own (other-source), not an invalid payload.
export type SessionStartInput = Validated<{
  readonly sessionId: string;
  readonly cwd: string;
  readonly source: string;
}>;

/** Validates the payload's text once; everything after this works with typed, readonly data. */
export function parseSessionStartPayload(text: string): SessionStartInput {
  const record = payloadObject(text, "stdin");
  if (typeof record === "string") return invalid(record);
  if (field(record, "hook_event_name") !== "SessionStart")
    return invalid('hook_event_name must be "SessionStart"');
  const sessionId = nonBlank(field(record, "session_id"));
  if (sessionId === undefined) return invalid("session_id must be a non-empty string");
  const cwd = nonBlank(field(record, "cwd"));
  if (cwd === undefined) return invalid("cwd must be a non-empty string");
  const source = field(record, "source");
  if (typeof source !== "string") return invalid("source must be a string");
  return { ok: true, payload: { sessionId, cwd, source } };
}
