import { lstatSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { readRegularText } from "../fs/regular-file.js";
import { settingsPath } from "../project/paths.js";
import { parseSettings, SETTINGS_CAP_BYTES, type SettingsFact } from "./settings.js";

/** A path's change time in ms, through a symlink or not; undefined when it cannot be stat'ed. */
function ctimeOf(path: string, follow: boolean): number | undefined {
  try {
    const stats = follow
      ? statSync(path, { throwIfNoEntry: false })
      : lstatSync(path, { throwIfNoEntry: false });
    return stats?.ctimeMs;
  } catch {
    return undefined;
  }
}

/**
 * The newest change time of settings.json (the link itself and the file it names) and of its folder: a
 * file written, replaced, renamed or linked into place, or a folder moved into place, all show here.
 */
export function settingsChangedAt(path: string): number | undefined {
  const times = [ctimeOf(path, false), ctimeOf(path, true), ctimeOf(dirname(path), false)].filter(
    (time): time is number => time !== undefined,
  );
  return times.length === 0 ? undefined : Math.max(...times);
}

/** Reads the project's settings.json: none, read, or invalid with why (never an exception), and when it changed. */
export function readSettingsFact(root: string): SettingsFact {
  const path = settingsPath(root);
  const read = readRegularText(path, SETTINGS_CAP_BYTES);
  // Stat'ed after the read: a file swapped in between then shows a change time at least as new as what was read.
  const changedAt = settingsChangedAt(path);
  const changed = changedAt === undefined ? {} : { changedAt };
  if (!read.ok)
    return read.missing
      ? { kind: "none", path, ...changed }
      : { kind: "invalid", path, why: read.why, ...changed };
  const parsed = parseSettings(read.text);
  return parsed.ok
    ? { kind: "read", path, settings: parsed.settings, ...changed }
    : { kind: "invalid", path, why: parsed.why, ...changed };
}
