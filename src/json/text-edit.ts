import { isDeepStrictEqual } from "node:util";
import { applyEdits, type Edit, type FormattingOptions } from "jsonc-parser";
import { field, isRecord } from "./guards.js";
import { type ObjectSpot, objectSpots, type PropertySpot } from "./object-spots.js";

/**
 * Edits the text of a JSON document in place: only the values that changed are rewritten, and every
 * other byte (unknown keys, numbers beyond double precision, escapes, spacing, key order) stays as it
 * was. jsonc-parser's `modify` re-formats the neighbours of what it inserts, so the edits are placed
 * here from the objects' nodes (one streaming pass: see object-spots.ts), indented like the lines
 * around them, and applied with its `applyEdits`.
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

/** Where `after` differs from `before`: recursing into objects both hold, whole values elsewhere. */
export function changedPaths(before: unknown, after: unknown, path: readonly string[] = []): JsonChange[] {
  if (!isRecord(before) || !isRecord(after))
    return isDeepStrictEqual(before, after) ? [] : [{ path, value: after }];
  const changes: JsonChange[] = [];
  for (const key of Object.keys(before))
    if (field(after, key) === undefined) changes.push({ path: [...path, key], value: undefined });
  for (const key of Object.keys(after)) {
    const next = field(after, key);
    if (next === undefined) continue;
    if (!Object.hasOwn(before, key)) changes.push({ path: [...path, key], value: next });
    else changes.push(...changedPaths(field(before, key), next, [...path, key]));
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

/** Whether the text read back holds `after`, as JSON writes it (a number past double range as null). */
function sameJson(read: unknown, after: unknown): boolean {
  if (isRecord(read) && isRecord(after)) {
    const keys = Object.keys(after).filter((key) => field(after, key) !== undefined);
    return (
      keys.length === Object.keys(read).length &&
      keys.every((key) => Object.hasOwn(read, key) && sameJson(field(read, key), field(after, key)))
    );
  }
  if (Array.isArray(read) && Array.isArray(after))
    return read.length === after.length && read.every((item, index) => sameJson(item, after[index]));
  if (isRecord(read) || isRecord(after) || Array.isArray(read) || Array.isArray(after)) return false;
  return Object.is(read, after) || JSON.stringify(read) === JSON.stringify(after);
}

/**
 * The text of `before` (a JSON object, `text` without a BOM) edited into `after`, with one pass over
 * the text: undefined when it cannot be edited in place so that it reads back as `after` (a key
 * repeated on the way to a change, say).
 */
export function editJsonText(text: string, before: unknown, after: unknown): string | undefined {
  const changes = changedPaths(before, after);
  if (changes.length === 0) return text;
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
    if (object === undefined) return undefined;
    edits.push(...objectEdits(text, object, group, style));
  }
  try {
    const next = applyEdits(text, edits);
    return sameJson(JSON.parse(next), after) ? next : undefined;
  } catch {
    return undefined;
  }
}
