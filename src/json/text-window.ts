/** A sliding window of latin1 text over a file, for the regular-expression scanner. */

import { isSpace } from "./scanner-grammar.js";

export const CHUNK_BYTES = 64 * 1024;
/** A single member larger than this is left to the byte scanner. */
const MAX_WINDOW = 1024 * 1024;

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

export class Unsupported extends Error {}

/**
 * A sliding latin1 window over the file: consumed text is dropped, more is read on demand. The bytes
 * live in one buffer (the unread tail moved to its front), decoded once per refill, so no string is
 * ever concatenated and then copied again by the regular expression engine.
 */
export class Window {
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
      while (this.pos < this.text.length && isSpace(this.text.charCodeAt(this.pos))) this.pos++;
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
