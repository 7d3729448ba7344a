import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  codexUnderTest,
  loggedEntries,
  netns,
  runInLoopback,
  START_PLAN,
  type Step,
  scenarioWorkspace,
  tick,
  writeBoulder,
} from "./harness.js";

// Goals, compactions and patience were measured on the pinned release only: another release
// (ULW_E2E_CODEX, npm run e2e:versions) skips these scenarios.
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info(`[codex e2e] goals.test.ts runs on the pinned Codex only: skipped`);

/**
 * Codex goals: `codex app-server` with a goal a person set, and a scripted model that
 * never calls `update_goal`, so Codex starts goal turn after goal turn by itself. Whatever the goal
 * does, our continuations per human prompt stay bounded: one in plain mode, `--max-chain` in chain
 * mode, `1 + patience` for a model that stalls.
 */
const RUNNER = fileURLToPath(new URL("./run-app-server.mjs", import.meta.url));
const FIVE_TASKS = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n";
/** One box ticked per turn, never update_goal: the goal keeps starting turns. */
const TICKING: Step[] = [
  writeBoulder,
  "Boulder written.",
  tick,
  "Ticked.",
  tick,
  "Ticked.",
  tick,
  "Ticked.",
  tick,
  "Ticked.",
  "Nothing left to tick.",
];
const STALLED: Step[] = [writeBoulder, "Boulder written.", "Thinking about it."];

let ws: Workspace;
afterEach(() => ws?.dispose());

interface Logged {
  readonly reason: string;
  readonly turn: string;
  readonly step?: number;
}

/**
 * Chain scenarios start with the person's `$ulw-execute` prompt, which counts the plan as it begins, and
 * a model that sets the goal itself (`create_goal`): its goal turns belong to that prompt.
 */
const goalByModel = (replies: readonly Step[]): Step[] => [
  ...replies.slice(0, 1),
  { call: "create_goal", args: { objective: "Work through the plan" } },
  ...replies.slice(1),
];

async function underGoal(
  replies: readonly Step[],
  installArgs: readonly string[],
  typed = false,
): Promise<Logged[]> {
  ws = scenarioWorkspace("ulw-e2e-goal-");
  const home = ws.path("codex-home");
  const work = ws.path("project");
  mkdirSync(home);
  mkdirSync(`${work}/.omo/plans`, { recursive: true });
  writeFileSync(`${work}/.omo/plans/e2e.md`, FIVE_TASKS);
  const installed = await runCli(["install", "--user", "--codex-home", home, ...installArgs]);
  expect(installed.status).toBe(0);
  // 14 requests give nine goal turns or more, and eight silent stops or more: the checks below need
  // four and three.
  // The native Codex (CODEX.argv), not its Node launcher: the launcher is a second Node process at
  // every start, and killing it at the end left the app-server it started running.
  const prompt = typed ? { prompt: START_PLAN, keepGoing: true } : {};
  const spec = JSON.stringify({
    home,
    work,
    replies,
    stopAfter: 14,
    waitMs: 30_000,
    ...prompt,
    ...codexUnderTest(),
  });
  const result = runInLoopback(RUNNER, spec, ws.path("run-log.jsonl"), 90_000);
  if (result.status !== 0) throw new Error(`goal runner failed (${result.status}): ${result.stderr}`);
  const run: unknown = JSON.parse(result.stdout);
  if (!typed) expect(isRecord(run) && isRecord(run.goal) && run.goal.status).toBe("active");
  return loggedEntries(ws).map((entry) => ({
    reason: String(entry.reason),
    turn: String(entry.turn),
    ...(typeof entry.step === "number" ? { step: entry.step } : {}),
  }));
}

const continued = (log: readonly Logged[]) =>
  log.filter((entry) => entry.reason === "work-remaining" || entry.reason === "final-gate-pending");

// The goal runner may take its whole 90 s on a loaded machine; vitest's 30 s default would cut it short.
describe.skipIf(!netns.ok || !PINNED)(
  "Codex goals with the real app-server (offline)",
  { timeout: 120_000 },
  () => {
    it("given a goal and a model that ticks one box per turn, when plain mode runs, then one continuation of ours for the human prompt, the rest automatic-turn", async () => {
      const log = await underGoal(TICKING, []);
      expect(continued(log)).toHaveLength(1);
      // Several goal turns ran, each with its own turn id.
      expect(new Set(log.map((entry) => entry.turn)).size).toBeGreaterThan(3);
      expect(log.filter((entry) => entry.reason === "automatic-turn").length).toBeGreaterThan(2);
      expect(
        log.every((e) => ["work-remaining", "stop-hook-active", "automatic-turn"].includes(e.reason)),
      ).toBe(true);
    });

    it("given a goal set with no typed prompt and the same model, when chain mode runs with --max-chain 2, then plain mode's one continuation across all goal turns: nothing counted the plan as the person acted (no-start-count)", async () => {
      const log = await underGoal(TICKING, ["--chain", "--max-chain", "2"]);
      expect(continued(log).map((entry) => entry.step)).toEqual([1]);
      expect(new Set(log.map((entry) => entry.turn)).size).toBeGreaterThan(3);
      expect(log.filter((entry) => entry.reason === "no-start-count").length).toBeGreaterThan(2);
    });

    it("given the person's `$ulw-execute` prompt, a goal the model sets in it and the same model, when chain mode runs with --max-chain 2, then exactly two continuations across all goal turns", async () => {
      const log = await underGoal(goalByModel(TICKING), ["--chain", "--max-chain", "2"], true);
      expect(continued(log).map((entry) => entry.step)).toEqual([1, 2]);
      expect(new Set(log.map((entry) => entry.turn)).size).toBeGreaterThan(3);
      expect(log.filter((entry) => entry.reason === "chain-limit").length).toBeGreaterThan(2);
    });

    it("given the person's `$ulw-execute` prompt, a goal the model sets in it and a model that stalls, when chain mode runs with the default patience, then at most 1 + patience continuations of ours in total, then the goal's one goal-end text (test/e2e/goal-end.test.ts)", async () => {
      const log = await underGoal(goalByModel(STALLED), ["--chain"], true);
      expect(continued(log).length).toBeLessThanOrEqual(2);
      expect(continued(log).length).toBeGreaterThan(0);
      expect(new Set(log.map((entry) => entry.turn)).size).toBeGreaterThan(3);
      expect(log.filter((entry) => entry.reason === "goal-stalled")).toHaveLength(1);
      expect(log.filter((entry) => entry.reason === "goal-end-sent").length).toBeGreaterThan(2);
    });

    it("given the same prompt and model and --no-goal-end, when chain mode runs, then no-progress on every later stop, as before the goal-end text", async () => {
      const log = await underGoal(goalByModel(STALLED), ["--chain", "--no-goal-end"], true);
      expect(continued(log).length).toBeLessThanOrEqual(2);
      expect(log.filter((entry) => entry.reason.startsWith("goal-"))).toEqual([]);
      expect(log.filter((entry) => entry.reason === "no-progress").length).toBeGreaterThan(2);
    });
  },
);
