import { afterEach, beforeEach } from "vitest";
import { formatVersion, OLDEST_SUPPORTED } from "../../src/codex/capabilities.js";
import type { Workspace } from "../helpers/workspace.js";
import { lacking, type Need } from "./codex-under-test.js";
import {
  CODEX,
  type CodexOptions,
  type CodexRun,
  type RunSpec,
  loggedReasons as reasonsIn,
  runCodex,
  type Step,
  scenarioWorkspace,
} from "./harness.js";

/**
 * What the real-Codex scenario files share: the timeout, skipping what the Codex under test cannot run,
 * and the plan and boulder a scenario starts from.
 */

/** Our Stop, SubagentStop and UserPromptSubmit hooks as Codex lists them: SubagentStop only from 0.133. */
/** Our hooks codex lists and trusts: Stop, UserPromptSubmit and SessionStart, and SubagentStop where it knows the event. */
export const OUR_HOOKS = CODEX.can.subagentStopHook ? 4 : 3;

/** Skips the running scenario, saying why, when the Codex under test lacks what it needs. */
export function needs(skip: (condition: boolean, note?: string) => void, ...what: Need[]): void {
  const why = lacking(CODEX, what);
  skip(why !== undefined, why);
}

/** The suite that runs only on a release below the supported range. */
export const BELOW_RANGE = "a Codex release below the supported range (offline)";

/** What a scenario file drives codex with; `ws` is always the running scenario's workspace. */
export interface CodexScenarios {
  /** The workspace `codex` made for the running test (codex-home/ and project/ are in it). */
  readonly ws: Pick<Workspace, "path">;
  /** Runs codex in a fresh workspace (see runCodex); it is disposed of after the test. */
  codex(replies: readonly Step[], runs: readonly RunSpec[], options?: CodexOptions): Promise<CodexRun[]>;
  /** The reason codes the hook logged in the running scenario. */
  loggedReasons(): string[];
}

/**
 * For a scenario file: a runner's whole time per test, every scenario but those of the BELOW_RANGE
 * suite skipped on a release below the supported range (its Stop payloads carry no turn_id), and one
 * workspace per test.
 */
export function codexScenarios(): CodexScenarios {
  beforeEach(({ skip, task }) => {
    if (CODEX.can.supported || task.suite?.name === BELOW_RANGE) return;
    skip(
      `codex ${formatVersion(CODEX.version)} is below the supported range (${OLDEST_SUPPORTED}): its Stop payloads carry no turn_id`,
    );
  });
  let current: Workspace | undefined;
  afterEach(() => {
    current?.dispose();
    current = undefined;
  });
  const running = (): Workspace => {
    if (current === undefined) throw new Error("no codex has run in this test yet");
    return current;
  };
  return {
    ws: { path: (...parts) => running().path(...parts) },
    codex(replies, runs, options = {}) {
      current = scenarioWorkspace("ulw-e2e-");
      return runCodex(current, replies, runs, options);
    },
    loggedReasons: () => reasonsIn(running()),
  };
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
