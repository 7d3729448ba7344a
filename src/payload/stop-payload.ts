import { field, hasField, isRecord, type JsonRecord, parseJson } from "../json/guards.js";

export type HookEventName = "Stop" | "SubagentStop";

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
  readonly hookEventName: HookEventName;
  readonly stopHookActive: boolean;
  readonly transcriptPath?: string | null;
  readonly lastAssistantMessage?: string | null;
}

export type PayloadResult =
  | { readonly ok: true; readonly payload: StopPayload }
  | { readonly ok: false; readonly problem: string };

function invalid(problem: string): PayloadResult {
  return { ok: false, problem };
}

/** Reads an optional "string or null" key; returns a problem text when the value has another type. */
function optionalText(record: JsonRecord, key: string): { value?: string | null; problem?: string } {
  if (!hasField(record, key)) return {};
  const value = field(record, key);
  if (value === null || typeof value === "string") return { value };
  return { problem: `${key} must be a string or null` };
}

/**
 * Validates a payload's text once; everything after this works with typed, readonly data. `source`
 * names where the text came from in the problem ("stdin", or the file explain was given).
 */
export function parseStopPayload(text: string, source = "stdin"): PayloadResult {
  if (text.trim() === "") return invalid(`${source} was empty`);
  const parsed = parseJson(text);
  if (!parsed.ok) return invalid(`${source} is not valid JSON`);
  const record = parsed.value;
  if (!isRecord(record)) return invalid("payload is not a JSON object");

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
  if (event !== "Stop" && event !== "SubagentStop") {
    return invalid('hook_event_name must be "Stop" or "SubagentStop"');
  }
  const transcript = optionalText(record, "transcript_path");
  if (transcript.problem !== undefined) return invalid(transcript.problem);
  const message = optionalText(record, "last_assistant_message");
  if (message.problem !== undefined) return invalid(message.problem);

  const payload: StopPayload = {
    sessionId,
    ...(turnId !== undefined ? { turnId } : {}),
    cwd,
    model,
    permissionMode,
    hookEventName: event,
    stopHookActive,
    ...(transcript.value !== undefined ? { transcriptPath: transcript.value } : {}),
    ...(message.value !== undefined ? { lastAssistantMessage: message.value } : {}),
  };
  return { ok: true, payload };
}
