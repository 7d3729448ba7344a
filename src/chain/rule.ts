import type { Stamp } from "./stamp.js";

export interface ChainPosition {
  /** The plan as the current stamp would name it (see stampedPlan). */
  readonly plan: string;
  readonly done: number;
  readonly total: number;
}

export type ChainVerdict =
  | { readonly go: true; readonly step: number; readonly why: string }
  | {
      readonly go: false;
      readonly reason: "stop-hook-active" | "no-progress" | "chain-limit";
      readonly why: string;
    };

/**
 * Whether a stop that follows a continuation (stop_hook_active) may be continued again, from this
 * hook's own stamps in the turn (newest first) and the plan now. The rule:
 * - no stamp of ours in the turn: silent, exactly as without chain mode;
 * - `maxChain` continuations already: silent (chain-limit);
 * - progress means more boxes checked than the newest stamp of the same plan file says. A plan file
 *   this chain has not stamped yet (the session moved on to another work) counts as progress; a total
 *   that shrank, or grew, without a box checked does not. Otherwise silent (no-progress).
 * The final gate falls out of this: the stop after the last box is ticked is progress, so the gate
 * gets its turn; a second stop with nothing changed is no-progress.
 */
export function chainVerdict(stamps: readonly Stamp[], now: ChainPosition, maxChain: number): ChainVerdict {
  const [last] = stamps;
  if (last === undefined) {
    return {
      go: false,
      reason: "stop-hook-active",
      why: "no continuation of this hook in the turn to build a chain on",
    };
  }
  if (last.step >= maxChain) {
    return {
      go: false,
      reason: "chain-limit",
      why: `${last.step} continuations of this prompt already (--max-chain ${maxChain})`,
    };
  }
  const before = stamps.find((stamp) => stamp.plan === now.plan);
  if (before === undefined)
    return { go: true, step: last.step + 1, why: "a plan file this chain has not worked on yet" };
  if (now.done > before.done) {
    return {
      go: true,
      step: last.step + 1,
      why: `${now.done} of ${now.total} checked, ${before.done} at step ${before.step}`,
    };
  }
  return {
    go: false,
    reason: "no-progress",
    why: `${now.done} of ${now.total} checked, as at step ${before.step} (${before.done} of ${before.total})`,
  };
}
