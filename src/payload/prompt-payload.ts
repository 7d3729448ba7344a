import { field } from "../json/guards.js";
import { payloadObject } from "./stop-payload.js";

// What the UserPromptSubmit hook needs of Codex's payload. Session and cwd are checked later, so that a
// trigger prompt can be told what was wrong with them.
export type PromptPayload = Readonly<NonNullable<ReturnType<typeof parsePromptPayload>>>;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Undefined for anything that is not a UserPromptSubmit payload with a string prompt. */
export function parsePromptPayload(raw: string) {
  const record = payloadObject(raw, "stdin");
  if (typeof record === "string") return undefined;
  const prompt = field(record, "prompt");
  if (field(record, "hook_event_name") !== "UserPromptSubmit" || typeof prompt !== "string") return undefined;
  const sessionId = text(field(record, "session_id"));
  const cwd = text(field(record, "cwd"));
  const transcriptPath = text(field(record, "transcript_path"));
  return {
    prompt,
    ...(sessionId !== undefined ? { sessionId } : {}),
    ...(cwd !== undefined ? { cwd } : {}),
    ...(transcriptPath !== undefined ? { transcriptPath } : {}),
  };
}
