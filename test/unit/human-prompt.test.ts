import { afterAll, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { formatStamp } from "../../src/rollout/chain-stamp.js";
import { classifyRolloutLine } from "../../src/rollout/codex-format.js";
import type { PromptScope } from "../../src/rollout/facts.js";
import { readHumanPrompt } from "../../src/rollout/human-prompt.js";
import { hookContext } from "../helpers/goal-rollout.js";
import { fixture, Workspace } from "../helpers/workspace.js";

/**
 * test/fixtures/rollouts/chain.jsonl is a real Codex 0.171 rollout (test/e2e/capture-rollouts.mjs):
 * one prompt continued three times by the hook in chain mode, then a second prompt continued once.
 * chain-0.117.jsonl and compaction-0.117.jsonl are real rollouts of @openai/codex 0.117.0 (no
 * provenance metadata), captured whole with the same runner and scripted model: a first prompt, a
 * prompt continued twice in chain mode, a third continued once; and a prompt Codex compacted before.
 */
const ws = new Workspace();
afterAll(() => ws.dispose());
const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };
const lines = fixture("rollouts/chain.jsonl").split("\n");

/** The turn ids of the person's prompts, in order, and the line each starts on. */
const prompts = lines.flatMap((line, index) => {
  const record = line === "" ? undefined : classifyRolloutLine(line);
  return record?.kind === "user-prompt" && line.includes('"type":"response_item"')
    ? [{ index, turn: record.turnId ?? "" }]
    : [];
});

function read(text: string, scope: PromptScope = "chain") {
  return readHumanPrompt(ws.write("rollout.jsonl", text), scope, NO_DEADLINE);
}

const upTo = (count: number) => `${lines.slice(0, count).join("\n")}\n`;

describe("readHumanPrompt on a real chain-mode rollout (0.171)", () => {
  it("given the rollout, when classified, then it holds two prompts a person typed", () => {
    expect(prompts).toHaveLength(2);
  });

  it("given the whole file, when read, then only the second prompt's one continuation is found", () => {
    expect(read(upTo(lines.length))).toMatchObject({
      kind: "read",
      boundary: "typed-prompt",
      hookPrompts: 2,
      stamps: [{ step: 1, done: 2, total: 3, idle: 0 }],
    });
  });

  it("given the file up to the second prompt, when read, then the first prompt's three continuations, newest first", () => {
    const result = read(upTo(prompts[1]?.index ?? 0));
    expect(result).toMatchObject({ kind: "read", boundary: "typed-prompt" });
    expect(result.kind === "read" && result.stamps.map((s) => [s.step, s.done])).toEqual([
      [3, 2],
      [2, 1],
      [1, 0],
    ]);
  });

  it("given plain mode's scope, when read, then it stops at the newest hook prompt", () => {
    const result = read(upTo(lines.length), "hook-prompt");
    expect(result).toMatchObject({ kind: "read", hookPrompts: 1, boundary: "start" });
  });

  it("given a file cut after the first hook prompt's escaped copy, when read, then that step is found from the escaped text alone", () => {
    const escaped = lines.findIndex(
      (line) => line.includes('"type":"response_item"') && line.includes("<hook_prompt"),
    );
    expect(lines[escaped + 1]).toContain('"HookPrompt"');
    const result = read(upTo(escaped + 1));
    expect(result.kind === "read" && result.stamps.map((s) => s.step)).toEqual([1]);
  });

  it("given a transcript that is a directory, when read, then it is unreadable", () => {
    expect(readHumanPrompt(ws.root, "chain", NO_DEADLINE)).toMatchObject({ kind: "unreadable" });
  });

  it("given a byte budget smaller than the prompt, when read, then the read says it was capped", () => {
    const path = ws.write("capped.jsonl", upTo(prompts[1]?.index ?? 0));
    expect(readHumanPrompt(path, "chain", { ...NO_DEADLINE, maxBytes: 1000 })).toMatchObject({
      boundary: "cap",
    });
  });
});

