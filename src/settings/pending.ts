import {
  type EffectiveMode,
  effectiveMode,
  flagsAlone,
  type ModeFlags,
  type PendingSettings,
  settingsChangeMode,
} from "./effective.js";
import type { SettingsFact } from "./settings.js";
import { stricterMode } from "./stricter.js";

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

function readPending(changedAt: number | undefined, start: PromptStart): PendingSettings | undefined {
  const changed = changedAt !== undefined ? { changedAt } : {};
  if (!start.known) {
    const why = `cannot tell whether it changed during the current human prompt (${start.why}): it counts as changed, and cannot loosen the mode before the next human prompt`;
    return { ...changed, why };
  }
  const began = { promptStartedAt: start.at };
  if (changedAt === undefined) {
    const why =
      "its change time cannot be read: it counts as changed during this human prompt, and cannot loosen the mode before the next one";
    return { ...began, why };
  }
  if (changedAt <= start.at - CLOCK_SLACK_MS) return undefined;
  const why = `changed at ${iso(changedAt)}, during the current human prompt (which began at ${iso(start.at)}): it cannot loosen the mode before the next human prompt`;
  return { ...began, changedAt, why };
}

/**
 * Whether the time settings.json changed matters for this stop: a valid file that would change the
 * mode, or (with chain mode from the flags) a file missing or invalid now whose folder or self changed.
 */
export function mayBePending(flags: ModeFlags, settings: SettingsFact): boolean {
  if (settings.kind === "read") return settingsChangeMode(flags, settings);
  return settings.changedAt !== undefined && flagsAlone(flags, settings).mode.chain;
}

/**
 * The mode for this stop. settings.json written during a human prompt cannot loosen the mode before the
 * next one: a model cannot turn chain mode on, raise its limits, or lift the file's own limits by
 * touching, breaking or deleting it, for the prompt it is working on.
 * - A valid file that would change the mode, whose change time is not clearly before the prompt began
 *   (or either time cannot be known): the stricter of the flags alone and the flags with the file.
 * - A file missing or invalid now that changed (its folder, for a deleted one) during the prompt: plain
 *   mode, since what it said before is unknown. When the prompt's start cannot be told, the flags alone.
 * Settings written before the prompt apply as they are.
 */
export function gatedMode(flags: ModeFlags, settings: SettingsFact, start: PromptStart): EffectiveMode {
  const used = effectiveMode(flags, settings);
  if (!mayBePending(flags, settings)) return used;
  const { changedAt } = settings;
  if (settings.kind === "read") {
    const pending = readPending(changedAt, start);
    return pending === undefined ? used : stricterMode(flags, settings, pending);
  }
  if (!start.known || changedAt === undefined || changedAt <= start.at - CLOCK_SLACK_MS) return used;
  const now = settings.kind === "none" ? "is missing now" : `is invalid now (${settings.why})`;
  const why = `changed at ${iso(changedAt)}, during the current human prompt (which began at ${iso(start.at)}), and ${now}: what it said before is unknown, so plain mode until the next human prompt`;
  return stricterMode(flags, settings, { promptStartedAt: start.at, changedAt, why });
}
