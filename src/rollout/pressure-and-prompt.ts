import { literalsPattern, scanLinesBackward } from "./backward-lines.js";
import { classifyRolloutLine } from "./codex-format.js";
import type { PressureHit, PromptFact, PromptScope, TranscriptFact } from "./facts.js";
import {
  CHAIN_READ_CAP_BYTES,
  humanPromptReader,
  PROMPT_PATTERNS,
  type PromptReadOptions,
} from "./human-prompt.js";
import { CANDIDATE, PRESSURE_ANCHOR, pressureIn, scanForPressure, transcriptFact } from "./pressure.js";

/** A shorter literal inside each of PROMPT_HINTS: they find every line the plain prompt read looks at. */
export const PROMPT_HINT_CORES: readonly string[] = ['":"user', '"UserMessage"', '"HookPrompt"'];
const CORES = literalsPattern(PROMPT_HINT_CORES, "g");
/** Held by every pressure candidate and every core (see PRESSURE_ANCHOR). */
export const PRESSURE_OR_PROMPT_ANCHOR = new RegExp(`${PRESSURE_ANCHOR.source}|user|hookprompt`, "gi");

/** The searches that find the lines of either read, for the part of the file both cover. */
const EITHER = {
  "hook-prompt": {
    patterns: [CANDIDATE.pattern, CORES.pattern],
    overlap: Math.max(CANDIDATE.overlap, CORES.overlap),
    anchor: { anchor: PRESSURE_OR_PROMPT_ANCHOR },
  },
  // The chain read's own pattern holds the pressure literals already.
  chain: { patterns: [PROMPT_PATTERNS.chain.pattern], overlap: PROMPT_PATTERNS.chain.overlap, anchor: {} },
};

export interface PressureAndPrompt {
  readonly transcript: TranscriptFact;
  /** Only with a transcript scanned and free of pressure: the only case the core asks for the prompt. */
  readonly prompt?: PromptFact;
}

/** scanForPressure and readHumanPrompt in one pass, pressure first: a hit ends it (no prompt needed then). */
export function scanForPressureAndPrompt(
  path: string,
  scope: PromptScope,
  options: PromptReadOptions,
): PressureAndPrompt {
  const reader = humanPromptReader(path, scope);
  const promptLine = PROMPT_PATTERNS[scope].inLine;
  const { patterns, overlap, anchor } = EITHER[scope];
  let hit: PressureHit | undefined;
  const both = scanLinesBackward(
    path,
    patterns,
    overlap,
    (line) => {
      // A line over the size limit is never one of Codex's records (those are small).
      if (line.text === undefined) return "next";
      const pressureLine = CANDIDATE.inLine.test(line.text);
      const forPrompt = promptLine.test(line.text);
      if (!pressureLine && !forPrompt) return "next";
      const record = classifyRolloutLine(line.text);
      if (pressureLine) hit = pressureIn(record, line.text, line.offset);
      if (hit !== undefined) return "stop";
      return forPrompt ? reader.visit(line.text, line.offset, record) : "next";
    },
    { maxBytes: CHAIN_READ_CAP_BYTES, ...options, ...anchor },
  );
  if (hit !== undefined || both.kind === "unreadable" || both.kind === "timeout")
    return { transcript: transcriptFact(path, both, hit) };
  const prompt = reader.fact(both);
  const transcript =
    both.kind === "done"
      ? transcriptFact(path, both)
      : scanForPressure(path, { deadline: options.deadline, before: both.size - both.bytesScanned });
  return transcript.kind === "scanned" && transcript.hit === undefined
    ? { transcript, prompt }
    : { transcript };
}
