import {
  type Clamped,
  DEFAULT_MODE,
  MAX_CHAIN_LIMIT,
  type Mode,
  type ModeKey,
  type Settings,
  type SettingsFact,
} from "./settings.js";

/** A registered command's flags: the values it gives (defaults elsewhere) and which it gave itself. */
export interface ModeFlags extends Mode {
  readonly given: readonly ModeKey[];
  /** Set when --max-chain asked for more than MAX_CHAIN_LIMIT (and the ceiling is used). */
  readonly clamped?: Clamped;
}

export type ValueSource = "flag" | "settings" | "default";

/**
 * settings.json changed during the current human prompt (or that cannot be ruled out): it cannot loosen
 * the mode before the next human prompt (see stricter.ts).
 */
export interface PendingSettings {
  /** When settings.json or its folder last changed (ms since the epoch), when known. */
  readonly changedAt?: number;
  /** When the current human prompt began (ms since the epoch), when known. */
  readonly promptStartedAt?: number;
  readonly why: string;
}

export interface EffectiveMode {
  readonly mode: Mode;
  /** Where each value came from. */
  readonly sources: Readonly<Record<ModeKey, ValueSource>>;
  readonly settings: SettingsFact;
  /**
   * Set when settings.json changed during the current human prompt: the mode is the stricter of the
   * flags alone and the flags with the file as it is now, key by key (plain with no usable file now).
   */
  readonly pending?: PendingSettings;
  /** Set when the max-chain used is the ceiling because its source asked for more. */
  readonly clamped?: { readonly maxChain: { readonly asked: number; readonly from: "flag" | "settings" } };
}

/** Whether the max-chain taken from `source` was clamped to the ceiling, and what was asked. */
export function clampedFrom(
  source: ValueSource,
  flags: ModeFlags,
  settings: SettingsFact,
): Pick<EffectiveMode, "clamped"> {
  const asked =
    source === "flag"
      ? flags.clamped?.maxChain
      : source === "settings" && settings.kind === "read"
        ? settings.clamped?.maxChain
        : undefined;
  return asked === undefined || source === "default"
    ? {}
    : { clamped: { maxChain: { asked, from: source } } };
}

function pick<K extends ModeKey>(key: K, flags: ModeFlags, settings: Settings): Sourced<K> {
  if (flags.given.includes(key)) return [flags[key], "flag"];
  const fromFile = settings[key];
  if (fromFile !== undefined) return [fromFile, "settings"];
  return [DEFAULT_MODE[key], "default"];
}

/** A mode key's value and where it came from. */
export type Sourced<K extends ModeKey> = readonly [Mode[K], ValueSource];

/** The mode and the source of each value, from one way of choosing a key's value: every key, once. */
export function modeFrom(
  choose: <K extends ModeKey>(key: K) => Sourced<K>,
): Pick<EffectiveMode, "mode" | "sources"> {
  const [chain, chainFrom] = choose("chain");
  const [maxChain, maxFrom] = choose("maxChain");
  const [patience, patienceFrom] = choose("patience");
  const [stopOnCompaction, stopFrom] = choose("stopOnCompaction");
  const [goalEnd, goalEndFrom] = choose("goalEnd");
  return {
    mode: { chain, maxChain, patience, stopOnCompaction, goalEnd },
    sources: {
      chain: chainFrom,
      maxChain: maxFrom,
      patience: patienceFrom,
      stopOnCompaction: stopFrom,
      goalEnd: goalEndFrom,
    },
  };
}

/** Flags on the registered command win; then a valid settings file; then the defaults. */
export function effectiveMode(flags: ModeFlags, settings: SettingsFact): EffectiveMode {
  const file = settings.kind === "read" ? settings.settings : {};
  const chosen = modeFrom((key) => pick(key, flags, file));
  return {
    ...chosen,
    settings,
    ...clampedFrom(chosen.sources.maxChain, flags, settings),
  };
}

/** The mode the flags give alone (no settings.json), with the settings fact kept for the record. */
export function flagsAlone(flags: ModeFlags, settings: SettingsFact): EffectiveMode {
  return { ...effectiveMode(flags, { kind: "none", path: settings.path }), settings };
}

/** Whether two modes continue alike: outside chain mode the chain limits play no part. */
export function sameMode(a: Mode, b: Mode): boolean {
  if (a.chain !== b.chain || a.goalEnd !== b.goalEnd) return false;
  if (!a.chain) return true;
  return a.maxChain === b.maxChain && a.patience === b.patience && a.stopOnCompaction === b.stopOnCompaction;
}

/** Whether settings.json gives another mode than the flags alone would: only then does its age matter. */
export function settingsChangeMode(flags: ModeFlags, settings: SettingsFact): boolean {
  if (settings.kind !== "read") return false;
  return !sameMode(effectiveMode(flags, settings).mode, flagsAlone(flags, settings).mode);
}

/** One line for a person: the mode settings.json gives a hook registered without flags, and where from. */
export function describeMode(effective: EffectiveMode): string {
  const { mode, sources, settings, clamped } = effective;
  const ceiling =
    clamped === undefined ? "" : `, ${clamped.maxChain.asked} clamped to the ceiling ${MAX_CHAIN_LIMIT}`;
  const value = (key: keyof Mode, text: string) =>
    `${text} (${sources[key]}${key === "maxChain" ? ceiling : ""})`;
  const parts = mode.chain
    ? [
        value("chain", "chain mode"),
        value("maxChain", `max-chain ${mode.maxChain}`),
        value("patience", `patience ${mode.patience}`),
        value("stopOnCompaction", `stop-on-compaction ${mode.stopOnCompaction}`),
      ]
    : [value("chain", "plain mode")];
  if (!mode.goalEnd) parts.push(value("goalEnd", "no goal-end text"));
  const file =
    effective.pending !== undefined
      ? `${settings.path} cannot loosen the mode yet: ${effective.pending.why}`
      : settings.kind === "none"
        ? `no ${settings.path}`
        : settings.kind === "invalid"
          ? `${settings.path} not used: ${settings.why}`
          : settings.path;
  return `${parts.join(", ")}; ${file}`;
}
