import { resolve } from "node:path";
import type { StopPayload } from "../payload/stop-payload.js";
import { type EffectiveMode, effectiveMode, type ModeFlags } from "../settings/effective.js";
import { gatedMode, mayBePending, type PromptStart } from "../settings/pending.js";
import type { Facts, Need } from "./facts.js";

export type ModeStep =
  | { readonly kind: "need"; readonly need: Need }
  | { readonly kind: "mode"; readonly effective: EffectiveMode };

/** When the current human prompt began, from the prompt fact; a need when it is not read yet. */
function promptStart(payload: StopPayload, facts: Facts): PromptStart | { readonly need: Need } {
  const { transcriptPath } = payload;
  if (typeof transcriptPath !== "string" || transcriptPath === "")
    return { known: false, why: "the payload names no transcript" };
  const { prompt } = facts;
  // Chain scope reads back to the prompt's turn start; plain scope stops at the first hook prompt.
  if (prompt === undefined)
    return { need: { fact: "prompt", path: resolve(payload.cwd, transcriptPath), scope: "chain" } };
  if (prompt.kind === "unreadable")
    return { known: false, why: `${prompt.path} cannot be read: ${prompt.why}` };
  if (prompt.kind === "timeout")
    return { known: false, why: `${prompt.path} could not be read back in time` };
  if (prompt.startedAt === undefined)
    return { known: false, why: `the transcript read back to ${prompt.boundary} found no prompt time` };
  return { known: true, at: prompt.startedAt };
}

/**
 * The mode the hook runs in: its flags, then the project's settings.json, then the defaults. Settings
 * that changed during the current human prompt can only tighten the mode (see pending.ts), so when
 * their change time matters the transcript is read back to that prompt first (the prompt fact, in
 * chain scope).
 */
export function resolveMode(payload: StopPayload, facts: Facts, flags: ModeFlags, root: string): ModeStep {
  const { settings } = facts;
  if (settings === undefined) return { kind: "need", need: { fact: "settings", root } };
  if (!mayBePending(flags, settings)) return { kind: "mode", effective: effectiveMode(flags, settings) };
  const start = promptStart(payload, facts);
  if ("need" in start) return { kind: "need", need: start.need };
  return { kind: "mode", effective: gatedMode(flags, settings, start) };
}
