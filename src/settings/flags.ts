import { parseArgs } from "node:util";
import type { Command } from "commander";
import type { ModeFlags } from "./effective.js";
import {
  atCeiling,
  DEFAULT_MODE,
  isSwitch,
  MAX_CHAIN_LIMIT,
  MODE_KEYS,
  MODE_RANGES,
  type Mode,
  type ModeKey,
  type NumberKey,
  type SwitchKey,
  wholeNumber,
} from "./settings.js";

// The chain flags, one home for all: `hook stop` parses them with node's parseArgs (its bundle never loads
// commander), the other commands through commander, and install writes them back into its command.

export const PLAIN: ModeFlags = { ...DEFAULT_MODE, given: [] };

export type HookOptionsResult =
  | { readonly ok: true; readonly options: ModeFlags }
  | { readonly ok: false; readonly problem: string };

// Records over the mode keys: a new key does not compile until its flag is named and described.
/** Each mode key's flag, without its dashes; a switch's flag turns it away from its default. */
const NAMES: Readonly<Record<ModeKey, string>> = {
  chain: "chain",
  maxChain: "max-chain",
  patience: "patience",
  stopOnCompaction: "stop-on-compaction",
  goalEnd: "no-goal-end",
  maxTokens: "max-tokens",
  maxMinutes: "max-minutes",
};
/** Whether a flag goes only with --chain: all but --no-goal-end do. */
const withChain = (key: ModeKey): boolean => key !== "chain" && key !== "goalEnd";
/** What each flag does, for help (--chain's help is each command's own). Kept out of the hook's bundle. */
const HELP: Readonly<Record<Exclude<ModeKey, "chain">, string>> = {
  maxChain: "the most continuations one human prompt may get",
  patience: "continuations in a row still granted without more boxes checked than before in the prompt",
  stopOnCompaction: "end the chain at any compaction, as plain mode does",
  goalEnd: "under a Codex goal: no goal-end text when the plan is done or the chain stalls",
  maxTokens: "the most tokens (input - cached + output) one human prompt may spend, 0 for no budget",
  maxMinutes: "the most minutes since the human prompt began, 0 for no budget",
};

/** The flags' values keyed as in Mode: a switch as given (or commander's default), a number as text. */
export type FlagValues = { readonly [K in SwitchKey]?: boolean | undefined } & {
  readonly [K in NumberKey]?: string | undefined;
};

/** Whether the values give `key`: a switch away from its default, or any number. */
function gives(values: FlagValues, key: ModeKey): boolean {
  return isSwitch(key) ? values[key] === !DEFAULT_MODE[key] : values[key] !== undefined;
}

/** Flags that go with --chain need it; numbers are whole and in range; max-chain is clamped to the ceiling. */
export function optionsFromValues(values: FlagValues): HookOptionsResult {
  const chainOnly = MODE_KEYS.find((key) => withChain(key) && gives(values, key));
  if (values.chain !== true && chainOnly !== undefined)
    return { ok: false, problem: `--${NAMES[chainOnly]} goes with --chain` };
  const mode: { -readonly [K in ModeKey]: Mode[K] } = { ...DEFAULT_MODE };
  const given: ModeKey[] = [];
  for (const key of MODE_KEYS) {
    if (!gives(values, key)) continue;
    given.push(key);
    if (isSwitch(key)) {
      mode[key] = !DEFAULT_MODE[key];
      continue;
    }
    const value = wholeNumber(key, values[key]);
    if (typeof value === "string")
      return { ok: false, problem: `--${NAMES[key]} takes ${value}, not ${JSON.stringify(values[key])}` };
    mode[key] = value;
  }
  const { value, clamped } = atCeiling(mode.maxChain);
  mode.maxChain = value;
  return { ok: true, options: { ...mode, given, ...(clamped !== undefined ? { clamped } : {}) } };
}

/** A number flag's range and default for help: max-chain has no top, only the ceiling it is used as. */
function rangeHelp(key: NumberKey): string {
  const { min, max } = MODE_RANGES[key];
  return Number.isFinite(max)
    ? `${min} to ${max}, default ${DEFAULT_MODE[key]}`
    : `${min} or more, above ${MAX_CHAIN_LIMIT} used as ${MAX_CHAIN_LIMIT}; default ${DEFAULT_MODE[key]}`;
}

/** The flags after `hook stop`, as registered in hooks.json. */
export function parseHookOptions(args: readonly string[]): HookOptionsResult {
  // A plain registration passes no flags: parseArgs (a module of its own to load) is not needed then.
  if (args.length === 0) return { ok: true, options: PLAIN };
  let parsed: ReturnType<typeof parseArgs>["values"];
  // Each flag by name, a switch as boolean, a number as string.
  const options = Object.fromEntries(
    MODE_KEYS.map((key) => [NAMES[key], { type: isSwitch(key) ? "boolean" : "string" } as const]),
  );
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : "unreadable arguments" };
  }
  const values: { -readonly [K in keyof FlagValues]: FlagValues[K] } = {};
  for (const key of MODE_KEYS) {
    const value = parsed[NAMES[key]];
    if (isSwitch(key)) values[key] = value === true ? !DEFAULT_MODE[key] : undefined;
    else values[key] = typeof value === "string" ? value : undefined;
  }
  return optionsFromValues(values);
}

/** Adds the chain flags to a commander command, `chain` saying what --chain means there. */
export function addChainOptions<C extends Command>(command: C, chain: string): C {
  for (const key of MODE_KEYS) {
    const help = key === "chain" ? chain : `${withChain(key) ? "with --chain: " : ""}${HELP[key]}`;
    if (isSwitch(key)) command.option(`--${NAMES[key]}`, help);
    else command.option(`--${NAMES[key]} <n>`, `${help} (${rangeHelp(key)})`);
  }
  return command;
}

/** The flags as written into a registered command: none that goes with --chain without it, none at its default. */
export function hookFlags(options: Partial<Mode>): string {
  return MODE_KEYS.map((key) => {
    if (withChain(key) && options.chain !== true) return "";
    const value = options[key] ?? DEFAULT_MODE[key];
    return value === DEFAULT_MODE[key] ? "" : ` --${NAMES[key]}${isSwitch(key) ? "" : ` ${value}`}`;
  }).join("");
}
