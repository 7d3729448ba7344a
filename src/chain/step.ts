import { resolve } from "node:path";
import type { Facts, Need, PlanFact } from "../decision/facts.js";
import type { SilentReason } from "../decision/reasons.js";
import type { StopPayload } from "../payload/stop-payload.js";
import { type ChainVerdict, chainVerdict } from "./rule.js";
import { stampedPlan } from "./stamp.js";

export type ChainStep =
  | { readonly kind: "need"; readonly need: Need }
  | {
      readonly kind: "silent";
      readonly reason: SilentReason;
      readonly detail: string;
      readonly verdict?: ChainVerdict;
    }
  | { readonly kind: "go"; readonly step: number; readonly verdict: ChainVerdict };

/** Chain mode's part of the decision, for a stop that follows a continuation. */
export function chainStep(
  payload: StopPayload,
  facts: Facts,
  plan: Extract<PlanFact, { kind: "read" }>,
  maxChain: number,
): ChainStep {
  const { transcriptPath } = payload;
  if (typeof transcriptPath !== "string" || transcriptPath === "") {
    return {
      kind: "silent",
      reason: "stop-hook-active",
      detail: "chain mode, but no transcript to find this hook's continuations in",
    };
  }
  const { chain } = facts;
  if (chain === undefined) {
    return {
      kind: "need",
      need: { fact: "chain", path: resolve(payload.cwd, transcriptPath), turnId: payload.turnId },
    };
  }
  if (chain.kind === "unreadable") {
    return {
      kind: "silent",
      reason: "stop-hook-active",
      detail: `chain mode, but ${chain.path} cannot be read: ${chain.why}`,
    };
  }
  if (chain.kind === "timeout") {
    const detail = `chain read: ${chain.bytesScanned} of ${chain.size} bytes before the deadline`;
    return { kind: "silent", reason: "transcript-scan-timeout", detail };
  }
  const { checklist } = plan;
  const now = { plan: stampedPlan(plan.path), done: checklist.completed, total: checklist.total };
  const verdict = chainVerdict(chain.stamps, now, maxChain);
  if (!verdict.go) return { kind: "silent", reason: verdict.reason, detail: verdict.why, verdict };
  return { kind: "go", step: verdict.step, verdict };
}
