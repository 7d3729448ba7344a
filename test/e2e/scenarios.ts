import { beforeEach, vi } from "vitest";
import { formatVersion, OLDEST_SUPPORTED } from "../../src/codex/capabilities.js";
import { lacking, type Need } from "./codex-under-test.js";
import { CODEX, RUNNER_TIMEOUT_MS, type RunSpec } from "./harness.js";

/**
 * What the real-Codex scenario files share: the timeout, skipping what the Codex under test cannot run,
 * and the plan and boulder a scenario starts from.
 */

/** Our Stop, SubagentStop and UserPromptSubmit hooks as Codex lists them: SubagentStop only from 0.133. */
export const OUR_HOOKS = CODEX.can.subagentStopHook ? 3 : 2;

/** Skips the running scenario, saying why, when the Codex under test lacks what it needs. */
export function needs(skip: (condition: boolean, note?: string) => void, ...what: Need[]): void {
  const why = lacking(CODEX, what);
  skip(why !== undefined, why);
}

/** The suite that runs only on a release below the supported range. */
export const BELOW_RANGE = "a Codex release below the supported range (offline)";

/**
 * For a scenario file: a runner's whole time per test, and every scenario but those of the BELOW_RANGE
 * suite skipped on a release below the supported range (its Stop payloads carry no turn_id).
 */
export function codexScenarios(): void {
  vi.setConfig({ testTimeout: RUNNER_TIMEOUT_MS + 10_000 });
  beforeEach(({ skip, task }) => {
    if (CODEX.can.supported || task.suite?.name === BELOW_RANGE) return;
    skip(
      `codex ${formatVersion(CODEX.version)} is below the supported range (${OLDEST_SUPPORTED}): its Stop payloads carry no turn_id`,
    );
  });
}

export const plan = (text: string) => ({ ".omo/plans/e2e.md": text });
export const boulder = (status: string) => ({
  ".omo/boulder.json": JSON.stringify({
    schema_version: 2,
    active_work_id: "e2e",
    works: {
      e2e: {
        active_plan: ".omo/plans/e2e.md",
        plan_name: "e2e-plan",
        session_ids: ["codex:{{SESSION}}"],
        status,
      },
    },
  }),
});
export const TWO_TASKS = "## TODOs\n- [x] 1. First task\n- [ ] 2. Second task\n";
/** First a plain turn to learn the session id, then the boulder naming it, then a resumed turn. */
export const learnThenResume = (files: Record<string, string>, cwd?: string): RunSpec[] => [
  { prompt: "hello" },
  { prompt: "continue the plan", resume: true, files, ...(cwd !== undefined ? { cwd } : {}) },
];
