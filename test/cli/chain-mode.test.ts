import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { classifyRolloutLine } from "../../src/rollout/codex-format.js";
import { runCli } from "../helpers/cli.js";
import { promptHookLine } from "../helpers/prompt-hook.js";
import { fixture, singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;
const CAPTURED_PLAN = /\/tmp\/ulw-capture-[^/]+\/work\/\.omo\/plans\/e2e\.md/g;
/** The day the fixture was captured on, as its records' timestamps hold it. */
const CAPTURED_DAY = '"timestamp":"2026-11-30T';
/** Tomorrow: a transcript moved to it shows a human prompt that began after any file written now. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

/**
 * The real chain-mode rollout (test/fixtures/rollouts/chain.jsonl) up to its second prompt: three
 * continuations of the first prompt, stamped done=0, 1, 2 of 3. Its plan path is moved into this
 * workspace; the turn id is the first prompt's.
 */
function firstTurn(promptDay?: string, stamped = true): { transcript: string; turn: string } {
  const text = fixture("rollouts/chain.jsonl").replace(CAPTURED_PLAN, ws.path(".omo/plans/e2e.md"));
  const lines = (
    promptDay === undefined ? text : text.replaceAll(CAPTURED_DAY, `"timestamp":"${promptDay}T`)
  ).split("\n");
  const starts = lines.flatMap((line, i) =>
    line.includes('"type":"response_item"') && classifyRolloutLine(line).kind === "user-prompt" ? [i] : [],
  );
  const first = classifyRolloutLine(lines[starts[0] ?? 0] ?? "");
  const turn = first.kind === "user-prompt" ? (first.turnId ?? "") : "";
  // The prompt hook runs as the prompt begins: it stamps settings.json as the workspace has it now.
  // Codex records the context after the prompt's message and its event twin.
  const twin = (starts[0] ?? 0) + 1;
  const at = classifyRolloutLine(lines[twin] ?? "").kind === "user-prompt" ? twin + 1 : twin;
  const head = lines.slice(0, at);
  const rest = lines.slice(at, starts[1]);
  const transcript = ws.write(
    "rollout.jsonl",
    `${[...head, ...(stamped ? promptHookLine(ws.root, turn) : []), ...rest].join("\n")}\n`,
  );
  return { transcript, turn };
}

/**
 * A workspace whose plan has `done` of 3 boxes checked, and a stop after the fixture's three
 * continuations. The fixture's prompt began on the day it was captured (before any file a test writes);
 * `promptDay` moves it, so that files written now count as written before the prompt began.
 */
function setUp(
  done: number,
  promptDay?: string,
  stamped = true,
): { payload: string; transcript: string; turn: string } {
  const plan = (checked: number) =>
    ws.write(
      ".omo/plans/e2e.md",
      `## TODOs\n${[0, 1, 2].map((i) => `- [${i < checked ? "x" : " "}] ${i + 1}. Task\n`).join("")}`,
    );
  // As the prompt began (the prompt hook counts 3 open boxes), then as the model left it.
  plan(0);
  ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/e2e.md"));
  const { transcript, turn } = firstTurn(promptDay, stamped);
  plan(done);
  const payload = JSON.stringify(
    stopPayload(ws.root, { stop_hook_active: true, turn_id: turn, transcript_path: transcript }),
  );
  return { payload, transcript, turn };
}

async function both(payload: string, flags: readonly string[]) {
  const hook = await runCli(["hook", "stop", ...flags], { input: payload });
  const explained = await runCli(["explain", "--payload", "-", "--json", ...flags], { input: payload });
  const report: unknown = JSON.parse(explained.stdout);
  if (!isRecord(report)) throw new Error(explained.stdout);
  return { hook, report };
}

describe("hook stop --chain on a stop that follows continuations", () => {
  it("given no box checked since the last stamp and --patience 0, when stopped, then silent no-progress, and explain shows the stamps", async () => {
    const { payload } = setUp(2);
    const { hook, report } = await both(payload, ["--chain", "--patience", "0"]);
    // Silent to the model; the person is told why the chain ended and what to do.
    expect(JSON.parse(hook.stdout)).toEqual({
      systemMessage:
        "ULW test-plan: 2/3 checked · 105 tokens · stopped, no box checked lately; check the plan, then continue",
    });
    expect(report).toMatchObject({
      decision: "silent",
      reason: "no-progress",
      mode: {
        mode: { chain: true, maxChain: 20, patience: 0 },
        sources: { chain: "flag", maxChain: "default", patience: "flag" },
      },
      evidence: { chain: { go: false, reason: "no-progress" } },
      facts: { prompt: { kind: "read", boundary: "typed-prompt" } },
    });
    const facts = isRecord(report.facts) ? report.facts : {};
    const prompt = isRecord(facts.prompt) ? facts.prompt : {};
    expect(Array.isArray(prompt.stamps) && prompt.stamps.length).toBe(3);
  });

  it("given no box checked since the last stamp and the default patience, when stopped, then one more continuation, stamped idle=1", async () => {
    const { payload } = setUp(2);
    const { hook, report } = await both(payload, ["--chain"]);
    expect(hook.stdout).toContain("step=4 done=2 total=3 idle=1 ");
    expect(report).toMatchObject({
      reason: "work-remaining",
      mode: { mode: { patience: 1 }, sources: { patience: "default" } },
    });
  });

  it("given another turn's id (a goal turn of the same human prompt), when stopped, then the chain counts on from the prompt's stamps", async () => {
    const { payload } = setUp(3);
    const changed = JSON.stringify({ ...JSON.parse(payload), turn_id: "goal-turn-2" });
    const { hook } = await both(changed, ["--chain"]);
    expect(hook.stdout).toContain("step=4 done=3 total=3 idle=0 turn=goal-turn-2 ");
  });

  it("given a payload without turn_id (Codex before 0.117), when stopped after a continuation in chain mode, then silent chain-unsupported", async () => {
    const { payload } = setUp(3);
    const { turn_id: _dropped, ...rest } = JSON.parse(payload);
    const { hook, report } = await both(JSON.stringify(rest), ["--chain"]);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({ reason: "chain-unsupported", payload: { ok: true } });
    expect(report).not.toMatchObject({ payload: { payload: { turnId: expect.anything() } } });
  });

  it("given the last box checked since, when stopped, then the fourth continuation runs the final gate", async () => {
    const { payload } = setUp(3);
    const { hook, report } = await both(payload, ["--chain"]);
    expect(hook.stdout).toContain("step=4 done=3 total=3");
    expect(report).toMatchObject({
      decision: "block",
      reason: "final-gate-pending",
      sends: { step: 4 },
      evidence: { chain: { go: true, step: 4 } },
    });
  });

  it("given settings.json {chain: true} written before the human prompt and a command without flags (the plugin's), when stopped, then chain mode, and explain says where each value came from", async () => {
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true, "maxChain": 9}');
    const { payload } = setUp(3, tomorrow());
    const { hook, report } = await both(payload, []);
    expect(hook.stdout).toContain("step=4 done=3 total=3");
    expect(report).toMatchObject({
      reason: "final-gate-pending",
      mode: { mode: { chain: true, maxChain: 9 }, sources: { chain: "settings", maxChain: "settings" } },
    });
  });

  it("given settings.json {chain: true} written after a human prompt that no prompt hook stamped, when stopped without flags, then plain mode, and explain says the settings apply from the next prompt", async () => {
    const { payload } = setUp(3, undefined, false);
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true, "maxChain": 100, "patience": 10}');
    const { hook, report } = await both(payload, []);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({
      reason: "stop-hook-active",
      mode: {
        mode: { chain: false },
        sources: { chain: "default" },
        settings: {
          kind: "unstamped",
          why: expect.stringContaining("no stamp of the prompt hook between the prompt and now"),
        },
      },
    });
    const text = await runCli(["explain", "--payload", ws.write("p.json", payload)]);
    expect(text.stdout).toMatch(
      /settings: .*settings\.json not used: what it said as this prompt began is unknown/,
    );
  });

  it("given settings.json {chain: true} and explain without a transcript, when explained, then it cannot tell what the file said as the prompt began: plain mode", async () => {
    setUp(3);
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true}');
    const run = await runCli(["explain", "--cwd", ws.root, "--session", SESSION, "--stop-hook-active"]);
    expect(run.stdout).toMatch(
      /settings: .* not used: what it said as this prompt began is unknown \(the payload names no transcript\)/,
    );
    expect(run.stdout).toMatch(/Reason +stop-hook-active/);
  });

  it("given the help of a command that takes the chain flags, when shown, then the ranges: max-chain 1 or more (above 100 used as 100), patience 0 to 10", async () => {
    const help = (await runCli(["explain", "--help"])).stdout.replace(/\s+/g, " ");
    expect(help).toMatch(
      /--max-chain <n> with --chain: [^-]*\(1 or more, above 100 used as 100; default 20\)/,
    );
    expect(help).toMatch(/--patience <n> with --chain: [^-]*\(0 to 10, default 1\)/);
  });

  it("given an invalid settings.json as the prompt began, when stopped without flags, then plain mode, and explain says why the file was not used", async () => {
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true, "maxChain": 0}');
    const { payload } = setUp(3);
    const { hook, report } = await both(payload, []);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({
      reason: "stop-hook-active",
      mode: {
        mode: { chain: false },
        settings: { kind: "invalid", why: expect.stringContaining('"maxChain" must be a whole number') },
      },
    });
    const text = await runCli(["explain", "--payload", ws.write("p.json", payload)]);
    expect(text.stdout).toMatch(/settings: .*settings\.json not used: "maxChain" must be/);
  });

  it("given --max-chain 3, when stopped after three continuations with progress, then chain-limit", async () => {
    const { payload } = setUp(3);
    const { hook, report } = await both(payload, ["--chain", "--max-chain", "3"]);
    expect(JSON.parse(hook.stdout)).toMatchObject({
      systemMessage: expect.stringContaining("stopped at the cap"),
    });
    expect(report).toMatchObject({ reason: "chain-limit" });
  });

  it("given no --chain, when stopped with stop_hook_active, then silent as the seeds say", async () => {
    const { payload } = setUp(3);
    const { hook, report } = await both(payload, []);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({
      reason: "stop-hook-active",
      mode: { mode: { chain: false }, sources: { chain: "default" } },
    });
  });

  it.each([
    ["no transcript", { transcript_path: null }],
    ["a missing transcript", { transcript_path: "/no/such/rollout.jsonl" }],
  ])("given %s, when stopped with --chain, then silent, exactly as without it", async (_name, overrides) => {
    const { payload } = setUp(3);
    const changed = JSON.stringify({ ...JSON.parse(payload), ...overrides });
    const { hook, report } = await both(changed, ["--chain"]);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({ reason: "stop-hook-active" });
  });

  it("given explain --chain --stop-hook-active --turn with --cwd and --session, when run, then it decides like the hook", async () => {
    const { transcript, turn } = setUp(3);
    const args = ["--cwd", ws.root, "--session", SESSION, "--transcript", transcript, "--turn", turn];
    const result = await runCli(["explain", ...args, "--stop-hook-active", "--chain"]);
    expect(result.stdout).toContain("continuation 4 of the human prompt");
    expect(result.stdout).toContain(
      "Mode        chain: chain true (flag); maxChain 20 (default); patience 1 (default)",
    );
    expect(result.stdout).toMatch(/^ {6}- step: 3\n {8}done: 2\n {8}total: 3\n {8}idle: 0$/m);
    expect(result.stdout).toContain(`  turnId: ${turn}\n`);
    expect(result.stdout).toMatch(/^Payload\n/m);
  });

  it("given explain --chain --stop-hook-active with --cwd but no --turn, when run, then it says which turn it used and why that is enough", async () => {
    const { transcript } = setUp(3);
    const args = ["--cwd", ws.root, "--session", SESSION, "--transcript", transcript];
    const result = await runCli(["explain", ...args, "--stop-hook-active", "--chain"]);
    expect(result.stdout).toMatch(/^Payload \(turn "explain": no --turn given; chain mode counts/m);
    expect(result.stdout).toContain("  turnId: explain\n");
    expect(result.stdout).toContain("continuation 4 of the human prompt");
  });
});

