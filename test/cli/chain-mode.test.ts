import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { classifyRolloutLine } from "../../src/rollout/codex-format.js";
import { runCli } from "../helpers/cli.js";
import { fixture, singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;
const CAPTURED_PLAN = /\/tmp\/ulw-capture-[^/]+\/work\/\.omo\/plans\/e2e\.md/g;

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
function firstTurn(): { transcript: string; turn: string } {
  const lines = fixture("rollouts/chain.jsonl")
    .replace(CAPTURED_PLAN, ws.path(".omo/plans/e2e.md"))
    .split("\n");
  const starts = lines.flatMap((line, i) =>
    line.includes('"type":"response_item"') && classifyRolloutLine(line).kind === "user-prompt" ? [i] : [],
  );
  const first = classifyRolloutLine(lines[starts[0] ?? 0] ?? "");
  const transcript = ws.write("rollout.jsonl", `${lines.slice(0, starts[1]).join("\n")}\n`);
  return { transcript, turn: first.kind === "user-prompt" ? (first.turnId ?? "") : "" };
}

function setUp(done: number): { payload: string; transcript: string; turn: string } {
  const boxes = [0, 1, 2].map((i) => `- [${i < done ? "x" : " "}] ${i + 1}. Task\n`).join("");
  ws.write(".omo/plans/e2e.md", `## TODOs\n${boxes}`);
  ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/e2e.md"));
  const { transcript, turn } = firstTurn();
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
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({
      decision: "silent",
      reason: "no-progress",
      chain: {
        status: "on",
        maxChain: { value: 20, from: "default" },
        patience: { value: 0, from: "flag" },
        prompt: { readBackTo: "typed-prompt" },
        verdict: "no-progress",
      },
    });
    const prompt = isRecord(report.chain) && isRecord(report.chain.prompt) ? report.chain.prompt : {};
    expect(Array.isArray(prompt.stamps) && prompt.stamps.length).toBe(3);
  });

  it("given no box checked since the last stamp and the default patience, when stopped, then one more continuation, stamped idle=1", async () => {
    const { payload } = setUp(2);
    const { hook, report } = await both(payload, ["--chain"]);
    expect(hook.stdout).toContain("step=4 done=2 total=3 idle=1 ");
    expect(report).toMatchObject({
      reason: "work-remaining",
      chain: { patience: { value: 1, from: "default" } },
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
    expect(report).toMatchObject({ reason: "chain-unsupported", payload: { turnId: "absent" } });
  });

  it("given the last box checked since, when stopped, then the fourth continuation runs the final gate", async () => {
    const { payload } = setUp(3);
    const { hook, report } = await both(payload, ["--chain"]);
    expect(hook.stdout).toContain("step=4 done=3 total=3");
    expect(report).toMatchObject({
      decision: "block",
      reason: "final-gate-pending",
      chain: { step: 4, verdict: "continue" },
    });
  });

  it("given settings.json {chain: true} and a command without flags (the plugin's), when stopped, then chain mode, and explain says where each value came from", async () => {
    const { payload } = setUp(3);
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true, "maxChain": 9}');
    const { hook, report } = await both(payload, []);
    expect(hook.stdout).toContain("step=4 done=3 total=3");
    expect(report).toMatchObject({
      reason: "final-gate-pending",
      chain: { status: "on", chain: { from: "settings" }, maxChain: { value: 9, from: "settings" } },
    });
  });

  it("given an invalid settings.json, when stopped without flags, then plain mode, and explain says why the file was not used", async () => {
    const { payload } = setUp(3);
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true, "maxChain": 0}');
    const { hook, report } = await both(payload, []);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({
      reason: "stop-hook-active",
      chain: {
        status: "off",
        settings: { why: expect.stringContaining('"maxChain" must be a whole number') },
      },
    });
    const text = await runCli(["explain", "--payload", ws.write("p.json", payload)]);
    expect(text.stdout).toMatch(/settings: .*settings\.json not used: "maxChain" must be/);
  });

  it("given --max-chain 3, when stopped after three continuations with progress, then chain-limit", async () => {
    const { payload } = setUp(3);
    const { hook, report } = await both(payload, ["--chain", "--max-chain", "3"]);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({ reason: "chain-limit" });
  });

  it("given no --chain, when stopped with stop_hook_active, then silent as the seeds say", async () => {
    const { payload } = setUp(3);
    const { hook, report } = await both(payload, []);
    expect(hook.stdout).toBe("");
    expect(report).toMatchObject({
      reason: "stop-hook-active",
      chain: { status: "off", chain: { from: "default" } },
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
    expect(result.stdout).toContain("Mode        chain; this would be continuation 4");
    expect(result.stdout).toContain("chain true (flag); max-chain 20 (default); patience 1 (default)");
    expect(result.stdout).toContain("step 3: 2 of 3 checked, 0 idle, in");
    expect(result.stdout).toContain(`turn ${turn}\n`);
  });

  it("given explain --chain --stop-hook-active with --cwd but no --turn, when run, then it says which turn it used and why that is enough", async () => {
    const { transcript } = setUp(3);
    const args = ["--cwd", ws.root, "--session", SESSION, "--transcript", transcript];
    const result = await runCli(["explain", ...args, "--stop-hook-active", "--chain"]);
    expect(result.stdout).toMatch(
      /turn explain \(no --turn given: explain uses "explain"; chain mode counts/,
    );
    expect(result.stdout).toContain("Mode        chain; this would be continuation 4");
  });
});
