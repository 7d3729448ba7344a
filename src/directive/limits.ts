import type { Placeholder } from "./render.js";

/**
 * Codex shows the model a Stop reason of up to about 2,500 tokens (it counts about 4 bytes a token);
 * a longer one arrives as a head and a tail with the middle, where most of the protocol is, cut out.
 * The bundled directive stays under this with the longest values the caps below allow (a test renders
 * it so); a project's own directive that renders larger is sent anyway, and `explain` warns.
 */
export const CODEX_FULL_VIEW_BYTES = 9600;
/** No reason is ever longer than this, whatever a template or its values hold. */
export const REASON_CAP_BYTES = 64 * 1024;

/** The most UTF-8 bytes one inserted value may take; a longer value is cut and ends in "…". */
export const VALUE_CAPS: Readonly<Record<Placeholder, number>> = {
  PLAN_NAME: 160,
  PLAN_PATH: 400,
  BOULDER_PATH: 400,
  REMAINING_COUNT: 16,
  TOTAL_COUNT: 16,
  NEXT_TASK_LABEL: 400,
  // The worktree line: its path is capped like the others, plus the line's own words.
  WORKTREE_BLOCK: 560,
  LEDGER_PATH: 400,
  SESSION_ID: 128,
};
export const PATH_CAP = 400;

const ELLIPSIS = "…";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Replaces unpaired UTF-16 surrogates (which Codex rejects in JSON) with U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd");
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Cuts `text` to at most `maxBytes` of UTF-8, on a code point boundary, ending in "…" when cut; the
 * result never ends in half a surrogate pair.
 */
export function cutUtf8(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) return text;
  const budget = maxBytes - Buffer.byteLength(ELLIPSIS);
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8Length(char.codePointAt(0) ?? 0);
    if (bytes > budget) break;
    end += char.length;
  }
  return `${text.slice(0, end)}${ELLIPSIS}`;
}

/** A value as it may be inserted: well-formed and within its cap. */
export function capped(text: string, maxBytes: number): string {
  return cutUtf8(wellFormed(text), maxBytes);
}
