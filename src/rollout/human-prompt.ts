import { readSettingsStamp, type SettingsStamp } from "../settings/stamp.js";
import {
  type BackwardScan,
  type BackwardScanOptions,
  literalsPattern,
  scanLinesBackward,
} from "./backward-lines.js";
import { type GoalEndStamp, readGoalEndStamps, readStamps, type Stamp } from "./chain-stamp.js";
import { CHAIN_HINTS, classifyRolloutLine, PROMPT_HINTS, type RolloutRecord } from "./codex-format.js";
import type { GoalSeen, PressureHit, PromptFact, PromptScope } from "./facts.js";
import {
  CANDIDATE,
  PRESSURE_ANCHOR,
  PRESSURE_CANDIDATES,
  pressureIn,
  scanForPressure,
  transcriptFact,
} from "./pressure.js";
import type { TokensRecord } from "./token-usage.js";

/** The most a human-prompt read goes back from the end of the transcript: far more than one prompt writes. */
export const CHAIN_READ_CAP_BYTES = 64 * 1024 * 1024;

/** What a line must hold for a human-prompt read of a scope to look at it. */
export const PROMPT_PATTERNS: Readonly<Record<PromptScope, ReturnType<typeof literalsPattern>>> = {
  "hook-prompt": literalsPattern(PROMPT_HINTS, "g"),
  // Pressure phrases are matched case-insensitively, as the pressure scan does; the hints are ASCII.
  chain: literalsPattern([...PROMPT_HINTS, ...CHAIN_HINTS, ...PRESSURE_CANDIDATES], "gi"),
};

/** How far past the boundary a compaction still belongs to the prompt (Codex compacts before recording it). */
const BEFORE_PROMPT_BYTES = 256 * 1024;
/** What the fact keeps of a typed prompt: enough to tell a `$ulw-execute` command. */
const PROMPT_TEXT_CAP = 1024;

type Usage = Record<TokensRecord["source"], { newest?: number; before?: number }>;

export type PromptReadOptions = Pick<BackwardScanOptions, "deadline" | "maxBytes">;

