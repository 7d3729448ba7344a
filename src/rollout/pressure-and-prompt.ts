import { literalsPattern, scanLinesBackward } from "./backward-lines.js";
import { classifyRolloutLine } from "./codex-format.js";
import type { PressureHit, PromptFact, PromptScope, TranscriptFact } from "./facts.js";
import {
  CHAIN_READ_CAP_BYTES,
  humanPromptReader,
  PROMPT_PATTERNS,
  type PromptReadOptions,
} from "./human-prompt.js";
import { CANDIDATE, PRESSURE_ANCHOR, pressureIn, scanForPressure } from "./pressure.js";

/**
 * A shorter literal inside each of PROMPT_HINTS: these find every line the plain prompt read looks at
 * (and a few more, which that read's own pattern then sorts out). Searched for apart from the pressure
 * literals, as one pattern with both costs more than the two apart. Callgrind instructions per byte of
 * a rollout-like file: pressure 14.3, these 2.5, the prompt hints 9.2, pressure and prompt hints in
 * one pattern 20.6.
 */
export const PROMPT_HINT_CORES: readonly string[] = ['":"user', '"UserMessage"', '"HookPrompt"'];
const CORES = literalsPattern(PROMPT_HINT_CORES, "g");
/** Held by every pressure candidate and every core (see PRESSURE_ANCHOR). */
export const PRESSURE_OR_PROMPT_ANCHOR = new RegExp(`${PRESSURE_ANCHOR.source}|user|hookprompt`, "gi");

/** The searches that find the lines of either read, for the part of the file both cover. */
const EITHER: Readonly<
  Record<PromptScope, { patterns: readonly RegExp[]; overlap: number; anchor?: RegExp }>
> = {
  "hook-prompt": {
    patterns: [CANDIDATE.pattern, CORES.pattern],
    overlap: Math.max(CANDIDATE.overlap, CORES.overlap),
    anchor: PRESSURE_OR_PROMPT_ANCHOR,
  },
  // The chain read's own pattern holds the pressure literals already.
  chain: { patterns: [PROMPT_PATTERNS.chain.pattern], overlap: PROMPT_PATTERNS.chain.overlap },
};

export interface PressureAndPrompt {
  readonly transcript: TranscriptFact;
  /** Only with a transcript scanned and free of pressure: the only case the core asks for the prompt. */
  readonly prompt?: PromptFact;
}

/**
 * The whole-file pressure scan (scanForPressure) and then the human-prompt read of `scope`
 * (readHumanPrompt), in one pass from the end of the file instead of two. Until the prompt read ends
 * (at the prompt's boundary, or CHAIN_READ_CAP_BYTES back) each line holding a match of either is
 * handed to both, the pressure check first; from there on only pressure is looked for. A transcript
 * with no prompt near its end is then read once, not whole and then 64 MiB again. A pressure hit ends
 * the pass: the core does not ask for the prompt then.
 */
export function scanForPressureAndPrompt(
  path: string,
  scope: PromptScope,
  options: PromptReadOptions,
): PressureAndPrompt {
  const { deadline, now, maxBytes = CHAIN_READ_CAP_BYTES } = options;
  const reader = humanPromptReader(path, scope);
  const promptLine = PROMPT_PATTERNS[scope].inLine;
  let hit: PressureHit | undefined;
  const both = scanLinesBackward(
    path,
    EITHER[scope].patterns,
    EITHER[scope].overlap,
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
    {
      deadline,
      ...(now ? { now } : {}),
      maxBytes,
      ...(EITHER[scope].anchor ? { anchor: EITHER[scope].anchor } : {}),
    },
  );
  if (both.kind === "unreadable") return { transcript: { kind: "unreadable", path, why: both.why } };
  const { bytesScanned, size } = both;
  if (both.kind === "timeout") return { transcript: { kind: "timeout", path, bytesScanned, size } };
  if (hit !== undefined) return { transcript: { kind: "scanned", path, bytesScanned, size, hit } };
  const prompt = reader.fact(both);
  const transcript: TranscriptFact =
    both.kind === "done"
      ? { kind: "scanned", path, bytesScanned, size }
      : scanForPressure(path, { deadline, ...(now ? { now } : {}), before: size - bytesScanned });
  return transcript.kind === "scanned" && transcript.hit === undefined
    ? { transcript, prompt }
    : { transcript };
}
