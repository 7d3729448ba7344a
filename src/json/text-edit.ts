import {
  applyEdits,
  type Edit,
  findNodeAtLocation,
  type JSONPath,
  type ModificationOptions,
  modify,
  type Node,
  parseTree,
} from "jsonc-parser";
import { changedPaths, type JsonChange, readsBackAs } from "./compare.js";
import { type ObjectOffsets, objectOffsets, type PropertyOffsets } from "./object-offsets.js";

// The one in-place editor of JSON texts (boulder.json, hooks.json): every byte it does not change stays,
// where jsonc-parser's `modify` re-formats the neighbours of what it inserts or removes.

type Style = ReturnType<typeof styleOf>;

/** The file's indentation unit (undefined for a one-line file, which gets compact insertions) and line break. */
function styleOf(text: string) {
  const indent = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text)?.[1];
  const unit = indent === undefined ? undefined : indent.startsWith("\t") ? "\t" : " ".repeat(indent.length);
  return { unit, eol: text.includes("\r\n") ? "\r\n" : "\n" };
}

/** The white space a line starts with, and whether `offset` is the first thing on its line. */
function lineAt(text: string, offset: number): { indent: string; ownLine: boolean } {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const prefix = text.slice(start, offset);
  return { indent: /^[ \t]*/.exec(prefix)?.[0] ?? "", ownLine: prefix.trim() === "" };
}

function render(value: unknown, unit: string | undefined, style: Style, indent: string): string {
  return (JSON.stringify(value, null, unit) ?? "null").replaceAll("\n", `${style.eol}${indent}`);
}

// Sets the value at `path` (removes it when undefined) with jsonc-parser's `modify`, formatted as the file
// is; `insert` adds an array element there instead.
export function setJsonValue(text: string, path: JSONPath, value: unknown, insert = false): string {
  const { unit, eol } = styleOf(text);
  const options: ModificationOptions = { isArrayInsertion: insert };
  // A removal needs no formatting, and formatting it would re-wrap the neighbours.
  if (value !== undefined && unit !== undefined)
    options.formattingOptions = { insertSpaces: unit !== "\t", tabSize: unit.length, eol };
  return applyEdits(text, modify(text, path, value, options));
}

/** The node at `path`, its offsets into `text` (a BOM is the caller's to take off first). */
export function nodeAt(text: string, path: JSONPath): Node | undefined {
  const tree = parseTree(text);
  return tree === undefined ? undefined : findNodeAtLocation(tree, path);
}

/** Appends `value` to the array at `path`, indented like its last element (`modify` would re-wrap that). */
export function appendElement(text: string, path: JSONPath, value: unknown): string {
  const last = nodeAt(text, path)?.children?.at(-1);
  if (last === undefined) return setJsonValue(text, [...path, 0], value, true);
  const style = styleOf(text);
  const { indent, ownLine } = lineAt(text, last.offset);
  // A one-line file (no indentation unit) gets the element inline.
  const onOwnLine = style.unit !== undefined && ownLine;
  const body = render(value, onOwnLine ? style.unit : undefined, style, indent);
  const end = last.offset + last.length;
  return `${text.slice(0, end)},${onOwnLine ? `${style.eol}${indent}` : " "}${body}${text.slice(end)}`;
}

/** Removes the array element at `path` with one separator (`modify` also takes the line break before `]`). */
export function removeElement(text: string, path: JSONPath): string {
  const index = path.at(-1);
  const array = nodeAt(text, path.slice(0, -1));
  const items = array?.children ?? [];
  const item = typeof index === "number" ? items[index] : undefined;
  if (array === undefined || item === undefined || typeof index !== "number") return text;
  const end = (node: Node) => node.offset + node.length;
  const previous = items[index - 1];
  const following = items[index + 1];
  if (previous !== undefined) return text.slice(0, end(previous)) + text.slice(end(item));
  if (following !== undefined) return text.slice(0, item.offset) + text.slice(following.offset);
  return `${text.slice(0, array.offset)}[]${text.slice(end(array))}`;
}

/** The text from `from` to `to` replaced by `content` (removed without it). */
const span = (from: number, to: number, content = ""): Edit => ({ offset: from, length: to - from, content });

// The edits for the changes to one object. A removed property takes the comma before it; those ahead of
// the first kept one go from the brace to their last comma, so the first kept one keeps its spacing.
function objectEdits(text: string, object: ObjectOffsets, changes: readonly JsonChange[], style: Style) {
  const { properties } = object;
  const removed = new Set<PropertyOffsets>();
  const added: [key: string, value: unknown][] = [];
  const edits: Edit[] = [];
  for (const { path, value } of changes) {
    const key = path.at(-1) ?? "";
    // The last property named `key`: the one JSON.parse keeps when a key is repeated.
    const property = properties.findLast((each) => each.key === key);
    if (property === undefined) {
      if (value !== undefined) added.push([key, value]);
    } else if (value === undefined) removed.add(property);
    else {
      const { indent, ownLine } = lineAt(text, property.offset);
      const content = render(value, ownLine ? style.unit : undefined, style, indent);
      edits.push(span(property.valueOffset, property.end, content));
    }
  }
  const firstKept = properties.findIndex((property) => !removed.has(property));
  // Nothing of the old object stays: it is written anew, indented from the line it starts on.
  if (firstKept === -1) {
    const { indent } = lineAt(text, object.offset);
    const content = render(Object.fromEntries(added), style.unit, style, indent);
    return [span(object.offset, object.end, content)];
  }
  const lastGone = properties[firstKept - 1];
  if (lastGone !== undefined) edits.push(span(object.offset + 1, text.indexOf(",", lastGone.end) + 1));
  for (const [index, property] of properties.entries()) {
    const previous = properties[index - 1];
    if (index > firstKept && removed.has(property) && previous !== undefined)
      edits.push(span(previous.end, property.end));
  }
  const last = properties.at(-1);
  // New properties go after the last, spaced like it (on their own lines, or inline).
  if (added.length > 0 && last !== undefined) {
    const colon = text.slice(last.keyEnd, last.valueOffset);
    const { indent, ownLine } = lineAt(text, last.offset);
    const beforeLast = properties.at(-2);
    const separator = ownLine
      ? `,${style.eol}${indent}`
      : beforeLast !== undefined
        ? text.slice(beforeLast.end, last.offset)
        : ",";
    const unit = ownLine ? style.unit : undefined;
    const content = added
      .map(
        ([key, value]) => `${separator}${JSON.stringify(key)}${colon}${render(value, unit, style, indent)}`,
      )
      .join("");
    edits.push(span(last.end, last.end, content));
  }
  return edits;
}

/** `text` with `edits` applied in one pass (`applyEdits` copies it per edit); undefined on an overlap. */
function spliced(text: string, edits: readonly Edit[]): string | undefined {
  let out = "";
  let at = 0;
  // The sort is stable: edits at one offset stay in the order given.
  for (const edit of [...edits].sort((a, b) => a.offset - b.offset)) {
    if (edit.offset < at) return undefined;
    out += text.slice(at, edit.offset) + edit.content;
    at = edit.offset + edit.length;
  }
  return out + text.slice(at);
}

export type TextEdit =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly why: string };

/** `text` (of the object `before`, without a BOM) edited into `after`, or why it cannot be. */
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
    const parents = changes.map(({ path }) => path.slice(0, -1));
    const objects = objectOffsets(text, parents);
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
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return { ok: false, why: "a value it would rewrite is nested too deeply to be written out" };
    throw error;
  }
}
