import type { BoulderWork } from "../boulder/work.js";
import { planCandidates } from "../plan/location.js";
import type { Need } from "./facts.js";

/** The need for the work's plan file: where it may be, in the order the shell tries them. */
export function planNeed(root: string, work: BoulderWork): { readonly kind: "need"; readonly need: Need } {
  const candidates = planCandidates(root, work.activePlan, work.worktreePath);
  return { kind: "need", need: { fact: "plan", root, activePlan: work.activePlan, candidates } };
}
