import type { Facts } from "../decision/facts.js";
import type { Outcome } from "../decision/outcome.js";
import type { EffectiveMode, PendingSettings } from "../settings/effective.js";
import type { HookOptionsResult } from "../settings/flags.js";
import { MAX_CHAIN_LIMIT, type SettingsFact } from "../settings/settings.js";

function isoOrNull(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString();
}

/**
 * settings.json as the hook saw it: absent, used, not used and why, or pending (changed during the
 * current human prompt, so it applies from the next one), with when it last changed.
 */
export function settingsPart(settings: SettingsFact, pending?: PendingSettings): Record<string, unknown> {
  const changedAt = isoOrNull(settings.changedAt);
  if (pending !== undefined && settings.kind !== "read")
    return {
      path: settings.path,
      status: `${settings.kind === "none" ? "missing" : "invalid"} after a change during this human prompt (plain mode until the next one)`,
      why: pending.why,
      changedAt,
      promptStartedAt: isoOrNull(pending.promptStartedAt),
    };
  if (settings.kind === "none") return { path: settings.path, status: "none", changedAt };
  if (settings.kind === "invalid")
    return {
      path: settings.path,
      status: "invalid (flags and defaults alone)",
      why: settings.why,
      changedAt,
    };
  if (pending !== undefined)
    return {
      path: settings.path,
      status:
        "pending (until the next human prompt, the stricter of the flags alone and the flags with it, value by value)",
      why: pending.why,
      values: settings.settings,
      changedAt,
      promptStartedAt: isoOrNull(pending.promptStartedAt),
    };
  return { path: settings.path, status: "read", values: settings.settings, changedAt };
}

/** The effective mode with where each value came from: a flag, settings.json or the default. */
export function modePart(effective: EffectiveMode): Record<string, unknown> {
  const { mode, sources, clamped } = effective;
  const ceiling =
    clamped === undefined ? {} : { clamped: { asked: clamped.maxChain.asked, ceiling: MAX_CHAIN_LIMIT } };
  return {
    chain: { value: mode.chain, from: sources.chain },
    maxChain: { value: mode.maxChain, from: sources.maxChain, ...ceiling },
    patience: { value: mode.patience, from: sources.patience },
    stopOnCompaction: { value: mode.stopOnCompaction, from: sources.stopOnCompaction },
    settings: settingsPart(effective.settings, effective.pending),
  };
}

function promptPart(facts: Facts): Record<string, unknown> {
  const p = facts.prompt;
  if (p === undefined) return { evidence: "not read" };
  if (p.kind !== "read") return { evidence: p.kind, path: p.path, ...("why" in p ? { why: p.why } : {}) };
  return {
    path: p.path,
    readBackTo: p.boundary,
    bytesScanned: p.bytesScanned,
    hookPrompts: p.hookPrompts,
    stamps: p.stamps.map((s) => ({ step: s.step, done: s.done, total: s.total, idle: s.idle, plan: s.plan })),
    ...(p.compaction !== undefined
      ? {
          compaction: {
            marker: p.compaction.marker,
            offset: p.compaction.offset,
            afterLastContinuation: p.compaction.afterLastContinuation,
          },
        }
      : {}),
    ...(p.pressure !== undefined
      ? { pressure: { marker: p.pressure.marker, offset: p.pressure.offset } }
      : {}),
  };
}

/** Chain mode as this decision used it: the mode, the human prompt read back, and the verdict. */
export function chainPart(hook: HookOptionsResult, outcome: Outcome, facts: Facts): Record<string, unknown> {
  if (!hook.ok) return { status: "invalid flags", why: hook.problem };
  const effective = outcome.evidence.mode;
  if (effective === undefined)
    return { status: "not decided", why: "the decision was made before the mode was needed" };
  const { mode } = effective;
  const prompt = promptPart(facts);
  if (!mode.chain)
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
