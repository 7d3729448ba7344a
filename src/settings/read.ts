import { settingsPath } from "../fs/omo-paths.js";
import { readRegularText } from "../fs/regular-file.js";
import { parseSettings, SETTINGS_CAP_BYTES, type SettingsFact } from "./settings.js";

/** Reads the project's settings.json: none, read, or invalid with why (never an exception). */
export function readSettingsFact(root: string): SettingsFact {
  const path = settingsPath(root);
  const read = readRegularText(path, SETTINGS_CAP_BYTES);
  if (!read.ok) return read.missing ? { kind: "none", path } : { kind: "invalid", path, why: read.why };
  return { ...parseSettings(read.text), path };
}
