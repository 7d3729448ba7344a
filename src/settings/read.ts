import { lstatSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { readRegularText } from "../fs/regular-file.js";
import { ledgerPath, settingsPath } from "../project/paths.js";
import { type SettingsTimes, settingsChangedAt } from "./change-time.js";
import { parseSettings, SETTINGS_CAP_BYTES, type SettingsFact } from "./settings.js";

type FileTime = "ctimeMs" | "birthtimeMs";

/** One time stamp of a path, through a symlink or not; undefined when it cannot be stat'ed. */
function timeOf(path: string, stamp: FileTime, follow: boolean): number | undefined {
  try {
    const stats = follow
      ? statSync(path, { throwIfNoEntry: false })
      : lstatSync(path, { throwIfNoEntry: false });
    return stats?.[stamp];
  } catch {
    return undefined;
  }
}

/**
 * The change times of settings.json, the file it names and its folder, and the birth time of the
 * ledger in that folder.
 */
export function settingsTimes(root: string): SettingsTimes {
  const path = settingsPath(root);
  return {
    link: timeOf(path, "ctimeMs", false),
    target: timeOf(path, "ctimeMs", true),
    folder: timeOf(dirname(path), "ctimeMs", false),
    ledgerBorn: timeOf(ledgerPath(root), "birthtimeMs", false),
  };
}

/** Reads the project's settings.json: none, read, or invalid with why (never an exception), and when it changed. */
export function readSettingsFact(root: string): SettingsFact {
  const path = settingsPath(root);
  const read = readRegularText(path, SETTINGS_CAP_BYTES);
  // Stat'ed after the read: a file swapped in between then shows a change time at least as new as what was read.
  const changedAt = settingsChangedAt(settingsTimes(root));
  const changed = changedAt === undefined ? {} : { changedAt };
  if (!read.ok)
    return read.missing
      ? { kind: "none", path, ...changed }
      : { kind: "invalid", path, why: read.why, ...changed };
  const parsed = parseSettings(read.text);
  const clamped = parsed.ok && parsed.clamped !== undefined ? { clamped: parsed.clamped } : {};
  return parsed.ok
    ? { kind: "read", path, settings: parsed.settings, ...clamped, ...changed }
    : { kind: "invalid", path, why: parsed.why, ...changed };
}
