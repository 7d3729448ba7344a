import type { SettingsStamp } from "../settings/stamp.js";
import type { GoalEndStamp, Stamp } from "./chain-stamp.js";

// What the hook reads from the rollout: context pressure and the current human prompt.

/** What showed pressure: a phrase or a compaction record ("compaction"), where, and in what kind of line. */
export interface PressureHit {
  readonly marker: string;
  readonly offset: number;
  readonly source: string;
}

export type TranscriptFact =
  | {
      readonly kind: "scanned";
      readonly path: string;
      readonly bytesScanned: number;
      readonly size: number;
      readonly hit?: PressureHit;
    }
  | ScanFailure;

/** A read that could not read the file, or ran out of time. */
export type ScanFailure =
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "timeout"; readonly path: string; readonly bytesScanned: number; readonly size: number };

/** The human prompt, read back to where a person last acted: whole in chain scope, else its hook prompts. */
export type PromptFact =
  | {
      readonly kind: "read";
      readonly path: string;
      readonly scope: PromptScope;
      /** Where the read stopped: a typed prompt, a goal set, the start of the file, or the byte cap. */
      readonly boundary: "typed-prompt" | "goal-set" | "start" | "cap";
      /** When the prompt began by Codex's clock (ms since the epoch): its earliest prompt or turn-start record. */
      readonly startedAt?: number;
      /** The start of what the person typed, when the read reached a typed prompt that holds it. */
      readonly text?: string;
      /** Chain scope: settings.json as the prompt began, from the prompt hook's stamp. */
      readonly settings?: SettingsStamp;
      /** Chain scope: the open boxes of the session's plan as the prompt began, from the same stamp. */
      readonly openAtStart?: number;
      /** Chain scope: the same of a work paused as the prompt began, carried only to the prompt that resumes it. */
      readonly heldAtStart?: number;
      /** Chain scope: tokens the prompt spent (input − cached + output), to the latest response; none past the cap. */
      readonly tokens?: number;
      /** Stop-hook prompt records since the boundary (any hook's; Codex may record each twice). */
      readonly hookPrompts: number;
      /** This hook's stamps since the boundary, newest first, one per step. */
      readonly stamps: readonly Stamp[];
      /** Chain scope: the newest compaction since the boundary, and whether it came after our last continuation. */
      readonly compaction?: PressureHit & { readonly afterLastContinuation: boolean };
      /** Chain scope: the newest overflow error or warning (or plain-text phrase) since the boundary. */
      readonly pressure?: PressureHit;
      /** Chain scope: what the read saw of a Codex goal since the boundary. */
      readonly goal?: GoalSeen;
      readonly bytesScanned: number;
    }
  | ScanFailure;

export type PromptScope = "hook-prompt" | "chain";

/** A Codex goal in the current human prompt, as the rollout shows it (read back to the boundary). */
export interface GoalSeen {
  /** Turns Codex started for a goal (`turn_trigger` "goal") since the boundary. */
  readonly turns: number;
  /** The newest goal state Codex recorded since the boundary (`thread_goal_updated`), when any. */
  readonly status?: string;
  /** This hook's newest goal-end stamp since the boundary: its one goal-end text was sent. */
  readonly endSent?: GoalEndStamp;
}
