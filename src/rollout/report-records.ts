import { field, isRecord, type JsonRecord, parseJson } from "../json/guards.js";
import { timeOf } from "./codex-format.js";

// The records only `report` reads, beside the hook's own (codex-format.ts): the session's first line,
// what each model response cost, and where a turn ended.

/** A rollout's first line (`session_meta`): which session, started in which folder. */
export interface SessionMeta {
  readonly id: string;
  readonly cwd: string;
}

export type SpendRecord =
  /**
   * The thread's running total after a model response, as Codex's goals count it (input − cached +
   * output), from `token_usage_record`, or the `token_count` event on releases without it.
   */
  | { readonly kind: "tokens"; readonly source: TokenSource; readonly spent: number; readonly at?: number }
  /** A turn ended (`task_complete`), with the model's last message when recorded. */
  | { readonly kind: "turn-end"; readonly message?: string; readonly at?: number };

/** The records token totals come from, by the name Codex gives them. */
export type TokenSource = "token_usage_record" | "token_count";

/** What a line must hold to be a SpendRecord; inside a JSON string the quotes would be escaped. */
export const SPEND_HINTS = ['"type":"token_usage_record"', '"type":"token_count"', '"type":"task_complete"'];

function lineRecord(line: string): JsonRecord | undefined {
  const parsed = parseJson(line);
  return parsed.ok && isRecord(parsed.value) ? parsed.value : undefined;
}

export function readSessionMeta(line: string): SessionMeta | undefined {
  const record = lineRecord(line);
  const payload = record === undefined ? undefined : field(record, "payload");
  if (record === undefined || field(record, "type") !== "session_meta" || !isRecord(payload))
    return undefined;
  const id = field(payload, "id");
  const cwd = field(payload, "cwd");
  return typeof id === "string" && typeof cwd === "string" ? { id, cwd } : undefined;
}

const count = (usage: JsonRecord, key: string): number => {
  const value = field(usage, key);
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : Number.NaN;
};

function goalTokens(usage: unknown): number | undefined {
  if (!isRecord(usage)) return undefined;
  const spent =
    count(usage, "input_tokens") - count(usage, "cached_input_tokens") + count(usage, "output_tokens");
  return Number.isNaN(spent) ? undefined : spent;
}

export function readSpendRecord(line: string): SpendRecord | undefined {
  const record = lineRecord(line);
  const payload = record === undefined ? undefined : field(record, "payload");
  if (record === undefined || !isRecord(payload)) return undefined;
  const type = field(record, "type");
  const event = type === "event_msg" ? field(payload, "type") : type;
  const info = field(payload, "info");
  const usage =
    event === "token_usage_record"
      ? field(payload, "thread_token_usage")
      : event === "token_count" && isRecord(info)
        ? field(info, "total_token_usage")
        : undefined;
  const spent = goalTokens(usage);
  const at = timeOf(record);
  if (spent !== undefined)
    return { kind: "tokens", source: event === "token_count" ? event : "token_usage_record", spent, ...at };
  if (event !== "task_complete") return undefined;
  const message = field(payload, "last_agent_message");
  return { kind: "turn-end", ...(typeof message === "string" ? { message } : {}), ...at };
}
