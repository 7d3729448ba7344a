import { field, isRecord, parseJson } from "../json/guards.js";

/** The values that decide how the Stop hook continues; each comes from a flag, settings.json or a default. */
export type Mode = Readonly<typeof DEFAULTS>;

export type ModeKey = keyof Mode;

// Widened by TypeScript (boolean, number), so the defaults state the keys and their types once.
// What each number and --stop-on-compaction do is said once, in their flags' help (flags.ts).
const DEFAULTS = {
  /** Continue past the first continuation of a human prompt while the plan makes progress. */
  chain: false,
  maxChain: 20,
  patience: 1,
  stopOnCompaction: false,
  /** Under a Codex goal: one short text when the plan is finished or the chain stalls, so the model ends the goal. */
  goalEnd: true,
  maxTokens: 0,
  maxMinutes: 0,
};
export const DEFAULT_MODE: Mode = DEFAULTS;
/** The mode's keys in DEFAULT_MODE's order, the order flags are written and files checked in. */
export const MODE_KEYS: readonly ModeKey[] = Object.keys(DEFAULT_MODE).filter((key): key is ModeKey =>
  Object.hasOwn(DEFAULT_MODE, key),
);

/** A project's `.omo/ulw-execute/settings.json`: chain mode for a plugin, whose command has no flags. */
export type Settings = Partial<Mode>;

/** A value asked for above its ceiling, and used as the ceiling: `maxChain` holds what was asked. */
export interface Clamped {
  readonly maxChain: number;
}

/** A settings text, parsed: `clamped` when its maxChain was above MAX_CHAIN_LIMIT (and is used as it). */
type ParsedSettings =
  | { readonly kind: "read"; readonly settings: Settings; readonly clamped?: Clamped }
  /** There, but unusable: the hook then goes by its flags alone, and explain says why. */
  | { readonly kind: "invalid"; readonly why: string };

export type SettingsFact =
  | { readonly kind: "none"; readonly path: string }
  | (ParsedSettings & { readonly path: string });

/** The most bytes a settings file may have: a few keys need a few dozen. */
export const SETTINGS_CAP_BYTES = 64 * 1024;
// The most continuations one human prompt may ever get. A larger number is used as the ceiling (clamped),
// so a registration from before the ceiling keeps working.
export const MAX_CHAIN_LIMIT = 100;

/** A max-chain as asked for (a whole number from 1): the value used, and the asked one when clamped. */
export function atCeiling(asked: number): { readonly value: number; readonly clamped?: Clamped } {
  return asked > MAX_CHAIN_LIMIT
    ? { value: MAX_CHAIN_LIMIT, clamped: { maxChain: asked } }
    : { value: asked };
}
export const PATIENCE_LIMIT = 10;

/** The whole numbers each numeric key takes; max-chain has no top, only the ceiling (atCeiling). */
export const MODE_RANGES = {
  maxChain: { min: 1, max: Number.POSITIVE_INFINITY },
  patience: { min: 0, max: PATIENCE_LIMIT },
  maxTokens: { min: 0, max: 1_000_000_000 },
  maxMinutes: { min: 0, max: 7 * 24 * 60 },
} as const satisfies Readonly<Record<string, { readonly min: number; readonly max: number }>>;

/** The mode keys set by a flag without a value (`--chain`), and those set by a whole number. */
export type SwitchKey = { [K in ModeKey]: Mode[K] extends boolean ? K : never }[ModeKey];
export type NumberKey = Exclude<ModeKey, SwitchKey>;

export function isSwitch(key: ModeKey): key is SwitchKey {
  return typeof DEFAULT_MODE[key] === "boolean";
}

const WHOLE = /^[0-9]+$/;

// A number key's value, whole and in its range, from a flag's text or a JSON number; else what the key
// takes, in words (max-chain's range has no top, only the ceiling it is clamped to).
export function wholeNumber(key: NumberKey, value: unknown): number | string {
  const { min, max } = MODE_RANGES[key];
  const number = typeof value === "string" ? (WHOLE.test(value) ? Number(value) : Number.NaN) : value;
  if (typeof number === "number" && Number.isInteger(number) && number >= min && number <= max) return number;
  return Number.isFinite(max)
    ? `a whole number from ${min} to ${max}`
    : `a whole number from ${min} (above ${MAX_CHAIN_LIMIT} is used as ${MAX_CHAIN_LIMIT})`;
}

/** Parses a settings file's text: a JSON object with only the known keys, each of its type and range. */
export function parseSettings(text: string): ParsedSettings {
  const invalid = (why: string): ParsedSettings => ({ kind: "invalid", why });
  const parsed = parseJson(text);
  if (!parsed.ok) return invalid("is not valid JSON");
  if (!isRecord(parsed.value)) return invalid("is not a JSON object");
  const known: readonly string[] = MODE_KEYS;
  const unknown = Object.keys(parsed.value).find((key) => !known.includes(key));
  if (unknown !== undefined)
    return invalid(`has an unknown key ${JSON.stringify(unknown)} (known: ${known.join(", ")})`);
  const settings: { -readonly [K in ModeKey]?: Mode[K] } = {};
  for (const key of MODE_KEYS) {
    const value = field(parsed.value, key);
    if (value === undefined) continue;
    const shown = JSON.stringify(value);
    if (isSwitch(key)) {
      if (typeof value !== "boolean") return invalid(`"${key}" must be true or false, not ${shown}`);
      settings[key] = value;
      continue;
    }
    const number = wholeNumber(key, typeof value === "number" ? value : undefined);
    if (typeof number === "string") return invalid(`"${key}" must be ${number}, not ${shown}`);
    settings[key] = number;
  }
  const ceiling = settings.maxChain === undefined ? undefined : atCeiling(settings.maxChain);
  if (ceiling !== undefined) settings.maxChain = ceiling.value;
  return { kind: "read", settings, ...(ceiling?.clamped !== undefined ? { clamped: ceiling.clamped } : {}) };
}
