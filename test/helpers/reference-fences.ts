/** Byte-level Markdown fence rules (CommonMark): a fence opens with three or more backticks or tildes. */

export const BACKTICK = 0x60;
export const TILDE = 0x7e;
const SPACE = 0x20;
const TAB = 0x09;

export interface Fence {
  readonly char: number;
  readonly length: number;
}

/** Index after up to three leading spaces, the indentation a fence or heading may have. */
export function afterIndent(line: Uint8Array, start: number, end: number): number {
  let at = start;
  while (at < end && at - start < 3 && line[at] === SPACE) at++;
  return at;
}

function runLength(line: Uint8Array, at: number, end: number, char: number): number {
  let length = 0;
  while (at + length < end && line[at + length] === char) length++;
  return length;
}

/** The fence a line opens, or undefined. A backtick fence's info string may not contain a backtick. */
export function openingFence(line: Uint8Array, start: number, end: number): Fence | undefined {
  const at = afterIndent(line, start, end);
  const char = line[at];
  if (char !== BACKTICK && char !== TILDE) return undefined;
  const length = runLength(line, at, end, char);
  if (length < 3) return undefined;
  if (char === BACKTICK && line.subarray(at + length, end).includes(BACKTICK)) return undefined;
  return { char, length };
}

/** A closing fence uses the opener's character, is at least as long, and has only blanks after it. */
export function closesFence(line: Uint8Array, start: number, end: number, fence: Fence): boolean {
  const at = afterIndent(line, start, end);
  const length = runLength(line, at, end, fence.char);
  if (length < fence.length) return false;
  for (let i = at + length; i < end; i++) if (line[i] !== SPACE && line[i] !== TAB) return false;
  return true;
}
