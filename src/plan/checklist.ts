import { type Fence, lineKind } from "./markdown-line.js";

/** What the hook reports about a plan: the counts of its top-level checklist and the next task. */
export interface Checklist {
  readonly completed: number;
  readonly remaining: number;
  readonly total: number;
  /** Text after the checkbox of the first unchecked counted item; undefined when none is left. */
  readonly nextTask?: string;
  /** "structured": a `## TODOs` / `## Final Verification Wave` section exists; "simple": none does. */
  readonly mode: "structured" | "simple";
}

export const NO_NEXT_TASK_LABEL = "none (final gate pending)";

/** The next task as the person and the model are told it; an unchecked row with no text still is one. */
export function nextTaskLabel(checklist: Checklist): string {
  if (checklist.nextTask === undefined) return NO_NEXT_TASK_LABEL;
  return checklist.nextTask === "" ? "(no label)" : checklist.nextTask;
}

type SectionKind = "todos" | "final-wave";

// Patterns run over "\n" + a run of whole lines, as latin1 text (one char per byte). A checkbox is
// `- [ ]`, `- [x]` or `- [X]` (or `*`) at column 0, followed by a blank or the end of the line.
const box = (mark: string, numbered = "") =>
  new RegExp(`\\n[-*] \\[${mark}\\]${numbered}(?=[ \\t]|\\r?\\n|\\r?$)`, "g");
const CHECKED = box("[xX]");
const UNCHECKED = box(" ");
/** Rows that count anywhere in their section: `1.` under TODOs, `F1.` under the final wave. */
const numbered = (mark: string) => ({
  todos: box(mark, "[ \\t]+\\d+\\."),
  "final-wave": box(mark, "[ \\t]+F\\d+\\."),
});
const CHECKED_NUMBERED = numbered("[xX]");
const UNCHECKED_NUMBERED = numbered(" ");
/** Lines that can change the counting state: headings and fences (never checkbox lines). */
const STRUCTURE = /\n {0,3}(?:#|`{3}|~{3})/g;

/** The label of the first unchecked row that `pattern` finds, decoded from latin1 back to UTF-8. */
function firstLabel(pattern: RegExp, text: string): string | undefined {
  pattern.lastIndex = 0;
  const found = pattern.exec(text);
  if (found === null) return undefined;
  const boxEnd = found.index + 6; // "\n- [ ]"
  const lineEnd = text.indexOf("\n", boxEnd);
  const line = text.slice(boxEnd, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, "");
  return Buffer.from(line, "latin1").toString("utf8").trim();
}

class Tally {
  completed = 0;
  total = 0;
  nextTask: string | undefined;

  add(text: string, checked: RegExp, unchecked: RegExp): void {
    const done = text.match(checked)?.length ?? 0;
    const open = text.match(unchecked)?.length ?? 0;
    this.completed += done;
    this.total += done + open;
    if (open > 0 && this.nextTask === undefined) this.nextTask = firstLabel(unchecked, text);
  }

  result(mode: Checklist["mode"]): Checklist {
    const counts = { completed: this.completed, remaining: this.total - this.completed, total: this.total };
    return this.nextTask === undefined ? { ...counts, mode } : { ...counts, nextTask: this.nextTask, mode };
  }
}

/** The level-2 headings of the sections a structured plan counts (a Map: a heading may be `constructor`). */
const TRACKED = new Map<string, SectionKind>([
  ["todos", "todos"],
  ["final verification wave", "final-wave"],
]);

// Under `## TODOs` and `## Final Verification Wave` numbered rows count anywhere, others only before the
// first `###` (criteria, not tasks); a plan with neither counts every column-0 box. Fences are skipped.
export class ChecklistCounter {
  private readonly structured = new Tally();
  private readonly simple = new Tally();
  private hasTrackedSection = false;
  private section: SectionKind | undefined;
  private inSubsection = false;
  private fence: Fence | undefined;
  private started = false;

  /** Feeds whole lines (each ending in "\n", except perhaps the file's last) as latin1 text. */
  lines(latin1: string): void {
    const text = this.started || !latin1.startsWith("\xef\xbb\xbf") ? latin1 : latin1.slice(3);
    this.started = true;
    const padded = `\n${text}`;
    let segmentStart = 0;
    STRUCTURE.lastIndex = 0;
    for (let found = STRUCTURE.exec(padded); found !== null; found = STRUCTURE.exec(padded)) {
      const lineStart = found.index + 1;
      const newline = padded.indexOf("\n", lineStart);
      const lineEnd = newline === -1 ? padded.length : newline;
      this.segment(padded.slice(segmentStart, found.index));
      this.structureLine(padded.slice(lineStart, lineEnd).replace(/\r$/, ""));
      segmentStart = lineEnd;
      STRUCTURE.lastIndex = lineEnd;
    }
    this.segment(padded.slice(segmentStart));
  }

  /** Counts the boxes in "\n"-prefixed text that holds no heading and no fence line. */
  private segment(text: string): void {
    if (this.fence !== undefined || text.length < 6) return;
    // Once a tracked section is seen the result is the structured count: the simple one is never read.
    if (!this.hasTrackedSection) this.simple.add(text, CHECKED, UNCHECKED);
    const section = this.section;
    if (section === undefined) return;
    if (this.inSubsection) this.structured.add(text, CHECKED_NUMBERED[section], UNCHECKED_NUMBERED[section]);
    else this.structured.add(text, CHECKED, UNCHECKED);
  }

  private structureLine(line: string): void {
    const kind = lineKind(line, this.fence);
    if (kind.kind === "fence-close") this.fence = undefined;
    else if (kind.kind === "fence-open") this.fence = kind.fence;
    else if (kind.kind === "heading") {
      if (kind.heading.level > 2) {
        this.inSubsection = true;
        return;
      }
      this.section = kind.heading.level === 2 ? TRACKED.get(kind.heading.text.toLowerCase()) : undefined;
      this.hasTrackedSection ||= this.section !== undefined;
      this.inSubsection = false;
    }
  }

  result(): Checklist {
    return this.hasTrackedSection ? this.structured.result("structured") : this.simple.result("simple");
  }
}

/** Counts a whole plan held in memory; CRLF and LF both end a line, a leading BOM is ignored. */
export function countChecklist(text: string): Checklist {
  const counter = new ChecklistCounter();
  counter.lines(Buffer.from(text, "utf8").toString("latin1"));
  return counter.result();
}