describe("readHumanPrompt on real 0.117 rollouts (no provenance metadata)", () => {
  const old = fixture("rollouts/chain-0.117.jsonl").split("\n");
  const typed = old.flatMap((line, i) => (line.includes('"type":"user_message"') ? [i] : []));

  it("given the whole file, when read, then the third prompt (an event_msg user_message) bounds it: one continuation", () => {
    expect(typed).toHaveLength(3);
    expect(read(old.join("\n"))).toMatchObject({
      kind: "read",
      boundary: "typed-prompt",
      hookPrompts: 1,
      stamps: [{ step: 1 }],
    });
  });

  it("given the file up to the third prompt, when read, then the second prompt's two continuations", () => {
    // The prompt's message record comes just before its user_message event.
    const result = read(`${old.slice(0, (typed[2] ?? 0) - 1).join("\n")}\n`);
    expect(result.kind === "read" && result.stamps.map((s) => s.step)).toEqual([2, 1]);
    expect(result).toMatchObject({ boundary: "typed-prompt", hookPrompts: 2 });
  });

  it("given plain scope at the first stop of the third prompt, when read, then no hook prompt since the person typed", () => {
    const firstStop = old.findIndex((line, i) => i > (typed[2] ?? 0) && line.includes("<hook_prompt"));
    expect(read(`${old.slice(0, firstStop).join("\n")}\n`, "hook-prompt")).toMatchObject({
      boundary: "typed-prompt",
      hookPrompts: 0,
    });
  });

  it("given a compaction Codex made before recording the prompt, when read in chain scope, then it belongs to the prompt and no earlier one", () => {
    const compacted = fixture("rollouts/compaction-0.117.jsonl");
    expect(read(compacted)).toMatchObject({
      kind: "read",
      boundary: "typed-prompt",
      compaction: { source: "compaction", afterLastContinuation: true },
    });
    expect(read(compacted)).not.toHaveProperty("pressure");
  });
});

/** Rollout lines in the shapes Codex 0.171 writes for goals (as measured). */
const meta = (turn: string, kind: string, provenance: Record<string, unknown>) => ({
  turn_id: turn,
  content_item_kinds: [kind],
  content_item_metadata: [{ provenance }],
});
const message = (text: string, metadata: Record<string, unknown>) =>
  JSON.stringify({
    type: "response_item",
    payload: {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text }],
      internal_chat_message_metadata_passthrough: metadata,
    },
  });
const turnStart = (turn: string, trigger: string) =>
  JSON.stringify({
    type: "event_msg",
    payload: { type: "task_started", turn_attribution: { turn_id: turn, turn_trigger: trigger } },
  });
const typedPrompt = (turn: string) => message("do the plan", meta(turn, "user.text", { type: "user" }));
const goalSet = (turn: string) =>
  message("finish the plan", meta(turn, "user.goal", { type: "harness", hook: false }));
const goalContinuation = (turn: string) =>
  message(
    '<codex_internal_context source="goal">\nContinue working toward the active thread goal.',
    meta(turn, "goal.internal_context", { type: "harness", hook: false }),
  );
const hookPrompt = (turn: string, step: number, done: number) =>
  message(
    `<hook_prompt hook_run_id="stop:0">Keep going.\n\n${formatStamp({ step, done, total: 5, idle: 0, planPath: "/p.md", turnId: turn })}</hook_prompt>`,
    meta(turn, "unknown", { type: "harness", hook: true }),
  );
const compacted = JSON.stringify({ type: "compacted", payload: { message: "summary" } });
const overflow = JSON.stringify({
  type: "event_msg",
  payload: { type: "error", message: "context_length_exceeded: the context window is full" },
});
const rollout = (...records: string[]) => `${records.join("\n")}\n`;

