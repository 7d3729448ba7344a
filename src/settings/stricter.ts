import {
  clampedFrom,
  type EffectiveMode,
  effectiveMode,
  flagsAlone,
  type ModeFlags,
  modeFrom,
  type PendingSettings,
  type Sourced,
} from "./effective.js";
import type { Mode, ModeKey, SettingsFact } from "./settings.js";

/**
 * The mode while settings.json is pending (it changed during the current human prompt): a change made
 * during the prompt may tighten the mode at once but never loosen it. So each value is the stricter of
 * the flags alone and the flags with the file as it is now: chain off beats on, the lower max-chain and
 * patience, stop-on-compaction true beats false, goal-end texts on beat off (ties keep the flags' source). A file that is missing
 * or invalid now, after a change during the prompt, may have said anything before: plain mode.
 */
export function stricterMode(
  flags: ModeFlags,
  settings: SettingsFact,
  pending: PendingSettings,
): EffectiveMode {
  const alone = flagsAlone(flags, settings);
  const withFile: EffectiveMode =
    settings.kind === "read"
      ? effectiveMode(flags, settings)
      : { ...alone, mode: { ...alone.mode, chain: false }, sources: { ...alone.sources, chain: "settings" } };
  const pick = <K extends ModeKey>(key: K, fileWins: (a: Mode[K], b: Mode[K]) => boolean): Sourced<K> =>
    fileWins(alone.mode[key], withFile.mode[key])
      ? [withFile.mode[key], withFile.sources[key]]
      : [alone.mode[key], alone.sources[key]];
  // Which side is stricter, key by key; the goal-end text is what ends a goal's turns: on is stricter.
  const stricter: { readonly [K in ModeKey]: (a: Mode[K], b: Mode[K]) => boolean } = {
    chain: (a, b) => a && !b,
    maxChain: (a, b) => b < a,
    patience: (a, b) => b < a,
    stopOnCompaction: (a, b) => b && !a,
    goalEnd: (a, b) => b && !a,
  };
  const chosen = modeFrom((key) => pick(key, stricter[key]));
  return {
    ...chosen,
    settings,
    pending,
    ...clampedFrom(chosen.sources.maxChain, flags, settings),
  };
}
