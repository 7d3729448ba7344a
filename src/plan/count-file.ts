import { forEachLineRun } from "../fs/line-runs.js";
import { MIB, type ReadFailure } from "../fs/regular-file.js";
import { type Checklist, ChecklistCounter } from "./checklist.js";

/** The largest plan file one run reads; past it the plan counts as unreadable and the reason says so. */
export const PLAN_CAP_BYTES = 64 * MIB;

/** Counts a plan file's top-level checklist, streamed (see ChecklistCounter). */
export function countPlanFile(path: string): { ok: true; checklist: Checklist } | ReadFailure {
  const counter = new ChecklistCounter();
  const read = forEachLineRun(path, PLAN_CAP_BYTES, (run) => counter.lines(run));
  return read.ok ? { ok: true, checklist: counter.result() } : read;
}
