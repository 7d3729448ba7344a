import { createScanner } from "jsonc-parser";

/**
 * Where the objects at some paths of a JSON text are, with their properties, found in one pass over
 * jsonc-parser's token scanner. Its `parseTree` builds a node for every value (a second on a 4 MiB
 * boulder), and its `visit` recurses once per level of nesting, so a value nested some thousands
 * deep (well within the containers the reader accepts) overflows the stack; the nesting is kept
 * here on a stack of our own instead, so any depth JSON.parse accepts is walked.
 */

export interface PropertyOffsets {
  readonly key: string;
  /** Where the key starts, where it ends, where the value starts and where it ends. */
  readonly offset: number;
  readonly keyEnd: number;
  readonly valueOffset: number;
  end: number;
}

export interface ObjectOffsets {
  readonly offset: number;
  end: number;
  readonly properties: PropertyOffsets[];
}

/** The scanner's token kinds (jsonc-parser's SyntaxKind, a const enum isolated modules cannot read). */
const TOKEN = {
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  comma: 5,
  colon: 6,
  string: 10,
  eof: 17,
} as const;

interface Frame {
  readonly isObject: boolean;
  /** The path of an object on the way to one of the paths; undefined off the way (and for arrays). */
  readonly path: readonly string[] | undefined;
  readonly object: ObjectOffsets | undefined;
  /** The property this object or array is the value of, in an object we record. */
  readonly property: PropertyOffsets | undefined;
  /** In an object: whether the next string is a key. */
  expectsKey: boolean;
  /** The key whose value comes next. */
  pending: { readonly key: string; readonly offset: number; readonly length: number } | undefined;
}

/** Objects keyed by JSON.stringify(path); a repeated key leaves the last object, as JSON.parse does. */
export function objectOffsets(
  text: string,
  paths: readonly (readonly string[])[],
): Map<string, ObjectOffsets> {
  const route = new Set<string>();
  for (const path of paths)
    for (let n = 0; n <= path.length; n++) route.add(JSON.stringify(path.slice(0, n)));
  const found = new Map<string, ObjectOffsets>();
  const stack: Frame[] = [];

  /** A value starting at `valueOffset`: the property it completes, when its object is recorded. */
  const begin = (frame: Frame | undefined, valueOffset: number): PropertyOffsets | undefined => {
    const pending = frame?.pending;
    if (frame === undefined || pending === undefined) return undefined;
    frame.pending = undefined;
    if (frame.object === undefined) return undefined;
    const keyEnd = pending.offset + pending.length;
    const property: PropertyOffsets = {
      key: pending.key,
      offset: pending.offset,
      keyEnd,
      valueOffset,
      end: 0,
    };
    frame.object.properties.push(property);
    return property;
  };

  const scanner = createScanner(text, true);
  for (let kind = scanner.scan(); kind !== TOKEN.eof; kind = scanner.scan()) {
    const offset = scanner.getTokenOffset();
    const end = offset + scanner.getTokenLength();
    const frame = stack.at(-1);
    if (kind === TOKEN.comma || kind === TOKEN.colon) {
      if (frame?.isObject === true) frame.expectsKey = kind === TOKEN.comma;
    } else if (kind === TOKEN.string && frame?.isObject === true && frame.expectsKey) {
      frame.expectsKey = false;
      frame.pending = { key: scanner.getTokenValue(), offset, length: end - offset };
    } else if (kind === TOKEN.openBrace) {
      const key = frame?.pending?.key;
      const path =
        frame === undefined
          ? []
          : frame.path !== undefined && key !== undefined
            ? [...frame.path, key]
            : undefined;
      const onRoute = path !== undefined && route.has(JSON.stringify(path));
      const property = begin(frame, offset);
      const object = onRoute ? { offset, end: offset, properties: [] } : undefined;
      stack.push({
        isObject: true,
        path: onRoute ? path : undefined,
        object,
        property,
        expectsKey: true,
        pending: undefined,
      });
    } else if (kind === TOKEN.openBracket) {
      const property = begin(frame, offset);
      stack.push({
        isObject: false,
        path: undefined,
        object: undefined,
        property,
        expectsKey: false,
        pending: undefined,
      });
    } else if (kind === TOKEN.closeBrace || kind === TOKEN.closeBracket) {
      stack.pop();
      if (frame?.object !== undefined && frame.path !== undefined) {
        frame.object.end = end;
        found.set(JSON.stringify(frame.path), frame.object);
      }
      if (frame?.property !== undefined) frame.property.end = end;
    } else {
      // A literal: a string value, a number, true, false or null.
      const property = begin(frame, offset);
      if (property !== undefined) property.end = end;
    }
  }
  return found;
}
