import { isDeepStrictEqual } from "node:util";
import { field, isRecord } from "./guards.js";

/** The first step of an in-place edit: what differs between the value as read and as edited. */

/** One value to set (or, when undefined, remove) at a path of object keys. */
export interface JsonChange {
  readonly path: readonly string[];
  readonly value: unknown;
}

/**
 * Where `after` differs from `before`: into objects both hold, whole values elsewhere. A value the
 * edit carried over is the same object, so it is passed over without a look inside (however deep
 * it is nested); the walk keeps its own list, so nothing here recurses.
 */
export function changedPaths(before: unknown, after: unknown): JsonChange[] {
  const changes: JsonChange[] = [];
  const pending: { before: unknown; after: unknown; path: readonly string[] }[] = [
    { before, after, path: [] },
  ];
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    const { path } = pair;
    const [was, now] = [pair.before, pair.after];
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
      else pending.push({ before: field(was, key), after: next, path: [...path, key] });
    }
  }
  return changes;
}
