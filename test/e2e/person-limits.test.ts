import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV, sessionIdShell } from "./codex-under-test.js";
import {
  CODEX,
  loggedEntries,
  loggedReasons,
  netns,
  type RunSpec,
  runCodex,
  START_PLAN,
  type Step,
  sandboxOff,
  scenarioWorkspace,
  THREE_TASKS,
  TICK,
  tick,
  WRITE_BOULDER,
  writeBoulder,
} from "./harness.js";

// Measured on the pinned release; another release (ULW_E2E_CODEX) skips these scenarios.
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info("[codex e2e] person-limits.test.ts runs on the pinned Codex only: skipped");

/**
 * The limits a person set hold for the prompt, whatever a misbehaving model does with the workspace
 * files and this package's own commands. The scripted model acts with exec_command; the fake server
 * repeats its last reply once the script is used up, so every continuation past the person's limit
 * would show as an extra request and an extra run-log line.
 */
const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const SETTINGS = ".omo/ulw-execute/settings.json";
const LEDGER = ".omo/ulw-execute/ledger.jsonl";
const SIX_TASKS = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n- [ ] 6. F\n";
const rewrite = (json: string): Step => ({ exec: `printf '%s' '${json}' > ${SETTINGS}` });
/** A model that ticks a box at every turn, ten turns long: more than any limit here allows. */
const ticking = (first: Step): Step[] => [
  writeBoulder,
  first,
  "Set up.",
  ...Array.from({ length: 10 }, () => [tick, "Ticked one."]).flat(),
];

let ws: Workspace;
afterEach(() => ws?.dispose());

function onePrompt(steps: readonly Step[], files: Record<string, string>, installArgs: string[] = []) {
  ws = scenarioWorkspace("ulw-e2e-limits-");
  const runs: RunSpec[] = [{ prompt: START_PLAN, files }];
  return runCodex(ws, steps, runs, { execArgs: sandboxOff, installArgs });
}

const continuations = () =>
  loggedReasons(ws).filter((reason) => reason === "work-remaining" || reason === "final-gate-pending");

describe.skipIf(!netns.ok || !PINNED)(
  "settings.json the model changes mid-prompt (real Codex, offline)",
  () => {
    it.each([
      ["{}", "{}"],
      ["higher limits", '{"maxChain":100,"patience":10}'],
    ])(
      'given --chain and settings.json {"maxChain": 2} from before the prompt, and a model that rewrites it to %s and ticks a box a turn, when the prompt runs, then 2 continuations (chain-limit)',
      async (_, json) => {
        const files = { ".omo/plans/e2e.md": SIX_TASKS, [SETTINGS]: '{"maxChain": 2}' };
        const [run] = await onePrompt(ticking(rewrite(json)), files, ["--chain"]);
        expect(run?.code).toBe(0);
        expect(readFileSync(ws.path(`project/${SETTINGS}`), "utf8")).toBe(json);
        expect(continuations()).toHaveLength(2);
        expect(loggedReasons(ws).at(-1)).toBe("chain-limit");
      },
    );

    it('given --chain and settings.json {"patience": 0}, and a model that rewrites it to {"patience":10} and never ticks, when the prompt runs, then 1 continuation (no-progress)', async () => {
      const steps: Step[] = [writeBoulder, rewrite('{"patience":10}'), "Set up.", "Thinking.", "Thinking."];
      const files = { ".omo/plans/e2e.md": SIX_TASKS, [SETTINGS]: '{"patience": 0}' };
      await onePrompt(steps, files, ["--chain"]);
      expect(loggedReasons(ws)).toEqual(["work-remaining", "no-progress"]);
    });

    it('given --chain and settings.json {"maxChain": 2}, and a model that moves settings.json and the ledger away and appends the ledger back in one command, when it ticks a box a turn, then 2 continuations (chain-limit)', async () => {
      const swap: Step = {
        exec: `mv ${SETTINGS} gone-settings.json; mv ${LEDGER} gone-ledger.jsonl; printf '%s\\n' '{"task":1}' >> ${LEDGER}`,
      };
      const files = {
        ".omo/plans/e2e.md": SIX_TASKS,
        [SETTINGS]: '{"maxChain": 2}',
        [LEDGER]: '{"task":0}\n',
      };
      await onePrompt(ticking(swap), files, ["--chain"]);
      expect(readFileSync(ws.path(`project/${LEDGER}`), "utf8")).toBe('{"task":1}\n');
      expect(existsSync(ws.path(`project/${SETTINGS}`))).toBe(false);
      expect(continuations()).toHaveLength(2);
      expect(loggedReasons(ws).at(-1)).toBe("chain-limit");
    });
  },
);

