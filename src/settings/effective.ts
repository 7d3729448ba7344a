import { DEFAULT_MODE, type Mode, type ModeKey, type Settings, type SettingsFact } from "./settings.js";

/** A registered command's flags: the values it gives (defaults elsewhere) and which it gave itself. */
export interface ModeFlags extends Mode {
  readonly given: readonly ModeKey[];
}

export type ValueSource = "flag" | "settings" | "default";

/** settings.json changed during the current human prompt (or that cannot be ruled out): not used yet. */
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
  /** Set when settings.json would change the mode but waits for the next human prompt: flags alone decide. */
  readonly pending?: PendingSettings;
}

function pick<K extends ModeKey>(key: K, flags: ModeFlags, settings: Settings): [Mode[K], ValueSource] {
  if (flags.given.includes(key)) return [flags[key], "flag"];
  const fromFile = settings[key];
  if (fromFile !== undefined) return [fromFile, "settings"];
  return [DEFAULT_MODE[key], "default"];
}

/**
 * Flags on the registered command win; then a valid settings file; then the defaults. With `pending`,
 * the file is shown but not used.
 */
export function effectiveMode(
  flags: ModeFlags,
  settings: SettingsFact,
  pending?: PendingSettings,
): EffectiveMode {
  const file = settings.kind === "read" && pending === undefined ? settings.settings : {};
  const [chain, chainFrom] = pick("chain", flags, file);
  const [maxChain, maxFrom] = pick("maxChain", flags, file);
  const [patience, patienceFrom] = pick("patience", flags, file);
  const [stopOnCompaction, stopFrom] = pick("stopOnCompaction", flags, file);
  const [goalEnd, goalEndFrom] = pick("goalEnd", flags, file);
  return {
    mode: { chain, maxChain, patience, stopOnCompaction, goalEnd },
    sources: {
      chain: chainFrom,
      maxChain: maxFrom,
      patience: patienceFrom,
      stopOnCompaction: stopFrom,
      goalEnd: goalEndFrom,
    },
    settings,
    ...(pending !== undefined ? { pending } : {}),
  };
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
  return !sameMode(
    effectiveMode(flags, settings).mode,
    effectiveMode(flags, { kind: "none", path: settings.path }).mode,
  );
}

/** One line for a person: the mode settings.json gives a hook registered without flags, and where from. */
export function describeMode(effective: EffectiveMode): string {
  const { mode, sources, settings } = effective;
  const value = (key: keyof Mode, text: string) => `${text} (${sources[key]})`;
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
      ? `${settings.path} not used yet: ${effective.pending.why}`
      : settings.kind === "none"
        ? `no ${settings.path}`
        : settings.kind === "invalid"
          ? `${settings.path} not used: ${settings.why}`
          : settings.path;
  return `${parts.join(", ")}; ${file}`;
}
