import { findGoal, type GoalFinding } from "../decision/goal-rule.js";
import type { Outcome } from "../decision/outcome.js";
import type { Facts } from "../decision/readers.js";
import type { GoalEndKind } from "../rollout/goal-stamp.js";
import type { ValueSource } from "../settings/effective.js";
import type { NotChecked } from "./not-checked.js";
import { row, text } from "./rows.js";

/** Whether a goal was found in the human prompt, and whether this hook's goal-end text went in it. */
type Found =
  | { readonly found: "none" | "unknown"; readonly foundWhy: string }
  | {
      readonly found: "active";
      readonly via: "goal-set" | "goal-turns";
      readonly goalTurns: number;
      /** Codex's newest goal record, null when there is none. */
      readonly goalStatus: string | null;
      readonly endSent: { readonly kind: GoalEndKind; readonly done: number; readonly total: number } | null;
    };

interface Asked {
  readonly why: string;
  readonly goalEnd: { readonly value: boolean; readonly from: ValueSource };
}

/** The goal-end rule as explain shows it: whether it was asked, what it found, and what it sends now. */
export type GoalPart =
  | NotChecked
  | (Asked & Found & { readonly status: "not asked" | "pass" | "sent"; readonly sends: null })
  | (Asked & Found & { readonly status: "send"; readonly sends: string });

function foundPart(finding: GoalFinding): Found {
  if (finding.state !== "active") return { found: finding.state, foundWhy: finding.why };
  const sent = finding.endSent;
  return {
    found: "active",
    via: finding.via,
    goalTurns: finding.turns,
    goalStatus: finding.status ?? null,
    endSent: sent === undefined ? null : { kind: sent.kind, done: sent.done, total: sent.total },
  };
}

/**
 * The goal-end rule as explain shows it: whether a goal was found, whether the hook's one goal-end
 * text was sent in it already, and what this stop sends. Where the decision did not ask the rule, what
 * the human prompt read shows of a goal.
 */
export function goalPart(outcome: Outcome, facts: Facts): GoalPart {
  const effective = outcome.evidence.mode;
  if (effective === undefined)
    return { status: "not checked", why: "the decision was made before the mode was needed" };
  const setting = { goalEnd: { value: effective.mode.goalEnd, from: effective.sources.goalEnd } };
  const check = outcome.evidence.goal;
  if (check === undefined)
    return {
      status: "not asked",
      why: "this stop is neither a finished plan nor a chain that stalled, nor one after a goal-end text",
      ...setting,
      ...foundPart(findGoal(facts.prompt)),
      sends: null,
    };
  const asked = { why: check.why, ...setting, ...foundPart(check.finding) };
  return check.verdict === "send"
    ? { status: check.verdict, ...asked, sends: check.text }
    : { status: check.verdict, ...asked, sends: null };
}

function foundLine(goal: Found): string {
  if (goal.found !== "active") return `no goal to end (${text(goal.found)}): ${text(goal.foundWhy)}`;
  const sent =
    goal.endSent === null
      ? "not sent in this goal"
      : `sent already (${text(goal.endSent.kind)}, ${text(goal.endSent.done)} of ${text(goal.endSent.total)})`;
  const via = goal.via === "goal-set" ? "set as this human prompt" : "goal turns since the human prompt";
  return `goal found (${via}, ${text(goal.goalTurns)} goal turn(s), Codex status ${text(goal.goalStatus)}); goal-end text ${sent}`;
}

/** The Goal rows of explain's report for a person. */
export function goalLines(goal: GoalPart): string[] {
  const head = `${text(goal.status)}: ${text(goal.why)}`;
  if (goal.status === "not checked") return row("Goal", head);
  const setting = `goal-end texts ${goal.goalEnd.value ? "on" : "off"} (${text(goal.goalEnd.from)})`;
  const sends =
    goal.status === "send"
      ? ["sends now:", ...goal.sends.split("\n").map((line) => `  ${text(line)}`)]
      : ["sends now: nothing of the goal-end rule"];
  return row("Goal", head, setting, foundLine(goal), ...sends);
}
