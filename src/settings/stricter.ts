import {
  clampedFrom,
  type EffectiveMode,
  effectiveMode,
  flagsAlone,
  type ModeFlags,
  type PendingSettings,
  type ValueSource,
} from "./effective.js";
import type { Mode, ModeKey, SettingsFact } from "./settings.js";

type Sourced<K extends ModeKey> = readonly [Mode[K], ValueSource];

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
  const [chain, chainFrom] = pick("chain", (a, b) => a && !b);
  const [maxChain, maxFrom] = pick("maxChain", (a, b) => b < a);
  const [patience, patienceFrom] = pick("patience", (a, b) => b < a);
  const [stopOnCompaction, stopFrom] = pick("stopOnCompaction", (a, b) => b && !a);
  // The goal-end text is what ends a goal's turns: on is the stricter.
  const [goalEnd, goalEndFrom] = pick("goalEnd", (a, b) => b && !a);
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
    pending,
    ...clampedFrom(maxFrom, flags, settings),
  };
}
