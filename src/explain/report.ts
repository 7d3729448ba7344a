import type { Outcome } from "../decision/outcome.js";
import type { Facts } from "../decision/readers.js";
import {
  CONTINUE_REASONS,
  type ContinueReason,
  SILENT_REASONS,
  type SilentReason,
} from "../decision/reasons.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { type HookOptionsResult, PLAIN } from "../settings/flags.js";
import { type BlockerPart, blockerPart } from "./blocker-part.js";
import { type BoulderPart, boulderPart, type WorkPart, worksPart } from "./boulder-part.js";
import { type ChainPart, chainPart } from "./chain-part.js";
import { type DirectivePart, directivePart } from "./directive-part.js";
import { type GoalPart, goalPart } from "./goal-part.js";
import { type PayloadPart, payloadPart } from "./payload-part.js";
import { type PlanPart, planPart } from "./plan-part.js";
import { type TranscriptPart, transcriptPart } from "./transcript-part.js";

/** The verdict: a block carries a continue reason, silence a silent one. */
type Verdict =
  | { readonly decision: "block"; readonly reason: ContinueReason }
  | { readonly decision: "silent"; readonly reason: SilentReason };

/**
 * Everything explain knows about one decision; `--json` prints it as is, and docs/explain.schema.json
 * describes it: a change here is a change there.
 */
export type ExplainReport = Verdict & {
  readonly reasonText: string;
  readonly detail: string;
  readonly payload: PayloadPart;
  readonly blocker: BlockerPart;
  readonly boulder: BoulderPart;
  readonly works: readonly WorkPart[];
  readonly plan: PlanPart;
  readonly transcript: TranscriptPart;
  readonly directive: DirectivePart;
  readonly chain: ChainPart;
  readonly goal: GoalPart;
};

function verdict(outcome: Outcome): Verdict & Pick<ExplainReport, "reasonText" | "detail"> {
  if (outcome.kind === "silent")
    return {
      decision: "silent",
      reason: outcome.reason,
      reasonText: SILENT_REASONS[outcome.reason],
      detail: outcome.detail,
    };
  const goal = outcome.evidence.goal;
  return {
    decision: "block",
    reason: outcome.reason,
    reasonText: CONTINUE_REASONS[outcome.reason],
    detail: `${outcome.values.REMAINING_COUNT} of ${outcome.values.TOTAL_COUNT} remaining${goal?.verdict === "send" ? `; ${goal.why}` : ""}`,
  };
}

export function buildReport(
  input: PayloadResult,
  outcome: Outcome,
  facts: Facts,
  hook: HookOptionsResult = { ok: true, options: PLAIN },
  /** Said of the payload's turn_id, when explain made it up. */
  turnNote?: string,
): ExplainReport {
  const { evidence } = outcome;
  const boulder = facts.boulder;
  return {
    ...verdict(outcome),
    payload: payloadPart(input, evidence.sessionKey, turnNote),
    blocker: blockerPart(evidence.blocker),
    boulder: boulderPart(boulder),
    works: boulder?.kind === "found" ? worksPart(boulder.document, evidence.sessionKey) : [],
    plan: planPart(facts.plan),
    transcript: transcriptPart(input, facts.transcript),
    directive: directivePart(facts, outcome),
    chain: chainPart(hook, outcome, facts),
    goal: goalPart(outcome, facts),
  };
}
