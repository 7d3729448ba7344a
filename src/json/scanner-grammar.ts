/** The byte-level JSON grammar the streaming scanner runs: its states and the number sub-grammar. */

// Parser states; plain numbers keep the hot loop free of string comparisons.
export const S = {
  Value: 0,
  ObjectFirstKey: 1,
  ObjectKey: 2,
  Colon: 3,
  ObjectNext: 4,
  ArrayFirst: 5,
  ArrayNext: 6,
  String: 7,
  Escape: 8,
  Unicode: 9,
  Minus: 10,
  Zero: 11,
  Int: 12,
  Dot: 13,
  Fraction: 14,
  Exponent: 15,
  ExponentSign: 16,
  ExponentDigits: 17,
  Literal: 18,
  Done: 19,
} as const;
export type State = (typeof S)[keyof typeof S];

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;

export function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

export function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

export function isHex(byte: number): boolean {
  return isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);
}

export const LITERALS = [Buffer.from("true"), Buffer.from("false"), Buffer.from("null")];

/** numberStep's answer when `byte` ends the number (it belongs to what follows). */
export const NUMBER_END = -1;
/** numberStep's answer when `byte` makes the number invalid. */
export const NUMBER_INVALID = -2;

/**
 * One step of the number grammar -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?: the next state, or
 * NUMBER_END / NUMBER_INVALID.
 */
export function numberStep(state: State, byte: number): State | typeof NUMBER_END | typeof NUMBER_INVALID {
  const digit = isDigit(byte);
  const exponent = byte === 0x65 || byte === 0x45;
  switch (state) {
    case S.Minus:
      if (byte === 0x30) return S.Zero;
      return digit ? S.Int : NUMBER_INVALID;
    case S.Zero:
    case S.Int:
      if (digit) return state === S.Int ? S.Int : NUMBER_INVALID; // no leading zeros
      if (byte === 0x2e) return S.Dot;
      return exponent ? S.Exponent : NUMBER_END;
    case S.Dot:
      return digit ? S.Fraction : NUMBER_INVALID;
    case S.Fraction:
      if (digit) return S.Fraction;
      return exponent ? S.Exponent : NUMBER_END;
    case S.Exponent:
      if (byte === 0x2b || byte === 0x2d) return S.ExponentSign;
      return digit ? S.ExponentDigits : NUMBER_INVALID;
    case S.ExponentSign:
      return digit ? S.ExponentDigits : NUMBER_INVALID;
    case S.ExponentDigits:
      return digit ? S.ExponentDigits : NUMBER_END;
    default:
      return NUMBER_INVALID;
  }
}