/** The human prompt (see PromptFact) from the lines a backward scan feeds `visit`, newest first. */
export function humanPromptReader(path: string, scope: PromptScope) {
  const stamps: Stamp[] = [];
  let hookPrompts = 0;
  let boundary: "typed-prompt" | "goal-set" | "start" | "cap" = "start";
  let compaction: (PressureHit & { afterLastContinuation: boolean }) | undefined;
  let pressure: PressureHit | undefined;
  let goalTurns = 0;
  let goalStatus: string | undefined;
  let endSent: GoalEndStamp | undefined;
  let promptAt: number | undefined;
  let startedAt: number | undefined;
  let typed: string | undefined;
  let settings: SettingsStamp | undefined;
  let open: number | undefined;
  let held: number | undefined;
  // Tokens: the newest thread total, and the thread's total before the prompt's first response.
  const usage: Usage = { token_usage_record: {}, token_count: {} };
  const began = (at: number | undefined) => {
    if (at !== undefined) startedAt = Math.min(at, startedAt ?? at);
  };
  const visit = (text: string, offset: number, record: RolloutRecord): "stop" | "next" => {
    // Chain scope: the newest compaction, up to the prompt's turn start (Codex compacts before recording it).
    if (record.kind === "compaction" && scope === "chain") {
      compaction ??= {
        marker: record.shape,
        offset,
        source: "compaction",
        afterLastContinuation: hookPrompts === 0,
      };
      return "next";
    }
    if (promptAt !== undefined) {
      // Codex records a prompt twice (the message and an event): the twin is passed over; the turn start
      // just before it is when the prompt began.
      const far = promptAt - offset > BEFORE_PROMPT_BYTES;
      if (far || record.kind === "hook-prompt") return "stop";
      if (record.kind === "user-prompt" || record.kind === "turn-start") began(record.at);
      return record.kind === "turn-start" ? "stop" : "next";
    }
    if (record.kind === "user-prompt") {
      boundary = record.via === "goal" ? "goal-set" : "typed-prompt";
      if (record.via === "typed" && record.text !== undefined) typed = record.text.slice(0, PROMPT_TEXT_CAP);
      began(record.at);
      if (scope === "hook-prompt") return "stop";
      promptAt = offset;
      return "next";
    }
    if (record.kind === "hook-prompt") {
      hookPrompts++;
      // Each hook's reason on its own: ours ends with our stamp, and holds no other (neutraliseStamps).
      for (const stamp of record.parts.flatMap(readStamps))
        if (!stamps.some((seen) => seen.step === stamp.step)) stamps.push(stamp);
      endSent ??= record.parts.flatMap(readGoalEndStamps)[0];
      return scope === "hook-prompt" ? "stop" : "next";
    }
    if (scope === "hook-prompt") return "next";
    if (record.kind === "tokens") {
      const seen = usage[record.source];
      seen.newest ??= record.total;
      seen.before = record.total - record.last;
      return "next";
    }
    // The prompt hook's stamp nearest the prompt; two that differ in one prompt make them all unknown.
    if (record.kind === "hook-context") {
      const stamp = readSettingsStamp(record.text);
      // Of two open counts stamped in one prompt, the lower: a stamp of the model's cannot raise it.
      if (stamp?.open !== undefined) open = Math.min(stamp.open, open ?? stamp.open);
      if (stamp?.held !== undefined) held = Math.min(stamp.held, held ?? stamp.held);
      const differs =
        stamp !== undefined &&
        settings !== undefined &&
        JSON.stringify(stamp.settings) !== JSON.stringify(settings);
      settings = differs ? { kind: "conflict" } : (stamp?.settings ?? settings);
    }
    if (record.kind === "turn-start" && record.trigger === "goal") goalTurns++;
    if (record.kind === "goal-update") goalStatus ??= record.status;
    pressure = pressureIn(record, text, offset);
    return pressure === undefined ? "next" : "stop";
  };
  const fact = (scan: BackwardScan): PromptFact => {
    if (scan.kind === "unreadable" || scan.kind === "timeout") return scan;
    if (scan.kind === "capped" && promptAt === undefined) boundary = "cap";
    stamps.sort((a, b) => b.step - a.step);
    // What the prompt spent, from whichever kind of record the release writes; none past the cap.
    const { newest, before } =
      usage.token_usage_record.newest !== undefined ? usage.token_usage_record : usage.token_count;
    const tokens = newest === undefined || before === undefined ? 0 : Math.max(0, newest - before);
    const goal: GoalSeen = {
      turns: goalTurns,
      ...(goalStatus !== undefined ? { status: goalStatus } : {}),
      ...(endSent !== undefined ? { endSent } : {}),
    };
    return {
      kind: "read",
      path,
      scope,
      boundary,
      ...(startedAt !== undefined ? { startedAt } : {}),
      ...(typed !== undefined ? { text: typed } : {}),
      ...(settings !== undefined ? { settings } : {}),
      ...(open !== undefined ? { openAtStart: open } : {}),
      ...(held !== undefined ? { heldAtStart: held } : {}),
      ...(boundary === "cap" ? {} : { tokens }),
      hookPrompts,
      stamps,
      ...(compaction !== undefined ? { compaction } : {}),
      ...(pressure !== undefined ? { pressure } : {}),
      ...(scope === "chain" ? { goal } : {}),
      bytesScanned: scan.bytesScanned,
    };
  };
  return { visit, fact };
}

/** A human-prompt read on its own (see humanPromptReader), at most CHAIN_READ_CAP_BYTES back. */
export function readHumanPrompt(path: string, scope: PromptScope, options: PromptReadOptions): PromptFact {
  const reader = humanPromptReader(path, scope);
  const { pattern, overlap } = PROMPT_PATTERNS[scope];
  // A line over the size limit is never one of Codex's prompt or pressure records (those are small).
  const scan = scanLinesBackward(
    path,
    pattern,
    overlap,
    (line) =>
      line.text === undefined ? "next" : reader.visit(line.text, line.offset, classifyRolloutLine(line.text)),
    { maxBytes: CHAIN_READ_CAP_BYTES, ...options },
  );
  return reader.fact(scan);
}

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

/** scanForPressure and readHumanPrompt in one pass; a pressure hit ends it, and then no prompt is read. */
export function scanForPressureAndPrompt(path: string, scope: PromptScope, options: PromptReadOptions) {
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
export type PressureAndPrompt = ReturnType<typeof scanForPressureAndPrompt>;
