import type { WorkSelection } from "../boulder/select-work.js";
import type { DirectiveValues } from "../directive/render.js";
import type { ReasonSize } from "../directive/values.js";
import type { EffectiveMode } from "../settings/effective.js";
import type { ChainVerdict } from "./chain-rule.js";
import type { BlockerCheck } from "./external-blocker.js";
import type { GoalCheck } from "./goal-rule.js";
import type { ContinueReason, SilentReason } from "./reasons.js";

/** Intermediate findings the core made on the way; explain shows them. */
export interface Evidence {
  readonly sessionKey?: string;
  readonly blocker?: BlockerCheck;
  readonly selection?: WorkSelection;
  /** Chain mode, on a stop that follows a continuation: why it may or may not continue again. */
  readonly chain?: ChainVerdict;
  /** The mode the hook ran in: flags, settings.json and defaults, and where each value came from. */
  readonly mode?: EffectiveMode;
  /** Under a Codex goal: the goal-end rule, where it was asked. */
  readonly goal?: GoalCheck;
}

export type Outcome = {
  /** Chain mode as decided: the effective mode once read, else the flags (plain when they were invalid). */
  readonly chain: boolean;
  readonly evidence: Evidence;
} & (
  | { readonly kind: "silent"; readonly reason: SilentReason; readonly detail: string }
  | {
      readonly kind: "continue";
      readonly reason: ContinueReason;
      /** Which continuation of this human prompt this is (1 for the first), as stamped in chain mode. */
      readonly step: number;
      /** Chain mode: the directive says that Codex compacted the context since our last continuation. */
      readonly compacted: boolean;
      /** The full directive, chain mode's brief one (step 2 on), or under a goal the one goal-end text. */
      readonly template: "full" | "brief" | "goal-end";
      readonly directive: string;
      readonly size: ReasonSize;
      readonly values: DirectiveValues;
    }
);