describe.skipIf(!netns.ok || !PINNED)(
  "the plan file moved instead of worked on (real Codex, offline)",
  () => {
    it("given chain mode and a model that only moves the plan into a new folder of .omo/plans/ each turn, when the prompt runs, then no more continuations than a model that does nothing (2)", async () => {
      const move = (n: number): Step => ({
        exec: `mkdir -p .omo/plans/m${n} && mv "$(find .omo/plans -name e2e.md)" .omo/plans/m${n}/e2e.md`,
      });
      const steps: Step[] = [
        writeBoulder,
        "Boulder written.",
        ...Array.from({ length: 8 }, (_, n) => [move(n), "Moved it."]).flat(),
      ];
      await onePrompt(steps, { ".omo/plans/e2e.md": THREE_TASKS }, ["--chain"]);
      expect(loggedReasons(ws)).toEqual(["work-remaining", "work-remaining", "no-progress"]);
    });
  },
);

describe.skipIf(!netns.ok || !PINNED)("the person's pause and abandon (real Codex, offline)", () => {
  it("given chain mode and the person's `$ulw-execute pause`, then `abandon`, when the model runs `work resume` and then `start` itself, then no continuation in either prompt", async () => {
    ws = scenarioWorkspace("ulw-e2e-limits-");
    const steps: Step[] = [
      "Hello.",
      "Still thinking.",
      "Still thinking.",
      { exec: `node "${CLI}" work resume` },
      "Resumed it myself.",
      { exec: `node "${CLI}" start .omo/plans/e2e.md` },
      "Started it again myself.",
      "unexpected extra request",
    ];
    const runs: RunSpec[] = [
      { prompt: "$ulw-execute .omo/plans/e2e.md", files: { ".omo/plans/e2e.md": THREE_TASKS } },
      { prompt: "$ulw-execute pause", resume: true },
      { prompt: "$ulw-execute abandon", resume: true },
    ];
    const [, paused, abandoned] = await runCodex(ws, steps, runs, {
      execArgs: sandboxOff,
      installArgs: ["--chain"],
    });
    expect(paused?.requests).toHaveLength(2);
    expect(abandoned?.requests).toHaveLength(2);
    const boulder = readFileSync(ws.path("project/.omo/boulder.json"), "utf8");
    expect(boulder).toContain('"status": "active"');
    expect(loggedReasons(ws)).toEqual([
      "work-remaining",
      "work-remaining",
      "no-progress",
      "person-stopped",
      "person-stopped",
    ]);
  });
});

/** The same shell step every turn, acting by the files the person's prompts leave, then a short message. */
const everyTurn = (script: string): Step[] =>
  Array.from({ length: 30 }, (): Step[] => [{ exec: script }, "Working on it."]).flat();

