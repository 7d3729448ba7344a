import type { BoulderFact } from "../boulder/fact.js";
import type { HooksChangeFact } from "../codex/hooks-change.js";
import type { DirectiveFact, InstallFact } from "../directive/fact.js";
import type { PlanFact, PlanPlace } from "../plan/fact.js";
import type { PromptFact, PromptScope, TranscriptFact } from "../rollout/facts.js";
import type { PressureAndPrompt } from "../rollout/human-prompt.js";
import type { SettingsFact } from "../settings/settings.js";

/** Where facts come from: the disk in the hook and explain, fixed values in the tests. */
export interface Sources {
  readonly boulder: (cwd: string) => BoulderFact;
  readonly settings: (root: string) => SettingsFact;
  /** Whether Codex's hooks files or config.toml changed after the session began. */
  readonly hooks: (cwd: string, transcript: string) => HooksChangeFact;
  readonly plan: (root: string, place: PlanPlace) => Promise<PlanFact>;
  /** The pressure scan (plain mode, or stop-on-compaction); with `scope`, the prompt too where it finds none. */
  readonly transcript: (path: string, scope: PromptScope | undefined) => PressureAndPrompt;
  readonly prompt: (path: string, scope: PromptScope) => PromptFact;
  readonly directive: (root: string) => DirectiveFact;
  /** Chain mode's brief template, read only for a continuation after the prompt's first. */
  readonly brief: (root: string) => DirectiveFact;
  /** The install's command and skill, read with the values a text inserts. */
  readonly install: () => InstallFact;
  /** The clock (ms since the epoch), read only for a time budget. */
  readonly now: () => number;
}

/** Everything a decision read, as it read it: explain prints this record, and the tests assert on it. */
export type Facts = {
  readonly [K in Exclude<keyof Sources, "transcript">]?: Awaited<ReturnType<Sources[K]>>;
} & { readonly transcript?: TranscriptFact };

/** The readers a decision calls: each reads once, and `facts` holds what was read. */
export type Readers = Omit<Sources, "transcript"> & {
  readonly facts: Facts;
  readonly transcript: (path: string, scope: PromptScope) => TranscriptFact;
};

/** A chain-scope read answers every question a hook-prompt one does. */
function answers(read: PromptFact | undefined, scope: PromptScope): read is PromptFact {
  return read !== undefined && (read.kind !== "read" || read.scope === scope || read.scope === "chain");
}

export function remembering(from: Sources): Readers {
  const facts: { -readonly [K in keyof Facts]: Facts[K] } = {};
  return {
    facts,
    boulder: (cwd) => (facts.boulder ??= from.boulder(cwd)),
    settings: (root) => (facts.settings ??= from.settings(root)),
    hooks: (cwd, transcript) => (facts.hooks ??= from.hooks(cwd, transcript)),
    plan: async (root, place) => (facts.plan ??= await from.plan(root, place)),
    transcript(path, scope) {
      if (facts.transcript !== undefined) return facts.transcript;
      const both = from.transcript(path, answers(facts.prompt, scope) ? undefined : scope);
      if (both.prompt !== undefined) facts.prompt = both.prompt;
      facts.transcript = both.transcript;
      return both.transcript;
    },
    prompt(path, scope) {
      if (!answers(facts.prompt, scope)) facts.prompt = from.prompt(path, scope);
      return facts.prompt;
    },
    directive: (root) => (facts.directive ??= from.directive(root)),
    brief: (root) => (facts.brief ??= from.brief(root)),
    install: () => (facts.install ??= from.install()),
    now: () => (facts.now ??= from.now()),
  };
}
