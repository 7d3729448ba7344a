import type { ObjectIndex, Span } from "./object-index.js";
import { isSpace } from "./scanner-grammar.js";
import { CHUNK_BYTES, type FastScanInput, Unsupported, Window } from "./text-window.js";
import { decodeStringToken, nestedValue, STRING, valuePattern, WS } from "./value-pattern.js";

// Patterns without capture groups, run with test(): no match object is allocated per member.
const KEY = new RegExp(STRING, "y");
// Most keys are plain ASCII without escapes: matching them separately saves decoding them.
const PLAIN_KEY = /"[\x20\x21\x23-\x5b\x5d-\x7e]*"/y;
function readKey(window: Window): string {
  let name: string | undefined;
  if (window.tokenHere(PLAIN_KEY)) name = window.text.slice(window.tokenStart + 1, window.pos - 1);
  else if (window.token(KEY)) name = decodeStringToken(window.text.slice(window.tokenStart, window.pos));
  if (name === undefined) throw new Unsupported();
  window.expect(0x3a);
  return name;
}

function readValue(window: Window): Span {
  if (!window.token(valuePattern())) throw new Unsupported();
  return { start: window.base + window.tokenStart, end: window.base + window.pos };
}

/** After a member value: true when the object closes, false at a comma. */
function closes(window: Window): boolean {
  const code = window.next();
  if (code !== 0x2c && code !== 0x7d) throw new Unsupported();
  window.pos++;
  return code === 0x7d;
}

function members(window: Window, visit: (name: string, window: Window) => void): void {
  window.expect(0x7b);
  if (window.next() === 0x7d) {
    window.pos++;
    return;
  }
  do visit(readKey(window), window);
  while (!closes(window));
}

let plainMember: RegExp | undefined;

/** A whole member with an escape-free key, through its delimiter; built on first use. */
function plainMemberPattern(): RegExp {
  plainMember ??= new RegExp(`${WS}"[^"\\\\\\x00-\\x1f]*"${WS}:${WS}${nestedValue(3)}${WS}[,}]`, "y");
  return plainMember;
}

interface NestedScan {
  readonly members: Map<string, Span>;
  count: number;
  /** A key was written with escapes: it could repeat another key without looking like it. */
  escapedKey: boolean;
}

/**
 * The members of the nested object. Members without a hint are passed over with one native match
 * each, their keys never decoded; only hinted members (and whatever the pattern does not cover, such
 * as a member cut by the window's end) go through the exact, keyed path.
 */
function nestedMembers(window: Window): NestedScan {
  const scan: NestedScan = { members: new Map(), count: 0, escapedKey: false };
  window.expect(0x7b);
  if (window.next() === 0x7d) {
    window.pos++;
    return scan;
  }
  const pattern = plainMemberPattern();
  for (;;) {
    const start = window.pos;
    pattern.lastIndex = start;
    scan.count++;
    if (pattern.test(window.text) && !window.hasHint(start, pattern.lastIndex)) {
      window.pos = pattern.lastIndex;
      if (window.text.charCodeAt(window.pos - 1) === 0x7d) return scan;
      continue;
    }
    // Reading may slide the window, so the member's start is kept as an absolute offset.
    const absoluteStart = window.base + start;
    const name = readKey(window);
    scan.escapedKey ||= window.text.lastIndexOf("\\", window.pos) >= window.tokenStart;
    const value = readValue(window);
    if (window.hasHint(absoluteStart - window.base, window.pos)) scan.members.set(name, value);
    if (closes(window)) return scan;
  }
}

/** True when only JSON whitespace stands between byte `position` and a colon. */
function colonFollows(input: FastScanInput, position: number): boolean {
  const probe = Buffer.allocUnsafe(4096);
  for (let at = position; ; ) {
    const read = input.read(probe, 0, probe.length, at);
    if (read === 0) return false;
    for (let i = 0; i < read; i++) {
      const code = probe[i] ?? 0;
      if (!isSpace(code)) return code === 0x3a;
    }
    at += read;
  }
}

/**
 * How often `"key"` followed by a colon occurs in the file: a second pass over the raw bytes with
 * native searches, reading overlapping chunks so a token split by a chunk border is still found.
 */
function keyOccurrences(input: FastScanInput, key: string): number {
  const token = Buffer.from(JSON.stringify(key));
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES + token.length);
  let count = 0;
  for (let position = input.skip; ; position += CHUNK_BYTES) {
    const read = input.read(buffer, 0, buffer.length, position);
    const held = buffer.subarray(0, read);
    // Occurrences starting in the overlap belong to the next chunk.
    for (let at = held.indexOf(token); at !== -1 && at < CHUNK_BYTES; at = held.indexOf(token, at + 1)) {
      if (colonFollows(input, position + at + token.length)) count++;
    }
    if (read < buffer.length) return count;
  }
}

/**
 * The fast path of boulder reading: a top-level object whose values are at most three containers
 * deep, parsed with sticky regular expressions over a sliding window. Returns undefined whenever it
 * cannot vouch for the result (invalid or deeper JSON, a huge member, a repeated candidate key): the
 * byte scanner then decides.
 */
export function scanObjectFast(input: FastScanInput): ObjectIndex | undefined {
  const window = new Window(input);
  const top = new Map<string, Span>();
  let nested: NestedScan | undefined;
  try {
    members(window, (name) => {
      if (name === input.nestedOf && window.next() === 0x7b) {
        const valueStart = window.base + window.pos;
        nested = nestedMembers(window);
        top.set(name, { start: valueStart, end: window.base + window.pos });
        return;
      }
      const span = readValue(window);
      if (name === input.nestedOf) nested = undefined;
      top.set(name, span);
    });
    if (!window.onlyWhitespaceLeft()) return undefined;
    if (nested === undefined) return { top };
    const found: NestedScan = nested;
    if (found.members.size > 0) {
      // A repeated key takes its last value at its first position; only the exact path knows which.
      if (found.escapedKey) return undefined;
      for (const key of found.members.keys()) if (keyOccurrences(input, key) > 1) return undefined;
    }
    return { top, nested: found.members, nestedCount: found.count };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