describe.skipIf(!netns.ok || !PINNED)("a paused work resumed by the person (real Codex, offline)", () => {
  const PLAN = ".omo/plans/e2e.md";
  const FILLER = Array.from({ length: 20 }, (_, n) => `- [ ] ${n + 4}. Filler`).join("\\n");
  const ADD = `printf -- '${FILLER}\\n' >> ${PLAN}; touch added`;
  /** Continuations per prompt: each prompt is one turn of `codex exec`, so the run log grouped by turn. */
  const perPrompt = () => {
    const counts = new Map<string, number>();
    for (const { turn, reason } of loggedEntries(ws))
      counts.set(
        String(turn),
        (counts.get(String(turn)) ?? 0) +
          (/^(work-remaining|final-gate-pending)$/.test(String(reason)) ? 1 : 0),
      );
    return [...counts.values()];
  };

  it.each([
    [
      "the person pauses and resumes it",
      `if [ -f resumed ]; then ${TICK}; elif [ ! -f added ]; then ${ADD}; fi`,
      [{ prompt: "$ulw-execute pause", resume: true }],
      [2, 0, 2],
    ],
    [
      "the model pauses it, and the person resumes it",
      `if [ -f resumed ]; then ${TICK}; elif [ ! -f added ]; then ${ADD}; node "${CLI}" work pause; fi`,
      [],
      [0, 2],
    ],
  ] as const)(
    "given --chain and the person's 3-task plan to which the model adds 20 open boxes, when %s, then the resumed prompt gets no more than a model that does nothing (2)",
    async (_, script, between, expected) => {
      ws = scenarioWorkspace("ulw-e2e-limits-");
      const runs: RunSpec[] = [
        { prompt: START_PLAN, files: { [PLAN]: THREE_TASKS } },
        ...between,
        { prompt: "$ulw-execute resume", resume: true, files: { resumed: "" } },
      ];
      await runCodex(ws, everyTurn(script), runs, { execArgs: sandboxOff, installArgs: ["--chain"] });
      expect(perPrompt()).toEqual(expected);
      expect(loggedReasons(ws).at(-1)).toBe("no-progress");
    },
  );

  it("given --chain and a work the model registered and paused in a prompt that asked for a summary, when the person resumes it, then that prompt gets plain mode's one continuation", async () => {
    ws = scenarioWorkspace("ulw-e2e-limits-");
    const own = `mkdir -p .omo/plans; printf -- '${THREE_TASKS.replaceAll("\n", "\\n")}${FILLER}\\n' > ${PLAN}; ${WRITE_BOULDER}; node "${CLI}" work pause; touch added`;
    const script = `if [ -f resumed ]; then ${TICK}; elif [ ! -f added ]; then ${own}; fi`;
    const runs: RunSpec[] = [
      { prompt: "Please summarise the repository." },
      { prompt: "$ulw-execute resume", resume: true, files: { resumed: "" } },
    ];
    await runCodex(ws, everyTurn(script), runs, { execArgs: sandboxOff, installArgs: ["--chain"] });
    expect(perPrompt().at(-1)).toBe(1);
    expect(loggedReasons(ws).at(-1)).toBe("no-start-count");
  });
});

describe.skipIf(!netns.ok || !PINNED)(
  "the person's commands raced by the model (real Codex, offline)",
  () => {
    const BIG = ".omo/plans/big.md";
    /**
     * The shell that leaves a process of the model's running `body` (JavaScript with `fs`, `args` and
     * `put`, which replaces the boulder as the writers do) in a tight loop until the workspace goes.
     */
    const leaveRunning = (body: string, args = "") => {
      const js = `const fs = require("node:fs"); const args = process.argv.slice(2);
const put = (text) => { fs.writeFileSync(".omo/b.tmp", text); fs.renameSync(".omo/b.tmp", ".omo/boulder.json"); };
setTimeout(() => process.exit(0), 120000);
setInterval(() => { if (!fs.existsSync(".omo")) process.exit(0); try { ${body} } catch {} }, 0);`;
      return `echo ${Buffer.from(js).toString("base64")} | base64 -d > watch.js; setsid nohup node watch.js ${args} >/dev/null 2>&1 </dev/null & sleep 1; touch watching`;
    };
    // Puts the session back on a 50-box work of the model's, newest of all, whenever a write takes it off.
    const RELIST = `const [key, plan] = args; const b = JSON.parse(fs.readFileSync(".omo/boulder.json", "utf8"));
const w = b.works.big; if (w && w.session_ids.includes(key) && w.status === "active") return;
b.works.big = { active_plan: plan, plan_name: "big", session_ids: [key], status: "active", updated_at: "2099-01-01T00:00:00Z" };
put(JSON.stringify(b));`;
    const FIFTY = Array.from({ length: 50 }, (_, n) => `- [ ] ${n + 1}. Filler`).join("\\n");
    const SETUP = `printf -- '## TODOs\\n${FIFTY}\\n' > ${BIG}; ${leaveRunning(RELIST, `codex:${sessionIdShell(CODEX)} ${BIG}`)}`;

    it("given --chain and the person's 3-task plan, when a process of the model's puts the session back on its own 50-box work as the person types `$ulw-execute <plan>` again, then that prompt counts the 3 open boxes the start found, and ticking the model's boxes gets 2", async () => {
      ws = scenarioWorkspace("ulw-e2e-limits-");
      const script = `if [ -f restarted ]; then sed -i '0,/- \\[ \\]/s//- [x]/' ${BIG}; elif [ ! -f watching ]; then ${SETUP}; fi`;
      const runs: RunSpec[] = [
        { prompt: START_PLAN, files: { ".omo/plans/e2e.md": THREE_TASKS } },
        { prompt: START_PLAN, resume: true, files: { restarted: "" } },
      ];
      await runCodex(ws, everyTurn(script), runs, { execArgs: sandboxOff, installArgs: ["--chain"] });
      // 2 a prompt with the count of 3; the 50 boxes would give the cap of 20.
      expect(continuations().length).toBeLessThanOrEqual(4);
      expect(loggedReasons(ws)).not.toContain("chain-limit");
    });

    it("given --chain and the person's 3-task plan, when a process of the model's sets the work back to active right after the person's `$ulw-execute pause`, then the person's next question gets plain mode's one continuation", async () => {
      ws = scenarioWorkspace("ulw-e2e-limits-");
      const undo = `const t = fs.readFileSync(".omo/boulder.json", "utf8");
if (t.includes('"paused"')) put(t.replaceAll('"paused"', '"active"'));`;
      const script = `[ -f watching ] || { ${leaveRunning(undo)}; }`;
      const runs: RunSpec[] = [
        { prompt: START_PLAN, files: { ".omo/plans/e2e.md": THREE_TASKS } },
        { prompt: "$ulw-execute pause", resume: true },
        { prompt: "what is left in the plan? just tell me", resume: true },
      ];
      await runCodex(ws, everyTurn(script), runs, { execArgs: sandboxOff, installArgs: ["--chain"] });
      expect(loggedReasons(ws)).toEqual([
        "work-remaining",
        "work-remaining",
        "no-progress",
        "person-stopped",
        "work-remaining",
        "no-start-count",
      ]);
    });
  },
);

