import type { ObjectIndex, Span } from "./object-index.js";
import { decodeStringToken, nestedValue, STRING, valuePattern, WS } from "./value-pattern.js";

const CHUNK_BYTES = 64 * 1024;
/** A single member larger than this is left to the byte scanner. */
const MAX_WINDOW = 1024 * 1024;

// Patterns without capture groups, run with test(): no match object is allocated per member.
const KEY = new RegExp(STRING, "y");
// Most keys are plain ASCII without escapes: matching them separately saves decoding them.
const PLAIN_KEY = /"[\x20\x21\x23-\x5b\x5d-\x7e]*"/y;
const BLANK = /^[ \t\n\r]*$/;

export interface FastScanInput {
  /** Reads `length` bytes into `buffer` at `offset`, from byte `position`; returns the count (0 at EOF). */
  readonly read: (buffer: Buffer, offset: number, length: number, position: number) => number;
  readonly nestedOf: string;
  /** Substrings (as latin1 text, i.e. bytes) whose presence makes a nested member a candidate. */
  readonly hints: readonly string[];
  /** Skip this many bytes at the start (a BOM). */
  readonly skip: number;
}

class Unsupported extends Error {}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/**
 * A sliding latin1 window over the file: consumed text is dropped, more is read on demand. The bytes
 * live in one buffer (the unread tail moved to its front), decoded once per refill, so no string is
 * ever concatenated and then copied again by the regular expression engine.
 */
class Window {
  text = "";
  base: number;
  pos = 0;
  private position: number;
  private eof = false;
  private bytes = Buffer.allocUnsafe(2 * CHUNK_BYTES);
  private readonly nextHint: number[];

  constructor(private readonly input: FastScanInput) {
    this.base = input.skip;
    this.position = input.skip;
    this.nextHint = input.hints.map(() => -2);
  }

  more(): boolean {
    if (this.eof) return false;
    const keep = this.text.length - this.pos;
    if (keep + CHUNK_BYTES > this.bytes.length) {
      if (keep > MAX_WINDOW) throw new Unsupported();
      const larger = Buffer.allocUnsafe(2 * this.bytes.length);
      this.bytes.copy(larger, 0, this.pos, this.text.length);
      this.bytes = larger;
    } else {
      this.bytes.copyWithin(0, this.pos, this.text.length);
    }
    const read = this.input.read(this.bytes, keep, CHUNK_BYTES, this.position);
    this.position += read;
    this.eof = read === 0;
    this.text = this.bytes.toString("latin1", 0, keep + read);
    this.base += this.pos;
    this.pos = 0;
    this.nextHint.fill(-2);
    return !this.eof;
  }

  /** Skips JSON whitespace and returns the next character code, or -1 at EOF. */
  next(): number {
    for (;;) {
      while (this.pos < this.text.length && isBlank(this.text.charCodeAt(this.pos))) this.pos++;
      if (this.pos < this.text.length) return this.text.charCodeAt(this.pos);
      if (!this.more()) return -1;
    }
  }

  expect(code: number): void {
    if (this.next() !== code) throw new Unsupported();
    this.pos++;
  }

  /** Start of the last token in the window. */
  tokenStart = 0;

  /**
   * Runs a sticky pattern at the cursor (after whitespace), reading more input while it fails, and
   * leaves the token at [tokenStart, pos). False when it cannot match even with all the input.
   */
  token(pattern: RegExp): boolean {
    this.next();
    for (;;) {
      pattern.lastIndex = this.pos;
      if (pattern.test(this.text)) {
        this.tokenStart = this.pos;
        this.pos = pattern.lastIndex;
        return true;
      }
      if (!this.more()) return false;
    }
  }

  /**
   * Like token, for a pattern that may simply not apply: reads more input only until the window
   * holds a closing quote after the cursor, and never past that.
   */
  tokenHere(pattern: RegExp): boolean {
    this.next();
    while (this.text.indexOf('"', this.pos + 1) === -1) if (!this.more()) return false;
    pattern.lastIndex = this.pos;
    if (!pattern.test(this.text)) return false;
    this.tokenStart = this.pos;
    this.pos = pattern.lastIndex;
    return true;
  }

  hasHint(start: number, end: number): boolean {
    const { hints } = this.input;
    for (let i = 0; i < hints.length; i++) {
      const hint = hints[i] ?? "";
      let at = this.nextHint[i] ?? -2;
      if (at === -2 || (at !== -1 && at < start)) {
        at = this.text.indexOf(hint, start);
        this.nextHint[i] = at;
      }
      if (at !== -1 && at + hint.length <= end) return true;
    }
    return false;
  }

  /** True when nothing but whitespace is left in the file. */
  onlyWhitespaceLeft(): boolean {
    for (;;) {
      if (!BLANK.test(this.text.slice(this.pos))) return false;
      this.pos = this.text.length;
      if (!this.more()) return true;
    }
  }
}

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
  const probe = Buffer.allocUnsafe(64);
  for (let at = position; ; ) {
    const read = input.read(probe, 0, probe.length, at);
    if (read === 0) return false;
    for (let i = 0; i < read; i++) {
      const code = probe[i] ?? 0;
      if (!isBlank(code)) return code === 0x3a;
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
