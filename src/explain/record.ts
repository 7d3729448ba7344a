import { workEntries } from "../boulder/document.js";
import type { Continue, Evidence, Outcome } from "../decision/outcome.js";
import type { Facts } from "../decision/readers.js";
import { CONTINUE_REASONS, SILENT_REASONS } from "../decision/reasons.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import type { EffectiveMode } from "../settings/effective.js";

/** What a continuation sends: which template, its size, and which continuation of the prompt it is. */
type Sends = Pick<Continue, "template" | "step" | "compacted"> & Continue["size"];

/** What explain prints, bulk left out; `--json` prints it as it is, as docs/explain.schema.json describes. */
export interface ExplainRecord {
  readonly decision: "block" | "silent";
  readonly reason: string;
  readonly reasonText: string;
  readonly detail: string;
  readonly sends: Sends | null;
  /** The mode the decision resolved; null when it ended before it needed one. */
  readonly mode: EffectiveMode | null;
  readonly payload: PayloadResult;
  readonly evidence: Omit<Evidence, "mode">;
  /** Each fact the decision read, in the order it read them; a fact it did not need is not here. */
  readonly facts: Readonly<Record<string, unknown>>;
}

/** A fact as explain shows it: boulder.json's works parsed (or why one is invalid), not raw, a template without its text. */
function shown(fact: Facts[keyof Facts]): unknown {
  if (typeof fact !== "object") return fact;
  if ("document" in fact) {
    const { document, ...found } = fact;
    const works = workEntries(document).map((entry) =>
      entry.valid ? entry.work : { id: entry.id, problem: entry.problem },
    );
    return { ...found, activeWorkId: document.activeWorkId ?? null, works };
  }
  if ("template" in fact) {
    const { template: _text, ...read } = fact;
    return read;
  }
  return fact;
}

export function explainRecord(input: PayloadResult, outcome: Outcome, facts: Facts): ExplainRecord {
  const { mode, ...evidence } = outcome.evidence;
  const record = {
    mode: mode ?? null,
    payload: input,
    evidence,
    facts: Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, shown(fact)])),
  };
  if (outcome.kind === "silent")
    return {
      decision: "silent",
      reason: outcome.reason,
      reasonText: SILENT_REASONS[outcome.reason],
      detail: outcome.detail,
      sends: null,
      ...record,
    };
  const { values, evidence: found } = outcome;
  const goal = found.goal?.verdict === "send" ? `; ${found.goal.why}` : "";
  return {
    decision: "block",
    reason: outcome.reason,
    reasonText: CONTINUE_REASONS[outcome.reason],
    detail: `${values.REMAINING_COUNT} of ${values.TOTAL_COUNT} remaining${goal}`,
    sends: { template: outcome.template, step: outcome.step, compacted: outcome.compacted, ...outcome.size },
    ...record,
  };
}
