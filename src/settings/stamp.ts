import { PACKAGE_NAME } from "../names.js";
import { regexpLiteral } from "../text/regexp-literal.js";
import { type Clamped, parseSettings, type Settings, type SettingsFact } from "./settings.js";

/**
 * settings.json as a human prompt began, written by the prompt hook into Codex's rollout (as context a
 * hook added, which the model cannot write or rewind) and read back by the Stop hook: the file's later
 * changes never reach the prompt it is working on.
 */
export type SettingsStamp =
  | { readonly kind: "read"; readonly settings: Settings; readonly clamped?: Clamped }
  | { readonly kind: "invalid"; readonly why: string }
  /** Hooks stamped different settings in one prompt: which is ours cannot be told. */
  | { readonly kind: "conflict" };

const PREFIX = `[${PACKAGE_NAME} settings`;
/** The stamp is the last line of the hook's context, so no text before it can pose as one. */
const AT_END = new RegExp(`(?:^|\\n)${regexpLiteral(PREFIX)} (invalid|\\{[^\\n]*\\})\\]\\s*$`);

/** The stamp for a settings file as read now; none where there is no file. */
export function formatSettingsStamp(fact: SettingsFact): string | undefined {
  if (fact.kind === "none") return undefined;
  if (fact.kind === "invalid") return `${PREFIX} invalid]`;
  // The value asked for, so that a clamp to the ceiling is said where the stamp is read.
  const asked = fact.clamped === undefined ? fact.settings : { ...fact.settings, ...fact.clamped };
  return `${PREFIX} ${JSON.stringify(asked)}]`;
}

export function readSettingsStamp(text: string): SettingsStamp | undefined {
  const match = AT_END.exec(text);
  if (match === null) return undefined;
  const body = match[1] ?? "invalid";
  if (body === "invalid") return { kind: "invalid", why: "it was not valid as the prompt began" };
  const parsed = parseSettings(body);
  if (!parsed.ok) return { kind: "invalid", why: parsed.why };
  const clamped = parsed.clamped === undefined ? {} : { clamped: parsed.clamped };
  return { kind: "read", settings: parsed.settings, ...clamped };
}
