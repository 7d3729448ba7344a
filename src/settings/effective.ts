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
  const file =
    settings.kind === "none"
      ? `no ${settings.path}`
      : settings.kind === "invalid"
        ? `${settings.path} not used: ${settings.why}`
        : settings.path;
  return `${parts.join(", ")}; ${file}`;
}