describe.skipIf(!netns.ok || !PINNED)(
  "limits the model loosened in one prompt, at the person's next prompt (real Codex, offline)",
  () => {
    const checked = () =>
      (readFileSync(ws.path("project/.omo/plans/e2e.md"), "utf8").match(/- \[x\]/g) ?? []).length;
    /** Prompt 1: the model sets up and does `loosen`, then ticks a box a turn. Prompt 2: it sets up, then ticks a box a turn. */
    const twoPrompts = (loosen: Step, files: Record<string, string>, installArgs: string[]) => {
      ws = scenarioWorkspace("ulw-e2e-limits-");
      const steps: Step[] = [writeBoulder, loosen, "Set up.", tick, "Ticked one.", ...ticking(tick).slice(2)];
      const runs: RunSpec[] = [
        { prompt: START_PLAN, files },
        { prompt: "go on", resume: true },
      ];
      return runCodex(ws, steps, runs, { execArgs: sandboxOff, installArgs });
    };

    it("given a plain registration, when the model runs `install --project . --chain --max-chain 100` in one prompt, then the next prompt still gets one continuation", async () => {
      const install: Step = { exec: `node "${CLI}" install --project . --chain --max-chain 100` };
      const runs = await twoPrompts(install, { ".omo/plans/e2e.md": SIX_TASKS }, []);
      expect(runs.map((run) => run.code)).toEqual([0, 0]);
      expect(readFileSync(ws.path("project/.codex/hooks.json"), "utf8")).toContain("--max-chain 100");
      // One box in each prompt's one continuation: the second prompt's first turn only sets up.
      expect(checked()).toBe(2);
    });

    it('given --chain and settings.json {"maxChain": 2}, when the model rewrites it to {"maxChain":100,"patience":10} in one prompt, then the next prompt gets 2 continuations (chain-limit)', async () => {
      const files = { ".omo/plans/e2e.md": SIX_TASKS, [SETTINGS]: '{"maxChain": 2}' };
      await twoPrompts(rewrite('{"maxChain":100,"patience":10}'), files, ["--chain"]);
      expect(loggedReasons(ws).slice(-3)).toEqual(["work-remaining", "work-remaining", "chain-limit"]);
      // The first prompt's chain ticks one; the second ticks as it begins and in its two continuations.
      expect(checked()).toBe(4);
    });

    it('given --chain and no settings.json, when the model writes {"maxChain":100,"patience":10} in one prompt and never ticks in the next, then the next prompt gets 1 + patience (2)', async () => {
      ws = scenarioWorkspace("ulw-e2e-limits-");
      const steps: Step[] = [writeBoulder, rewrite('{"maxChain":100,"patience":10}'), "Set up.", "Thinking."];
      const runs: RunSpec[] = [
        { prompt: START_PLAN, files: { ".omo/plans/e2e.md": SIX_TASKS } },
        { prompt: "go on", resume: true },
      ];
      const [, second] = await runCodex(ws, steps, runs, { execArgs: sandboxOff, installArgs: ["--chain"] });
      expect(loggedReasons(ws).slice(-3)).toEqual(["work-remaining", "work-remaining", "no-progress"]);
      // The prompt's own request and one for each of its two continuations.
      expect(second?.requests).toHaveLength(3);
    });

    it('given plain flags and no settings.json, when the model writes {"chain":true} in one prompt, then the next prompt gets one continuation', async () => {
      await twoPrompts(rewrite('{"chain":true,"maxChain":100}'), { ".omo/plans/e2e.md": SIX_TASKS }, []);
      expect(loggedReasons(ws).slice(-2)).toEqual(["work-remaining", "stop-hook-active"]);
      expect(checked()).toBe(2);
    });
  },
);

