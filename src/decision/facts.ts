import type { BoulderDocument } from "../boulder/document.js";
import type { Stamp } from "../chain/stamp.js";
import type { Checklist } from "../plan/checklist.js";
import type { PlanCandidate, PlanSource } from "../plan/location.js";

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
      readonly source: PlanSource;
      readonly checklist: Checklist;
      /** Files looked at before this one (a worktree copy that did not exist, say). */
      readonly skipped: readonly string[];
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "missing"; readonly tried: readonly string[]; readonly why: string }
  /** Discovery found several files with the plan's name: the hook will not guess. */
  | { readonly kind: "ambiguous"; readonly tried: readonly string[]; readonly matches: readonly string[] };

export type TranscriptFact =
  | {
      readonly kind: "scanned";
      readonly path: string;
      readonly bytesScanned: number;
      readonly size: number;
      /** What showed pressure: a phrase or a compaction record, where, and in what kind of line. */
      readonly hit?: { readonly marker: string; readonly offset: number; readonly source: string };
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "timeout"; readonly path: string; readonly bytesScanned: number; readonly size: number };

/** This hook's continuations of the current turn, read back from the transcript (chain mode). */
export type ChainFact =
  | {
      readonly kind: "read";
      readonly path: string;
      /** Newest first, one per step. */
      readonly stamps: readonly Stamp[];
      /** Where the read stopped: the turn's user prompt, the start of the file, or the byte cap. */
      readonly boundary: "user-prompt" | "start" | "cap";
      readonly bytesScanned: number;
    }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | { readonly kind: "timeout"; readonly path: string; readonly bytesScanned: number; readonly size: number };

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
  readonly chain?: ChainFact;
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
  | { readonly fact: "transcript"; readonly path: string }
  | { readonly fact: "directive"; readonly root: string }
  | { readonly fact: "chain"; readonly path: string; readonly turnId: string };
