import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  complete,
  loggedEntries,
  loggedReasons,
  netns,
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
if (!PINNED) console.info("[codex e2e] ledger-chain.test.ts runs on the pinned Codex only: skipped");

/**
 * The evidence ledger the directive asks for lives next to settings.json, in .omo/ulw-execute/.
 * Creating it (the model's first ledger line in a project) or rewriting it with `sed -i` changes that
 * folder; neither may hold back settings.json a person wrote before the prompt.
 */
const LEDGER = ".omo/ulw-execute/ledger.jsonl";
const ledgerLine = (task: number): Step => ({
  exec: `printf '%s\\n' '{"task":${task},"evidence":"checked"}' >> ${LEDGER}`,
});
const ledgerRewrite: Step = { exec: `sed -i 's/"checked"/"checked twice"/' ${LEDGER}` };

let ws: Workspace;
afterEach(() => ws?.dispose());

describe.skipIf(!netns.ok || !PINNED)("the ledger beside settings.json (real Codex, offline)", () => {
  it('given settings.json {"chain": true} written before the prompt and a model whose first turn creates the ledger, then rewrites it with sed -i, ticking a box each turn, when the prompt runs, then the chain goes on past the first continuation to the final gate', async () => {
    const steps: Step[] = [
      writeBoulder,
      ledgerLine(1),
      tick,
      "Ticked 1, ledger started.",
      ledgerRewrite,
      ledgerLine(2),
      tick,
      "Ticked 2.",
      ledgerLine(3),
      tick,
      "Ticked 3.",
      complete,
      "Completed.",
      "unexpected extra request",
    ];
    ws = scenarioWorkspace("ulw-e2e-");
    const files = { ".omo/plans/e2e.md": THREE_TASKS, ".omo/ulw-execute/settings.json": '{"chain": true}' };
    // Installed without flags: chain mode comes from settings.json alone.
    const [run] = await runCodex(ws, steps, [{ prompt: START_PLAN, files }], {
      execArgs: sandboxOff,
    });
    expect(run?.code).toBe(0);
    // Before the fix the ledger's creation held the settings back: work-remaining, then stop-hook-active.
    expect(loggedReasons(ws)).toEqual([
      "work-remaining",
      "work-remaining",
      "final-gate-pending",
      "work-not-continuable",
    ]);
    expect(readFileSync(ws.path(`project/${LEDGER}`), "utf8")).toBe(
      '{"task":1,"evidence":"checked twice"}\n{"task":2,"evidence":"checked"}\n{"task":3,"evidence":"checked"}\n',
    );
    expect(loggedEntries(ws).every((entry) => entry.chain === true)).toBe(true);
    // Four requests for the first turn, four and three for the continuations of tasks 2 and 3, two for the final gate.
    expect(run?.requests).toHaveLength(13);
  });
});
