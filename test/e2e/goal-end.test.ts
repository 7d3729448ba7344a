import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  codexUnderTest,
  complete,
  loggedEntries,
  netns,
  runInLoopback,
  START_PLAN,
  type Step,
  scenarioWorkspace,
  tick,
  writeBoulder,
} from "./harness.js";

// Goals were measured on the pinned release only: another release (ULW_E2E_CODEX) skips these.
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info(`[codex e2e] goal-end.test.ts runs on the pinned Codex only: skipped`);

/**
 * The goal-end text with the real `codex app-server`: a goal a person sets (`thread/goal/set`) or the
 * model sets in the person's `$ulw-execute` prompt (a chain needs that prompt's count), chain mode from
 * the hook's registration (`--chain`), and a scripted model that never calls `update_goal`, so Codex
 * starts goal turn after goal turn. The hook
 * sends one goal-end text per goal, naming `update_goal`, and is silent for the rest of the goal.
 */
const RUNNER = fileURLToPath(new URL("./run-app-server.mjs", import.meta.url));
const FIVE_TASKS = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n";
const PATIENCE = 1;
const STALLED: Step[] = [
  writeBoulder,
  { call: "create_goal", args: { objective: "Work through the plan" } },
  "Boulder written.",
  "Thinking about it.",
];
const FINISHING: Step[] = [
  writeBoulder,
  "Boulder written.",
  ...[1, 2, 3, 4, 5].flatMap(() => [tick, "Ticked."]),
  complete,
  "Work complete.",
];
const GOAL_END_STAMP = "[ulw-execute-continuation goal-end=";

let ws: Workspace;
afterEach(() => ws?.dispose());

interface GoalRun {
  readonly log: readonly Record<string, unknown>[];
  /** Every request body the fake model server received, in order. */
  readonly bodies: readonly string[];
}

async function underGoal(replies: readonly Step[], stopAfter: number, typed = false): Promise<GoalRun> {
  ws = scenarioWorkspace("ulw-e2e-goal-end-");
  const home = ws.path("codex-home");
  const work = ws.path("project");
  mkdirSync(home);
  mkdirSync(`${work}/.omo/plans`, { recursive: true });
  writeFileSync(`${work}/.omo/plans/e2e.md`, FIVE_TASKS);
  // Chain mode from the registration: a goal set with no typed prompt has no prompt hook to stamp
  // settings.json as it begins, so the file would give the strictest mode.
  const chain = ["--chain", "--patience", String(PATIENCE)];
  const installed = await runCli(["install", "--user", "--codex-home", home, ...chain]);
  expect(installed.status).toBe(0);
  // The native Codex (CODEX.argv), not its Node launcher (see goals.test.ts).
  // A chain is built on the count of the person's `$ulw-execute` prompt; the model then sets the goal.
  const prompt = typed ? { prompt: START_PLAN, keepGoing: true } : {};
  const spec = JSON.stringify({
    home,
    work,
    replies,
    stopAfter,
    waitMs: 40_000,
    ...prompt,
    ...codexUnderTest(),
  });
  const result = runInLoopback(RUNNER, spec, ws.path("run-log.jsonl"), 100_000);
  if (result.status !== 0) throw new Error(`goal runner failed (${result.status}): ${result.stderr}`);
  const run: unknown = JSON.parse(result.stdout);
  if (!typed) expect(isRecord(run) && isRecord(run.goal) && run.goal.status).toBe("active");
  const bodies = readFileSync(`${home}/requests.jsonl`, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const request: unknown = JSON.parse(line);
      return isRecord(request) ? String(request.body) : "";
    });
  return { log: loggedEntries(ws), bodies };
}

/** The hook prompts in one request's input: user messages Codex wrapped in `<hook_prompt`. */
function hookPrompts(body: string): string[] {
  const request: unknown = JSON.parse(body);
  const input = isRecord(request) && Array.isArray(request.input) ? request.input : [];
  return input.flatMap((item) => {
    if (!isRecord(item) || item.role !== "user" || !Array.isArray(item.content)) return [];
    const text = item.content.map((part) => (isRecord(part) ? String(part.text ?? "") : "")).join("");
    return text.startsWith("<hook_prompt") ? [text] : [];
  });
}

/** Our goal-end texts the model was shown: distinct across all requests, and in the longest input. */
function goalEndTexts(run: GoalRun): { distinct: string[]; inLongest: number } {
  const all = run.bodies.flatMap(hookPrompts).filter((text) => text.includes("update_goal"));
  const longest = run.bodies.reduce((a, b) => (hookPrompts(b).length > hookPrompts(a).length ? b : a), "{}");
  return {
    distinct: [...new Set(all)],
    inLongest: hookPrompts(longest).filter((text) => text.includes("update_goal")).length,
  };
}

const reasons = (run: GoalRun) => run.log.map((entry) => String(entry.reason));
const blocks = (run: GoalRun) => run.log.filter((entry) => entry.decision === "block");

describe.skipIf(!netns.ok || !PINNED)(
  "the goal-end text with the real app-server (offline)",
  { timeout: 120_000 },
  () => {
    it("given chain mode from the registration, the person's `$ulw-execute` prompt and a model that sets a goal in it and never ticks, when the goal runs on, then exactly one hook text names update_goal and at most 1 + patience + 1 continuations of ours", async () => {
      const run = await underGoal(STALLED, 14, true);
      const texts = goalEndTexts(run);
      expect(texts.distinct).toHaveLength(1);
      expect(texts.inLongest).toBe(1);
      expect(texts.distinct[0]).toContain("call `update_goal` with status `blocked`");
      expect(texts.distinct[0]).toContain(GOAL_END_STAMP);
      expect(blocks(run).length).toBeLessThanOrEqual(1 + PATIENCE + 1);
      expect(reasons(run).filter((reason) => reason === "goal-stalled")).toHaveLength(1);
      // The goal ran on (the model never calls update_goal): every later stop was silent.
      expect(new Set(run.log.map((entry) => entry.turn)).size).toBeGreaterThan(3);
      expect(reasons(run).filter((reason) => reason === "goal-end-sent").length).toBeGreaterThan(2);
      console.info(`[goal-end e2e] stalled: ${run.log.length} stops, reasons ${reasons(run).join(" ")}`);
    });

    it("given chain mode from the registration and a model that ticks every box and runs work complete under a goal, when the goal runs on, then exactly one hook text names update_goal", async () => {
      const run = await underGoal(FINISHING, 18);
      const texts = goalEndTexts(run);
      expect(texts.distinct).toHaveLength(1);
      expect(texts.inLongest).toBe(1);
      expect(texts.distinct[0]).toContain("call `update_goal` with status `complete`");
      expect(texts.distinct[0]).toContain("5 of 5 boxes checked");
      expect(reasons(run).filter((reason) => reason === "goal-complete")).toHaveLength(1);
      expect(reasons(run)).not.toContain("goal-stalled");
      expect(reasons(run).filter((reason) => reason === "goal-end-sent").length).toBeGreaterThan(0);
      console.info(`[goal-end e2e] finishing: ${run.log.length} stops, reasons ${reasons(run).join(" ")}`);
    });
  },
);
