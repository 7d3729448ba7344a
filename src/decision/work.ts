import type { BoulderFact } from "../boulder/fact.js";
import { selectWork, type WorkSelection } from "../boulder/select-work.js";
import { type BoulderWork, CONTINUABLE_STATUSES } from "../boulder/work.js";
import type { PlanFact } from "../plan/fact.js";
import type { Readers } from "./readers.js";
import type { WorkReason } from "./reasons.js";

export type FoundBoulder = Extract<BoulderFact, { kind: "found" }>;
export type ReadPlan = Extract<PlanFact, { kind: "read" }>;

type Ended = { readonly kind: "ended"; readonly reason: WorkReason; readonly detail: string };
const ended = (reason: WorkReason, detail: string): Ended => ({ kind: "ended", reason, detail });

/** The session's work as both hooks find it: the same boulder, selection, statuses and plan. */
export type SessionWork =
  | (Ended & { readonly selection?: WorkSelection })
  | {
      /** "work", or "completed": not continued, but the goal-end rule at the plan's end applies. */
      readonly kind: "work" | "completed";
      readonly boulder: FoundBoulder;
      readonly selection: WorkSelection;
      readonly work: BoulderWork;
    };

export function findWork(cwd: string, sessionKey: string, read: Readers): SessionWork {
  const boulder = read.boulder(cwd);
  if (boulder.kind === "missing") return ended("no-boulder", `looked for ${boulder.searched.join(", ")}`);
  if (boulder.kind === "unreadable") return ended("boulder-unreadable", `${boulder.path}: ${boulder.why}`);
  const selection = selectWork(boulder.document, sessionKey);
  const { work } = selection;
  if (work === undefined) {
    const detail = `no valid ${selection.source} entry lists ${sessionKey}`;
    return { ...ended("no-work-for-session", detail), selection };
  }
  if (work.status === "completed") return { kind: "completed", boulder, selection, work };
  if (work.status === undefined || !CONTINUABLE_STATUSES.includes(work.status))
    return { ...ended("work-not-continuable", notContinuable(work)), selection };
  return { kind: "work", boulder, selection, work };
}

export function notContinuable(work: BoulderWork): string {
  return `work ${work.id} has status ${work.status ?? "(missing)"}`;
}

/** The work's plan, counted, or why it cannot be worked through. */
export async function planOf(
  boulder: FoundBoulder,
  work: BoulderWork,
  read: Readers,
): Promise<Ended | { readonly kind: "plan"; readonly plan: ReadPlan }> {
  const plan = await read.plan(boulder.root, work);
  if (plan.kind === "ambiguous") return ended("plan-ambiguous", `candidates: ${plan.matches.join(", ")}`);
  if (plan.kind === "missing") return ended("plan-unreadable", plan.why);
  if (plan.kind === "unreadable") return ended("plan-unreadable", `${plan.path}: ${plan.why}`);
  if (plan.checklist.total === 0) return ended("empty-checklist", `${plan.path} has no countable checkbox`);
  return { kind: "plan", plan };
}
