import { isDeepStrictEqual } from "node:util";
import { field, isRecord, parseJson } from "./guards.js";

// The first and the last step of an in-place edit: what the edit changed, and whether the edited text
// reads back as it. Neither recurses on a value nested deep: each keeps its own list of what is left.

/** One value to set (or, when undefined, remove) at a path of object keys. */
export interface JsonChange {
  readonly path: readonly string[];
  readonly value: unknown;
}

/** Where `after` differs from `before`: into objects both hold, whole values elsewhere. */
export function changedPaths(before: unknown, after: unknown): JsonChange[] {
  const changes: JsonChange[] = [];
  const pending: [before: unknown, after: unknown, path: readonly string[]][] = [[before, after, []]];
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    const [was, now, path] = pair;
    if (was === now) continue;
    if (!isRecord(was) || !isRecord(now)) {
      if (!isDeepStrictEqual(was, now)) changes.push({ path, value: now });
      continue;
    }
    for (const key of Object.keys(was))
      if (field(now, key) === undefined) changes.push({ path: [...path, key], value: undefined });
    for (const key of Object.keys(now)) {
      const next = field(now, key);
      if (next === undefined) continue;
      if (!Object.hasOwn(was, key)) changes.push({ path: [...path, key], value: next });
      else pending.push([field(was, key), next, [...path, key]]);
    }
  }
  return changes;
}

/** Whether the text read back holds `after`, as JSON writes it (a number past double range as null). */
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

/** Whether `text` parses into `after`: written out, else (keys reordered, too deep) value by value. */
export function readsBackAs(text: string, after: unknown): boolean {
  const read = parseJson(text);
  if (!read.ok) return false;
  try {
    if (JSON.stringify(read.value) === JSON.stringify(after)) return true;
  } catch {
    // Too deep to write out: compared below.
  }
  return sameJson(read.value, after);
}
