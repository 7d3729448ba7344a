import type { Edit } from "jsonc-parser";
import { field, isRecord, parseJson } from "./guards.js";

/** The last step of an in-place edit: the edits spliced in, and the result checked to read back. */

/**
 * `text` with `edits` (offsets into `text`, none overlapping; at one offset, in the order given)
 * applied in one pass; undefined when two overlap.
 */
export function spliced(text: string, edits: readonly Edit[]): string | undefined {
  const sorted = edits.map((edit, index) => ({ edit, index }));
  sorted.sort((a, b) => a.edit.offset - b.edit.offset || a.index - b.index);
  const parts: string[] = [];
  let at = 0;
  for (const { edit } of sorted) {
    if (edit.offset < at) return undefined;
    parts.push(text.slice(at, edit.offset), edit.content);
    at = edit.offset + edit.length;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

/**
 * Whether the text read back holds `after`, as JSON writes it (a number past double range as null).
 * The pairs to compare are kept on a list of our own: a value may be nested thousands deep.
 */
function sameJson(read: unknown, after: unknown): boolean {
  const pending: [unknown, unknown][] = [[read, after]];
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    const [left, right] = pair;
    if (isRecord(left) && isRecord(right)) {
      const keys = Object.keys(right).filter((key) => field(right, key) !== undefined);
      if (keys.length !== Object.keys(left).length) return false;
      for (const key of keys) {
        if (!Object.hasOwn(left, key)) return false;
        pending.push([field(left, key), field(right, key)]);
      }
    } else if (Array.isArray(left) && Array.isArray(right)) {
      if (left.length !== right.length) return false;
      for (const [index, item] of left.entries()) pending.push([item, right[index]]);
    } else if (isRecord(left) || isRecord(right) || Array.isArray(left) || Array.isArray(right)) return false;
    else if (!Object.is(left, right) && JSON.stringify(left) !== JSON.stringify(right)) return false;
  }
  return true;
}

/**
 * Whether `text` parses into `after`. The same text written out by JSON.stringify settles it at
 * once; otherwise (keys in another order, or a value nested deeper than it can write out) the two
 * are compared value by value.
 */
export function readsBackAs(text: string, after: unknown): boolean {
  const read = parseJson(text);
  if (!read.ok) return false;
  try {
    if (JSON.stringify(read.value) === JSON.stringify(after)) return true;
  } catch {
    // Too deep to write out: compared below, without recursion.
  }
  return sameJson(read.value, after);
}
