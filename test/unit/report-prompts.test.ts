import { afterAll, describe, expect, it } from "vitest";
import type { BoulderWork } from "../../src/boulder/work.js";
import { endedBy } from "../../src/report/ended-by.js";
import { type PromptRun, readPromptRuns, spentTokens } from "../../src/report/prompt-runs.js";
import type { Stamp } from "../../src/rollout/chain-stamp.js";
import { fixture, Workspace } from "../helpers/workspace.js";

/**
 * report's reading of one rollout, on real ones: test/fixtures/rollouts/chain.jsonl (Codex 0.171, a
 * prompt continued three times in chain mode, then a prompt continued once, with token_usage_record
 * lines) and chain-0.117.jsonl (token_count events only).
 */
const ws = new Workspace();
afterAll(() => ws.dispose());
const ALL = 0;
const chain = fixture("rollouts/chain.jsonl");
const chain117 = fixture("rollouts/chain-0.117.jsonl");
const runsOf = (text: string, since = ALL) =>
  readPromptRuns(ws.write(`r-${Math.random()}.jsonl`, text), since);
const stampsOf = (run: PromptRun | undefined) => run?.stamps.map((s) => [s.step, s.done, s.total]);

describe("readPromptRuns on a real 0.171 chain rollout", () => {
  const runs = runsOf(chain) ?? [];

  it("given the rollout, when read, then both prompts the hook continued are listed, newest first", () => {
    expect(runs).toHaveLength(2);
    expect(stampsOf(runs[0])).toEqual([[1, 2, 3]]);
    expect(stampsOf(runs[1])).toEqual([
      [3, 2, 3],
      [2, 1, 3],
      [1, 0, 3],
    ]);
    expect(runs.map((run) => run.newest)).toEqual([true, false]);
  });

  it("given token_usage_record lines, when the spending is worked out, then it is the thread total's difference from the record before each prompt", () => {
    // The first prompt's seven responses report 10 input and 5 output each; the second prompt's two.
    expect(runs.map(spentTokens)).toEqual([
      { tokens: 30, source: "token_usage_record" },
      { tokens: 105, source: "token_usage_record" },
    ]);
  });

  it("given the records' timestamps, when read, then each prompt runs from its turn's start to its last record", () => {
    expect(
      runs.map((run) => [run.startedAt, run.endedAt].map((at) => new Date(at ?? 0).toISOString())),
    ).toEqual([
      ["2026-11-30T10:39:56.312Z", "2026-11-30T10:39:56.626Z"],
      ["2026-11-30T10:39:54.930Z", "2026-11-30T10:39:56.021Z"],
    ]);
  });

  it("given turns that ended after the last continuation, when read, then the model's last message is kept", () => {
    expect(runs.map((run) => [run.turnEnded, run.lastMessage])).toEqual([
      [true, "Nothing."],
      [true, "Nothing ticked."],
    ]);
  });

  it("given --since between the two prompts, when read, then only the newer is listed, with the same spending", () => {
    const since = Date.parse("2026-11-30T10:39:56.100Z");
    const recent = runsOf(chain, since) ?? [];
    expect(recent.map(stampsOf)).toEqual([[[1, 2, 3]]]);
    expect(recent.map(spentTokens)).toEqual([{ tokens: 30, source: "token_usage_record" }]);
  });

  it("given a rollout cut after the first continuation, when read, then the turn is open and only what was written counts", () => {
    const lines = chain.split("\n");
    const firstHookPrompt = lines.findIndex((line) => line.includes('"HookPrompt"'));
    const [run] = runsOf(`${lines.slice(0, firstHookPrompt + 1).join("\n")}\n`) ?? [];
    expect(stampsOf(run)).toEqual([[1, 0, 3]]);
    expect(run?.turnEnded).toBe(false);
    expect(run === undefined ? undefined : spentTokens(run)).toEqual({
      tokens: 30,
      source: "token_usage_record",
    });
  });
});

