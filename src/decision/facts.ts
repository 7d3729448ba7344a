import type { BoulderFact } from "../boulder/fact.js";
import type { DirectiveFact } from "../directive/fact.js";
import type { PlanFact, PlanPlace } from "../plan/fact.js";
import type { PromptFact, PromptScope, TranscriptFact } from "../rollout/facts.js";
import type { SettingsFact } from "../settings/settings.js";

// Each fact's type lives in its reader's domain, next to the reader; the core names them all from here.
export type { BoulderFact } from "../boulder/fact.js";
export type { DirectiveFact } from "../directive/fact.js";
export type { PlanFact } from "../plan/fact.js";
export type { PressureHit, PromptFact, PromptScope, TranscriptFact } from "../rollout/facts.js";

/**
 * What the shell read from disk, already parsed. Each fact is gathered only when the core asks for it
 * (see Need), so a session that is rejected early never touches the expensive ones.
 */
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
  | { readonly fact: "plan"; readonly root: string; readonly place: PlanPlace }
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
