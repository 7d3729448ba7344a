import { field } from "../json/guards.js";
import { nonBlank, payloadObject } from "./stop-payload.js";

// What the UserPromptSubmit hook needs of Codex's payload. Session and cwd are checked later, so that a
// trigger prompt can be told what was wrong with them.
export type PromptPayload = Readonly<NonNullable<ReturnType<typeof parsePromptPayload>>>;

/** Undefined for anything that is not a UserPromptSubmit payload with a string prompt. */
export function parsePromptPayload(raw: string) {
  const record = payloadObject(raw, "stdin");
  if (typeof record === "string") return undefined;
  const prompt = field(record, "prompt");
  if (field(record, "hook_event_name") !== "UserPromptSubmit" || typeof prompt !== "string") return undefined;
  const sessionId = nonBlank(field(record, "session_id"));
  const cwd = nonBlank(field(record, "cwd"));
  const transcriptPath = nonBlank(field(record, "transcript_path"));
  return {
    prompt,
    ...(sessionId !== undefined ? { sessionId } : {}),
    ...(cwd !== undefined ? { cwd } : {}),
    ...(transcriptPath !== undefined ? { transcriptPath } : {}),
  };
}
