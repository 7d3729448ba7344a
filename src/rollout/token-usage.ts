import { field, isRecord } from "../json/guards.js";

/**
 * Tokens the thread has spent (`total`) and the response just made (`last`), counted as Codex's goals
 * count them: input minus cached input plus output. From a `token_usage_record` (0.171), or before it
 * a `token_count` event.
 */
export interface TokensRecord {
  readonly kind: "tokens";
  readonly from: "record" | "event";
  readonly total: number;
  readonly last: number;
}

/** A usage object's tokens as a goal's budget counts them; undefined unless it is one. */
function spent(usage: unknown): number | undefined {
  if (!isRecord(usage)) return undefined;
  const [input, cached, output] = ["input_tokens", "cached_input_tokens", "output_tokens"].map((key) =>
    field(usage, key),
  );
  if (typeof input !== "number" || typeof output !== "number") return undefined;
  return input - (typeof cached === "number" ? cached : 0) + output;
}

/** The record for a thread's and a response's usage; undefined where either is not one. */
export function tokensRecord(
  from: TokensRecord["from"],
  thread: unknown,
  response: unknown,
): TokensRecord | undefined {
  const total = spent(thread);
  const last = spent(response);
  return total === undefined || last === undefined ? undefined : { kind: "tokens", from, total, last };
}
