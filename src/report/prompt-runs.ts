import { literalsPattern, scanLinesBackward } from "../rollout/backward-lines.js";
import { readStamps, type Stamp } from "../rollout/chain-stamp.js";
import { CHAIN_HINTS, classifyRolloutLine, PROMPT_HINTS } from "../rollout/codex-format.js";
import { type GoalEndStamp, readGoalEndStamps } from "../rollout/goal-stamp.js";
import { readSpendRecord, SPEND_HINTS, type TokenSource } from "../rollout/report-records.js";

/** One human prompt of a rollout that this hook continued, as the rollout records it. */
export interface PromptRun {
  /** Our chain stamps in it, newest first, one per step. */
  readonly stamps: readonly Stamp[];
  readonly goalEnd?: GoalEndStamp;
  /** When the person's prompt was recorded, and the newest record of it read (ms since the epoch). */
  readonly startedAt?: number;
  readonly endedAt?: number;
  /** Tokens spent from the last record before the prompt to its last one (input − cached + output). */
  readonly tokens?: number;
  readonly tokenSource?: TokenSource;
  /** Whether a turn ended after the newest continuation, and the model's last message then. */
  readonly turnEnded: boolean;
  readonly lastMessage?: string;
  /** The rollout's newest human prompt. */
  readonly newest: boolean;
}

interface Building {
  stamps: Stamp[];
  goalEnd: GoalEndStamp | undefined;
  startedAt: number | undefined;
  endedAt: number | undefined;
  turnEnded: boolean | undefined;
  lastMessage: string | undefined;
  turnId: string | undefined;
  end: Partial<Record<TokenSource, number>>;
  base: Partial<Record<TokenSource, number>>;
  /** The person's prompt record was read (the read goes backwards), and then the start of its turn. */
  closed: boolean;
  sealed: boolean;
}

const PATTERN = literalsPattern([...PROMPT_HINTS, ...CHAIN_HINTS, ...SPEND_HINTS], "g");
const fresh = (): Building => ({
  stamps: [],
  goalEnd: undefined,
  startedAt: undefined,
  endedAt: undefined,
  turnEnded: undefined,
  lastMessage: undefined,
  turnId: undefined,
  end: {},
  base: {},
  closed: false,
  sealed: false,
});
const earliest = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : Math.min(a, b ?? a);
const needsBase = (run: Building) =>
  (["record", "event"] as const).some((s) => s in run.end && !(s in run.base));

function summary(run: Building, newest: boolean): PromptRun {
  const source = run.end.record !== undefined ? "record" : run.end.event !== undefined ? "event" : undefined;
  const spent = source === undefined ? undefined : (run.end[source] ?? 0) - (run.base[source] ?? 0);
  const { stamps, goalEnd, startedAt, endedAt, lastMessage } = run;
  return {
    stamps,
    ...(goalEnd !== undefined ? { goalEnd } : {}),
    ...(startedAt !== undefined ? { startedAt } : {}),
    ...(endedAt !== undefined ? { endedAt } : {}),
    ...(source !== undefined && spent !== undefined && spent >= 0
      ? { tokens: spent, tokenSource: source }
      : {}),
    turnEnded: run.turnEnded ?? true,
    ...(lastMessage !== undefined ? { lastMessage } : {}),
    newest,
  };
}

/**
 * The human prompts since `since` that this hook continued (its stamps are in them), newest first, read
 * backwards from the end of the rollout: stopping past the first older prompt once every listed one has
 * the token total from before it. Undefined when the file cannot be read.
 */
export function readPromptRuns(path: string, since: number): PromptRun[] | undefined {
  const runs: { run: Building; newest: boolean }[] = [];
  let waiting: Building[] = [];
  let current = fresh();
  let finished = 0;
  let passedSince = false;
  const finish = () => {
    const listed = current.stamps.length > 0 || current.goalEnd !== undefined;
    if (current.closed && (current.startedAt ?? since) < since) passedSince = true;
    else if (listed) {
      runs.push({ run: current, newest: finished === 0 });
      waiting.push(current);
    }
    finished++;
    current = fresh();
  };
  const visit = (text: string): "stop" | "next" => {
    const spend = readSpendRecord(text);
    const record = spend === undefined ? classifyRolloutLine(text) : undefined;
    if (current.closed) {
      // Codex records a prompt twice (a message and an event), after the start of its turn.
      const twin = record?.kind === "user-prompt" && !current.sealed;
      if (
        twin &&
        (record.turnId === undefined || current.turnId === undefined || record.turnId === current.turnId)
      ) {
        current.startedAt = earliest(current.startedAt, record.at);
        return "next";
      }
      if (record?.kind === "turn-start" && !current.sealed) {
        current.sealed = true;
        current.startedAt = earliest(current.startedAt, record.at);
        return "next";
      }
      if (spend === undefined && record?.kind !== "hook-prompt" && record?.kind !== "user-prompt")
        return "next";
      finish();
      if (passedSince && waiting.length === 0) return "stop";
    }
    if (spend?.kind === "tokens") {
      for (const run of waiting) run.base[spend.source] ??= spend.spent;
      waiting = waiting.filter(needsBase);
      if (passedSince && waiting.length === 0) return "stop";
      current.end[spend.source] ??= spend.spent;
    }
    if (spend !== undefined) current.endedAt ??= spend.at;
    if (spend?.kind === "turn-end") {
      current.turnEnded ??= true;
      if (current.stamps.length === 0) current.lastMessage ??= spend.message;
    }
    if (record?.kind === "hook-prompt") {
      for (const stamp of record.parts.flatMap(readStamps))
        if (!current.stamps.some((seen) => seen.step === stamp.step)) current.stamps.push(stamp);
      current.goalEnd ??= record.parts.flatMap(readGoalEndStamps)[0];
      if (current.stamps.length > 0 || current.goalEnd !== undefined) current.turnEnded ??= false;
    }
    if (record?.kind === "user-prompt") {
      current.closed = true;
      current.startedAt = record.at;
      current.turnId = record.turnId;
    }
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
  return runs.map(({ run, newest }) => summary(run, newest));
}
