/**
 * The test oracle for the plan grammar: a plain line-by-line, byte-by-byte reading of the rules in
 * docs/how-it-decides.md, written independently of src/plan/checklist.ts (which counts with patterns
 * over runs of lines). Property tests check that both agree on generated plans.
 */
import type { Checklist } from "../../src/plan/checklist.js";
import { afterIndent, closesFence, type Fence, openingFence } from "./reference-fences.js";

type SectionKind = "todos" | "final-wave";

const HASH = 0x23;
const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
const DOT = 0x2e;
const isBlank = (byte: number | undefined) => byte === SPACE || byte === TAB;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

class Tally {
  completed = 0;
  total = 0;
  nextTask: string | undefined;

  /** The label is decoded only for the one row that becomes the next task. */
  add(checked: boolean, bytes: Uint8Array, labelAt: number, end: number): void {
    this.total += 1;
    if (checked) this.completed += 1;
    else if (this.nextTask === undefined)
      this.nextTask = Buffer.from(bytes.subarray(labelAt, end)).toString("utf8").trim();
  }

  result(mode: Checklist["mode"]): Checklist {
    const counts = { completed: this.completed, remaining: this.total - this.completed, total: this.total };
    return this.nextTask === undefined ? { ...counts, mode } : { ...counts, nextTask: this.nextTask, mode };
  }
}

/** `N.` (TODOs) or `F<N>.` (Final Verification Wave) followed by a blank or the end of the line. */
function isNumbered(line: Uint8Array, at: number, end: number, kind: SectionKind): boolean {
  let i = at;
  if (kind === "final-wave") {
    if (line[i] !== 0x46) return false;
    i++;
  }
  const digits = i;
  while (i < end && isDigit(line[i])) i++;
  if (i === digits || line[i] !== DOT) return false;
  return i + 1 === end || isBlank(line[i + 1]);
}

function trackedKind(text: string): SectionKind | undefined {
  const name = text.toLowerCase();
  if (name === "todos") return "todos";
  if (name === "final verification wave") return "final-wave";
  return undefined;
}

/**
 * Counts the plan's top-level checklist, one line at a time, on bytes: the hook never has to hold or
 * decode a large plan. Under `## TODOs` and `## Final Verification Wave`, numbered rows (`1.` / `F1.`)
 * count anywhere in the section, un-numbered rows only before the section's first `###` sub-heading
 * (boxes under Acceptance Criteria or Evidence are criteria, not tasks). A plan with neither section
 * counts every column-0 checkbox. Fenced code blocks are skipped.
 */
export class ChecklistCounter {
  private readonly structured = new Tally();
  private readonly simple = new Tally();
  private hasTrackedSection = false;
  private section: SectionKind | undefined;
  private inSubsection = false;
  private fence: Fence | undefined;

  /** One line, without its `\n` (a trailing `\r` is ignored). */
  line(bytes: Uint8Array, start = 0, stop = bytes.length): void {
    const end = stop > start && bytes[stop - 1] === CR ? stop - 1 : stop;
    if (this.fence !== undefined) {
      if (closesFence(bytes, start, end, this.fence)) this.fence = undefined;
      return;
    }
    this.fence = openingFence(bytes, start, end);
    if (this.fence !== undefined) return;
    if (this.heading(bytes, start, end)) return;
    this.checkbox(bytes, start, end);
  }

  private heading(bytes: Uint8Array, start: number, end: number): boolean {
    const at = afterIndent(bytes, start, end);
    let level = 0;
    while (at + level < end && bytes[at + level] === HASH) level++;
    if (level === 0 || level > 6 || (at + level < end && !isBlank(bytes[at + level]))) return false;
    if (level > 2) {
      this.inSubsection = true;
      return true;
    }
    // An ATX heading may close with a run of '#' preceded by a blank.
    const text = Buffer.from(bytes.subarray(at + level, end))
      .toString("utf8")
      .trim()
      .replace(/(?:^|[ \t]+)#+$/, "")
      .trim();
    this.section = trackedKind(text);
    this.hasTrackedSection ||= this.section !== undefined;
    this.inSubsection = false;
    return true;
  }

  private checkbox(bytes: Uint8Array, start: number, end: number): void {
    const bullet = bytes[start];
    const mark = bytes[start + 3];
    if (bullet !== 0x2d && bullet !== 0x2a) return;
    if (bytes[start + 1] !== SPACE || bytes[start + 2] !== 0x5b || bytes[start + 4] !== 0x5d) return;
    if (mark !== SPACE && mark !== 0x78 && mark !== 0x58) return;
    if (start + 5 < end && !isBlank(bytes[start + 5])) return;
    if (start + 5 > end) return;
    let labelAt = start + 5;
    while (labelAt < end && isBlank(bytes[labelAt])) labelAt++;
    const checked = mark !== SPACE;
    this.simple.add(checked, bytes, labelAt, end);
    if (this.section === undefined) return;
    if (isNumbered(bytes, labelAt, end, this.section) || !this.inSubsection) {
      this.structured.add(checked, bytes, labelAt, end);
    }
  }

  result(): Checklist {
    return this.hasTrackedSection ? this.structured.result("structured") : this.simple.result("simple");
  }
}

const BOM = [0xef, 0xbb, 0xbf];

/** Counts a whole plan held in memory; CRLF and LF both end a line, a leading BOM is ignored. */
export function countChecklist(text: string): Checklist {
  const bytes = Buffer.from(text);
  const counter = new ChecklistCounter();
  let start = BOM.every((byte, i) => bytes[i] === byte) ? 3 : 0;
  while (start <= bytes.length) {
    const newline = bytes.indexOf(0x0a, start);
    const stop = newline === -1 ? bytes.length : newline;
    counter.line(bytes, start, stop);
    start = stop + 1;
  }
  return counter.result();
}
