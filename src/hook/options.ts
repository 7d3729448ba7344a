import { parseArgs } from "node:util";
import type { ModeFlags } from "../settings/effective.js";
import {
  atCeiling,
  DEFAULT_MODE,
  MAX_CHAIN_LIMIT,
  PATIENCE_LIMIT,
  rangeText,
  wholeIn,
} from "../settings/settings.js";

/** The flags of a registered `hook stop` command; what they leave out may come from settings.json. */
export type HookOptions = ModeFlags;

/** The most continuations one human prompt may get in chain mode, unless --max-chain says otherwise. */
export const DEFAULT_MAX_CHAIN = DEFAULT_MODE.maxChain;
export const PLAIN: HookOptions = { ...DEFAULT_MODE, given: [] };
export { MAX_CHAIN_LIMIT };

export type HookOptionsResult =
  | { readonly ok: true; readonly options: HookOptions }
  | { readonly ok: false; readonly problem: string };

type Whole = { ok: true; value: number } | { ok: false; problem: string };

function whole(flag: string, text: string, min: number, max: number): Whole {
  const value = wholeIn(text, min, max);
  if (value !== undefined) return { ok: true, value };
  return {
    ok: false,
    problem: `${flag} takes a whole number ${rangeText(min, max)}, not ${JSON.stringify(text)}`,
  };
}

/** A whole number from 1, or a problem; above MAX_CHAIN_LIMIT it is clamped by the caller (atCeiling). */
export function parseMaxChain(text: string): Whole {
  return whole("--max-chain", text, 1, Number.POSITIVE_INFINITY);
}

const FLAGS = {
  chain: { type: "boolean" },
  "max-chain": { type: "string" },
  patience: { type: "string" },
  "stop-on-compaction": { type: "boolean" },
  "no-goal-end": { type: "boolean" },
} as const;

/**
 * The flags after `hook stop`, as registered in hooks.json: `--chain`, and with it `--max-chain <n>`,
 * `--patience <n>`, `--stop-on-compaction`; in either mode `--no-goal-end` (no goal-end text under a
 * Codex goal).
 */
export function parseHookOptions(args: readonly string[]): HookOptionsResult {
  let values: ReturnType<typeof parseArgs<{ options: typeof FLAGS }>>["values"];
  try {
    values = parseArgs({ args: [...args], options: FLAGS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : "unreadable arguments" };
  }
  const chain = values.chain === true;
  const chainOnly = (["max-chain", "patience", "stop-on-compaction"] as const).find(
    (flag) => values[flag] !== undefined,
  );
  if (!chain && chainOnly !== undefined) return { ok: false, problem: `--${chainOnly} goes with --chain` };
  let options: HookOptions = chain ? { ...PLAIN, chain, given: ["chain"] } : PLAIN;
  const max = values["max-chain"];
  if (max !== undefined) {
    const parsed = parseMaxChain(max);
    if (!parsed.ok) return parsed;
    const { value, clamped } = atCeiling(parsed.value);
    options = {
      ...options,
      maxChain: value,
      given: [...options.given, "maxChain"],
      ...(clamped !== undefined ? { clamped } : {}),
    };
  }
  const patience = values.patience;
  if (patience !== undefined) {
    const parsed = whole("--patience", patience, 0, PATIENCE_LIMIT);
    if (!parsed.ok) return parsed;
    options = { ...options, patience: parsed.value, given: [...options.given, "patience"] };
  }
  if (values["stop-on-compaction"] === true)
    options = { ...options, stopOnCompaction: true, given: [...options.given, "stopOnCompaction"] };
  if (values["no-goal-end"] === true)
    options = { ...options, goalEnd: false, given: [...options.given, "goalEnd"] };
  return { ok: true, options };
}
