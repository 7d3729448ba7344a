import type { Stamp } from "../rollout/chain-stamp.js";

/** The session's plan now, wherever it was found: its checked and countable boxes. */
export interface ChainPosition {
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

/** Open boxes a stamp saw: what progress is measured on. */
function openBoxes(position: { readonly done: number; readonly total: number }): number {
  return position.total - position.done;
}

/**
 * Whether a stop that follows a continuation of ours may be continued again, from this hook's own
 * stamps in the human prompt (newest first) and the plan now. The rule:
 * - no stamp of ours: silent, exactly as without chain mode;
 * - `maxChain` continuations already: silent (chain-limit);
 * - progress means fewer open boxes than at every earlier step of this human prompt, whichever plan
 *   file, copy, path or work they were counted in (a low-water mark over its stamps). Adding boxes,
 *   checked or not, never lowers it, so a filler `- [x]`, a second TODOs section, a moved fence, a
 *   moved or copied plan or a new work is not progress, nor is unticking a box and ticking it again;
 *   ticking a real open box (or deleting or hiding one) is. The mark starts at the open boxes the
 *   prompt hook counted as the prompt began, where it did, else at the first stamp; each new low costs
 *   one of them, so progress is bounded by them;
 * - without progress, `patience` more continuations in a row are granted (the stamp's idle count
 *   says how many already were), then silent (no-progress).
 * So a human prompt gets at most `maxChain` continuations, and at most `patience + 1` in a row
 * without a new low. The final gate falls out of this: the stop after the last box is ticked is
 * progress (0 open), so the gate gets its turn.
 */
/** Why the prompt may have no more continuations of ours (its newest stamp reached `maxChain`), if so. */
export function chainCapped(stamps: readonly Stamp[], maxChain: number): string | undefined {
  const steps = stamps[0]?.step ?? 0;
  return steps >= maxChain
    ? `${steps} continuations of this prompt already (--max-chain ${maxChain})`
    : undefined;
}

export function chainVerdict(
  stamps: readonly Stamp[],
  now: ChainPosition,
  limits: ChainLimits,
  openAtStart?: number,
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
  const capped = chainCapped(stamps, maxChain);
  if (capped !== undefined) return { go: false, reason: "chain-limit", why: capped };
  const step = last.step + 1;
  // The stamp with the fewest open boxes (the newest of equals): the low-water mark.
  const best = stamps.reduce((low, stamp) => (openBoxes(stamp) < openBoxes(low) ? stamp : low), last);
  const open = openBoxes(now);
  // Boxes added after the prompt began (filler the model wrote) are below no mark the person saw.
  const fromStart = openAtStart !== undefined && openAtStart < openBoxes(best);
  const fewest = fromStart ? openAtStart : openBoxes(best);
  const where = fromStart ? "as the prompt began" : `at step ${best.step}`;
  if (open < fewest) {
    const why = `${open} of ${now.total} open, at least ${fewest} before (${where})`;
    return { go: true, step, idle: 0, why };
  }
  const same = `${open} of ${now.total} open, not fewer than the ${fewest} ${where}`;
  if (last.idle < patience) {
    const idle = last.idle + 1;
    return {
      go: true,
      step,
      idle,
      why: `${same}; patience ${patience}: continuation ${idle} in a row without fewer open boxes`,
    };
  }
  return {
    go: false,
    reason: "no-progress",
    why: `${same}; ${last.idle} continuation(s) in a row without fewer open boxes already (--patience ${patience})`,
  };
}
