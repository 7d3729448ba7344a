import { closeSync } from "node:fs";
import { msSinceStart } from "../fs/clock.js";
import { openRegularFile, readFullyAt } from "../fs/regular-file.js";
import { regexpLiteral } from "../text/regexp-literal.js";
import type { ScanFailure } from "./facts.js";

// 64 KiB keeps each decoded chunk a young-generation string (larger ones measured several times slower).
const CHUNK_BYTES = 64 * 1024;
// One read call per MiB: the chunks are decoded from a block of 16.
const BLOCK_BYTES = 16 * CHUNK_BYTES;
// The clock is read once per this much work (a chunk 4, a visited line 1): short lines keep the deadline too.
const DEADLINE_CHECK_EVERY = 16;
const CHUNK_WORK = 4;
/** A line longer than this is reported by its position only: Codex's own records are far smaller. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

/** One line of the file that holds a match; `text` is undefined when it is over MAX_LINE_BYTES. */
export interface MatchedLine {
  readonly offset: number;
  readonly length: number;
  readonly text?: string;
}

export interface BackwardScanOptions {
  /** msSinceStart() value after which the scan gives up. */
  readonly deadline: number;
  /** Stop (as "capped") once this many bytes from the end have been scanned. */
  readonly maxBytes?: number;
  /** Go on from here: only matches before this offset count (bytesScanned still counts from the end). */
  readonly before?: number;
  /** A cheaper pattern ("g", ASCII) held by every match of `pattern`, which then runs only around it. */
  readonly anchor?: RegExp;
}

/** How a scan ended; unreadable or out of time, as the facts say it. */
export type BackwardScan =
  | {
      readonly kind: "done" | "stopped" | "capped";
      readonly bytesScanned: number;
      readonly size: number;
    }
  | ScanFailure;

/** A search for any of `texts` (ASCII), the overlap a chunk border needs, and `inLine`, the same without "g". */
export function literalsPattern(texts: readonly string[], flags: "g" | "gi" | "i") {
  const source = texts.map(regexpLiteral).join("|");
  return {
    pattern: new RegExp(source, flags),
    overlap: Math.max(...texts.map((text) => text.length)) - 1,
    inLine: new RegExp(source, flags.replace("g", "")),
  };
}

class OutOfTime extends Error {}

/** Pushes where each match of `patterns` in `text` starts (plus `shift`), from `from` on and before `limit`. */
function matchStarts(
  patterns: readonly RegExp[],
  text: string,
  from: number,
  limit: number,
  starts: number[],
  shift = 0,
) {
  for (const search of patterns) {
    search.lastIndex = from;
    for (let match = search.exec(text); match !== null; match = search.exec(text)) {
      if (match.index >= limit) break;
      starts.push(shift + match.index);
      if (match[0] === "") search.lastIndex++;
    }
  }
}

/** Past this many anchor windows in one chunk, `patterns` runs over the rest of it at once. */
const MAX_WINDOWS = 64;

/** matchStarts from 0, run only around `anchor`'s hits: a match holding one starts < `width` before it. */
function anchoredStarts(
  anchor: RegExp,
  patterns: readonly RegExp[],
  width: number,
  text: string,
  limit: number,
  starts: number[],
) {
  anchor.lastIndex = 0;
  for (let hit = anchor.exec(text), windows = 0; hit !== null; hit = anchor.exec(text), windows++) {
    const from = Math.max(0, hit.index - width + 1);
    if (from >= limit) return;
    if (windows === MAX_WINDOWS) return matchStarts(patterns, text, from, limit, starts);
    const to = Math.min(limit, hit.index + width + 1);
    matchStarts(patterns, text.slice(from, to + width), 0, to - from, starts, from);
    if (to === limit) return;
    anchor.lastIndex = to;
  }
}

