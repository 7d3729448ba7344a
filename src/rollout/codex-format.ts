import { field, isRecord, type JsonRecord } from "../json/guards.js";
import { type TokensRecord, tokensRecord } from "./token-usage.js";

// What this product knows about Codex's rollout file (the transcript): one JSON object per line, as
// @openai/codex 0.171.0 writes it (real lines in test/fixtures/rollouts/); every other module asks this one.

/** A classified line, with when Codex wrote it (ms since the epoch) where the line says. */
export type RolloutRecord = Classified & { readonly at?: number };

type Classified =
  /** Codex compacted the context: `compacted`, a ContextCompaction item, a context_compacted event. */
  | { readonly kind: "compaction"; readonly shape: string }
  /** One of Codex's own error or warning events. */
  | { readonly kind: "codex-error"; readonly event: string }
  /** Where a person acted (a typed prompt, a goal set or edited), so where a human prompt starts. */
  | {
      readonly kind: "user-prompt";
      readonly via: "typed" | "goal";
      readonly turnId?: string;
      /** What the person typed, when the record holds it. */
      readonly text?: string;
    }
  /** Context a UserPromptSubmit hook added for the model: a developer message only a hook can write. */
  | { readonly kind: "hook-context"; readonly text: string }
  /** Stop hooks' block reasons fed back to the model: `parts` one per hook (Codex joins them in one text). */
  | { readonly kind: "hook-prompt"; readonly parts: readonly string[]; readonly turnId?: string }
  /** A turn begins; `trigger` is how Codex started it ("goal" for a goal continuation), from 0.164 on. */
  | { readonly kind: "turn-start"; readonly trigger?: string; readonly turnId?: string }
  /** A thread goal's state as Codex recorded it (`thread_goal_updated`): "active" while it runs. */
  | { readonly kind: "goal-update"; readonly status?: string }
  | TokensRecord
  /** A turn ended (`task_complete`), with the model's last message when recorded. */
  | { readonly kind: "turn-end"; readonly message?: string }
  /** What the model reads or writes: messages, tool calls and outputs, instructions, their echoes. */
  | { readonly kind: "content" }
  /** Not a rollout record this module knows: plain text, bare JSON, a type of a later Codex. */
  | { readonly kind: "other" };

const ERROR_EVENTS = ["error", "warning", "stream_error"];
/** Events that echo the conversation or report progress; any other event counts like a line of plain text. */
const CONTENT_EVENTS = [
  "item_started",
  "agent_message",
  "agent_message_delta",
  "agent_reasoning",
  "agent_reasoning_delta",
  "agent_reasoning_raw_content",
  "agent_reasoning_section_break",
  "turn_aborted",
  "exec_command_begin",
  "exec_command_end",
  "exec_command_output_delta",
  "patch_apply_begin",
  "patch_apply_end",
  "mcp_tool_call_begin",
  "mcp_tool_call_end",
  "web_search_begin",
  "web_search_end",
  "view_image_tool_call",
  "thread_settings_applied",
  "turn_diff",
  "plan_update",
];
const CONTENT_TYPES = ["response_item", "session_meta", "turn_context", "world_state"];

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function turnOf(record: JsonRecord): { turnId?: string } {
  const turnId = field(record, "turn_id");
  return typeof turnId === "string" ? { turnId } : {};
}

/** Who wrote a user-role message; before 0.164 there is no provenance metadata: the text's start tells. */
function messageOrigin(body: string, meta?: JsonRecord): "user" | "goal" | "hook" | "harness" {
  if (hasKind(meta, "user.goal")) return "goal";
  const items = meta === undefined ? [] : list(field(meta, "content_item_metadata"));
  for (const item of items) {
    const provenance = isRecord(item) ? field(item, "provenance") : undefined;
    if (!isRecord(provenance)) continue;
    if (field(provenance, "type") === "user") return "user";
    if (field(provenance, "hook") === true) return "hook";
    return "harness";
  }
  // Without metadata: harness context and hook prompts are wrapped in a tag; a person's text is not.
  if (body.startsWith("<hook_prompt")) return "hook";
  return body.startsWith("<") ? "harness" : "user";
}

/** The texts of a message's content items, or of an item's fragments. */
function texts(items: unknown): string[] {
  // Pushed, not .map()ped: the chain read's optimised code met .map()'s arrays under a second map
  // mid-file and was thrown away and compiled again (bench case 6, ~35 M instructions).
  const found: string[] = [];
  for (const part of list(items)) found.push(isRecord(part) ? text(field(part, "text")) : "");
  return found;
}

/** Whether a message's metadata (Codex 0.164 on) names `kind` among its content's kinds. */
function hasKind(meta: JsonRecord | undefined, kind: string): boolean {
  return meta !== undefined && list(field(meta, "content_item_kinds")).includes(kind);
}

