import type { PendingSettings } from "../settings/effective.js";
import type { Settings, SettingsFact } from "../settings/settings.js";
import { text } from "./rows.js";

/** The status of settings.json: its words are the discriminant the JSON carries. */
export const SETTINGS_STATUS = {
  none: "none",
  read: "read",
  invalid: "invalid (flags and defaults alone)",
  pending:
    "pending (until the next human prompt, the stricter of the flags alone and the flags with it, value by value)",
  missingAfterChange: "missing after a change during this human prompt (plain mode until the next one)",
  invalidAfterChange: "invalid after a change during this human prompt (plain mode until the next one)",
} as const;

/** When settings.json or its folder last changed (ISO), null when neither exists or it cannot be read. */
interface Changed {
  readonly path: string;
  readonly changedAt: string | null;
}

/** When the current human prompt began (ISO), null when that cannot be told. */
interface Pending {
  readonly why: string;
  readonly promptStartedAt: string | null;
}

/**
 * settings.json as the hook saw it: absent, used, not used and why, or pending (changed during the
 * current human prompt, so it applies from the next one).
 */
export type SettingsPart =
  | (Changed & { readonly status: typeof SETTINGS_STATUS.none })
  | (Changed & { readonly status: typeof SETTINGS_STATUS.read; readonly values: Settings })
  | (Changed & { readonly status: typeof SETTINGS_STATUS.invalid; readonly why: string })
  | (Changed & Pending & { readonly status: typeof SETTINGS_STATUS.pending; readonly values: Settings })
  | (Changed &
      Pending & {
        readonly status:
          | typeof SETTINGS_STATUS.missingAfterChange
          | typeof SETTINGS_STATUS.invalidAfterChange;
      });

function isoOrNull(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString();
}

export function settingsPart(settings: SettingsFact, pending?: PendingSettings): SettingsPart {
  const changedAt = isoOrNull(settings.changedAt);
  const { path } = settings;
  if (pending !== undefined && settings.kind !== "read")
    return {
      path,
      status:
        settings.kind === "none" ? SETTINGS_STATUS.missingAfterChange : SETTINGS_STATUS.invalidAfterChange,
      why: pending.why,
      changedAt,
      promptStartedAt: isoOrNull(pending.promptStartedAt),
    };
  if (settings.kind === "none") return { path, status: SETTINGS_STATUS.none, changedAt };
  if (settings.kind === "invalid")
    return { path, status: SETTINGS_STATUS.invalid, why: settings.why, changedAt };
  if (pending !== undefined)
    return {
      path,
      status: SETTINGS_STATUS.pending,
      why: pending.why,
      values: settings.settings,
      changedAt,
      promptStartedAt: isoOrNull(pending.promptStartedAt),
    };
  return { path, status: SETTINGS_STATUS.read, values: settings.settings, changedAt };
}

export function settingsLine(s: SettingsPart): string {
  const changed = s.changedAt === null ? "" : ` (changed ${text(s.changedAt)})`;
  switch (s.status) {
    case SETTINGS_STATUS.none:
      return `settings: none at ${text(s.path)}`;
    case SETTINGS_STATUS.read:
      return `settings: ${text(s.path)} ${text(JSON.stringify(s.values))}${changed}`;
    case SETTINGS_STATUS.pending:
      return `settings: ${text(s.path)} ${text(JSON.stringify(s.values))} cannot loosen the mode yet: ${text(s.why)}`;
    case SETTINGS_STATUS.invalid:
    case SETTINGS_STATUS.missingAfterChange:
    case SETTINGS_STATUS.invalidAfterChange:
      return `settings: ${text(s.path)} not used: ${text(s.why)}`;
  }
}