/** Each whole line holding a match, newest first, in constant memory; patterns see latin1, so ASCII only. */
export function scanLinesBackward(
  path: string,
  pattern: RegExp | readonly RegExp[],
  overlap: number,
  visit: (line: MatchedLine) => "stop" | "next",
  options: BackwardScanOptions,
): BackwardScan {
  const patterns = pattern instanceof RegExp ? [pattern] : pattern;
  const opened = openRegularFile(path);
  if (!opened.ok) return { kind: "unreadable", path, why: opened.why };
  const { fd, size } = opened;
  // `block` holds the file's bytes from blockStart to blockEnd; `buffer` serves the reads around a line.
  const block = Buffer.allocUnsafe(BLOCK_BYTES + overlap);
  let blockStart = 0;
  let blockEnd = 0;
  /** The file's text from `start` to `stop` (or to where the file now ends), one char per byte. */
  const textOf = (start: number, stop: number): string => {
    if (start < blockStart || stop > blockEnd) {
      blockStart = Math.max(0, stop - block.length);
      blockEnd = blockStart + readFullyAt(fd, block, stop - blockStart, blockStart);
    }
    return block.toString("latin1", start - blockStart, Math.min(stop, blockEnd) - blockStart);
  };
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let work = 0;
  const checkTime = (weight = CHUNK_WORK) => {
    work += weight;
    if (work < DEADLINE_CHECK_EVERY) return;
    work = 0;
    if (msSinceStart() > options.deadline) throw new OutOfTime();
  };
  /** Position just after the nearest line feed before `position`, or 0. */
  const lineStart = (position: number): number => {
    for (let end = position; end > 0; end -= CHUNK_BYTES) {
      checkTime();
      const start = Math.max(0, end - CHUNK_BYTES);
      const at = buffer.subarray(0, readFullyAt(fd, buffer, end - start, start)).lastIndexOf(0x0a);
      if (at !== -1) return start + at + 1;
    }
    return 0;
  };
  /** Position of the next line feed at or after `position`, or the file's size. */
  const lineEnd = (position: number): number => {
    for (let start = position; start < size; start += CHUNK_BYTES) {
      checkTime();
      const length = readFullyAt(fd, buffer, Math.min(CHUNK_BYTES, size - start), start);
      const at = buffer.subarray(0, length).indexOf(0x0a);
      if (at !== -1) return start + at;
    }
    return size;
  };
  const readLine = (offset: number, length: number): MatchedLine => {
    if (length > MAX_LINE_BYTES) return { offset, length };
    const bytes = Buffer.allocUnsafe(length);
    return { offset, length, text: bytes.toString("utf8", 0, readFullyAt(fd, bytes, length, offset)) };
  };
  let end = Math.min(size, options.before ?? size);
  const result = (kind: "done" | "stopped" | "capped") => ({
    kind,
    bytesScanned: size - end,
    size,
  });
  try {
    while (end > 0) {
      if (options.maxBytes !== undefined && size - end >= options.maxBytes) return result("capped");
      checkTime();
      const start = Math.max(0, end - CHUNK_BYTES);
      const text = textOf(start, Math.min(size, end + overlap));
      const length = text.length;
      const starts: number[] = [];
      const limit = end - start;
      if (options.anchor === undefined) matchStarts(patterns, text, 0, limit, starts);
      else anchoredStarts(options.anchor, patterns, overlap + 1, text, limit, starts);
      if (starts.length > 1) starts.sort((a, b) => a - b);
      let next = start;
      for (let i = starts.length - 1; i >= 0; i--) {
        const at = start + (starts[i] ?? 0);
        if (at >= end) continue; // inside a line already visited
        const newline = text.lastIndexOf("\n", at - start - 1);
        const first = newline !== -1 ? start + newline + 1 : lineStart(start);
        const feed = text.indexOf("\n", at - start);
        const last = feed !== -1 ? start + feed : lineEnd(start + length);
        checkTime(1);
        const line = readLine(first, last - first);
        end = first;
        next = Math.min(next, first);
        if (visit(line) === "stop") return result("stopped");
      }
      end = next;
    }
    return result("done");
  } catch (error) {
    if (error instanceof OutOfTime) return { ...result("done"), kind: "timeout", path };
    return { kind: "unreadable", path, why: error instanceof Error ? error.message : "read failed" };
  } finally {
    closeSync(fd);
  }
}