describe("the run log's mode (ULW_CONTINUATION_LOG): the mode the decision ran in, not the flags", () => {
  async function logged(payload: string, flags: readonly string[]): Promise<unknown> {
    const log = ws.path("hook-log.jsonl");
    await runCli(["hook", "stop", ...flags], {
      input: payload,
      env: { ...process.env, ULW_CONTINUATION_LOG: log },
    });
    return JSON.parse(readFileSync(log, "utf8"));
  }

  it("given settings.json {chain: true} written before the human prompt and a command without flags, when stopped, then the line says chain mode and the step", async () => {
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true}');
    const { payload } = setUp(3, tomorrow());
    expect(await logged(payload, [])).toMatchObject({ reason: "final-gate-pending", chain: true, step: 4 });
  });

  it("given --chain but settings.json written after a human prompt that no prompt hook stamped, when stopped, then what it said as the prompt began is unknown: plain mode, the line has no chain", async () => {
    const { payload } = setUp(3, undefined, false);
    ws.write(".omo/ulw-execute/settings.json", '{"maxChain": 100}');
    const line = await logged(payload, ["--chain"]);
    expect(line).toMatchObject({ reason: "stop-hook-active" });
    expect(line).not.toHaveProperty("chain");
  });

  it("given settings.json {chain: true} written after the human prompt began and no flags, when stopped, then plain mode: the line has no chain", async () => {
    const { payload } = setUp(3);
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true}');
    const line = await logged(payload, []);
    expect(line).toMatchObject({ reason: "stop-hook-active" });
    expect(line).not.toHaveProperty("chain");
  });

  it("given --chain and no boulder, when stopped, then the flags alone decide: the line says chain mode", async () => {
    const payload = JSON.stringify(stopPayload(ws.root));
    expect(await logged(payload, ["--chain"])).toMatchObject({ reason: "no-boulder", chain: true });
  });

  it("given --chain with an invalid --max-chain, when stopped, then nothing was decided in chain mode: the line has no chain", async () => {
    const line = await logged(JSON.stringify(stopPayload(ws.root)), ["--chain", "--max-chain", "0"]);
    expect(line).toMatchObject({ reason: "invalid-hook-arguments" });
    expect(line).not.toHaveProperty("chain");
  });
});
