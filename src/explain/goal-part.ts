import type { Facts } from "../decision/facts.js";
import type { Outcome } from "../decision/outcome.js";
import { findGoal, type GoalFinding } from "../goal/rule.js";
import { isRecord } from "../json/guards.js";
import { printable } from "../text/printable.js";

function findingPart(finding: GoalFinding): Record<string, unknown> {
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
export function goalPart(outcome: Outcome, facts: Facts): Record<string, unknown> {
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
      ...findingPart(findGoal(facts.prompt)),
      sends: null,
    };
  return {
    status: check.verdict,
    why: check.why,
    ...setting,
    ...findingPart(check.finding),
    sends: check.text ?? null,
  };
}

function text(value: unknown): string {
  return value === null || value === undefined ? "-" : printable(String(value));
}

/** The Goal rows of explain's report for a person. */
export function goalLines(goal: Record<string, unknown>): string[] {
  const pad = " ".repeat(12);
  const head = `Goal        ${text(goal.status)}: ${text(goal.why)}`;
  if (goal.found === undefined) return [head];
  const setting = isRecord(goal.goalEnd)
    ? `goal-end texts ${goal.goalEnd.value === true ? "on" : "off"} (${text(goal.goalEnd.from)})`
    : "";
  const sent = isRecord(goal.endSent)
    ? `sent already (${text(goal.endSent.kind)}, ${text(goal.endSent.done)} of ${text(goal.endSent.total)})`
    : "not sent in this goal";
  const found =
    goal.found === "active"
      ? `goal found (${goal.via === "goal-set" ? "set as this human prompt" : "goal turns since the human prompt"}, ${text(goal.goalTurns)} goal turn(s), Codex status ${text(goal.goalStatus)}); goal-end text ${sent}`
      : `no goal to end (${text(goal.found)}): ${text(goal.foundWhy)}`;
  const sends =
    typeof goal.sends === "string"
      ? ["sends now:", ...goal.sends.split("\n").map((line) => `  ${text(line)}`)]
      : ["sends now: nothing of the goal-end rule"];
  return [head, ...[setting, found, ...sends].map((line) => `${pad}${line}`)];
}
