import { type BoulderWork, CONTINUABLE_STATUSES } from "../boulder/work.js";
import { checkExternalBlocker } from "../decision/external-blocker.js";
import type { ContinueReason, SilentReason } from "../decision/reasons.js";
import { MAX_CHAIN_LIMIT } from "../settings/settings.js";
import type { PromptRun } from "./prompt-runs.js";

/** How a prompt ended: the hook's own reason codes where they apply, and three of report's. */
export type EndedBy =
  | Extract<
      SilentReason | ContinueReason,
      | "external-blocker"
      | "work-not-continuable"
      | "chain-limit"
      | "no-progress"
      | "goal-complete"
      | "goal-stalled"
    >
  | "work-completed"
  | "turn-open"
  | "unknown";

/** The most the rollout and the boulder now tell (silent decisions are not recorded; docs/report.md). */
export function endedBy(run: PromptRun, work: BoulderWork | undefined): EndedBy {
  const [last] = run.stamps;
  if (!run.turnEnded) return "turn-open";
  if (run.goalEnd !== undefined) return run.goalEnd.kind === "complete" ? "goal-complete" : "goal-stalled";
  if (checkExternalBlocker(run.lastMessage).declared) return "external-blocker";
  const stopped =
    work !== undefined && (work.status === undefined || !CONTINUABLE_STATUSES.includes(work.status));
  if (run.newest && stopped)
    return work?.status === "completed" && last?.done === last?.total
      ? "work-completed"
      : "work-not-continuable";
  if (last?.limits === undefined) return "unknown";
  if (last.step >= Math.min(last.limits.maxChain, MAX_CHAIN_LIMIT)) return "chain-limit";
  return last.idle >= last.limits.patience ? "no-progress" : "unknown";
}