describe.skipIf(!netns.ok || !PINNED)(
  "boxes the model adds to the person's plan (real Codex, offline)",
  () => {
    it("given chain mode and a plan of 3 started by the person, when the model adds 30 open boxes and ticks one a turn, then no more continuations than a model that does nothing (2)", async () => {
      ws = scenarioWorkspace("ulw-e2e-limits-");
      const filler = Array.from({ length: 30 }, (_, n) => `- [ ] ${n + 4}. Filler`).join("\\n");
      const steps: Step[] = [
        { exec: `printf -- '${filler}\\n' >> .omo/plans/e2e.md` },
        "Added more tasks.",
        ...Array.from({ length: 10 }, () => [tick, "Ticked one."]).flat(),
      ];
      const runs: RunSpec[] = [
        { prompt: "$ulw-execute .omo/plans/e2e.md", files: { ".omo/plans/e2e.md": THREE_TASKS } },
      ];
      await runCodex(ws, steps, runs, { execArgs: sandboxOff, installArgs: ["--chain"] });
      expect(loggedReasons(ws)).toEqual(["work-remaining", "work-remaining", "no-progress"]);
    });
  },
);

describe.skipIf(!netns.ok || !PINNED)("the person's token budget (real Codex, offline)", () => {
  it.each([
    ["--max-tokens 100000", ["--chain", "--max-tokens", "100000"]],
    ["no budget", ["--chain"]],
  ])(
    "given %s and every response reporting 30,000 input tokens, when the model ticks a box a turn, then the chain ends at the budget and the person, not the model, is told",
    async (_, installArgs) => {
      ws = scenarioWorkspace("ulw-e2e-limits-");
      const [run] = await runCodex(
        ws,
        ticking({ exec: "true" }),
        [{ prompt: START_PLAN, files: { ".omo/plans/e2e.md": SIX_TASKS } }],
        { execArgs: sandboxOff, installArgs, inputTokens: 30_000 },
      );
      const entries = loggedEntries(ws);
      if (installArgs.includes("--max-tokens")) {
        // Three responses (90,000) by the first stop, five (150,000) by the second: one continuation, then the budget.
        expect(entries.map((entry) => entry.reason)).toEqual(["work-remaining", "token-budget"]);
        const told = String(entries.at(-1)?.message);
        expect(told).toBe(
          "ULW e2e-plan: 1/6 checked · 150k tokens · stopped at the token budget; type continue for more",
        );
        expect(String(entries[0]?.message)).toMatch(
          /^ULW e2e-plan: 0\/6 checked · continuation 1\/20 · 90k tokens$/,
        );
        // The line is the person's: no request the model received carries it.
        for (const request of run?.requests ?? []) expect(request.body).not.toContain("ULW e2e-plan:");
      } else expect(continuations().length).toBeGreaterThan(2);
    },
  );
});
