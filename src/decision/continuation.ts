import type { StopPayload } from "../payload/stop-payload.js";
import { parseTrigger } from "../payload/trigger.js";
import type { Mode } from "../settings/settings.js";
import { type ChainVerdict, chainVerdict } from "./chain-rule.js";
import type { Facts, Need, PlanFact, PressureHit } from "./facts.js";
import type { SilentReason } from "./reasons.js";

export type Continuation =
  | { readonly kind: "need"; readonly need: Need }
  | {
      readonly kind: "silent";
      readonly reason: SilentReason;
      readonly detail: string;
      readonly verdict?: ChainVerdict;
    }
  | {
      readonly kind: "go";
      readonly step: number;
      readonly idle: number;
      /** Chain mode: Codex compacted the context after our last continuation of this prompt. */
      readonly compacted: boolean;
      readonly verdict?: ChainVerdict;
    };

/** A prompt that is the person's `$ulw-execute pause` or `abandon`: the stop they asked for. */
function personStop(text: string | undefined): "pause" | "abandon" | undefined {
  const trigger = text === undefined ? undefined : parseTrigger(text);
  if (trigger?.kind !== "status" || trigger.change === "resume") return undefined;
  return trigger.change;
}

const FIRST: Extract<Continuation, { kind: "go" }> = { kind: "go", step: 1, idle: 0, compacted: false };

function silent(reason: SilentReason, detail: string, verdict?: ChainVerdict): Continuation {
  return { kind: "silent", reason, detail, ...(verdict !== undefined ? { verdict } : {}) };
}

function pressure(hit: PressureHit, scope: string): Continuation {
  return silent("context-pressure", `"${hit.marker}" at byte ${hit.offset}${scope}`);
}

/**
 * The part of the decision that reads the transcript, once the session has continuable work: context
 * pressure, whether a Stop hook already continued the current human prompt, and in chain mode the
 * chain rule. `chaining` is chain mode on a Codex that sends turn ids; `path` is the transcript's.
 * - Plain mode keeps the seeds' rule: pressure anywhere in the transcript means silence, and one
 *   continuation per human prompt, also under a goal (a goal turn's first stop after a hook prompt of
 *   the same human prompt is `automatic-turn`).
 * - Chain mode counts pressure since the human prompt began; a compaction does not end the chain
 *   (unless stopOnCompaction), but overflow errors and warnings do. Steps and progress are counted
 *   across every turn of the human prompt, goal turns included.
 */
export function continuation(
  payload: StopPayload,
  facts: Facts,
  plan: Extract<PlanFact, { kind: "read" }>,
  mode: Mode,
  chaining: boolean,
  path: string | undefined,
): Continuation {
  const { stopHookActive } = payload;
  if (path === undefined) {
    if (chaining && stopHookActive)
      return silent("stop-hook-active", "chain mode, but no transcript to find this hook's continuations in");
    return FIRST;
  }
  if (!chaining || mode.stopOnCompaction) {
    const { transcript } = facts;
    if (transcript === undefined) {
      // Settings that change the mode had the prompt read already (in chain scope): it is kept.
      if (facts.prompt !== undefined) return { kind: "need", need: { fact: "transcript", path } };
      const prompt = chaining ? "chain" : "hook-prompt";
      return { kind: "need", need: { fact: "transcript", path, prompt } };
    }
    if (transcript.kind === "scanned" && transcript.hit !== undefined) return pressure(transcript.hit, "");
    if (transcript.kind === "timeout") {
      const detail = `scanned ${transcript.bytesScanned} of ${transcript.size} bytes before the deadline`;
      return silent("transcript-scan-timeout", detail);
    }
  }
  const { prompt } = facts;
  if (prompt === undefined)
    return { kind: "need", need: { fact: "prompt", path, scope: chaining ? "chain" : "hook-prompt" } };
  if (prompt.kind === "timeout") {
    const detail = `human-prompt read: ${prompt.bytesScanned} of ${prompt.size} bytes before the deadline`;
    return silent("transcript-scan-timeout", detail);
  }
  if (prompt.kind === "unreadable") {
    // As for pressure, a transcript that cannot be read shows nothing: the seeds' first stop continues.
    if (chaining && stopHookActive)
      return silent("stop-hook-active", `chain mode, but ${prompt.path} cannot be read: ${prompt.why}`);
    return FIRST;
  }
  // Read back to its cap without reaching the prompt, and no limits of ours in the window: what the person
  // asked for (a pause, the settings) is beyond it, so nothing is granted.
  if (prompt.scope === "chain" && prompt.boundary === "cap" && prompt.stamps[0]?.limits === undefined)
    return silent(
      "prompt-not-found",
      `read back ${prompt.bytesScanned} bytes without reaching the human prompt, and no stamp of ours with its limits`,
    );
  const asked = personStop(prompt.text);
  if (asked !== undefined)
    return silent(
      "person-stopped",
      `the human prompt is \`$ulw-execute ${asked}\`: nothing continues it, whatever the boulder says now`,
    );
  const continued = stopHookActive || prompt.hookPrompts > 0;
  if (!chaining) {
    if (!continued) return FIRST;
    return silent(
      "automatic-turn",
      "a Stop hook already continued this human prompt; Codex started this turn itself (a goal turn)",
    );
  }
  if (prompt.pressure !== undefined) return pressure(prompt.pressure, " since the human prompt began");
  const compacted = prompt.compaction?.afterLastContinuation === true && !mode.stopOnCompaction;
  if (!continued) return { ...FIRST, compacted };
  if (prompt.stamps.length === 0) {
    const why =
      "a Stop hook continued this human prompt, but not this one: no stamp of ours to build a chain on";
    return silent(stopHookActive ? "stop-hook-active" : "automatic-turn", why);
  }
  const { completed: done, total } = plan.checklist;
  const verdict = chainVerdict(prompt.stamps, { done, total }, mode);
  if (!verdict.go) return silent(verdict.reason, verdict.why, verdict);
  return { kind: "go", step: verdict.step, idle: verdict.idle, compacted, verdict };
}
