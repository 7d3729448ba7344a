import type { ChainFact } from "../decision/facts.js";
import { literalsPattern, scanLinesBackward } from "../rollout/backward-lines.js";
import { classifyRolloutLine, PROMPT_HINTS } from "../rollout/codex-format.js";
import { readStamps, type Stamp, stampedTurn } from "./stamp.js";

/** The most a chain read goes back from the end of the transcript: far more than one turn writes. */
export const CHAIN_READ_CAP_BYTES = 64 * 1024 * 1024;

const HINTS = literalsPattern(PROMPT_HINTS, "g");

export interface ChainReadOptions {
  readonly deadline: number;
  readonly now?: () => number;
  readonly maxBytes?: number;
}

/**
 * This hook's own continuations of the current turn: the stamps in the hook prompts between the end of
 * the transcript and the last prompt a person typed, newest first, one per step (Codex records each
 * hook prompt twice, escaped and raw), and only those stamped with this turn's id.
 */
export function readChainEvidence(path: string, turnId: string, options: ChainReadOptions): ChainFact {
  const turn = stampedTurn(turnId);
  const stamps: Stamp[] = [];
  let boundary: "user-prompt" | "start" | "cap" = "start";
  const scan = scanLinesBackward(
    path,
    HINTS.pattern,
    HINTS.overlap,
    (line) => {
      if (line.text === undefined) return "next";
      const record = classifyRolloutLine(line.text);
      if (record.kind === "user-prompt") {
        boundary = "user-prompt";
        return "stop";
      }
      if (record.kind !== "hook-prompt") return "next";
      for (const stamp of readStamps(record.text)) {
        if (stamp.turn === turn && !stamps.some((seen) => seen.step === stamp.step)) stamps.push(stamp);
      }
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
  if (scan.kind === "capped") boundary = "cap";
  stamps.sort((a, b) => b.step - a.step);
  return { kind: "read", path, stamps, boundary, bytesScanned: scan.bytesScanned };
}
