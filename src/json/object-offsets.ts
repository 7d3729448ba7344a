import { createScanner } from "jsonc-parser";

// The objects at some paths of a JSON text, found in one pass of jsonc-parser's scanner: `parseTree` takes
// a second on a 4 MiB boulder, and `visit` recurses once per level of values nested thousands deep.

export interface PropertyOffsets {
  readonly key: string;
  /** Where the key starts, where it ends, where the value starts and where it ends. */
  readonly offset: number;
  readonly keyEnd: number;
  valueOffset: number;
  end: number;
}

export interface ObjectOffsets {
  readonly offset: number;
  end: number;
  readonly properties: PropertyOffsets[];
}

/** The scanner's token kinds (jsonc-parser's SyntaxKind, a const enum isolated modules cannot read). */
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA, COLON, STRING, EOF] = [
  1, 2, 3, 4, 5, 6, 10, 17,
];

/** An object on the way to one of the paths, open at this point of the text. */
interface Frame {
  readonly path: readonly string[];
  readonly object: ObjectOffsets;
  /** The property this object is the value of, in the object around it. */
  readonly property: PropertyOffsets | undefined;
  expectsKey: boolean;
  /** The property whose value comes next. */
  pending: PropertyOffsets | undefined;
}

/** Objects keyed by JSON.stringify(path); a repeated key leaves the last object, as JSON.parse does. */
export function objectOffsets(text: string, paths: readonly (readonly string[])[]) {
  const route = new Set<string>();
  for (const path of paths)
    for (let n = 0; n <= path.length; n++) route.add(JSON.stringify(path.slice(0, n)));
  const found = new Map<string, ObjectOffsets>();
  // The nesting is kept on a stack of our own, so any depth JSON.parse accepts is walked.
  const stack: Frame[] = [];
  // Inside a container off the way, only its depth matters, and the property it is the value of.
  let skipped = 0;
  let skippedProperty: PropertyOffsets | undefined;
  const scanner = createScanner(text, true);
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    const offset = scanner.getTokenOffset();
    const end = offset + scanner.getTokenLength();
    const opens = kind === OPEN_BRACE || kind === OPEN_BRACKET;
    const closes = kind === CLOSE_BRACE || kind === CLOSE_BRACKET;
    if (skipped > 0) {
      skipped += opens ? 1 : closes ? -1 : 0;
      if (skipped === 0 && skippedProperty !== undefined) skippedProperty.end = end;
      continue;
    }
    const frame = stack.at(-1);
    if (closes) {
      stack.pop();
      if (frame === undefined) continue;
      frame.object.end = end;
      found.set(JSON.stringify(frame.path), frame.object);
      if (frame.property !== undefined) frame.property.end = end;
    } else if (frame !== undefined && (kind === COMMA || kind === COLON)) {
      frame.expectsKey = kind === COMMA;
    } else if (frame?.expectsKey === true && kind === STRING) {
      frame.expectsKey = false;
      frame.pending = { key: scanner.getTokenValue(), offset, keyEnd: end, valueOffset: end, end };
    } else {
      // A value starts: an object, an array or a literal, completing the pending property.
      const property = frame?.pending;
      if (frame !== undefined && property !== undefined) {
        frame.pending = undefined;
        [property.valueOffset, property.end] = [offset, end];
        frame.object.properties.push(property);
      }
      const path =
        frame === undefined ? [] : property === undefined ? undefined : [...frame.path, property.key];
      if (kind === OPEN_BRACE && path !== undefined && route.has(JSON.stringify(path))) {
        const object = { offset, end: offset, properties: [] };
        stack.push({ path, object, property, expectsKey: true, pending: undefined });
      } else if (opens) [skipped, skippedProperty] = [1, property];
    }
  }
  return found;
}
