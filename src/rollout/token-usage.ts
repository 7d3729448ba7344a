import { field, isRecord } from "../json/guards.js";

/** Tokens the thread (`total`) and the last response spent as goals count them: input − cached + output. */
export interface TokensRecord {
  readonly kind: "tokens";
  readonly source: "token_usage_record" | "token_count";
  readonly total: number;
  readonly last: number;
}

const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;

/** A usage object's tokens as a goal's budget counts them; undefined unless it is one. */
function spent(usage: unknown): number | undefined {
  if (!isRecord(usage)) return undefined;
  const input = count(field(usage, "input_tokens"));
  const cached =
    field(usage, "cached_input_tokens") === undefined ? 0 : count(field(usage, "cached_input_tokens"));
  const output = count(field(usage, "output_tokens"));
  return input === undefined || cached === undefined || output === undefined
    ? undefined
    : input - cached + output;
}

export function tokensRecord(
  source: TokensRecord["source"],
  thread: unknown,
  response: unknown,
): TokensRecord | undefined {
  const total = spent(thread);
  const last = spent(response);
  return total === undefined || last === undefined ? undefined : { kind: "tokens", source, total, last };
}
