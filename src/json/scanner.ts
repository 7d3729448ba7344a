import {
  BACKSLASH,
  isDigit,
  isHex,
  isSpace,
  LITERALS,
  NUMBER_END,
  NUMBER_INVALID,
  numberStep,
  QUOTE,
  S,
  type State,
} from "./scanner-grammar.js";
import { valuePattern } from "./value-pattern.js";

/**
 * A streaming JSON validator that never builds the document. It accepts exactly what JSON.parse
 * accepts (after BOM removal) and records where the members of the top-level object and of its
 * object-valued members sit in the byte stream, so a caller can parse only the few values it needs.
 * Feeding it fixed-size chunks keeps memory flat however large the document is.
 */

export interface MemberSpan {
  /** Decoded key. */
  readonly key: string;
  /** Key of the enclosing top-level member, for depth-2 members. */
  readonly parent?: string;
  /** Byte offsets of the value: [start, end). */
  readonly start: number;
  readonly end: number;
}

export class JsonScanner {
  /** Depth-2 members are recorded only inside the top-level member with this key. */
  constructor(private readonly nestedOf: string) {}

  /** Members of the top-level object (depth 1) and of its object values (depth 2). */
  readonly members: MemberSpan[] = [];
  /** True when the top-level value is an object. */
  topIsObject = false;
  failed = false;

  private state: State = S.Value;
  /** 'o' or 'a' per open container. */
  private readonly stack: number[] = [];
  private stringIsKey = false;
  private unicodeLeft = 0;
  private literal: Buffer = LITERALS[0] ?? Buffer.alloc(0);
  private literalAt = 0;
  private offset = 0;
  // Key capture for depth 1 and 2.
  private keyParts: Buffer[] = [];
  private capturingKey = false;
  /** The key needs JSON decoding: it has an escape or non-ASCII bytes, or spans chunks. */
  private keyEscaped = false;
  /** The current chunk as latin1 text, decoded on first use by skipValue. */
  private text: string | undefined;
  private keyStart = 0;
  private pendingKey: string[] = [];
  private valueStart: number[] = [];
  private topKey: string | undefined;

  private depth(): number {
    return this.stack.length;
  }

  /** Called when a value begins at `at` (its first byte). */
  private beginValue(at: number): void {
    if (this.depth() === 0 && this.state === S.Value) return;
    this.valueStart[this.depth()] = at;
  }

  /** Called when the value that is a member at the current depth ends just before `end`. */
  private endMember(end: number): void {
    const depth = this.depth();
    const key = this.pendingKey[depth];
    const start = this.valueStart[depth];
    if (key === undefined || start === undefined || this.stack[depth - 1] !== 0x6f) return;
    if (depth === 1) this.members.push({ key, start, end });
    else if (depth === 2 && this.topKey !== undefined)
      this.members.push({ key, parent: this.topKey, start, end });
  }

  /** After a complete value (scalar or container) at the current depth. */
  private afterValue(end: number): void {
    this.endMember(end);
    const top = this.stack.at(-1);
    this.state = top === undefined ? S.Done : top === 0x6f ? S.ObjectNext : S.ArrayNext;
  }

  private fail(): void {
    this.failed = true;
  }

  private startValue(byte: number, at: number): void {
    this.beginValue(at);
    if (byte === 0x7b) {
      if (this.depth() === 0) this.topIsObject = true;
      if (this.depth() === 1) this.topKey = this.pendingKey[1] === this.nestedOf ? this.nestedOf : undefined;
      this.stack.push(0x6f);
      this.state = S.ObjectFirstKey;
    } else if (byte === 0x5b) {
      if (this.depth() === 1) this.topKey = undefined;
      this.stack.push(0x61);
      this.state = S.ArrayFirst;
    } else if (byte === QUOTE) {
      this.stringIsKey = false;
      this.state = S.String;
    } else if (byte === 0x2d) this.state = S.Minus;
    else if (byte === 0x30) this.state = S.Zero;
    else if (isDigit(byte)) this.state = S.Int;
    else {
      const literal = LITERALS.find((candidate) => candidate[0] === byte);
      if (literal === undefined) {
        this.fail();
        return;
      }
      this.literal = literal;
      this.literalAt = 1;
      this.state = S.Literal;
    }
  }

  private closeContainer(at: number): void {
    this.stack.pop();
    this.afterValue(at + 1);
  }

  private keyDepthCaptured(): boolean {
    const depth = this.depth();
    return depth === 1 || (depth === 2 && this.topKey !== undefined);
  }

  /** Advances the byte offsets past input that is not part of the JSON text (a BOM). */
  skip(bytes: number): void {
    this.offset += bytes;
  }

  /**
   * Tries to validate and pass over the whole value starting at `at` with one regular expression.
   * Returns the index just after it, or -1 to let the byte loop handle it (values we must look
   * inside, values deeper than the expression, values running past this chunk, invalid ones).
   */
  private skipValue(chunk: Buffer, at: number, base: number): number {
    const depth = this.depth();
    if (depth === 0 || (depth === 1 && this.pendingKey[1] === this.nestedOf)) return -1;
    // Only values whose end is unambiguous: a number cut by the chunk border would match a prefix.
    const first = chunk[at];
    if (first !== 0x7b && first !== 0x5b && first !== QUOTE) return -1;
    this.text ??= chunk.toString("latin1");
    // See value-pattern.ts: values up to three containers deep are validated natively.
    const pattern = valuePattern();
    pattern.lastIndex = at;
    if (!pattern.test(this.text)) return -1;
    const end = pattern.lastIndex;
    this.beginValue(base + at);
    this.afterValue(base + end);
    return end;
  }

