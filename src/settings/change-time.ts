import { CLOCK_SLACK_MS } from "./pending.js";

/**
 * What read.ts stats for settings.json, in ms since the epoch (undefined when a path cannot be stat'ed):
 * the change times of the link, of the file it names and of `.omo/ulw-execute/`, and when the entry
 * `ledger.jsonl` in that folder was born (statx btime; Node gives 0 where the file system keeps none).
 */
export interface SettingsTimes {
  readonly link: number | undefined;
  readonly target: number | undefined;
  readonly folder: number | undefined;
  readonly ledgerBorn: number | undefined;
}

/**
 * How long after the ledger's birth the folder's last change may come and still be that birth: a
 * rewrite by rename (`sed -i`, write-then-`mv`) creates the new file first and renames it over the old
 * one once written. Measured on ext4 and tmpfs: 0 ms for `>>`, 5 ms for `sed -i` of a small ledger,
 * about 120 ms for a 1 MB one on a loaded machine.
 */
export const LEDGER_REWRITE_SLACK_MS = 1_000;

/**
 * Whether the folder's last change is the (re)creation of the evidence ledger the directive asks the
 * model to keep there: the folder changed when an entry named ledger.jsonl was born, and not after. A
 * birth time of 0 (not kept) or none explains nothing.
 */
export function ledgerBirthExplains(folder: number, ledgerBorn: number | undefined): boolean {
  if (ledgerBorn === undefined || ledgerBorn <= 0) return false;
  const after = folder - ledgerBorn;
  return after >= -CLOCK_SLACK_MS && after <= LEDGER_REWRITE_SLACK_MS;
}

/**
 * When settings.json last changed: the newest change time of the link, the file it names and the
 * folder, so that writing, replacing, renaming or linking the file, or moving a prepared folder into
 * place, all count. A folder change that is the ledger's (re)creation does not: the file's own change
 * times still show any write of settings.json. Undefined when nothing could be stat'ed.
 */
export function settingsChangedAt(times: SettingsTimes): number | undefined {
  const { link, target, folder, ledgerBorn } = times;
  const counted = folder !== undefined && !ledgerBirthExplains(folder, ledgerBorn) ? folder : undefined;
  const known = [link, target, counted].filter((time): time is number => time !== undefined);
  return known.length === 0 ? undefined : Math.max(...known);
}
