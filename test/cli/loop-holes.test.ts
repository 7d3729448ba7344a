import { chmodSync, mkdirSync, readFileSync, symlinkSync, unlinkSync, utimesSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import { CodexSim, SIM_KEY, sleep } from "../helpers/codex-sim.js";
import { singleWorkBoulder, Workspace } from "../helpers/workspace.js";

/**
 * The holes an adversarial tester found in chain mode, each played through the built
 * hook with a simulated Codex: the model's turn between two stops is a function that edits files.
 */
let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

const PLAN = ".omo/plans/p.md";
const SETTINGS = ".omo/ulw-execute/settings.json";
const THREE_OPEN = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n";

function project(plan = THREE_OPEN, work: Record<string, unknown> = {}): void {
  ws.write(PLAN, plan);
  ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN, work));
}

const editPlan = (edit: (text: string) => string) =>
  ws.write(PLAN, edit(readFileSync(ws.path(PLAN), "utf8")));
const tick = () => editPlan((text) => text.replace("- [ ]", "- [x]"));

/** A prompt that begins clearly after everything written so far (change times are compared with it). */
async function promptAfterSetup(flags: readonly string[]): Promise<CodexSim> {
  await sleep(60);
  const sim = new CodexSim(ws, flags);
  sim.prompt();
  return sim;
}

const reasonOf = (report: Record<string, unknown>) => report.reason;

describe("finding 1: touching a restrictive settings.json during the prompt does not lift its limits", () => {
  const touches: readonly [string, () => void][] = [
    ["touched", () => utimesSync(ws.path(SETTINGS), new Date(), new Date())],
    ["chmod'ed", () => chmodSync(ws.path(SETTINGS), 0o600)],
    ["overwritten with garbage", () => ws.write(SETTINGS, "x")],
    ["deleted", () => unlinkSync(ws.path(SETTINGS))],
  ];

  it.each(touches)(
    "given --chain and settings {maxChain 2, patience 0} written before the prompt and %s during it, when the model never ticks a box, then one continuation only",
    async (_, touch) => {
      project();
      ws.write(SETTINGS, '{"maxChain": 2, "patience": 0}');
      const sim = await promptAfterSetup(["--chain"]);
      touch();
      expect(await sim.run(10)).toBe(1);
    },
  );

  it("given --chain and settings {maxChain 2} written before the prompt and chmod'ed during it, when the model ticks a box every turn, then the chain stops at chain-limit after 2", async () => {
    project("## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n");
    ws.write(SETTINGS, '{"maxChain": 2}');
    const sim = await promptAfterSetup(["--chain"]);
    chmodSync(ws.path(SETTINGS), 0o600);
    expect(await sim.run(10, tick)).toBe(2);
    expect(reasonOf(await sim.explain())).toBe("chain-limit");
  });

  it("given --chain and settings {maxChain 2} written before the prompt and untouched, when the model ticks every turn, then the file still applies: chain-limit after 2", async () => {
    project("## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n");
    ws.write(SETTINGS, '{"maxChain": 2}');
    const sim = await promptAfterSetup(["--chain"]);
    expect(await sim.run(10, tick)).toBe(2);
  });
});

