import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type CodexRun,
  lastUserText,
  netns,
  type RunSpec,
  START_PLAN,
  type Step,
  sandboxOff,
  THREE_TASKS,
  tick,
  WHOLE_PLAN,
  writeBoulder,
} from "./harness.js";
import { codexScenarios, plan } from "./scenarios.js";

const { ws, codex, loggedReasons } = codexScenarios();

/**
 * Chain mode with a scripted model that really works the plan: it writes the boulder naming its own
 * session (Codex gives commands CODEX_SESSION_ID), ticks one box per turn with exec_command, and marks
 * the work completed at the final gate. One `codex exec` prompt each.
 */
describe.skipIf(!netns.ok)("chain mode with the real Codex CLI (offline)", () => {
  const onePrompt: RunSpec[] = [{ prompt: START_PLAN, files: plan(THREE_TASKS) }];
  const chain = (steps: readonly Step[], installArgs: readonly string[] = ["--chain"]) =>
    codex(steps, onePrompt, { installArgs, execArgs: sandboxOff });
  const planText = () => readFileSync(ws.path("project/.omo/plans/e2e.md"), "utf8");
  const boulderText = () => readFileSync(ws.path("project/.omo/boulder.json"), "utf8");
  /** The distinct hook prompts the model was sent (a tool call's follow-up request repeats the last one). */
  const hookPrompts = (run: CodexRun | undefined) => [
    ...new Set(
      (run?.requests ?? [])
        .map((r) => lastUserText(r.body))
        .filter((text) => text.startsWith("<hook_prompt")),
    ),
  ];

  it("given three open tasks, when one prompt runs, then the chain ticks every box, runs the final gate and stops when the work is completed", async () => {
    const [run] = await chain(WHOLE_PLAN);
    expect(run?.code).toBe(0);
    expect(run?.requests).toHaveLength(10);
    expect(planText()).toBe("## TODOs\n- [x] 1. Alpha\n- [x] 2. Beta\n- [x] 3. Gamma\n");
    expect(boulderText()).toContain('"status":"completed"');
    expect(loggedReasons()).toEqual([
      "work-remaining",
      "work-remaining",
      "work-remaining",
      "final-gate-pending",
      "work-not-continuable",
    ]);
    // Each continuation carries its stamp, escaped by Codex like the rest of the reason.
    const prompts = hookPrompts(run);
    expect(prompts).toHaveLength(4);
    prompts.forEach((prompt, i) => {
      expect(prompt).toContain(
        `[ulw-execute-continuation chain step=${i + 1} done=${i} total=3 idle=0 turn=`,
      );
    });
  });

  it("given a model that never ticks a box, when one prompt runs, then 1 + patience (default 1) continuations, then no-progress", async () => {
    const [run] = await chain([
      writeBoulder,
      "Boulder written.",
      "Thinking about it.",
      "Still thinking.",
      "extra",
    ]);
    expect(run?.requests).toHaveLength(4);
    expect(hookPrompts(run)).toHaveLength(2);
    expect(loggedReasons()).toEqual(["work-remaining", "work-remaining", "no-progress"]);
  });

  it("given --max-chain 2 and a model that ticks every turn, when one prompt runs, then exactly two continuations, then chain-limit", async () => {
    const [run] = await chain(
      [writeBoulder, "Boulder written.", tick, "Ticked 1.", tick, "Ticked 2.", tick, "Ticked 3.", "extra"],
      ["--chain", "--max-chain", "2"],
    );
    expect(run?.requests).toHaveLength(6);
    expect(hookPrompts(run)).toHaveLength(2);
    expect(planText()).toBe("## TODOs\n- [x] 1. Alpha\n- [x] 2. Beta\n- [ ] 3. Gamma\n");
    expect(loggedReasons()).toEqual(["work-remaining", "work-remaining", "chain-limit"]);
  });

  it("given a model that declares the external blocker mid-chain, when it does, then the chain stops there", async () => {
    const [run] = await chain([
      writeBoulder,
      "Boulder written.",
      tick,
      "Ticked 1.",
      "<ulw-execute-blocked-external>\nThe staging API key expired; resume once it is renewed.",
      "extra",
    ]);
    expect(run?.requests).toHaveLength(5);
    expect(loggedReasons()).toEqual(["work-remaining", "work-remaining", "external-blocker"]);
  });

  it("given the same script without --chain, when one prompt runs, then one continuation only", async () => {
    const [run] = await chain(
      [writeBoulder, "Boulder written.", tick, "Ticked 1.", tick, "Ticked 2.", "extra"],
      [],
    );
    expect(run?.requests).toHaveLength(4);
    expect(planText()).toBe("## TODOs\n- [x] 1. Alpha\n- [ ] 2. Beta\n- [ ] 3. Gamma\n");
    expect(loggedReasons()).toEqual(["work-remaining", "stop-hook-active"]);
  });
});
