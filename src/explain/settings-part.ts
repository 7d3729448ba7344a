import type { SettingsUse } from "../settings/effective.js";
import type { Settings } from "../settings/settings.js";
import { text } from "./rows.js";

/** The status of settings.json: its words are the discriminant the JSON carries. */
export const SETTINGS_STATUS = {
  none: "none",
  read: "read",
  invalid: "invalid (flags and defaults alone)",
  unstamped: "not stamped as this prompt began (plain mode until a prompt begins with it)",
} as const;

/**
 * settings.json as the hook used it: absent, as the human prompt began (read), not used and why.
 */
export type SettingsPart =
  | { readonly path: string; readonly status: typeof SETTINGS_STATUS.none }
  | { readonly path: string; readonly status: typeof SETTINGS_STATUS.read; readonly values: Settings }
  | {
      readonly path: string;
      readonly status: typeof SETTINGS_STATUS.invalid | typeof SETTINGS_STATUS.unstamped;
      readonly why: string;
    };

export function settingsPart(settings: SettingsUse): SettingsPart {
  const { path } = settings;
  if (settings.kind === "none") return { path, status: SETTINGS_STATUS.none };
  if (settings.kind === "read") return { path, status: SETTINGS_STATUS.read, values: settings.settings };
  return { path, status: SETTINGS_STATUS[settings.kind], why: settings.why };
}

export function settingsLine(s: SettingsPart): string {
  switch (s.status) {
    case SETTINGS_STATUS.none:
      return `settings: none at ${text(s.path)}`;
    case SETTINGS_STATUS.read:
      return `settings: ${text(s.path)} ${text(JSON.stringify(s.values))} (as this prompt began)`;
    case SETTINGS_STATUS.invalid:
    case SETTINGS_STATUS.unstamped:
      return `settings: ${text(s.path)} not used: ${text(s.why)}`;
  }
}
