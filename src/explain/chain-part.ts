import type { Outcome } from "../decision/outcome.js";
import type { Facts } from "../decision/readers.js";
import type { EffectiveMode, ValueSource } from "../settings/effective.js";
import type { HookOptionsResult } from "../settings/flags.js";
import { MAX_CHAIN_LIMIT } from "../settings/settings.js";
import { type PromptPart, promptLines, promptPart } from "./prompt-part.js";
import { row, text } from "./rows.js";
import { type SettingsPart, settingsLine, settingsPart } from "./settings-part.js";

interface SourcedValue<T> {
  readonly value: T;
  readonly from: ValueSource;
}

/** A value asked for above the ceiling, which is used instead. */
interface ClampedValue {
  readonly clamped?: { readonly asked: number; readonly ceiling: number };
}

/** The effective mode with where each value came from: a flag, settings.json or the default. */
interface ModeValues {
  readonly chain: SourcedValue<boolean>;
  readonly maxChain: SourcedValue<number> & ClampedValue;
  readonly patience: SourcedValue<number>;
  readonly stopOnCompaction: SourcedValue<boolean>;
  readonly settings: SettingsPart;
}

/** A continuation: which one of the human prompt, and whether it carries the compaction note. */
type StepFields =
  | { readonly step?: never; readonly compacted?: never }
  | { readonly step: number; readonly compacted: boolean };

/** The chain rule's verdict on a stop that follows a continuation, when it was asked. */
type VerdictFields =
  | { readonly verdict?: never; readonly why?: never }
  | {
      readonly verdict: "continue" | "stop-hook-active" | "no-progress" | "chain-limit";
      readonly why: string;
    };

/** Chain mode as this decision used it: the mode, the human prompt read back, and the verdict. */
export type ChainPart =
  | { readonly status: "invalid flags" | "not decided"; readonly why: string }
  | (ModeValues & { readonly status: "off"; readonly why: string; readonly prompt: PromptPart })
  | (ModeValues & { readonly status: "on"; readonly prompt: PromptPart } & StepFields & VerdictFields);

function modePart(effective: EffectiveMode): ModeValues {
  const { mode, sources, clamped } = effective;
  const ceiling =
    clamped === undefined ? {} : { clamped: { asked: clamped.maxChain.asked, ceiling: MAX_CHAIN_LIMIT } };
  return {
    chain: { value: mode.chain, from: sources.chain },
    maxChain: { value: mode.maxChain, from: sources.maxChain, ...ceiling },
    patience: { value: mode.patience, from: sources.patience },
    stopOnCompaction: { value: mode.stopOnCompaction, from: sources.stopOnCompaction },
    settings: settingsPart(effective.settings),
  };
}

export function chainPart(hook: HookOptionsResult, outcome: Outcome, facts: Facts): ChainPart {
  if (!hook.ok) return { status: "invalid flags", why: hook.problem };
  const effective = outcome.evidence.mode;
  if (effective === undefined)
    return { status: "not decided", why: "the decision was made before the mode was needed" };
  const prompt = promptPart(facts.prompt);
  if (!effective.mode.chain)
    return {
      status: "off",
      why: "plain mode: one continuation per human prompt",
      ...modePart(effective),
      prompt,
    };
  const step = outcome.kind === "continue" ? { step: outcome.step, compacted: outcome.compacted } : {};
  const verdict = outcome.evidence.chain;
  return {
    status: "on",
    ...modePart(effective),
    ...step,
    prompt,
    ...(verdict !== undefined ? { verdict: verdict.go ? "continue" : verdict.reason, why: verdict.why } : {}),
  };
}

function valueLine(c: ModeValues): string {
  const part = (label: string, v: SourcedValue<boolean | number> & ClampedValue) => {
    const clamped =
      v.clamped === undefined
        ? ""
        : `, ${text(v.clamped.asked)} clamped to the ceiling ${text(v.clamped.ceiling)}`;
    return `${label} ${text(v.value)} (${text(v.from)}${clamped})`;
  };
  return [
    part("chain", c.chain),
    part("max-chain", c.maxChain),
    part("patience", c.patience),
    part("stop-on-compaction", c.stopOnCompaction),
  ].join("; ");
}

export function chainLines(c: ChainPart): string[] {
  if (c.status !== "on" && c.status !== "off") return row("Mode", `${text(c.status)}: ${text(c.why)}`);
  const head =
    c.status === "off"
      ? "plain: one continuation per human prompt"
      : `chain${c.step === undefined ? "" : `; this would be continuation ${text(c.step)}${c.compacted ? ", with the compaction note" : ""}`}`;
  const verdict =
    c.status === "on" && c.verdict !== undefined ? [`verdict: ${text(c.verdict)} (${text(c.why)})`] : [];
  return row("Mode", head, valueLine(c), settingsLine(c.settings), ...promptLines(c.prompt), ...verdict);
}
