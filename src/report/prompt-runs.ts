import { literalsPattern, scanLinesBackward } from "../rollout/backward-lines.js";
import { type GoalEndStamp, readGoalEndStamps, readStamps, type Stamp } from "../rollout/chain-stamp.js";
import { CHAIN_HINTS, classifyRolloutLine, PROMPT_HINTS, TURN_END_HINT } from "../rollout/codex-format.js";
import type { TokensRecord } from "../rollout/token-usage.js";

type TokenSource = TokensRecord["source"];

/** One human prompt of a rollout, as read backwards from the rollout's end. */
interface Run {
  /** Our chain stamps in it, newest first, one per step; and our goal-end stamp. */
  stamps: Stamp[];
  goalEnd?: GoalEndStamp | undefined;
  /** When its turn began, and its newest record read (ms since the epoch). */
  startedAt?: number | undefined;
  endedAt?: number | undefined;
  /** Whether a turn ended after the newest continuation, and the model's last message then. */
  turnEnded?: boolean | undefined;
  lastMessage?: string | undefined;
  /** The thread's token totals at its last record, and at the last record before it. */
  end: Partial<Record<TokenSource, number>>;
  base: Partial<Record<TokenSource, number>>;
  /** The person's prompt record was read, and then the start of its turn. */
  closed?: boolean;
  sealed?: boolean;
  /** The rollout's newest human prompt. */
  newest: boolean;
}

export type PromptRun = Readonly<Run>;

const PATTERN = literalsPattern([...PROMPT_HINTS, ...CHAIN_HINTS, TURN_END_HINT], "g");
const SOURCES = ["token_usage_record", "token_count"] as const;

/** What the prompt spent, from token_usage_record where the rollout has it, else token_count. */
export function spentTokens(run: PromptRun): { tokens: number; source: TokenSource } | undefined {
  const source = SOURCES.find((s) => run.end[s] !== undefined);
  const tokens = source === undefined ? Number.NaN : (run.end[source] ?? 0) - (run.base[source] ?? 0);
  return source !== undefined && tokens >= 0 ? { tokens, source } : undefined;
}

// The human prompts since `since` that this hook continued, newest first, read until each has the token
// total from before it. Undefined when the file cannot be read.
export function readPromptRuns(path: string, since: number): PromptRun[] | undefined {
  const runs: Run[] = [];
  let waiting: Run[] = [];
  let passedSince = false;
  const fresh = (newest: boolean): Run => ({ stamps: [], end: {}, base: {}, newest });
  let run = fresh(true);
  const finish = () => {
    if (run.closed && (run.startedAt ?? since) < since) passedSince = true;
    else if (run.stamps.length > 0 || run.goalEnd !== undefined) {
      runs.push(run);
      waiting.push(run);
    }
    run = fresh(false);
  };
  const visit = (text: string): "stop" | "next" => {
    const record = classifyRolloutLine(text);
    if (run.closed) {
      // Codex records a prompt twice (a message and an event), after the start of its turn.
      if ((record.kind === "user-prompt" || record.kind === "turn-start") && !run.sealed) {
        run.sealed = record.kind === "turn-start";
        if (record.at !== undefined) run.startedAt = Math.min(record.at, run.startedAt ?? record.at);
        return "next";
      }
      if (!["tokens", "turn-end", "hook-prompt", "user-prompt"].includes(record.kind)) return "next";
      finish();
      if (passedSince && waiting.length === 0) return "stop";
    }
    if (record.kind === "tokens") {
      for (const older of waiting) older.base[record.source] ??= record.total;
      waiting = waiting.filter((w) => SOURCES.some((source) => source in w.end && !(source in w.base)));
      if (passedSince && waiting.length === 0) return "stop";
      run.end[record.source] ??= record.total;
    }
    if (record.kind === "tokens" || record.kind === "turn-end") run.endedAt ??= record.at;
    if (record.kind === "turn-end") {
      run.turnEnded ??= true;
      if (run.stamps.length === 0) run.lastMessage ??= record.message;
    }
    if (record.kind === "hook-prompt") {
      for (const stamp of record.parts.flatMap(readStamps))
        if (!run.stamps.some((seen) => seen.step === stamp.step)) run.stamps.push(stamp);
      run.goalEnd ??= record.parts.flatMap(readGoalEndStamps)[0];
      if (run.stamps.length > 0 || run.goalEnd !== undefined) run.turnEnded ??= false;
    }
    if (record.kind === "user-prompt") [run.closed, run.startedAt] = [true, record.at];
    return "next";
  };
  const scan = scanLinesBackward(
    path,
    PATTERN.pattern,
    PATTERN.overlap,
    (line) => (line.text === undefined ? "next" : visit(line.text)),
    { deadline: Number.POSITIVE_INFINITY },
  );
  if (scan.kind === "unreadable") return undefined;
  if (scan.kind === "done") finish();
  return runs;
}
