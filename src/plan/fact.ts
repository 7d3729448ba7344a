import { readSync } from "node:fs";
import { resolvedPath } from "../fs/paths.js";
import { MIB, overCap, type ReadFailure, withRegularFile } from "../fs/regular-file.js";
import { type Checklist, ChecklistCounter } from "./checklist.js";
import { loadDiscovery } from "./load-discovery.js";
import { type PlanSource, planCandidates } from "./location.js";

/** The active plan as the hook finds it: the first of its candidate paths, or one found by its name. */
export type PlanFact =
  | {
      readonly kind: "read";
      readonly path: string;
      /** The file's real path: chain stamps name a plan by it, through any symlink. */
      readonly realPath?: string;
      readonly source: PlanSource;
      readonly checklist: Checklist;
      /** Files looked at before this one (a worktree copy that did not exist, say). */
      readonly skipped: readonly string[];
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "missing"; readonly tried: readonly string[]; readonly why: string }
  /** Discovery found several files with the plan's name: the hook will not guess. */
  | { readonly kind: "ambiguous"; readonly tried: readonly string[]; readonly matches: readonly string[] };

/** Where a work says its plan is. */
export interface PlanPlace {
  readonly activePlan: string;
  readonly worktreePath?: string;
}

/** The largest plan file one run reads; past it the plan counts as unreadable and the reason says so. */
const PLAN_CAP_BYTES = 64 * MIB;

// A longer line is cut there and the rest skipped: only a line's start matters to the checklist, and
// an ever-growing partial line would make a file without line breaks cost quadratic time.
const MAX_LINE = 64 * 1024;

// Counts a plan file's top-level checklist, streamed in one reused buffer as runs of whole lines of
// latin1 text (one char per byte: no decoding, no split characters).
export function countPlanFile(
  path: string,
  chunkBytes = 64 * 1024,
): { ok: true; checklist: Checklist } | ReadFailure {
  return withRegularFile(path, PLAN_CAP_BYTES, (fd) => {
    const counter = new ChecklistCounter();
    const buffer = Buffer.allocUnsafe(chunkBytes);
    let carry = "";
    let total = 0;
    let skipping = false;
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > PLAN_CAP_BYTES) return overCap(PLAN_CAP_BYTES);
      let text = buffer.toString("latin1", 0, read);
      if (skipping) {
        const newline = text.indexOf("\n");
        if (newline === -1) continue;
        text = text.slice(newline + 1);
        skipping = false;
      }
      text = carry + text;
      const cut = text.lastIndexOf("\n") + 1;
      if (cut > 0) counter.lines(text.slice(0, cut));
      carry = text.slice(cut);
      if (carry.length > MAX_LINE) {
        counter.lines(`${carry.slice(0, MAX_LINE)}\n`);
        carry = "";
        skipping = true;
      }
    }
    if (carry !== "") counter.lines(carry);
    return { ok: true, checklist: counter.result() };
  });
}

function readFact(path: string, source: PlanSource, checklist: Checklist, skipped: string[]): PlanFact {
  return { kind: "read", path, realPath: resolvedPath(path), source, checklist, skipped };
}

// The one plan locator (the Stop hook, session-start, status, `work complete`): the first candidate that is
// a file; one there but unreadable stops the search; when none exists, the one file of its name.
export async function readPlanFact(
  root: string,
  place: PlanPlace,
  // fast-glob is loaded only when a plan is actually missing.
  discover = async (folder: string, plan: string) => {
    const { listPlanFiles, plansNamedLike } = await loadDiscovery();
    return plansNamedLike(await listPlanFiles(folder), plan);
  },
): Promise<PlanFact> {
  const candidates = planCandidates(root, place.activePlan, place.worktreePath);
  const skipped: string[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const read = countPlanFile(candidate.path);
    if (read.ok) return readFact(candidate.path, candidate.source, read.checklist, skipped);
    // A worktree copy is preferred only when it is a file; a directory there does not hide the project's.
    const preferredOnly = index < candidates.length - 1 && read.notRegular === true;
    if (!read.missing && !preferredOnly) return { kind: "unreadable", path: candidate.path, why: read.why };
    skipped.push(candidate.path);
  }
  const matches = await discover(root, place.activePlan);
  const [only] = matches;
  if (matches.length > 1) return { kind: "ambiguous", tried: skipped, matches };
  if (only === undefined)
    return {
      kind: "missing",
      tried: skipped,
      why: `plan file not found (looked at ${skipped.join(", ")}, and under .omo/plans and .sisyphus/plans)`,
    };
  const read = countPlanFile(only);
  return read.ok
    ? readFact(only, "discovered", read.checklist, skipped)
    : { kind: "unreadable", path: only, why: read.why };
}