describe("readHumanPrompt across goal turns", () => {
  it("given a goal set and three goal turns each continued once, when read, then every stamp of the human prompt, whatever its turn", () => {
    const text = rollout(
      typedPrompt("T0"),
      hookPrompt("T0", 1, 0),
      turnStart("T1", "goal"),
      goalSet("T1"),
      hookPrompt("T1", 1, 1),
      turnStart("T2", "goal"),
      goalContinuation("T2"),
      hookPrompt("T2", 2, 2),
      turnStart("T3", "goal"),
      goalContinuation("T3"),
      hookPrompt("T3", 3, 3),
      turnStart("T4", "goal"),
      goalContinuation("T4"),
    );
    const result = read(text);
    expect(result).toMatchObject({ kind: "read", boundary: "goal-set", hookPrompts: 3 });
    expect(result.kind === "read" && result.stamps.map((s) => [s.step, s.done])).toEqual([
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
  });

  it("given a goal continuation only, when read in plain scope, then it is not taken for a person's prompt", () => {
    const text = rollout(
      typedPrompt("T0"),
      hookPrompt("T0", 1, 0),
      turnStart("T1", "goal"),
      goalContinuation("T1"),
    );
    expect(read(text, "hook-prompt")).toMatchObject({ hookPrompts: 1 });
  });

  it("given a compaction after our last continuation, when read, then it is noted as after it; one before it is not", () => {
    const after = read(rollout(typedPrompt("T0"), hookPrompt("T0", 1, 0), compacted));
    expect(after).toMatchObject({ compaction: { afterLastContinuation: true } });
    const before = read(rollout(typedPrompt("T0"), compacted, hookPrompt("T0", 1, 0)));
    expect(before).toMatchObject({ compaction: { afterLastContinuation: false } });
  });

  it("given a compaction before the previous prompt's turn began, when read, then it is out of scope", () => {
    const text = rollout(compacted, turnStart("T0", "exec"), typedPrompt("T0"), hookPrompt("T0", 1, 0));
    expect(read(text)).not.toHaveProperty("compaction");
  });

  it("given an overflow error since the prompt, when read, then it is pressure; one before the prompt is not", () => {
    expect(read(rollout(typedPrompt("T0"), overflow, hookPrompt("T0", 1, 0)))).toMatchObject({
      pressure: { source: "error" },
    });
    expect(read(rollout(overflow, typedPrompt("T0"), hookPrompt("T0", 1, 0)))).not.toHaveProperty("pressure");
  });
});

describe("readHumanPrompt: when the human prompt began", () => {
  /** The second prompt's turn: its start, its prompt message and the prompt's event twin. */
  const second = prompts[1]?.index ?? 0;
  const turnStart = lines.slice(0, second).findLastIndex((line) => line.includes('"type":"task_started"'));
  const at = (index: number) => Date.parse(String(JSON.parse(lines[index] ?? "{}").timestamp));

  it("given the real rollout, when read in chain scope, then the prompt began when its turn started (the earliest of its records)", () => {
    const result = read(upTo(lines.length));
    expect(at(turnStart)).toBeLessThan(at(second));
    expect(result).toMatchObject({ kind: "read", startedAt: at(turnStart) });
    expect(new Date(at(turnStart)).toISOString()).toBe("2026-11-30T10:39:56.312Z");
  });

  it("given plain mode's scope read back to a typed prompt, when read, then the prompt record's own time", () => {
    const result = read(upTo(second + 2), "hook-prompt");
    expect(result).toMatchObject({ kind: "read", boundary: "typed-prompt" });
    expect(result.kind === "read" && result.startedAt).toBeGreaterThanOrEqual(at(second));
  });

  const withTime = (index: number, timestamp: unknown) =>
    JSON.stringify({ ...JSON.parse(lines[index] ?? "{}"), timestamp });

  it.each([
    ["missing", undefined],
    ["a number", 1796035196312],
    ["not a date", "yesterday"],
    ["a date without a zone", "2026-11-30T10:39:56.312"],
    ["out of range", "2026-13-45T10:39:56.312Z"],
  ])(
    "given prompt and turn-start timestamps that are %s, when read, then the boundary is found but no start time",
    (_, timestamp) => {
      const text = [
        withTime(turnStart, timestamp),
        withTime(second, timestamp),
        withTime(second + 1, timestamp),
      ].join("\n");
      const result = read(`${text}\n`);
      expect(result).toMatchObject({ kind: "read", boundary: "typed-prompt" });
      expect(result.kind === "read" && result.startedAt).toBeUndefined();
    },
  );

  it("given twins whose times differ, when read, then the earlier one", () => {
    const text = [
      withTime(second, "2026-11-30T10:40:00.500Z"),
      withTime(second + 1, "2026-11-30T10:40:00.100Z"),
    ].join("\n");
    expect(read(`${text}\n`)).toMatchObject({ startedAt: Date.parse("2026-11-30T10:40:00.100Z") });
  });

  it("given no prompt record, when read back to the start, then no start time", () => {
    expect(read(`${lines[0]}\n`)).toMatchObject({ kind: "read", boundary: "start" });
    expect(read(`${lines[0]}\n`)).not.toHaveProperty("startedAt");
  });
});

describe("the prompt hook's settings stamp in the human prompt", () => {
  const stampLine = (json: string) =>
    hookContext("T1", `Chain settings:\n[ulw-execute-continuation settings ${json}]`);

  it("given one stamp after the typed prompt, when read, then its settings", () => {
    const fact = read(rollout(typedPrompt("T1"), stampLine('{"maxChain":2}')));
    expect(fact).toMatchObject({ settings: { kind: "read", settings: { maxChain: 2 } } });
  });

  it("given a stamp from before the typed prompt only, when read, then none: it belongs to an earlier prompt", () => {
    const fact = read(rollout(typedPrompt("T0"), stampLine('{"maxChain":2}'), typedPrompt("T1")));
    expect(fact).not.toHaveProperty("settings");
  });

  it("given two hooks that stamped different settings in the prompt, when read, then a conflict: neither is used", () => {
    const fact = read(rollout(typedPrompt("T1"), stampLine('{"maxChain":100}'), stampLine('{"maxChain":2}')));
    expect(fact).toMatchObject({ settings: { kind: "conflict" } });
  });

  it("given the same stamp twice, when read, then its settings", () => {
    const fact = read(rollout(typedPrompt("T1"), stampLine('{"maxChain":2}'), stampLine('{"maxChain":2}')));
    expect(fact).toMatchObject({ settings: { kind: "read", settings: { maxChain: 2 } } });
  });
});

describe("the tokens a human prompt spent", () => {
  const spent = (usage: unknown) => {
    if (!isRecord(usage)) return 0;
    const n = (key: string) => (typeof usage[key] === "number" ? Number(usage[key]) : 0);
    return n("input_tokens") - n("cached_input_tokens") + n("output_tokens");
  };

  it("given the real rollout, when its second prompt is read, then the sum of the usage of each response since the prompt", () => {
    const start = prompts[1]?.index ?? 0;
    const expected = lines
      .slice(start)
      .filter((line) => line.includes('"type":"token_usage_record"'))
      .map((line) => {
        const record: unknown = JSON.parse(line);
        return isRecord(record) && isRecord(record.payload) ? spent(record.payload.usage) : 0;
      })
      .reduce((a, b) => a + b, 0);
    expect(expected).toBeGreaterThan(0);
    expect(read(upTo(lines.length))).toMatchObject({ kind: "read", tokens: expected });
  });

  it("given a release that writes only token_count events, when read, then the tokens since the prompt from their totals, cached input left out", () => {
    const usage = (input: number, cached: number, output: number) => ({
      input_tokens: input,
      cached_input_tokens: cached,
      output_tokens: output,
    });
    const count = (total: object, last: object) =>
      JSON.stringify({
        type: "event_msg",
        payload: { type: "token_count", info: { total_token_usage: total, last_token_usage: last } },
      });
    const [before, prompt] = [lines[prompts[1]?.index ?? 0], count(usage(100, 0, 10), usage(100, 0, 10))];
    const text = [
      prompt,
      before,
      count(usage(1100, 400, 60), usage(1000, 400, 50)),
      count(usage(3100, 1400, 80), usage(2000, 1000, 20)),
    ].join("\n");
    // 600 + 50 for the first response, 1000 + 20 for the second.
    expect(read(`${text}\n`)).toMatchObject({ kind: "read", tokens: 1670 });
  });

  it("given token records that are not usage (info null, a string, no output), when read, then none are counted", () => {
    const odd = [
      '{"type":"event_msg","payload":{"type":"token_count","info":null}}',
      '{"type":"token_usage_record","payload":{"thread_token_usage":"lots","usage":{}}}',
      '{"type":"token_usage_record","payload":{"thread_token_usage":{"input_tokens":5},"usage":{"input_tokens":5}}}',
    ];
    expect(read(`${[lines[prompts[1]?.index ?? 0], ...odd].join("\n")}\n`)).toMatchObject({
      kind: "read",
      tokens: 0,
    });
  });
});
