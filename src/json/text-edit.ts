import { isDeepStrictEqual } from "node:util";
import type { Edit, FormattingOptions } from "jsonc-parser";
import { field, isRecord } from "./guards.js";
import { type ObjectSpot, objectSpots, type PropertySpot } from "./object-spots.js";
import { readsBackAs, spliced } from "./read-back.js";

/**
 * Edits the text of a JSON document in place: only the values that changed are rewritten, and every
 * other byte (unknown keys, numbers beyond double precision, escapes, spacing, key order) stays as it
 * was. jsonc-parser's `modify` re-formats the neighbours of what it inserts, so the edits are placed
 * here from the objects' nodes (one streaming pass: see object-spots.ts), indented like the lines
 * around them, and spliced in in one pass (its `applyEdits` copies the whole text once per edit).
 */

/** The indentation the file already uses; a one-line file gets compact insertions. */
export function formatting(text: string): FormattingOptions | undefined {
  const match = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text);
  if (match === null) return undefined;
  const indent = match[1] ?? "  ";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return indent.startsWith("\t")
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: indent.length, eol };
}

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

interface Style {
  readonly unit: string | undefined;
  readonly eol: string;
}

function styleOf(text: string): Style {
  const options = formatting(text);
  if (options === undefined) return { unit: undefined, eol: text.includes("\r\n") ? "\r\n" : "\n" };
  const unit = options.insertSpaces === true ? " ".repeat(options.tabSize ?? 2) : "\t";
  return { unit, eol: options.eol ?? "\n" };
}

/** The white space a line starts with, and whether `offset` is the first thing on its line. */
function lineAt(text: string, offset: number): { indent: string; ownLine: boolean } {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const prefix = text.slice(start, offset);
  return { indent: /^[ \t]*/.exec(prefix)?.[0] ?? "", ownLine: prefix.trim() === "" };
}

function render(value: unknown, unit: string | undefined, style: Style, indent: string): string {
  const body = JSON.stringify(value, null, unit) ?? "null";
  return body.replaceAll("\n", `${style.eol}${indent}`);
}

/** The last property named `key`: the one JSON.parse keeps when a key is repeated. */
function propertyOf(object: ObjectSpot, key: string): PropertySpot | undefined {
  return object.properties.findLast((property) => property.key === key);
}

function replacement(text: string, property: PropertySpot, value: unknown, style: Style): Edit {
  const { indent, ownLine } = lineAt(text, property.offset);
  const content = render(value, ownLine ? style.unit : undefined, style, indent);
  return { offset: property.valueOffset, length: property.end - property.valueOffset, content };
}

type Entry = readonly [key: string, value: unknown];

/** A whole object holding only `entries`, indented from the line it starts on. */
function objectText(text: string, object: ObjectSpot, entries: readonly Entry[], style: Style): string {
  if (entries.length === 0) return "{}";
  if (style.unit === undefined)
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
  const { indent } = lineAt(text, object.offset);
  const inner = `${indent}${style.unit}`;
  const lines = entries.map(
    ([key, value]) => `${inner}${JSON.stringify(key)}: ${render(value, style.unit, style, inner)}`,
  );
  return `{${style.eol}${lines.join(`,${style.eol}`)}${style.eol}${indent}}`;
}

/** New properties after `last`, spaced like it (on their own lines, or inline). */
function insertion(
  text: string,
  last: PropertySpot,
  beforeLast: PropertySpot | undefined,
  entries: readonly Entry[],
  style: Style,
): Edit {
  const colon = text.slice(last.keyEnd, last.valueOffset);
  const { indent, ownLine } = lineAt(text, last.offset);
  const separator = ownLine
    ? `,${style.eol}${indent}`
    : beforeLast !== undefined
      ? text.slice(beforeLast.end, last.offset)
      : ",";
  const unit = ownLine ? style.unit : undefined;
  const content = entries
    .map(([key, value]) => `${separator}${JSON.stringify(key)}${colon}${render(value, unit, style, indent)}`)
    .join("");
  return { offset: last.end, length: 0, content };
}

/**
 * The edits for the changes to one object, all against the same text. A removed property takes the
 * comma before it; removed ones ahead of the first kept property go from the brace to their last
 * comma, so the first kept one keeps the spacing it had.
 */
function objectEdits(text: string, object: ObjectSpot, changes: readonly JsonChange[], style: Style): Edit[] {
  const { properties } = object;
  const removed = new Set<PropertySpot>();
  const added: Entry[] = [];
  const edits: Edit[] = [];
  for (const change of changes) {
    const key = change.path.at(-1) ?? "";
    const property = propertyOf(object, key);
    if (change.value === undefined) {
      if (property !== undefined) removed.add(property);
    } else if (property === undefined) added.push([key, change.value]);
    else edits.push(replacement(text, property, change.value, style));
  }
  const firstKept = properties.findIndex((property) => !removed.has(property));
  // Nothing of the old object stays: it is written anew.
  if (firstKept === -1)
    return [
      {
        offset: object.offset,
        length: object.end - object.offset,
        content: objectText(text, object, added, style),
      },
    ];
  const lastGone = properties[firstKept - 1];
  if (lastGone !== undefined) {
    const to = text.indexOf(",", lastGone.end) + 1;
    edits.push({ offset: object.offset + 1, length: to - object.offset - 1, content: "" });
  }
  for (const [index, property] of properties.entries()) {
    const previous = properties[index - 1];
    if (index > firstKept && removed.has(property) && previous !== undefined)
      edits.push({ offset: previous.end, length: property.end - previous.end, content: "" });
  }
  const last = properties.at(-1);
  if (added.length > 0 && last !== undefined)
    edits.push(insertion(text, last, properties.at(-2), added, style));
  return edits;
}

export type TextEdit =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly why: string };

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/**
 * The text of `before` (a JSON object, `text` without a BOM) edited into `after`, with one pass over
 * the text, or why it cannot be edited in place so that it reads back as `after`.
 */
export function editJsonText(text: string, before: unknown, after: unknown): TextEdit {
  try {
    const changes = changedPaths(before, after);
    if (changes.length === 0) return { ok: true, text };
    const style = styleOf(text);
    const byObject = new Map<string, JsonChange[]>();
    for (const change of changes) {
      const key = JSON.stringify(change.path.slice(0, -1));
      byObject.set(key, [...(byObject.get(key) ?? []), change]);
    }
    const objects = objectSpots(
      text,
      changes.map((change) => change.path.slice(0, -1)),
    );
    const edits: Edit[] = [];
    for (const [key, group] of byObject) {
      const object = objects.get(key);
      if (object === undefined) return { ok: false, why: `the object at ${key} was not found in its text` };
      edits.push(...objectEdits(text, object, group, style));
    }
    const next = spliced(text, edits);
    if (next !== undefined && readsBackAs(next, after)) return { ok: true, text: next };
    return {
      ok: false,
      why: "the edited text would not read back as the edit (a key repeated in an object it changes?)",
    };
  } catch (error) {
    // JSON.stringify and isDeepStrictEqual recurse: a value to write out nested too deep exhausts the stack.
    if (isStackOverflow(error))
      return { ok: false, why: "a value it would rewrite is nested too deeply to be written out" };
    throw error;
  }
}