function responseItem(payload: JsonRecord): RolloutRecord {
  const type = field(payload, "type");
  if (type === "compaction" || type === "compaction_summary")
    return { kind: "compaction", shape: String(type) };
  if (type !== "message") return { kind: "content" };
  const role = field(payload, "role");
  const metadata = field(payload, "internal_chat_message_metadata_passthrough");
  const meta = isRecord(metadata) ? metadata : undefined;
  const parts = texts(field(payload, "content"));
  // A developer message is hook context only with the metadata that says so.
  if (role === "developer" && hasKind(meta, "hooks.additional_context"))
    return { kind: "hook-context", text: parts.join("") };
  if (role !== "user") return { kind: "content" };
  const turn = meta === undefined ? {} : turnOf(meta);
  const origin = messageOrigin(parts[0] ?? "", meta);
  if (origin === "user" || origin === "goal")
    return { kind: "user-prompt", via: origin === "goal" ? "goal" : "typed", ...turn, text: parts.join("") };
  if (origin === "harness") return { kind: "content" };
  return { kind: "hook-prompt", parts, ...turn };
}

function completedItem(payload: JsonRecord): RolloutRecord {
  const item = field(payload, "item");
  const type = isRecord(item) ? field(item, "type") : undefined;
  if (type === "ContextCompaction") return { kind: "compaction", shape: "ContextCompaction item" };
  if (type === "UserMessage" && isRecord(item))
    return {
      kind: "user-prompt",
      via: "typed",
      ...turnOf(payload),
      text: texts(field(item, "content")).join(""),
    };
  if (type === "HookPrompt" && isRecord(item))
    return { kind: "hook-prompt", parts: texts(field(item, "fragments")), ...turnOf(payload) };
  return { kind: "content" };
}

function eventMessage(payload: JsonRecord): RolloutRecord {
  const type = text(field(payload, "type"));
  if (type === "token_count") {
    const info = field(payload, "info");
    const usage = isRecord(info)
      ? tokensRecord("token_count", field(info, "total_token_usage"), field(info, "last_token_usage"))
      : undefined;
    return usage ?? { kind: "content" };
  }
  if (type === "item_completed") return completedItem(payload);
  if (type === "task_complete") {
    const message = field(payload, "last_agent_message");
    return { kind: "turn-end", ...(typeof message === "string" ? { message } : {}) };
  }
  if (type === "context_compacted") return { kind: "compaction", shape: "context_compacted event" };
  if (type === "thread_goal_updated") {
    const goal = field(payload, "goal");
    const status = isRecord(goal) ? field(goal, "status") : undefined;
    return { kind: "goal-update", ...(typeof status === "string" && status !== "" ? { status } : {}) };
  }
  if (type === "task_started") {
    const attribution = field(payload, "turn_attribution");
    const trigger = isRecord(attribution) ? field(attribution, "turn_trigger") : undefined;
    return { kind: "turn-start", ...(typeof trigger === "string" ? { trigger } : {}), ...turnOf(payload) };
  }
  // Codex before 0.164 marks a typed prompt with this event (later ones with provenance metadata).
  if (type === "user_message")
    return { kind: "user-prompt", via: "typed", text: text(field(payload, "message")) };
  if (ERROR_EVENTS.includes(type)) return { kind: "codex-error", event: type };
  return CONTENT_EVENTS.includes(type) ? { kind: "content" } : { kind: "other" };
}

/** An ISO 8601 date-time with a zone, as Codex writes `timestamp` ("2026-11-30T10:39:54.964Z"). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function timeOf(record: JsonRecord): { at?: number } {
  const stamp = field(record, "timestamp");
  if (typeof stamp !== "string" || !ISO_TIME.test(stamp)) return {};
  const at = Date.parse(stamp);
  return Number.isFinite(at) ? { at } : {};
}

/** Classifies one rollout line, with the line's time. Anything that is not a JSON object is `other`. */
export function classifyRolloutLine(line: string): RolloutRecord {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: "other" };
  }
  if (!isRecord(value)) return { kind: "other" };
  const type = field(value, "type");
  const payload = field(value, "payload");
  if (type === "compacted") return { kind: "compaction", shape: "compacted record" };
  if (typeof type !== "string" || !isRecord(payload)) return { kind: "other" };
  const record =
    type === "token_usage_record"
      ? (tokensRecord(type, field(payload, "thread_token_usage"), field(payload, "usage")) ?? {
          kind: "content",
        })
      : type === "response_item"
        ? responseItem(payload)
        : type === "event_msg"
          ? eventMessage(payload)
          : undefined;
  if (record !== undefined) return { ...record, ...timeOf(value) };
  return CONTENT_TYPES.includes(type) ? { kind: "content" } : { kind: "other" };
}

/** Byte patterns (ASCII) that a line must contain to be one of the records above. */
// As Codex writes them (compact JSON); inside a JSON string the quotes would be escaped.
export const COMPACTION_HINTS = [
  '"type":"compacted"',
  '"type":"ContextCompaction"',
  '"type":"context_compacted"',
  '"type":"compaction"',
  '"type":"compaction_summary"',
];
export const TURN_END_HINT = '"type":"task_complete"';
export const PROMPT_HINTS = ['"role":"user"', '"UserMessage"', '"HookPrompt"', '"type":"user_message"'];
/** What else a chain read looks at: tokens spent, a turn's start, a goal's update, a prompt hook's context. */
export const CHAIN_HINTS = [
  '"type":"token_usage_record"',
  '"type":"token_count"',
  '"type":"task_started"',
  '"type":"thread_goal_updated"',
  '"hooks.additional_context"',
];
