import { decide } from "../decision/decide.js";
import type { Facts, Need } from "../decision/facts.js";
import type { Outcome } from "../decision/outcome.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { type HookOptionsResult, PLAIN } from "../settings/flags.js";
import { type GatherContext, gather } from "./gather.js";

export interface Evaluation {
  readonly outcome: Outcome;
  readonly facts: Facts;
}

/** What a decision core answers when it cannot decide yet. */
export interface Asks {
  readonly kind: "need";
  readonly need: Need;
}

// There are six facts; a core that asks more often than that has a bug, and must not spin.
const MAX_STEPS = 10;

function asks<T>(step: T | Asks): step is Asks {
  return typeof step === "object" && step !== null && "kind" in step && step.kind === "need";
}

/**
 * Runs a pure decision core to the end, reading each fact from disk the moment the core asks for it:
 * the Stop hook's core, and `hook session-start`'s.
 */
export async function settle<T>(
  core: (facts: Facts) => T | Asks,
  context: GatherContext,
): Promise<{ readonly outcome: T; readonly facts: Facts }> {
  let facts: Facts = {};
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const step = core(facts);
    if (!asks(step)) return { outcome: step, facts };
    facts = { ...facts, ...(await gather(step.need, context)) };
  }
  throw new Error("the decision core kept asking for facts");
}

/** Runs the Stop hook's decision core to the end. */
export async function evaluate(
  input: PayloadResult,
  context: GatherContext,
  hook: HookOptionsResult = { ok: true, options: PLAIN },
): Promise<Evaluation> {
  return settle<Outcome>((facts) => decide(input, facts, hook), context);
}
