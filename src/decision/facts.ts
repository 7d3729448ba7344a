import type { BoulderDocument } from "../boulder/document.js";
import type { GoalEndStamp } from "../chain/goal-stamp.js";
import type { Stamp } from "../chain/stamp.js";
import type { Checklist } from "../plan/checklist.js";
import type { PlanCandidate, PlanSource } from "../plan/location.js";
import type { SettingsFact } from "../settings/settings.js";

/**
 * What the shell read from disk, already parsed. Each fact is gathered only when the core asks for it
 * (see Need), so a session that is rejected early never touches the expensive ones.
 */
export type BoulderFact =
  | { readonly kind: "missing"; readonly searched: readonly string[] }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | {
      readonly kind: "found";
      readonly path: string;
      readonly root: string;
      readonly document: BoulderDocument;
    };

export type PlanFact =
  | {
      readonly kind: "read";
      readonly path: string;
      /**
       * The file's real path (symlinks resolved), when it could be resolved: chain stamps name a plan
       * by it, so a plan reached through a symlinked folder or file is the same plan.
       */
      readonly realPath?: string;
      readonly source: PlanSource;
      readonly checklist: Checklist;
      /** Files looked at before this one (a worktree copy that did not exist, say). */
      readonly skipped: readonly string[];
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "missing"; readonly tried: readonly string[]; readonly why: string }
  /** Discovery found several files with the plan's name: the hook will not guess. */
  | { readonly kind: "ambiguous"; readonly tried: readonly string[]; readonly matches: readonly string[] };

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
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "timeout"; readonly path: string; readonly bytesScanned: number; readonly size: number };

/**
 * The current human prompt, read back from the end of the transcript to where a person last acted (a
 * typed prompt or a goal set): what Codex and the hooks did since. Plain mode asks only whether a Stop
 * hook continued it ("hook-prompt" scope, which stops at the first hook prompt); chain mode reads it
 * whole.
 */
export type PromptFact =
  | {
      readonly kind: "read";
      readonly path: string;
      readonly scope: PromptScope;
      /** Where the read stopped: a typed prompt, a goal set, the start of the file, or the byte cap. */
      readonly boundary: "typed-prompt" | "goal-set" | "start" | "cap";
      /**
       * When the human prompt began by Codex's clock (ms since the epoch): the earliest time of its
       * prompt records and, in chain scope, of the start of its turn. Absent without a boundary record
       * or a timestamp on it.
       */
      readonly startedAt?: number;
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
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "timeout"; readonly path: string; readonly bytesScanned: number; readonly size: number };

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

export type DirectiveFact =
  | {
      readonly kind: "read";
      readonly path: string;
      readonly source: "bundled" | "override";
      readonly template: string;
      /** Why a project override next to the boulder was not used, when one exists. */
      readonly overrideProblem?: string;
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string };

export interface Facts {
  readonly boulder?: BoulderFact;
  readonly plan?: PlanFact;
  readonly transcript?: TranscriptFact;
  readonly directive?: DirectiveFact;
  /** Chain mode's brief template, read only for a continuation after the prompt's first. */
  readonly brief?: DirectiveFact;
  readonly prompt?: PromptFact;
  readonly settings?: SettingsFact;
}

/** The next thing the core needs to know, cheapest first. */
export type Need =
  /** Found in `cwd` or the nearest ancestor that has one. */
  | { readonly fact: "boulder"; readonly cwd: string }
  | {
      readonly fact: "plan";
      readonly root: string;
      readonly activePlan: string;
      readonly candidates: readonly PlanCandidate[];
    }
  | {
      readonly fact: "transcript";
      readonly path: string;
      /**
       * The human-prompt read the core asks for next when the transcript shows no pressure, if it has
       * not been read yet: the shell does it in the same pass and answers both (scanForPressureAndPrompt).
       */
      readonly prompt?: PromptScope;
    }
  | { readonly fact: "directive"; readonly root: string }
  | { readonly fact: "brief"; readonly root: string }
  | { readonly fact: "prompt"; readonly path: string; readonly scope: PromptScope }
  | { readonly fact: "settings"; readonly root: string };