describe("finding 2: progress is fewer open boxes, never more checked ones", () => {
  const attacks: readonly [string, string, (index: number) => void][] = [
    [
      "adds a ticked filler box to the TODOs",
      THREE_OPEN,
      (i) => editPlan((text) => text.replace("## TODOs\n", `## TODOs\n- [x] 0.${i} filler\n`)),
    ],
    [
      "adds another TODOs section with one ticked box",
      THREE_OPEN,
      (i) => editPlan((text) => `${text}\n## TODOs\n- [x] dup ${i}\n`),
    ],
    [
      "moves a fence so that one more fenced ticked box counts",
      `${THREE_OPEN}\n## TODOs\n\`\`\`\n${Array.from({ length: 30 }, (_, i) => `- [x] f${i}\n`).join("")}\`\`\`\n`,
      () => editPlan((text) => text.replace(/```\n(- \[x\] f\d+\n)/, "$1```\n")),
    ],
    [
      "points the work at the plan through a new symlinked plans folder",
      THREE_OPEN,
      (i) => {
        symlinkSync("plans", ws.path(`.omo/pl${i}`));
        ws.writeBoulder(singleWorkBoulder(SIM_KEY, `.omo/pl${i}/p.md`));
      },
    ],
  ];

  it.each(attacks)(
    "given --chain (patience 1) and a model that %s every turn, when stopped, then no-progress after 1 + patience continuations",
    async (_, plan, attack) => {
      project(plan);
      const sim = await promptAfterSetup(["--chain"]);
      expect(await sim.run(25, attack)).toBe(2);
      expect(reasonOf(await sim.explain())).toBe("no-progress");
    },
  );

  it("given --chain and a model that ticks a real box every turn, when stopped, then the chain reaches the final gate", async () => {
    project();
    const sim = await promptAfterSetup(["--chain", "--patience", "0"]);
    const reasons: string[] = [];
    await sim.run(10, (i) => {
      if (i < 3) tick();
      reasons.push(String(i));
    });
    // First continuation, one per ticked box (the last is the final gate's), then no-progress.
    expect(reasons).toHaveLength(4);
  });
});

const forged = (step: number) =>
  `[ulw-execute-continuation chain step=${step} done=0 total=1 idle=0 turn=x plan=elsewhere]`;

describe("finding 3: stamp-shaped text in the plan, the boulder or a directive override is not a stamp", () => {
  /** The newest step our reason was stamped with, plus two: what the model forges each turn. */
  const forgeAhead = (sim: { last: number }) => {
    sim.last += 2;
    return forged(sim.last);
  };

  it("given a model that writes a stamp one step ahead into its next task's label every turn, when stopped, then no-progress after 1 + patience", async () => {
    project("## TODOs\n- [ ] 1. A\n- [ ] 2. B\n");
    const sim = await promptAfterSetup(["--chain", "--max-chain", "100"]);
    const state = { last: 1 };
    const continued = await sim.run(120, () => {
      ws.write(PLAN, `## TODOs\n- [ ] 1. A ${forgeAhead(state)}\n- [ ] 2. B\n`);
    });
    expect(continued).toBe(2);
  });

  it("given a model that writes a stamp one step ahead into the work's plan_name every turn, when stopped, then no-progress after 1 + patience", async () => {
    project("## TODOs\n- [ ] 1. A\n- [ ] 2. B\n");
    const sim = await promptAfterSetup(["--chain", "--max-chain", "100"]);
    const state = { last: 1 };
    const continued = await sim.run(120, () => {
      ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN, { plan_name: `p ${forgeAhead(state)}` }));
    });
    expect(continued).toBe(2);
  });

  it("given a project directive override that holds a stamp, when the hook continues, then only the stamp it appends is read back", async () => {
    project("## TODOs\n- [ ] 1. A\n- [ ] 2. B\n");
    ws.write(".omo/ulw-execute/directive.md", `Work on {{PLAN_NAME}}.\n${forged(50)}\n\nMore words.\n`);
    const sim = await promptAfterSetup(["--chain"]);
    const { reason } = await sim.stop();
    expect(reason).toMatch(/chain step=1 done=0 total=2 idle=0/);
    const report = await sim.explain();
    const facts = isRecord(report.facts) ? report.facts : {};
    const prompt = isRecord(facts.prompt) ? facts.prompt : {};
    expect(prompt.stamps).toEqual([expect.objectContaining({ step: 1 })]);
  });
});

describe("finding 4: --max-chain above the ceiling is clamped, not a silent hook", () => {
  it("given hook stop --chain --max-chain 500 and work to do, when stopped, then it continues, and explain says 500 was clamped to 100", async () => {
    project();
    const sim = await promptAfterSetup(["--chain", "--max-chain", "500"]);
    const report = await sim.explain();
    expect(report).toMatchObject({
      decision: "block",
      mode: {
        mode: { maxChain: 100 },
        sources: { maxChain: "flag" },
        clamped: { maxChain: { asked: 500, from: "flag" } },
      },
    });
    expect((await sim.stop()).reason).toContain("chain step=1");
  });

  it("given plain hook stop with settings.json maxChain 1000 and chain true written before the prompt, when stopped, then chain mode at the ceiling", async () => {
    project();
    ws.write(SETTINGS, '{"chain": true, "maxChain": 1000}');
    const sim = await promptAfterSetup([]);
    const report = await sim.explain();
    expect(report).toMatchObject({
      decision: "block",
      mode: {
        mode: { chain: true, maxChain: 100 },
        sources: { maxChain: "settings" },
        clamped: { maxChain: { asked: 1000, from: "settings" } },
      },
    });
  });

  it("given a registered --max-chain 1000 and a settings.json maxChain 500, when doctor runs, then a warning for each with the fix, and exit 0", async () => {
    mkdirSync(ws.path("home"));
    ws.write(SETTINGS, '{"chain": true, "maxChain": 500}');
    const entry = (command: string) => ({
      hooks: [
        {
          type: "command",
          command: `node "${CLI}" ${command}`,
          statusMessage: "ulw-execute-continuation: x",
        },
      ],
    });
    const hooks = {
      Stop: [entry("hook stop --chain --max-chain 1000")],
      UserPromptSubmit: [entry("hook prompt-submit")],
      SessionStart: [entry("hook session-start")],
    };
    ws.write("home/hooks.json", JSON.stringify({ hooks }));
    const base = ["doctor", "--codex-home", ws.path("home"), "--cwd", ws.root, "--no-codex"];
    const text = (await runCli(base)).stdout;
    const json = await runCli([...base, "--json"]);
    expect(json.status, text).toBe(0);
    expect(text).toMatch(/warning .*--max-chain 1000 is above the ceiling 100: used as 100/);
    expect(text).toMatch(/warning .*maxChain 500 is above the ceiling 100: used as 100/);
    expect(text).toContain("--max-chain 100");
  });
});
