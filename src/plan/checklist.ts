import { closesFence, type Fence, openingFence } from "./fences.js";

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

type SectionKind = "todos" | "final-wave";

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
// Column 0 only: an indented checkbox is a sub-item, never a task.
const CHECKBOX = /^[-*] \[([ xX])\](?:[ \t]+(.*))?$/;
const TODO_NUMBER = /^\d+\.(?:\s|$)/;
const FINAL_WAVE_NUMBER = /^F\d+\.(?:\s|$)/;

interface Heading {
  readonly level: number;
  readonly text: string;
}

function heading(line: string): Heading | undefined {
  const match = HEADING.exec(line);
  const hashes = match?.[1];
  if (hashes === undefined) return undefined;
  // An ATX heading may close with a run of '#' preceded by a space.
  const text = (match?.[2] ?? "").replace(/(?:^|[ \t]+)#+$/, "").trim();
  return { level: hashes.length, text };
}

function trackedKind(found: Heading): SectionKind | undefined {
  if (found.level !== 2) return undefined;
  const text = found.text.toLowerCase();
  if (text === "todos") return "todos";
  if (text === "final verification wave") return "final-wave";
  return undefined;
}

/** The plan's lines with fenced code blocks removed; CRLF and LF both end a line. */
function* linesOutsideFences(text: string): Generator<string> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let fence: Fence | undefined;
  for (const raw of body.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    fence = openingFence(line);
    if (fence === undefined) yield line;
  }
}

class Tally {
  completed = 0;
  total = 0;
  nextTask: string | undefined;

  add(mark: string, label: string): void {
    this.total += 1;
    if (mark !== " ") this.completed += 1;
    else if (this.nextTask === undefined) this.nextTask = label;
  }

  result(mode: Checklist["mode"]): Checklist {
    const counts = { completed: this.completed, remaining: this.total - this.completed, total: this.total };
    return this.nextTask === undefined ? { ...counts, mode } : { ...counts, nextTask: this.nextTask, mode };
  }
}

/**
 * Counts the plan's top-level checklist. Under `## TODOs` and `## Final Verification Wave`, numbered
 * rows (`1.` / `F1.`) count anywhere in the section, un-numbered rows only before the section's first
 * `###` sub-heading (boxes under Acceptance Criteria or Evidence are criteria, not tasks). A plan with
 * neither section counts every column-0 checkbox.
 */
export function countChecklist(text: string): Checklist {
  const structured = new Tally();
  const simple = new Tally();
  let hasTrackedSection = false;
  let section: SectionKind | undefined;
  let inSubsection = false;

  for (const line of linesOutsideFences(text)) {
    const found = heading(line);
    if (found !== undefined) {
      if (found.level <= 2) {
        section = trackedKind(found);
        hasTrackedSection ||= section !== undefined;
        inSubsection = false;
      } else {
        inSubsection = true;
      }
      continue;
    }
    const box = CHECKBOX.exec(line);
    if (box === null) continue;
    const mark = box[1] ?? " ";
    const label = (box[2] ?? "").trim();
    simple.add(mark, label);
    if (section === undefined) continue;
    const numbered = (section === "todos" ? TODO_NUMBER : FINAL_WAVE_NUMBER).test(label);
    if (numbered || !inSubsection) structured.add(mark, label);
  }
  return hasTrackedSection ? structured.result("structured") : simple.result("simple");
}
