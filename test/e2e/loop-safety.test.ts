import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
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
  tick,
  writeBoulder,
} from "./harness.js";

// Measured on the pinned release; another release (ULW_E2E_CODEX) skips these scenarios.
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info("[codex e2e] loop-safety.test.ts runs on the pinned Codex only: skipped");

/**
 * The limits of chain mode belong to the person: a model cannot turn chain mode on for the
 * prompt it works on by writing settings.json, and cannot earn continuations by unticking and
 * reticking a box. The scripted model writes the boulder naming its own session and acts with
 * exec_command; the fake server repeats its last reply once the script is used up, so a hook that
 * kept continuing would show as extra requests and log entries.
 */
const UNTICK: Step = { exec: "sed -i '0,/- \\[x\\]/s//- [ ]/' .omo/plans/e2e.md" };
const selfGrant = (json: string): Step => ({
  exec: `mkdir -p .omo/ulw-execute && printf '%s' '${json}' > .omo/ulw-execute/settings.json`,
});

let ws: Workspace;
afterEach(() => ws?.dispose());

function onePrompt(steps: readonly Step[], files: Record<string, string> = {}) {
  ws = scenarioWorkspace("ulw-e2e-");
  const runs: RunSpec[] = [{ prompt: START_PLAN, files: { ".omo/plans/e2e.md": THREE_TASKS, ...files } }];
  // Installed without flags: plain mode unless settings.json says otherwise.
  return runCodex(ws, steps, runs, { execArgs: sandboxOff });
}

const planText = () => readFileSync(ws.path("project/.omo/plans/e2e.md"), "utf8");

describe.skipIf(!netns.ok || !PINNED)("settings.json the model writes itself (real Codex, offline)", () => {
  it.each([
    [
      "the values of the report (maxChain 1000, over the ceiling)",
      '{"chain":true,"maxChain":1000,"patience":10}',
    ],
    ["values within the ceiling (maxChain 100)", '{"chain":true,"maxChain":100,"patience":10}'],
  ])(
    "given plain mode and a model whose first turn writes settings.json with %s and never ticks, when the prompt runs, then exactly one continuation",
    async (_, json) => {
      const steps: Step[] = [
        writeBoulder,
        selfGrant(json),
        "Boulder and settings written.",
        "Still working on it.",
        "unexpected extra request",
      ];
      const [run] = await onePrompt(steps);
      expect(run?.code).toBe(0);
      expect(readFileSync(ws.path("project/.omo/ulw-execute/settings.json"), "utf8")).toBe(json);
      expect(loggedReasons(ws)).toEqual(["work-remaining", "stop-hook-active"]);
      // Three requests for the first turn, one for the single continuation.
      expect(run?.requests).toHaveLength(4);
      expect(loggedEntries(ws).some((entry) => entry.chain === true)).toBe(false);
      expect(planText()).toBe(THREE_TASKS);
    },
  );
});

describe.skipIf(!netns.ok || !PINNED)("unticking and reticking a box (real Codex, offline)", () => {
  it('given settings.json {"chain": true} written before the prompt and a model that ticks box 1, then unticks and reticks it, when the prompt runs, then no-progress after 1 + patience continuations', async () => {
    const steps: Step[] = [
      writeBoulder,
      tick,
      "Ticked 1.",
      UNTICK,
      "Unticked 1 to redo it.",
      tick,
      "Ticked 1 again.",
      UNTICK,
      "Unticked 1 to redo it.",
      "unexpected extra request",
    ];
    const [run] = await onePrompt(steps, { ".omo/ulw-execute/settings.json": '{"chain": true}' });
    expect(run?.code).toBe(0);
    // Default patience 1: the first continuation, one more without a new high-water mark, then no-progress.
    expect(loggedReasons(ws)).toEqual(["work-remaining", "work-remaining", "no-progress"]);
    expect(loggedEntries(ws).filter((entry) => entry.chain === true)).toHaveLength(3);
    // Three requests for the first turn, two for each of the two continuations.
    expect(run?.requests).toHaveLength(7);
    expect(planText()).toBe("## TODOs\n- [x] 1. Alpha\n- [ ] 2. Beta\n- [ ] 3. Gamma\n");
  });
});