  feed(chunk: Buffer): void {
    this.text = undefined;
    const base = this.offset;
    this.offset += chunk.length;
    if (this.failed) return;
    if (this.capturingKey) this.keyStart = 0;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] ?? 0;
      switch (this.state) {
        case S.String: {
          // Fast path: jump to the next quote or backslash inside this chunk.
          let j = i;
          while (j < chunk.length) {
            const b = chunk[j] ?? 0;
            if (b === QUOTE || b === BACKSLASH) break;
            if (b >= 0x80) this.keyEscaped ||= this.capturingKey;
            if (b < 0x20) {
              this.fail();
              return;
            }
            j++;
          }
          if (j === chunk.length) {
            i = j - 1;
            break;
          }
          i = j;
          if (chunk[j] === BACKSLASH) {
            this.keyEscaped ||= this.capturingKey;
            this.state = S.Escape;
            break;
          }
          if (this.stringIsKey) {
            this.finishKey(chunk, j);
            this.state = S.Colon;
          } else this.afterValue(base + j + 1);
          break;
        }
        case S.Escape:
          if (byte === 0x75) {
            this.unicodeLeft = 4;
            this.state = S.Unicode;
          } else if ('"\\/bfnrt'.includes(String.fromCharCode(byte))) this.state = S.String;
          else {
            this.fail();
            return;
          }
          break;
        case S.Unicode:
          if (!isHex(byte)) {
            this.fail();
            return;
          }
          if (--this.unicodeLeft === 0) this.state = S.String;
          break;
        case S.Value:
        case S.Done: {
          if (isSpace(byte)) break;
          if (this.state === S.Done) {
            this.fail();
            return;
          }
          const skipped = this.skipValue(chunk, i, base);
          if (skipped !== -1) i = skipped - 1;
          else this.startValue(byte, base + i);
          break;
        }
        case S.ObjectFirstKey:
        case S.ObjectKey:
          if (isSpace(byte)) break;
          if (byte === 0x7d && this.state === S.ObjectFirstKey) {
            this.closeContainer(base + i);
            break;
          }
          if (byte !== QUOTE) {
            this.fail();
            return;
          }
          this.stringIsKey = true;
          this.capturingKey = this.keyDepthCaptured();
          this.keyParts = [];
          this.keyEscaped = false;
          this.keyStart = i;
          this.state = S.String;
          break;
        case S.Colon:
          if (isSpace(byte)) break;
          if (byte !== 0x3a) {
            this.fail();
            return;
          }
          this.state = S.Value;
          break;
        case S.ObjectNext:
        case S.ArrayNext:
          if (isSpace(byte)) break;
          if (byte === 0x2c) this.state = this.state === S.ObjectNext ? S.ObjectKey : S.Value;
          else if (byte === (this.state === S.ObjectNext ? 0x7d : 0x5d)) this.closeContainer(base + i);
          else {
            this.fail();
            return;
          }
          break;
        case S.ArrayFirst:
          if (isSpace(byte)) break;
          if (byte === 0x5d) this.closeContainer(base + i);
          else {
            const skipped = this.skipValue(chunk, i, base);
            if (skipped !== -1) i = skipped - 1;
            else this.startValue(byte, base + i);
          }
          break;
        case S.Literal:
          if (byte !== this.literal[this.literalAt]) {
            this.fail();
            return;
          }
          if (++this.literalAt === this.literal.length) this.afterValue(base + i + 1);
          break;
        default: {
          const next = numberStep(this.state, byte);
          if (next === NUMBER_INVALID) {
            this.fail();
            return;
          }
          if (next === NUMBER_END) {
            this.afterValue(base + i);
            i--; // the delimiter belongs to the enclosing structure
          } else this.state = next;
        }
      }
    }
    if (this.capturingKey) this.keyParts.push(Buffer.from(chunk.subarray(this.keyStart)));
  }

  private finishKey(chunk: Buffer, quoteAt: number): void {
    if (!this.capturingKey) return;
    this.capturingKey = false;
    let key: unknown;
    if (this.keyParts.length === 0 && !this.keyEscaped) {
      // The common case, an ASCII key without escapes inside one chunk, is a slice of the latin1 text.
      this.text ??= chunk.toString("latin1");
      key = this.text.slice(this.keyStart + 1, quoteAt);
    } else {
      this.keyParts.push(chunk.subarray(this.keyStart, quoteAt + 1));
      key = JSON.parse(Buffer.concat(this.keyParts).toString("utf8"));
      this.keyParts = [];
    }
    if (typeof key === "string") this.pendingKey[this.depth()] = key;
  }

  /** True when the whole input was one valid JSON value. */
  finish(): boolean {
    if (this.failed) return false;
    const endsNumber =
      this.state === S.Zero ||
      this.state === S.Int ||
      this.state === S.Fraction ||
      this.state === S.ExponentDigits;
    if (endsNumber && this.stack.length === 0) this.state = S.Done;
    return this.state === S.Done;
  }
}
