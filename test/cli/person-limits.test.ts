import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
/** The model's move: the plan's first open box ticked. */
const tick = () => ws.write(PLAN, readFileSync(ws.path(PLAN), "utf8").replace("- [ ]", "- [x]"));
/** This package's `work` and `start` commands, as the model runs them for the simulated session. */
const work = (...args: string[]) => runCli([...args, "--cwd", ws.root, "--session", SIM_SESSION]);
/** A 3-task plan and its work for the simulated session, and a Codex whose Stop hook runs `--chain`. */
function chainOnThreeTasks(): CodexSim {
  ws.write(PLAN, THREE_OPEN);
  ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
  return new CodexSim(ws, ["--chain"]);
}

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

  it("given --chain and settings.json {maxChain: 2}, when the model moves the boulder and settings.json away for the next prompt's start and writes the boulder back in it, then that prompt gets plain mode's one continuation (no-start-count)", async () => {
    ws.write(PLAN, FIVE_OPEN);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    ws.write(SETTINGS, '{"maxChain": 2}');
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt();
    expect(await sim.run(1)).toBe(1);
    renameSync(ws.path(".omo"), ws.path("hidden-omo"));
    sim.prompt("go on");
    mkdirSync(ws.path(".omo"));
    renameSync(ws.path("hidden-omo/boulder.json"), ws.path(".omo/boulder.json"));
    renameSync(ws.path("hidden-omo/plans"), ws.path(".omo/plans"));
    expect(await sim.run(10, tick)).toBe(1);
    expect(await reason(sim)).toBe("no-start-count");
  });

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
    expect(report).toMatchObject({
      reason: "stop-hook-active",
      mode: {
        mode: { chain: false },
        settings: { kind: "unstamped", why: expect.stringContaining("changed at") },
      },
      facts: { hooks: { kind: "changed", path: ws.path(".codex/hooks.json") } },
    });
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

describe("the budgets a person sets", () => {
  const SIX_OPEN = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n- [ ] 6. F\n";
  let thread = 0;
  /** One model response of 30,000 input tokens, none cached, recorded as Codex 0.171 does. */
  const respond = (sim: CodexSim) => {
    thread += 30_000;
    const usage = (n: number) => ({ input_tokens: n, cached_input_tokens: 0, output_tokens: 0 });
    appendFileSync(
      sim.transcript,
      `${JSON.stringify({ type: "token_usage_record", payload: { usage: usage(30_000), thread_token_usage: usage(thread) } })}\n`,
    );
  };
  const tickAndRespond = (sim: CodexSim) => () => {
    ws.write(PLAN, readFileSync(ws.path(PLAN), "utf8").replace("- [ ]", "- [x]"));
    respond(sim);
  };

  it.each([
    ["--max-tokens 100000", ["--chain", "--max-tokens", "100000"], 3],
    ["no budget", ["--chain"], undefined],
  ])(
    "given %s and responses of 30,000 input tokens, when the model ticks a box a turn, then the continuations the budget allows",
    async (_, flags, expected) => {
      thread = 0;
      ws.write(PLAN, SIX_OPEN);
      ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
      const sim = new CodexSim(ws, flags);
      sim.prompt();
      respond(sim);
      const count = await sim.run(10, tickAndRespond(sim));
      // Without a budget the chain runs to the plan's final gate, well past where the budget stops it.
      if (expected === 3) expect(count).toBe(3);
      else expect(count).toBeGreaterThan(3);
      if (expected === 3) {
        expect(await reason(sim)).toBe("token-budget");
        const told = await runCli(["hook", "stop", ...flags], { input: sim.payload() });
        expect(JSON.parse(told.stdout)).toEqual({
          systemMessage:
            "ULW test-plan: 3/6 checked · 120k tokens · stopped at the token budget; type continue for more",
        });
      }
    },
  );

  it("given --max-minutes 1 and a prompt that began two minutes ago, when stopped after a continuation, then time-budget", async () => {
    ws.write(PLAN, SIX_OPEN);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    const sim = new CodexSim(ws, ["--chain", "--max-minutes", "1"]);
    sim.prompt();
    const early = new Date(Date.now() - 120_000).toISOString();
    // The prompt's records as if written two minutes ago.
    ws.write(
      "rollout.jsonl",
      readFileSync(sim.transcript, "utf8").replace(/"timestamp":"[^"]+"/g, `"timestamp":"${early}"`),
    );
    expect(await sim.run(10)).toBe(0);
    expect(await reason(sim)).toBe("time-budget");
  });
});

