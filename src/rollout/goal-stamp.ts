import { PACKAGE_NAME } from "../names.js";
import { regexpLiteral } from "../text/regexp-literal.js";
import { stampedPlan, stampedTurn } from "./chain-stamp.js";

/** The stamp ending the hook's goal-end text: in a hook-prompt record, it says that text was already sent. */
export interface GoalEndStamp {
  /** Why the hook wrote its one goal-end text of a goal: the plan was finished, or the chain stalled. */
  readonly kind: "complete" | "stalled";
  readonly done: number;
  readonly total: number;
  /** The Codex turn the text was sent in, encoded and capped as written in the stamp. */
  readonly turn: string;
  /** The plan file, encoded and capped as written in the stamp. */
  readonly plan: string;
}

const GOAL_END = new RegExp(
  `\\[${regexpLiteral(PACKAGE_NAME)} goal-end=(complete|stalled) done=(\\d{1,9}) total=(\\d{1,9}) turn=(\\S*) plan=([^\\]\\s]*)\\]`,
  "g",
);

export function formatGoalEndStamp(
  stamp: Omit<GoalEndStamp, "plan" | "turn"> & { readonly planPath: string; readonly turnId: string },
): string {
  const { kind, done, total } = stamp;
  return `[${PACKAGE_NAME} goal-end=${kind} done=${done} total=${total} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}]`;
}

/** The goal-end stamps in a text (a hook prompt), last one first. */
export function readGoalEndStamps(text: string): GoalEndStamp[] {
  const stamps: GoalEndStamp[] = [];
  for (const match of text.matchAll(GOAL_END)) {
    const [, kind, done, total, turn, plan] = match;
    if (kind !== "complete" && kind !== "stalled") continue;
    stamps.unshift({ kind, done: Number(done), total: Number(total), turn: turn ?? "", plan: plan ?? "" });
  }
  return stamps;
}
