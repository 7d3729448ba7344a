// Cutting text to a number of UTF-8 bytes without breaking a character, for values that go into JSON
// read by Codex (a directive's values, a chain stamp, an echoed plan path).

const ELLIPSIS = "…";

/** Replaces unpaired UTF-16 surrogates (which Codex rejects in JSON) with U+FFFD. */
export function wellFormed(text: string): string {
  return text.toWellFormed();
}

/** Cuts `text` to at most `maxBytes` of UTF-8 on a code point boundary, ending in "…" when cut. */
export function cutUtf8(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) return text;
  // encodeInto stops at the first code point that does not fit whole: `read` never halves a pair.
  const budget = new Uint8Array(Math.max(0, maxBytes - Buffer.byteLength(ELLIPSIS)));
  return `${text.slice(0, new TextEncoder().encodeInto(text, budget).read)}${ELLIPSIS}`;
}

/** A value as it may be inserted: well-formed and within its cap. */
export function capped(text: string, maxBytes: number): string {
  return cutUtf8(wellFormed(text), maxBytes);
}