describe("readPromptRuns on a real 0.117 rollout (token_count events only)", () => {
  it("given token_count totals, when the spending is worked out, then it comes from them", () => {
    const runs = runsOf(chain117) ?? [];
    expect(runs.map(stampsOf)).toEqual([
      [[1, 2, 3]],
      [
        [2, 2, 3],
        [1, 1, 3],
      ],
    ]);
    expect(runs.map(spentTokens)).toEqual([
      { tokens: 30, source: "token_count" },
      { tokens: 75, source: "token_count" },
    ]);
  });
});

describe("readPromptRuns on what is not a rollout", () => {
  it("given a directory, when read, then it cannot be", () => {
    expect(readPromptRuns(ws.root, ALL)).toBeUndefined();
  });

  it("given plain text, a truncated line and a prompt without a stamp, when read, then nothing is listed", () => {
    expect(runsOf('not json\n{"type":"event_msg","payload":{"type":"token_co')).toEqual([]);
    expect(runsOf(chain.split("\n").slice(0, 12).join("\n"))).toEqual([]);
  });
});

type Limits = { maxChain: number; patience: number } | null;
const stamp = (
  step: number,
  done: number,
  idle = 0,
  limits: Limits = { maxChain: 20, patience: 1 },
): Stamp => ({
  ...{ step, done, total: 3, idle, turn: "t", plan: "p.md" },
  ...(limits === null
    ? {}
    : { limits: { ...limits, stopOnCompaction: false, goalEnd: true, maxTokens: 0, maxMinutes: 0 } }),
});
const run = (over: Partial<PromptRun>): PromptRun => ({
  stamps: [stamp(1, 0)],
  goalEnd: undefined,
  startedAt: undefined,
  endedAt: undefined,
  turnEnded: true,
  lastMessage: "Done for now.",
  end: {},
  base: {},
  closed: true,
  sealed: true,
  newest: true,
  ...over,
});
const work = (status: BoulderWork["status"]): BoulderWork => ({
  id: "w",
  planName: "p",
  activePlan: "p.md",
  sessionIds: [],
  ...(status === undefined ? {} : { status }),
});

describe("endedBy: how a prompt ended, as far as the rollout and the boulder tell", () => {
  it.each([
    ["no turn end after the last continuation", "turn-open", run({ turnEnded: false }), work("completed")],
    [
      "a goal-end text",
      "goal-stalled",
      run({ goalEnd: { kind: "stalled", done: 1, total: 3, turn: "t", plan: "p" } }),
    ],
    [
      "the blocker marker in the last message",
      "external-blocker",
      run({ lastMessage: "<ulw-execute-blocked-external>\nThe API key expired." }),
      work("active"),
    ],
    [
      "the work completed and 3/3 at the last stamp",
      "work-completed",
      run({ stamps: [stamp(4, 3)] }),
      work("completed"),
    ],
    ["the work completed at 2/3", "work-not-continuable", run({ stamps: [stamp(3, 2)] }), work("completed")],
    ["the work abandoned", "work-not-continuable", run({}), work("abandoned")],
    ["an older prompt of a completed work", "unknown", run({ newest: false }), work("completed")],
    ["step 2 of max-chain 2", "chain-limit", run({ stamps: [stamp(2, 1, 0, { maxChain: 2, patience: 1 })] })],
    [
      "step 100 of max-chain 500",
      "chain-limit",
      run({ stamps: [stamp(100, 1, 0, { maxChain: 500, patience: 1 })] }),
    ],
    ["idle 1 of patience 1", "no-progress", run({ stamps: [stamp(2, 0, 1)] }), work("active")],
    ["idle 0 of patience 1", "unknown", run({ stamps: [stamp(2, 1, 0)] }), work("active")],
    ["a stamp without limits", "unknown", run({ stamps: [stamp(2, 0, 1, null)] })],
  ] as const)("given %s, when judged, then %s", (_what, expected, given, boulderWork?: BoulderWork) => {
    expect(endedBy(given, boulderWork)).toBe(expected);
  });
});
