import { DEFAULT_MODE, type Mode, type ModeKey, type Settings, type SettingsFact } from "./settings.js";

/** A registered command's flags: the values it gives (defaults elsewhere) and which it gave itself. */
export interface ModeFlags extends Mode {
  readonly given: readonly ModeKey[];
}

export type ValueSource = "flag" | "settings" | "default";

export interface EffectiveMode {
  readonly mode: Mode;
  /** Where each value came from. */
  readonly sources: Readonly<Record<ModeKey, ValueSource>>;
  readonly settings: SettingsFact;
}

function pick<K extends ModeKey>(key: K, flags: ModeFlags, settings: Settings): [Mode[K], ValueSource] {
  if (flags.given.includes(key)) return [flags[key], "flag"];
  const fromFile = settings[key];
  if (fromFile !== undefined) return [fromFile, "settings"];
  return [DEFAULT_MODE[key], "default"];
}

/** Flags on the registered command win; then a valid settings file; then the defaults. */
export function effectiveMode(flags: ModeFlags, settings: SettingsFact): EffectiveMode {
  const file = settings.kind === "read" ? settings.settings : {};
  const [chain, chainFrom] = pick("chain", flags, file);
  const [maxChain, maxFrom] = pick("maxChain", flags, file);
  const [patience, patienceFrom] = pick("patience", flags, file);
  const [stopOnCompaction, stopFrom] = pick("stopOnCompaction", flags, file);
  return {
    mode: { chain, maxChain, patience, stopOnCompaction },
    sources: { chain: chainFrom, maxChain: maxFrom, patience: patienceFrom, stopOnCompaction: stopFrom },
    settings,
  };
}
