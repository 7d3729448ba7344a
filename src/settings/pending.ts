import { type EffectiveMode, effectiveMode, type ModeFlags, settingsChangeMode } from "./effective.js";
import type { SettingsFact } from "./settings.js";

/** When the current human prompt began, by Codex's clock, or why that cannot be told. */
export type PromptStart =
  | { readonly known: true; readonly at: number }
  | { readonly known: false; readonly why: string };

/**
 * How far a change time may lie before the prompt's start and still count as during the prompt. Linux
 * stamps ctime from a coarse clock that can lag the clock Codex stamps its records with by up to one
 * scheduler tick (10 ms at HZ=100); Codex cuts its times to the millisecond.
 */
export const CLOCK_SLACK_MS = 20;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The mode for this stop. settings.json written during a human prompt applies from the next one: a
 * model cannot turn chain mode on, or raise its limits, for the prompt it is working on. When the file
 * would change the mode and its change time is not clearly before the prompt began (or either time
 * cannot be known), the flags alone decide and the result says why.
 */
export function gatedMode(flags: ModeFlags, settings: SettingsFact, start: PromptStart): EffectiveMode {
  if (!settingsChangeMode(flags, settings)) return effectiveMode(flags, settings);
  const { changedAt } = settings;
  const changed = changedAt !== undefined ? { changedAt } : {};
  if (!start.known) {
    const why = `cannot tell whether it changed during the current human prompt (${start.why}): it counts as changed, and applies from the next human prompt`;
    return effectiveMode(flags, settings, { ...changed, why });
  }
  const began = { promptStartedAt: start.at };
  if (changedAt === undefined) {
    const why =
      "its change time cannot be read: it counts as changed during this human prompt, and applies from the next one";
    return effectiveMode(flags, settings, { ...began, why });
  }
  if (changedAt <= start.at - CLOCK_SLACK_MS) return effectiveMode(flags, settings);
  const why = `changed at ${iso(changedAt)}, during the current human prompt (which began at ${iso(start.at)}): it applies from the next human prompt`;
  return effectiveMode(flags, settings, { ...began, changedAt, why });
}
