import {
  type Clamped,
  DEFAULT_MODE,
  MAX_CHAIN_LIMIT,
  type Mode,
  type ModeKey,
  type SettingsFact,
} from "./settings.js";

/** A registered command's flags: the values it gives (defaults elsewhere) and which it gave itself. */
export interface ModeFlags extends Mode {
  readonly given: readonly ModeKey[];
  /** Set when --max-chain asked for more than MAX_CHAIN_LIMIT (and the ceiling is used). */
  readonly clamped?: Clamped;
}

export type ValueSource = "flag" | "settings" | "default";

/** settings.json as the prompt began (its stamp), or `unstamped`: what it said then is unknown. */
export type SettingsUse =
  | SettingsFact
  | { readonly kind: "unstamped"; readonly path: string; readonly why: string };

// Flags win, then a valid settings file, then the defaults. Settings whose start is unknown give the
// strictest mode whatever the flags say: plain, without goal-end texts.
export function effectiveMode(flags: ModeFlags, settings: SettingsUse) {
  const file = settings.kind === "read" ? settings.settings : {};
  const mode: { -readonly [K in ModeKey]: Mode[K] } = { ...DEFAULT_MODE };
  const unknown = settings.kind === "unstamped";
  const pick = <K extends ModeKey>(key: K): ValueSource => {
    if (unknown && (key === "chain" || key === "goalEnd")) return "default";
    const fromFile = file[key];
    if (flags.given.includes(key)) mode[key] = flags[key];
    else if (fromFile !== undefined) mode[key] = fromFile;
    return flags.given.includes(key) ? "flag" : fromFile !== undefined ? "settings" : "default";
  };
  const sources = {
    chain: pick("chain"),
    maxChain: pick("maxChain"),
    patience: pick("patience"),
    stopOnCompaction: pick("stopOnCompaction"),
    goalEnd: pick("goalEnd"),
    maxTokens: pick("maxTokens"),
    maxMinutes: pick("maxMinutes"),
  };
  // What the file said is unknown: it may have turned goal-end texts off.
  if (unknown) [mode.chain, mode.goalEnd] = [false, false];
  const from = sources.maxChain;
  // A source that did not give max-chain has nothing clamped.
  const asker = from === "flag" ? flags : settings.kind === "read" ? settings : undefined;
  const asked = asker?.clamped?.maxChain;
  const clamped = asked === undefined || from === "default" ? {} : { clamped: { maxChain: { asked, from } } };
  return { mode, sources, settings, ...clamped };
}

export type EffectiveMode = ReturnType<typeof effectiveMode>;

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
        ...(mode.maxTokens > 0 ? [value("maxTokens", `max-tokens ${mode.maxTokens}`)] : []),
        ...(mode.maxMinutes > 0 ? [value("maxMinutes", `max-minutes ${mode.maxMinutes}`)] : []),
      ]
    : [value("chain", "plain mode")];
  if (!mode.goalEnd) parts.push(value("goalEnd", "no goal-end text"));
  const file =
    settings.kind === "none"
      ? `no ${settings.path}`
      : settings.kind === "read"
        ? settings.path
        : `${settings.path} not used: ${settings.why}`;
  return `${parts.join(", ")}; ${file}`;
}
