import { parseArgs } from "node:util";

export interface HookOptions {
  /** Continue past the first continuation of a prompt while the plan makes progress (see chain/). */
  readonly chain: boolean;
  readonly maxChain: number;
}

/** The most continuations one user prompt may get in chain mode, unless --max-chain says otherwise. */
export const DEFAULT_MAX_CHAIN = 20;
export const PLAIN: HookOptions = { chain: false, maxChain: DEFAULT_MAX_CHAIN };
export const MAX_CHAIN_LIMIT = 1000;

export type HookOptionsResult =
  | { readonly ok: true; readonly options: HookOptions }
  | { readonly ok: false; readonly problem: string };

/** A whole number from 1 to MAX_CHAIN_LIMIT, or a problem. */
export function parseMaxChain(text: string): { ok: true; value: number } | { ok: false; problem: string } {
  const value = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(value) && value >= 1 && value <= MAX_CHAIN_LIMIT) return { ok: true, value };
  return {
    ok: false,
    problem: `--max-chain takes a whole number from 1 to ${MAX_CHAIN_LIMIT}, not ${JSON.stringify(text)}`,
  };
}

/** The flags after `hook stop`, as registered in hooks.json: `--chain`, `--max-chain <n>`. */
export function parseHookOptions(args: readonly string[]): HookOptionsResult {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { chain: { type: "boolean" }; "max-chain": { type: "string" } } }>
  >;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { chain: { type: "boolean" }, "max-chain": { type: "string" } },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : "unreadable arguments" };
  }
  const chain = parsed.values.chain === true;
  const max = parsed.values["max-chain"];
  if (max === undefined) return { ok: true, options: { chain, maxChain: DEFAULT_MAX_CHAIN } };
  if (!chain) return { ok: false, problem: "--max-chain goes with --chain" };
  const maxChain = parseMaxChain(max);
  return maxChain.ok ? { ok: true, options: { chain, maxChain: maxChain.value } } : maxChain;
}
