import { decide } from "../decision/decide.js";
import type { Facts } from "../decision/facts.js";
import type { Outcome } from "../decision/outcome.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { type GatherContext, gather } from "./gather.js";
import { type HookOptionsResult, PLAIN } from "./options.js";

export interface Evaluation {
  readonly outcome: Outcome;
  readonly facts: Facts;
}

// There are six facts; a core that asks more often than that has a bug, and must not spin.
const MAX_STEPS = 10;

/** Runs the decision core to the end, reading each fact from disk the moment the core asks for it. */
export async function evaluate(
  input: PayloadResult,
  context: GatherContext,
  hook: HookOptionsResult = { ok: true, options: PLAIN },
): Promise<Evaluation> {
  let facts: Facts = {};
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const step = decide(input, facts, hook);
    if (step.kind !== "need") return { outcome: step, facts };
    facts = { ...facts, ...(await gather(step.need, context)) };
  }
  throw new Error("the decision core kept asking for facts");
}
