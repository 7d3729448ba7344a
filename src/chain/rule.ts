import type { Stamp } from "./stamp.js";

export interface ChainPosition {
  /** The plan as the current stamp would name it (see stampedPlan). */
  readonly plan: string;
  readonly done: number;
  readonly total: number;
}

export interface ChainLimits {
  readonly maxChain: number;
  readonly patience: number;
}

export type ChainVerdict =
  | { readonly go: true; readonly step: number; readonly idle: number; readonly why: string }
  | {
      readonly go: false;
      readonly reason: "stop-hook-active" | "no-progress" | "chain-limit";
      readonly why: string;
    };

/**
 * Whether a stop that follows a continuation of ours may be continued again, from this hook's own
 * stamps in the human prompt (newest first) and the plan now. The rule:
 * - no stamp of ours: silent, exactly as without chain mode;
 * - `maxChain` continuations already: silent (chain-limit);
 * - progress means more boxes checked than at any earlier step of this human prompt on the same plan
 *   file (a high-water mark over its stamps, so unticking a box and ticking it again is not progress).
 *   A plan file this chain has not stamped yet (the session moved on to another work) counts as
 *   progress; a total that shrank, or grew, without a new box checked does not;
 * - without progress, `patience` more continuations in a row are granted (the stamp's idle count
 *   says how many already were), then silent (no-progress).
 * So a human prompt gets at most `maxChain` continuations, and at most `patience + 1` in a row
 * without beating the high-water mark. The final gate falls out of this: the stop after the last box is ticked is
 * progress, so the gate gets its turn.
 */
export function chainVerdict(
  stamps: readonly Stamp[],
  now: ChainPosition,
  limits: ChainLimits,
): ChainVerdict {
  const [last] = stamps;
  if (last === undefined) {
    return {
      go: false,
      reason: "stop-hook-active",
      why: "no continuation of this hook in the prompt to build a chain on",
    };
  }
  const { maxChain, patience } = limits;
  if (last.step >= maxChain) {
    return {
      go: false,
      reason: "chain-limit",
      why: `${last.step} continuations of this prompt already (--max-chain ${maxChain})`,
    };
  }
  const step = last.step + 1;
  // The stamp of the same plan with the most boxes checked (the newest of equals): the high-water mark.
  const best = stamps
    .filter((stamp) => stamp.plan === now.plan)
    .reduce<Stamp | undefined>(
      (high, stamp) => (high === undefined || stamp.done > high.done ? stamp : high),
      undefined,
    );
  if (best === undefined)
    return { go: true, step, idle: 0, why: "a plan file this chain has not worked on yet" };
  if (now.done > best.done) {
    const why = `${now.done} of ${now.total} checked, at most ${best.done} before (at step ${best.step})`;
    return { go: true, step, idle: 0, why };
  }
  const same = `${now.done} of ${now.total} checked, not more than the ${best.done} of ${best.total} at step ${best.step}`;
  if (last.idle < patience) {
    const idle = last.idle + 1;
    return {
      go: true,
      step,
      idle,
      why: `${same}; patience ${patience}: continuation ${idle} in a row without a box checked`,
    };
  }
  return {
    go: false,
    reason: "no-progress",
    why: `${same}; ${last.idle} continuation(s) in a row without a box checked already (--patience ${patience})`,
  };
}
