import type { PressureHit, PromptFact, PromptScope } from "../decision/facts.js";
import { literalsPattern, scanLinesBackward } from "../rollout/backward-lines.js";
import { classifyRolloutLine, PROMPT_HINTS, TURN_START_HINTS } from "../rollout/codex-format.js";
import { PRESSURE_CANDIDATES, pressureIn } from "../transcript/pressure.js";
import { readStamps, type Stamp } from "./stamp.js";

/** The most a human-prompt read goes back from the end of the transcript: far more than one prompt writes. */
export const CHAIN_READ_CAP_BYTES = 64 * 1024 * 1024;

const PATTERNS: Readonly<Record<PromptScope, ReturnType<typeof literalsPattern>>> = {
  "hook-prompt": literalsPattern(PROMPT_HINTS, "g"),
  // Pressure phrases are matched case-insensitively, as the pressure scan does; the hints are ASCII.
  chain: literalsPattern([...PROMPT_HINTS, ...TURN_START_HINTS, ...PRESSURE_CANDIDATES], "gi"),
};

/**
 * Codex compacts before a turn's prompt is recorded: such a compaction lies between the turn's start and
 * the prompt, and belongs to the prompt. Past the boundary the read looks this far at most for it.
 */
const BEFORE_PROMPT_BYTES = 256 * 1024;

export interface PromptReadOptions {
  readonly deadline: number;
  readonly now?: () => number;
  readonly maxBytes?: number;
}

/**
 * Reads the current human prompt back from the end of the transcript to where a person last acted (a
 * typed prompt, or a goal set or edited). On the way: the Stop-hook prompt records (plain mode needs
 * only to know there is one, and stops at the first), this hook's stamps (the stamp that ends a hook's
 * reason, see readStamps) from every turn of the
 * prompt (Codex records each hook prompt twice, escaped and raw: one stamp per step is kept), and in
 * chain scope the pressure records since the prompt began: the newest compaction, and whether it came
 * after our last continuation, and any overflow error, warning or plain-text phrase (which ends the read).
 */
export function readHumanPrompt(path: string, scope: PromptScope, options: PromptReadOptions): PromptFact {
  const stamps: Stamp[] = [];
  let hookPrompts = 0;
  let boundary: "typed-prompt" | "goal-set" | "start" | "cap" = "start";
  let compaction: (PressureHit & { afterLastContinuation: boolean }) | undefined;
  let pressure: PressureHit | undefined;
  const { pattern, overlap } = PATTERNS[scope];
  let promptAt: number | undefined;
  let startedAt: number | undefined;
  const began = (at: number | undefined) => {
    if (at !== undefined) startedAt = Math.min(at, startedAt ?? at);
  };
  const scan = scanLinesBackward(
    path,
    pattern,
    overlap,
    (line) => {
      // A line over the size limit is never one of Codex's prompt or pressure records (those are small).
      if (line.text === undefined) return "next";
      const record = classifyRolloutLine(line.text);
      if (promptAt !== undefined) {
        // Past the boundary: only a compaction between the turn's start and its prompt still counts.
        if (record.kind === "compaction") {
          compaction ??= {
            marker: record.shape,
            offset: line.offset,
            source: "compaction",
            afterLastContinuation: hookPrompts === 0,
          };
          return "next";
        }
        // Codex records a prompt twice (the message and an event): the twin is passed over. The
        // prompt's turn began at the turn start just before it: the earliest time of the prompt.
        const far = promptAt - line.offset > BEFORE_PROMPT_BYTES;
        if (far || record.kind === "hook-prompt") return "stop";
        if (record.kind === "user-prompt" || record.kind === "turn-start") began(record.at);
        return record.kind === "turn-start" ? "stop" : "next";
      }
      if (record.kind === "user-prompt") {
        boundary = record.via === "goal" ? "goal-set" : "typed-prompt";
        began(record.at);
        if (scope === "hook-prompt") return "stop";
        promptAt = line.offset;
        return "next";
      }
      if (record.kind === "hook-prompt") {
        hookPrompts++;
        // Each hook's reason on its own: ours ends with our stamp, and holds no other.
        for (const stamp of record.parts.flatMap(readStamps))
          if (!stamps.some((seen) => seen.step === stamp.step)) stamps.push(stamp);
        return scope === "hook-prompt" ? "stop" : "next";
      }
      if (scope === "hook-prompt") return "next";
      const hit = pressureIn(record, line.text, line.offset);
      if (hit === undefined) return "next";
      if (hit.source !== "compaction") {
        pressure = hit;
        return "stop";
      }
      compaction ??= { ...hit, afterLastContinuation: hookPrompts === 0 };
      return "next";
    },
    {
      deadline: options.deadline,
      maxBytes: options.maxBytes ?? CHAIN_READ_CAP_BYTES,
      ...(options.now ? { now: options.now } : {}),
    },
  );
  if (scan.kind === "unreadable") return { kind: "unreadable", path, why: scan.why };
  if (scan.kind === "timeout")
    return { kind: "timeout", path, bytesScanned: scan.bytesScanned, size: scan.size };
  if (scan.kind === "capped" && promptAt === undefined) boundary = "cap";
  stamps.sort((a, b) => b.step - a.step);
  return {
    kind: "read",
    path,
    scope,
    boundary,
    ...(startedAt !== undefined ? { startedAt } : {}),
    hookPrompts,
    stamps,
    ...(compaction !== undefined ? { compaction } : {}),
    ...(pressure !== undefined ? { pressure } : {}),
    bytesScanned: scan.bytesScanned,
  };
}
