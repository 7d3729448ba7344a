import { PACKAGE_NAME } from "../names.js";
import { regexpLiteral } from "../text/regexp-literal.js";
import { DEFAULT_MODE, parseSettings, type Settings, type SettingsFact } from "./settings.js";

// settings.json as a human prompt began, stamped by the prompt hook where the model cannot write, so later
// changes never reach that prompt; within a session the stamp only tightens (carrySettings).
export type SettingsStamp =
  | ReturnType<typeof parseSettings>
  /** No file, and none earlier in the session to carry: the flags alone decide. */
  | { readonly kind: "none" }
  /** What the session's earlier prompts allowed could not be read back: the strictest mode. */
  | { readonly kind: "unknown"; readonly why: string }
  /** Hooks stamped different settings in one prompt: which is ours cannot be told. */
  | { readonly kind: "conflict" };

const PREFIX = `[${PACKAGE_NAME} settings`;
/** The stamp is the last line of the hook's context, so no text before it can pose as one. */
const AT_END = new RegExp(
  `(?:^|\\n)${regexpLiteral(PREFIX)} (invalid|none|unknown|\\{[^\\n]*\\})(?: (open|held)=(\\d{1,9}))?\\]\\s*$`,
);

/**
 * The stamp a prompt begins with, and the plan's open boxes then (progress is measured from them); a paused
 * work's are only `held`, for the prompt that resumes it: no chain is built on them.
 */
export function formatSettingsStamp(stamp: SettingsStamp, open: number | undefined, paused = false): string {
  const tail = open === undefined ? "]" : ` ${paused ? "held" : "open"}=${open}]`;
  if (stamp.kind === "read") {
    // The value asked for, so that a clamp to the ceiling is said where the stamp is read.
    const asked = stamp.clamped === undefined ? stamp.settings : { ...stamp.settings, ...stamp.clamped };
    return `${PREFIX} ${JSON.stringify(asked)}${tail}`;
  }
  return `${PREFIX} ${stamp.kind === "conflict" ? "unknown" : stamp.kind}${tail}`;
}

/** The stamps that say no more than their word. */
const WORDS: Readonly<Record<string, SettingsStamp>> = {
  none: { kind: "none" },
  unknown: { kind: "unknown", why: "the session's earlier limits could not be read back" },
  invalid: { kind: "invalid", why: "it was not valid as the prompt began" },
};

export function readSettingsStamp(text: string) {
  const match = AT_END.exec(text);
  if (match === null) return undefined;
  const body = match[1] ?? "unknown";
  const boxes = Number(match[3]);
  const count = match[3] === undefined ? {} : match[2] === "held" ? { held: boxes } : { open: boxes };
  return { settings: WORDS[body] ?? parseSettings(body), ...count };
}

/** The stricter of two settings, key by key; a key left out counts as its default (not to be filled in higher). */
function stricter(a: Settings, b: Settings): Settings {
  const kept: { -readonly [K in keyof Settings]: Settings[K] } = {};
  // Chain mode from the file only where both allowed it: left out, the flags decide (plain by default).
  if (a.chain === false || b.chain === false) kept.chain = false;
  else if (a.chain === true && b.chain === true) kept.chain = true;
  for (const key of ["maxChain", "patience"] as const)
    if (a[key] !== undefined || b[key] !== undefined)
      kept[key] = Math.min(a[key] ?? DEFAULT_MODE[key], b[key] ?? DEFAULT_MODE[key]);
  if (a.stopOnCompaction === true || b.stopOnCompaction === true) kept.stopOnCompaction = true;
  if (a.goalEnd === false || b.goalEnd === false) kept.goalEnd = false;
  // A budget of 0 is none: any budget is stricter.
  for (const key of ["maxTokens", "maxMinutes"] as const) {
    const set = [a[key], b[key]].filter((value): value is number => value !== undefined && value > 0);
    if (set.length > 0) kept[key] = Math.min(...set);
    else if (a[key] !== undefined || b[key] !== undefined) kept[key] = 0;
  }
  return kept;
}

const asSettings = (stamp: SettingsStamp | SettingsFact): Settings =>
  stamp.kind === "read" ? stamp.settings : {};

// What a prompt's stamp says: settings.json now, never looser than the session's newest earlier stamp
// (`undefined` for its first prompt). A person who loosens the file starts a new session.
export function carrySettings(earlier: SettingsStamp | undefined, now: SettingsFact): SettingsStamp {
  const { path: _path, ...file } = now;
  if (earlier === undefined) return file;
  if (earlier.kind === "unknown" || earlier.kind === "conflict")
    return { kind: "unknown", why: "an earlier prompt of this session ran with limits that cannot be told" };
  if (earlier.kind !== "read" && file.kind !== "read") return file;
  return { kind: "read", settings: stricter(asSettings(earlier), asSettings(file)) };
}
