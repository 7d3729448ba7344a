import { mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import { CodexSim, SIM_KEY, SIM_SESSION, sleep } from "../helpers/codex-sim.js";
import { promptContext } from "../helpers/prompt-hook.js";
import { singleWorkBoulder, Workspace } from "../helpers/workspace.js";

/**
 * The person's limits through the built hooks, with a simulated Codex: settings.json stamped by the prompt
 * hook as the prompt begins, the person's own pause and abandon, and the one plan locator.
 */
let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

const PLAN = ".omo/plans/p.md";
const SETTINGS = ".omo/ulw-execute/settings.json";
const THREE_OPEN = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n";

const reason = async (sim: CodexSim) => (await sim.explain()).reason;

describe("the prompt hook stamps settings.json as the prompt begins", () => {
  it("given settings.json, when any prompt is submitted, then the context ends with the stamp of its values", async () => {
    ws.write(SETTINGS, '{"chain": true, "maxChain": 3}');
    const context = await promptContext(ws.root, SIM_SESSION, "fix the login bug");
    expect(context.split("\n").at(-1)).toBe(
      '[ulw-execute-continuation settings {"chain":true,"maxChain":3}]',
    );
  });

  it("given no settings.json, when a prompt without the trigger is submitted, then no context at all", async () => {
    expect(await promptContext(ws.root, SIM_SESSION, "fix the login bug")).toBe("");
  });

  it("given a `$ulw-execute` prompt and settings.json, when submitted, then the answer, then the stamp last", async () => {
    ws.write(PLAN, THREE_OPEN);
    ws.write(SETTINGS, '{"chain": true}');
    const context = await promptContext(ws.root, SIM_SESSION, `$ulw-execute ${PLAN}`);
    expect(context).toContain("registered this plan");
    // The plan it started, counted as the prompt begins: progress is measured from its 3 open boxes.
    expect(context.split("\n").at(-1)).toBe('[ulw-execute-continuation settings {"chain":true} open=3]');
  });
});

describe("settings.json moved away with the ledger recreated in the same command", () => {
  it("given --chain and {maxChain: 2} as the prompt began, when the model moves settings.json and the ledger away and appends the ledger back, then 2 continuations", async () => {
    ws.write(PLAN, "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n");
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    ws.write(SETTINGS, '{"maxChain": 2}');
    ws.write(".omo/ulw-execute/ledger.jsonl", "{}\n");
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt();
    const count = await sim.run(10, () => {
      rmSync(ws.path(SETTINGS), { force: true });
      renameSync(ws.path(".omo/ulw-execute/ledger.jsonl"), ws.path("gone.jsonl"));
      ws.write(".omo/ulw-execute/ledger.jsonl", "{}\n");
      ws.write(PLAN, readFileSync(ws.path(PLAN), "utf8").replace("- [ ]", "- [x]"));
    });
    expect(count).toBe(2);
    expect(await reason(sim)).toBe("chain-limit");
  });
});

describe("limits the agent loosened in one prompt, at the person's next prompt", () => {
  const FIVE_OPEN = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n";
  const tick = () => ws.write(PLAN, readFileSync(ws.path(PLAN), "utf8").replace("- [ ]", "- [x]"));

  it.each([
    ["higher limits", '{"maxChain":100,"patience":10}'],
    ["{}", "{}"],
    ["nothing (deleted)", undefined],
  ])(
    "given --chain and settings.json {maxChain: 2} as the session began, when the model rewrites it to %s in the first prompt, then the next prompt gets 2 continuations (chain-limit)",
    async (_, json) => {
      ws.write(PLAN, FIVE_OPEN);
      ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
      ws.write(SETTINGS, '{"maxChain": 2}');
      const sim = new CodexSim(ws, ["--chain"]);
      sim.prompt();
      expect(await sim.run(1)).toBe(1);
      if (json === undefined) rmSync(ws.path(SETTINGS));
      else ws.write(SETTINGS, json);
      sim.prompt("go on");
      expect(await sim.run(10, tick)).toBe(2);
      expect(await reason(sim)).toBe("chain-limit");
    },
  );

  it("given plain flags and no settings.json as the session began, when the model writes {chain: true} in the first prompt, then the next prompt gets the one continuation of plain mode", async () => {
    ws.write(PLAN, FIVE_OPEN);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    const sim = new CodexSim(ws, []);
    sim.prompt();
    expect(await sim.run(1)).toBe(1);
    ws.write(SETTINGS, '{"chain":true,"maxChain":100,"patience":10}');
    sim.prompt("go on");
    expect(await sim.run(10, tick)).toBe(1);
    expect(await reason(sim)).toBe("stop-hook-active");
  });

  it("given --chain, when a hooks file of the project is written after the session began, then the next prompt runs in plain mode, and explain says why", async () => {
    ws.write(PLAN, FIVE_OPEN);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt();
    await sleep(20);
    ws.write(".codex/hooks.json", '{"hooks":{}}');
    sim.prompt("go on");
    expect(await sim.run(10, tick)).toBe(1);
    const report = await sim.explain();
    expect(report.reason).toBe("stop-hook-active");
    expect(JSON.stringify(report)).toContain(".codex/hooks.json changed at");
  });

  it("given --chain and 3 open boxes as the prompt began, when the model adds 30 open boxes before its first stop and ticks one a turn, then no more continuations than a model that does nothing (2)", async () => {
    ws.write(PLAN, THREE_OPEN);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt();
    const filler = Array.from({ length: 30 }, (_, n) => `- [ ] ${n + 4}. Filler`).join("\n");
    ws.write(PLAN, `${THREE_OPEN}${filler}\n`);
    expect(await sim.run(20, tick)).toBe(2);
    expect(await reason(sim)).toBe("no-progress");
  });
});

describe("the person's `$ulw-execute pause` and `abandon`", () => {
  const work = (...args: string[]) => runCli([...args, "--cwd", ws.root, "--session", SIM_SESSION]);

  it.each([
    ["pause", "work resume"],
    ["abandon", `start ${PLAN}`],
  ])(
    "given chain mode and the person's `$ulw-execute %s`, when the model undoes it with `%s` before its turn ends, then person-stopped: no continuation",
    async (change, undo) => {
      ws.write(PLAN, THREE_OPEN);
      ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
      const sim = new CodexSim(ws, ["--chain"]);
      // The prompt hook carries out the person's command as the prompt begins.
      sim.prompt(`$ulw-execute ${change}`);
      expect(readFileSync(ws.path(".omo/boulder.json"), "utf8")).not.toContain('"status": "active"');
      expect((await work(...undo.split(" "))).status).toBe(0);
      expect(readFileSync(ws.path(".omo/boulder.json"), "utf8")).toContain('"status": "active"');
      expect(await sim.run(10)).toBe(0);
      expect(await reason(sim)).toBe("person-stopped");
    },
  );

  it("given the person's `$ulw-execute resume`, when the prompt's turn ends, then it continues as any prompt", async () => {
    ws.write(PLAN, THREE_OPEN);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt("$ulw-execute resume");
    expect(await reason(sim)).toBe("work-remaining");
  });
});

describe("one plan locator", () => {
  it("given a directory at the worktree's plan path and the project's plan all checked, when the hook stops and the model runs `work complete`, then both count the project's plan and the work completes", async () => {
    ws.write(PLAN, "## TODOs\n- [x] 1. A\n- [x] 2. B\n");
    mkdirSync(ws.path(`wt/${PLAN}`), { recursive: true });
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN, { worktree_path: ws.path("wt") }));
    const sim = new CodexSim(ws, []);
    sim.prompt();
    const report = await sim.explain();
    expect(report).toMatchObject({ reason: "final-gate-pending" });
    const plan = isRecord(report.plan) ? report.plan : {};
    expect(plan.path).toBe(ws.path(PLAN));
    const completed = await runCli(["work", "complete", "--cwd", ws.root, "--session", SIM_SESSION]);
    expect(completed).toMatchObject({ status: 0, stderr: "" });
    expect(await reason(sim)).toBe("work-not-continuable");
  });
});
