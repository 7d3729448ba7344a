import { field, isRecord, type JsonRecord, parseJson } from "../json/guards.js";

/**
 * A validated Codex Stop (or SubagentStop) payload. `transcriptPath` and `lastAssistantMessage` keep
 * the difference between absent (undefined) and `null`: both mean "none", but explain reports which.
 */
export interface StopPayload {
  readonly sessionId: string;
  /** Absent from Codex before 0.117: plain mode works without it, chain mode does not. */
  readonly turnId?: string;
  readonly cwd: string;
  readonly model: string;
  readonly permissionMode: string;
  readonly hookEventName: "Stop" | "SubagentStop";
  readonly stopHookActive: boolean;
  readonly transcriptPath?: string | null;
  readonly lastAssistantMessage?: string | null;
}

/** A payload validated, or the problem that makes it none. */
export type Validated<T> =
  | { readonly ok: true; readonly payload: T }
  | { readonly ok: false; readonly problem: string };
export type PayloadResult = Validated<StopPayload>;

export const invalid = (problem: string) => ({ ok: false, problem }) as const;

/** The payload's JSON object, or why `text` holds none; `source` names where the text came from. */
export function payloadObject(text: string, source: string): JsonRecord | string {
  if (text.trim() === "") return `${source} was empty`;
  const parsed = parseJson(text);
  if (!parsed.ok) return `${source} is not valid JSON`;
  return isRecord(parsed.value) ? parsed.value : "payload is not a JSON object";
}

/** A string with more than white space in it, else undefined. */
export const nonBlank = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

const isTextOrNull = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === "string";

/** Validates a payload's text once, into readonly data; a problem names `source` (stdin, explain's file). */
export function parseStopPayload(text: string, source = "stdin"): PayloadResult {
  const record = payloadObject(text, source);
  if (typeof record === "string") return invalid(record);

  const sessionId = field(record, "session_id");
  if (typeof sessionId !== "string") return invalid("session_id must be a string");
  const turnId = field(record, "turn_id");
  if (turnId !== undefined && typeof turnId !== "string") return invalid("turn_id must be a string");
  const cwd = field(record, "cwd");
  if (typeof cwd !== "string") return invalid("cwd must be a string");
  const model = field(record, "model");
  if (typeof model !== "string") return invalid("model must be a string");
  const permissionMode = field(record, "permission_mode");
  if (typeof permissionMode !== "string") return invalid("permission_mode must be a string");
  const stopHookActive = field(record, "stop_hook_active");
  if (typeof stopHookActive !== "boolean") return invalid("stop_hook_active must be a boolean");
  const event = field(record, "hook_event_name");
  if (event !== "Stop" && event !== "SubagentStop")
    return invalid('hook_event_name must be "Stop" or "SubagentStop"');
  // A key that is there holds a string, null or something wrong: JSON holds no undefined.
  const transcriptPath = field(record, "transcript_path");
  if (!isTextOrNull(transcriptPath)) return invalid("transcript_path must be a string or null");
  const lastAssistantMessage = field(record, "last_assistant_message");
  if (!isTextOrNull(lastAssistantMessage)) return invalid("last_assistant_message must be a string or null");

  const payload: StopPayload = {
    sessionId,
    ...(turnId !== undefined ? { turnId } : {}),
    cwd,
    model,
    permissionMode,
    hookEventName: event,
    stopHookActive,
    ...(transcriptPath !== undefined ? { transcriptPath } : {}),
    ...(lastAssistantMessage !== undefined ? { lastAssistantMessage } : {}),
  };
  return { ok: true, payload };
}
