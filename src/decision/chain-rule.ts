import type { Stamp } from "../rollout/chain-stamp.js";

export type ChainVerdict = { readonly why: string } & (
  | { readonly go: true; readonly step: number; readonly idle: number }
  | { readonly go: false; readonly reason: "no-progress" | "chain-limit" }
);

const openBoxes = (boxes: { readonly done: number; readonly total: number }) => boxes.total - boxes.done;

/** The low-water mark: the fewest open boxes a prompt saw, as it began and at each continuation of ours. */
export const lowMark = (stamps: readonly Stamp[], start: number) => Math.min(start, ...stamps.map(openBoxes));

/** Why the prompt may have no more continuations of ours (its newest stamp reached `maxChain`), if so. */
export function chainCapped(stamps: readonly Stamp[], maxChain: number): string | undefined {
  const steps = stamps[0]?.step ?? 0;
  return steps >= maxChain
    ? `${steps} continuations of this prompt already (--max-chain ${maxChain})`
    : undefined;
}

/** Another continuation: on fewer open boxes than the prompt's low-water mark, else patience; to maxChain. */
export function chainVerdict(
  stamps: readonly Stamp[],
  now: { readonly done: number; readonly total: number },
  { maxChain, patience }: { readonly maxChain: number; readonly patience: number },
  openAtStart = Number.POSITIVE_INFINITY,
): ChainVerdict {
  const capped = chainCapped(stamps, maxChain);
  if (capped !== undefined) return { go: false, reason: "chain-limit", why: capped };
  const [last] = stamps;
  const step = (last?.step ?? 0) + 1;
  const idle = last?.idle ?? 0;
  const fewest = lowMark(stamps, openAtStart);
  // Stamps come newest first: the newest of equals.
  const best = stamps.find((stamp) => openBoxes(stamp) === fewest);
  const where = best === undefined ? "as the prompt began" : `at step ${best.step}`;
  const open = openBoxes(now);
  if (open < fewest) {
    const why = `${open} of ${now.total} open, at least ${fewest} before (${where})`;
    return { go: true, step, idle: 0, why };
  }
  const same = `${open} of ${now.total} open, not fewer than the ${fewest} ${where}`;
  if (idle < patience) {
    return {
      go: true,
      step,
      idle: idle + 1,
      why: `${same}; patience ${patience}: continuation ${idle + 1} in a row without fewer open boxes`,
    };
  }
  return {
    go: false,
    reason: "no-progress",
    why: `${same}; ${idle} continuation(s) in a row without fewer open boxes already (--patience ${patience})`,
  };
}

/**
 * Whether the prompt has used up a budget the person set (chain mode): its tokens, as Codex's goals
 * count them, or its minutes since it began. A budget whose use cannot be told is taken as used up.
 */
export function budgetSpent(
  { maxTokens, maxMinutes }: { readonly maxTokens: number; readonly maxMinutes: number },
  prompt: { readonly tokens?: number; readonly startedAt?: number },
  now: number | undefined,
): { readonly reason: "token-budget" | "time-budget"; readonly why: string } | undefined {
  if (maxTokens > 0 && (prompt.tokens === undefined || prompt.tokens >= maxTokens)) {
    const spent = prompt.tokens === undefined ? "an unknown number of" : `${prompt.tokens}`;
    return {
      reason: "token-budget",
      why: `${spent} tokens spent since the prompt began (--max-tokens ${maxTokens})`,
    };
  }
  const minutes =
    now === undefined || prompt.startedAt === undefined ? undefined : (now - prompt.startedAt) / 60_000;
  if (maxMinutes > 0 && (minutes === undefined || minutes >= maxMinutes)) {
    const ran = minutes === undefined ? "an unknown number of" : minutes.toFixed(1);
    return {
      reason: "time-budget",
      why: `${ran} minutes since the prompt began (--max-minutes ${maxMinutes})`,
    };
  }
  return undefined;
}
