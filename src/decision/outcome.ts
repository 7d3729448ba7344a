import type { WorkSelection } from "../boulder/select-work.js";
import type { DirectiveValues } from "../directive/render.js";
import type { EffectiveMode } from "../settings/effective.js";
import type { ChainVerdict } from "./chain-rule.js";
import type { BlockerCheck } from "./external-blocker.js";
import type { GoalCheck } from "./goal-rule.js";
import type { ContinueReason, SilentReason } from "./reasons.js";

/** Which template a continuation renders: the full directive, or chain mode's brief one from step 2. */
export type TemplateKind = "full" | "brief";

/** Intermediate findings the core made on the way; explain shows them. */
export interface Evidence {
  readonly sessionKey?: string;
  readonly blocker?: BlockerCheck;
  readonly selection?: WorkSelection;
  /** Chain mode, on a stop that follows a continuation: why it may or may not continue again. */
  readonly chain?: ChainVerdict;
  /** The mode the hook ran in: flags, settings.json and defaults, and where each value came from. */
  readonly mode?: EffectiveMode;
  /** Under a Codex goal: the goal-end rule, where it was asked (src/goal/). */
  readonly goal?: GoalCheck;
}

/**
 * Chain mode or plain, as the decision ran: the effective mode (flags, then settings.json) once the
 * core read it, the flags alone when it ended before that, plain when the flags were invalid.
 */
type DecidedMode = { readonly chain: boolean };

export interface Silent extends DecidedMode {
  readonly kind: "silent";
  readonly reason: SilentReason;
  readonly detail: string;
  readonly evidence: Evidence;
}

export interface Continue extends DecidedMode {
  readonly kind: "continue";
  readonly reason: ContinueReason;
  /** Which continuation of this human prompt this is (1 for the first), as stamped in chain mode. */
  readonly step: number;
  /** Chain mode: the directive says that Codex compacted the context since our last continuation. */
  readonly compacted: boolean;
  /**
   * What was sent: the full directive, chain mode's brief one (step 2 on), or under a Codex goal the
   * one goal-end text (src/goal/), which no template renders.
   */
  readonly template: TemplateKind | "goal-end";
  readonly directive: string;
  /** The directive's size in bytes; overFullView: Codex shows the model only its head and tail. */
  readonly size: { readonly bytes: number; readonly overFullView: boolean; readonly cut: boolean };
  readonly values: DirectiveValues;
  readonly evidence: Evidence;
}

export type Outcome = Silent | Continue;