describe("the person's `$ulw-execute pause` and `abandon`", () => {
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

describe("a chain is built only on work the session had as the person typed", () => {
  const FILLER = Array.from({ length: 20 }, (_, n) => `- [ ] ${n + 4}. Filler`).join("\n");

  it("given --chain and no work as a fresh session's prompt began, when the model registers its own plan of 23 boxes and ticks one a turn, then plain mode's one continuation, then no-start-count", async () => {
    ws.write(PLAN, `${THREE_OPEN}${FILLER}\n`);
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt("summarise the README in two lines");
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    expect(await sim.run(30, tick)).toBe(1);
    expect(await reason(sim)).toBe("no-start-count");
  });

  it.each([
    ["pause", "work resume"],
    ["abandon", `start ${PLAN}`],
  ])(
    "given --chain and the person's `$ulw-execute %s` in the prompt before, when the model runs `%s` in the next one, adds 20 open boxes and ticks one a turn, then plain mode's one continuation, then no-start-count",
    async (change, undo) => {
      const sim = chainOnThreeTasks();
      sim.prompt(`$ulw-execute ${change}`);
      expect(await sim.run(10)).toBe(0);
      sim.prompt("what does the README say? do not touch the plan");
      expect((await work(...undo.split(" "))).status).toBe(0);
      ws.write(PLAN, `${readFileSync(ws.path(PLAN), "utf8")}${FILLER}\n`);
      expect(await sim.run(30, tick)).toBe(1);
      expect(await reason(sim)).toBe("no-start-count");
    },
  );

  it.each([
    [
      "marks the work completed",
      () =>
        ws.write(
          ".omo/boulder.json",
          readFileSync(ws.path(".omo/boulder.json"), "utf8").replace('"active"', '"completed"'),
        ),
      () =>
        ws.write(
          ".omo/boulder.json",
          readFileSync(ws.path(".omo/boulder.json"), "utf8").replace('"completed"', '"active"'),
        ),
    ],
    [
      "moves the plan away",
      () => renameSync(ws.path(PLAN), ws.path("hidden.md")),
      () => renameSync(ws.path("hidden.md"), ws.path(PLAN)),
    ],
  ])(
    "given --chain and the person's 3-task plan, when the model %s as a prompt ends and undoes it in the next with 20 open boxes added, then that prompt gets plain mode's one continuation",
    async (_, hide, restore) => {
      const sim = chainOnThreeTasks();
      sim.prompt();
      expect(await sim.run(1)).toBe(1);
      hide();
      sim.prompt("continue");
      restore();
      ws.write(PLAN, `${readFileSync(ws.path(PLAN), "utf8")}${FILLER}\n`);
      expect(await sim.run(30, tick)).toBe(1);
      expect(await reason(sim)).toBe("no-start-count");
    },
  );

  it.each([
    ["pause", "work resume"],
    ["abandon", `start ${PLAN}`],
  ])(
    "given --chain and the person's `$ulw-execute %s`, when the model runs `%s` in that same prompt and adds 20 open boxes, then the person's next prompt gets plain mode's one continuation",
    async (change, undo) => {
      const sim = chainOnThreeTasks();
      sim.prompt(`$ulw-execute ${change}`);
      expect((await work(...undo.split(" "))).status).toBe(0);
      ws.write(PLAN, `${readFileSync(ws.path(PLAN), "utf8")}${FILLER}\n`);
      expect(await sim.run(10)).toBe(0);
      sim.prompt("what is left in the plan? just tell me");
      expect(await sim.run(30, tick)).toBe(1);
      expect(await reason(sim)).toBe("no-start-count");
    },
  );

  it("given --chain and a work the model registered in a prompt that had none, when the person's next prompt is an unrelated one, then that prompt gets plain mode's one continuation too", async () => {
    ws.write(PLAN, `${THREE_OPEN}${FILLER}\n`);
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt("summarise the README in two lines");
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
    expect(await sim.run(30, tick)).toBe(1);
    sim.prompt("thanks");
    expect(await sim.run(30, tick)).toBe(1);
    expect(await reason(sim)).toBe("no-start-count");
  });

  /** The person's 3-task plan continued once, 20 open boxes added by the model, then the person's `next`. */
  async function twentyAddedThen(next: string): Promise<CodexSim> {
    const sim = chainOnThreeTasks();
    sim.prompt();
    expect(await sim.run(1)).toBe(1);
    ws.write(PLAN, `${THREE_OPEN}${FILLER}\n`);
    sim.prompt(next);
    return sim;
  }

  it("given --chain and the person's 3-task plan, when the model adds 20 open boxes as a prompt ends, then the next prompt counts no more open boxes than the last prompt left, and gets no more than a model that does nothing", async () => {
    const sim = await twentyAddedThen("continue");
    expect(readFileSync(sim.transcript, "utf8")).toContain("open=3]");
    expect(await sim.run(30, tick)).toBe(2);
    expect(await reason(sim)).toBe("no-progress");
  });

  it.each([
    ["names a plan that does not exist", "$ulw-execute .omo/plans/none.md", "could not start a plan"],
    ["resumes a work that is not paused", "$ulw-execute resume", "The work was not paused"],
  ])(
    "given the same, when the person's next prompt %s, then it too counts no more open boxes than the last prompt left",
    async (_, next, answer) => {
      const sim = await twentyAddedThen(next);
      const transcript = readFileSync(sim.transcript, "utf8");
      expect(transcript).toContain(answer);
      expect(transcript).toContain("open=3]");
      expect(await sim.run(30, tick)).toBe(2);
      expect(await reason(sim)).toBe("no-progress");
    },
  );

  it("given the same, when the person pauses the work and resumes it in a later prompt, then the resumed prompt counts no more open boxes than before the pause", async () => {
    const sim = await twentyAddedThen("$ulw-execute pause");
    expect(await sim.run(10, tick)).toBe(0);
    sim.prompt("$ulw-execute resume");
    expect(readFileSync(sim.transcript, "utf8")).toContain("open=3]");
    expect(await sim.run(30, tick)).toBe(2);
    expect(await reason(sim)).toBe("no-progress");
  });

  it("given --chain and the person's 3-task plan, when the model adds 20 open boxes and pauses the work itself, and the person resumes it, then the resumed prompt counts no more open boxes than the model found", async () => {
    const sim = chainOnThreeTasks();
    sim.prompt();
    expect(await sim.run(1)).toBe(1);
    ws.write(PLAN, `${THREE_OPEN}${FILLER}\n`);
    expect((await work("work", "pause")).status).toBe(0);
    sim.prompt("$ulw-execute resume");
    expect(await sim.run(30, tick)).toBe(2);
    expect(await reason(sim)).toBe("no-progress");
  });

  it("given --chain and a work the model registered and paused in a prompt that had none, when the person resumes it, then that prompt gets plain mode's one continuation", async () => {
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt("summarise the README in two lines");
    ws.write(PLAN, `${THREE_OPEN}${FILLER}\n`);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN, { status: "paused" }));
    expect(await sim.run(10)).toBe(0);
    sim.prompt("$ulw-execute resume");
    expect(await sim.run(30, tick)).toBe(1);
    expect(await reason(sim)).toBe("no-start-count");
  });

  it("given --chain and the person's paused 3-task plan, when a later prompt is a question and the model resumes the work itself, then that prompt gets plain mode's one continuation, and once it is paused again, the person's resume counts the plan again", async () => {
    const sim = chainOnThreeTasks();
    sim.prompt("$ulw-execute pause");
    expect(await sim.run(10)).toBe(0);
    sim.prompt("what is left in the plan? just tell me");
    expect((await work("work", "resume")).status).toBe(0);
    expect(await sim.run(30)).toBe(1);
    expect(await reason(sim)).toBe("no-start-count");
    expect((await work("work", "pause")).status).toBe(0);
    sim.prompt("$ulw-execute resume");
    expect(readFileSync(sim.transcript, "utf8")).toContain("open=3]");
    expect(await sim.run(30, tick)).toBe(5);
  });

  it("given --chain and a work of another session whose worktree copy of the plan has 20 more open boxes, when the person's `$ulw-execute <plan>` joins it, then the prompt counts no more open boxes than the start found", async () => {
    ws.write(PLAN, THREE_OPEN);
    ws.write(`wt/${PLAN}`, `${THREE_OPEN}${FILLER}\n`);
    ws.writeBoulder(singleWorkBoulder("codex:other", PLAN, { worktree_path: ws.path("wt") }));
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt(`$ulw-execute ${PLAN}`);
    expect(readFileSync(sim.transcript, "utf8")).toContain("open=3]");
    expect(
      await sim.run(30, () =>
        ws.write(`wt/${PLAN}`, readFileSync(ws.path(`wt/${PLAN}`), "utf8").replace("- [ ]", "- [x]")),
      ),
    ).toBe(2);
    expect(await reason(sim)).toBe("no-progress");
  });

  it("given --chain and the person's `$ulw-execute resume`, when the prompt's turn ends, then the chain goes on from its count", async () => {
    ws.write(PLAN, THREE_OPEN);
    ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN, { status: "paused" }));
    const sim = new CodexSim(ws, ["--chain"]);
    sim.prompt("$ulw-execute resume");
    // One a box, one for the final gate, one of patience: past plain mode's one, within the bound of 8.
    expect(await sim.run(30, tick)).toBe(5);
    expect(await reason(sim)).toBe("no-progress");
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
    expect(report).toMatchObject({ facts: { plan: { kind: "read", path: ws.path(PLAN) } } });
    const completed = await runCli(["work", "complete", "--cwd", ws.root, "--session", SIM_SESSION]);
    expect(completed).toMatchObject({ status: 0, stderr: "" });
    expect(await reason(sim)).toBe("work-not-continuable");
  });
});
