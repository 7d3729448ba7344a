import type { BoulderWork } from "../boulder/work.js";
import type { Need } from "./facts.js";

/** The need for the work's plan file, found by the one plan locator (plan/fact.ts). */
export function planNeed(root: string, work: BoulderWork): { readonly kind: "need"; readonly need: Need } {
  return { kind: "need", need: { fact: "plan", root, place: work } };
}
