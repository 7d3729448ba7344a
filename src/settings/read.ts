import { settingsPath } from "../fs/omo-paths.js";
import { readRegularText } from "../fs/regular-file.js";
import { parseSettings, SETTINGS_CAP_BYTES, type SettingsFact } from "./settings.js";

/** Reads the project's settings.json: none, read, or invalid with why (never an exception). */
export function readSettingsFact(root: string): SettingsFact {
  const path = settingsPath(root);
  const read = readRegularText(path, SETTINGS_CAP_BYTES);
  if (!read.ok) return read.missing ? { kind: "none", path } : { kind: "invalid", path, why: read.why };
  const parsed = parseSettings(read.text);
  const clamped = parsed.ok && parsed.clamped !== undefined ? { clamped: parsed.clamped } : {};
  return parsed.ok
    ? { kind: "read", path, settings: parsed.settings, ...clamped }
    : { kind: "invalid", path, why: parsed.why };
}
