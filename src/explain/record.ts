import { workEntries } from "../boulder/document.js";
import type { Outcome } from "../decision/outcome.js";
import type { Facts } from "../decision/readers.js";
import { CONTINUE_REASONS, SILENT_REASONS } from "../decision/reasons.js";
import type { PayloadResult } from "../payload/stop-payload.js";

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

/** What explain prints, bulk left out; `--json` prints it as it is, as docs/explain.schema.json describes. */
export function explainRecord(input: PayloadResult, outcome: Outcome, facts: Facts) {
  const { mode, ...evidence } = outcome.evidence;
  const silent = outcome.kind === "silent";
  const goal = evidence.goal?.verdict === "send" ? `; ${evidence.goal.why}` : "";
  return {
    decision: silent ? "silent" : "block",
    reason: outcome.reason,
    reasonText: silent ? SILENT_REASONS[outcome.reason] : CONTINUE_REASONS[outcome.reason],
    detail: silent
      ? outcome.detail
      : `${outcome.values.REMAINING_COUNT} of ${outcome.values.TOTAL_COUNT} remaining${goal}`,
    /** What a continuation sends: which template, its size, and which continuation of the prompt it is. */
    sends: silent
      ? null
      : { template: outcome.template, step: outcome.step, compacted: outcome.compacted, ...outcome.size },
    /** The mode the decision resolved; null when it ended before it needed one. */
    mode: mode ?? null,
    payload: input,
    evidence,
    /** Each fact the decision read, in the order it read them; a fact it did not need is not here. */
    facts: Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, shown(fact)])),
  };
}

export type ExplainRecord = ReturnType<typeof explainRecord>;
