import { readBoulderForSession } from "../boulder/read-for-session.js";
import type { BoulderFact, DirectiveFact, Need, PlanFact, TranscriptFact } from "../decision/facts.js";
import { forEachLineRun } from "../fs/lines.js";
import { MIB, readRegularText } from "../fs/regular-file.js";
import { ChecklistCounter } from "../plan/checklist.js";
import type { PlanCandidate } from "../plan/location.js";
import { boulderPath } from "../project/paths.js";
import { scanTranscript } from "../transcript/scan.js";

/** Caps on what one hook run reads; past them a file counts as unreadable and the reason says so. */
export const BOULDER_CAP_BYTES = 64 * MIB;
export const PLAN_CAP_BYTES = 64 * MIB;
export const DIRECTIVE_CAP_BYTES = 1 * MIB;

export interface GatherContext {
  /** Absolute path of the directive.md shipped beside the CLI. */
  readonly bundledDirective: string;
  /** performance.now() value by which the transcript scan must give up. */
  readonly scanDeadline: number;
}

export function readBoulderFact(cwd: string, sessionKey: string): BoulderFact {
  const path = boulderPath(cwd);
  const read = readBoulderForSession(path, sessionKey, BOULDER_CAP_BYTES);
  if (read.ok) return { kind: "found", path, root: cwd, document: read.document };
  return read.missing ? { kind: "missing", searched: [path] } : { kind: "unreadable", path, why: read.why };
}

/** The first candidate that exists wins; one that exists but cannot be read stops the search. */
export function readPlanFact(candidates: readonly PlanCandidate[]): PlanFact {
  const skipped: string[] = [];
  for (const candidate of candidates) {
    const counter = new ChecklistCounter();
    const read = forEachLineRun(candidate.path, PLAN_CAP_BYTES, (run) => counter.lines(run));
    if (read.ok) {
      const checklist = counter.result();
      return { kind: "read", path: candidate.path, source: candidate.source, checklist, skipped };
    }
    if (!read.missing) return { kind: "unreadable", path: candidate.path, why: read.why };
    skipped.push(candidate.path);
  }
  return { kind: "missing", tried: skipped, why: `plan file not found (looked at ${skipped.join(", ")})` };
}

export function readDirectiveFact(path: string): DirectiveFact {
  const read = readRegularText(path, DIRECTIVE_CAP_BYTES);
  return read.ok
    ? { kind: "read", path, source: "bundled", template: read.text }
    : { kind: "unreadable", path, why: read.why };
}

export function scanTranscriptFact(path: string, deadline: number): TranscriptFact {
  return scanTranscript(path, { deadline });
}

/** Answers one need of the decision core with a fact read from disk. */
export function gather(need: Need, context: GatherContext) {
  switch (need.fact) {
    case "boulder":
      return { boulder: readBoulderFact(need.cwd, need.sessionKey) };
    case "plan":
      return { plan: readPlanFact(need.candidates) };
    case "transcript":
      return { transcript: scanTranscriptFact(need.path, context.scanDeadline) };
    case "directive":
      return { directive: readDirectiveFact(context.bundledDirective) };
  }
}
