import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  loggedEntries,
  loggedReasons,
  netns,
  runCodex,
  START_PLAN,
  type Step,
  sandboxOff,
  scenarioWorkspace,
  TICK,
  writeBoulder,
} from "./harness.js";

// Measured on the pinned release; another release (ULW_E2E_CODEX) skips this scenario.
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info("[codex e2e] time-budget.test.ts runs on the pinned Codex only: skipped");

/** Debian's libfaketime (package faketime), in whichever multiarch directory the machine has. */
function findLibfaketime(): string | undefined {
  const lib = "/usr/lib";
  const dirs = existsSync(lib) ? readdirSync(lib).map((dir) => join(lib, dir)) : [];
  return [lib, ...dirs].map((dir) => join(dir, "faketime/libfaketime.so.1")).find((path) => existsSync(path));
}
const LIBFAKETIME = findLibfaketime();
if (LIBFAKETIME === undefined)
  console.warn(
    "[codex e2e] time-budget.test.ts skipped: libfaketime is not installed (as root: apt-get install faketime; .ci/run installs it), and waiting a real minute would slow the suite",
  );

/**
 * A minute must pass within one prompt without the suite waiting for it: the test moves the clock
 * the hook reads. Everything Codex starts runs under libfaketime (LD_PRELOAD), which takes its
 * offset from a file when a process starts, so a scripted command that writes "+61" moves every
 * later hook a minute on. Codex is a static binary that LD_PRELOAD cannot reach: the rollout's
 * timestamps, from which the hook tells when the prompt began, stay the real ones Codex wrote.
 */
const SIX_TASKS = "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n- [ ] 4. D\n- [ ] 5. E\n- [ ] 6. F\n";
const SETTINGS = ".omo/ulw-execute/settings.json";

let ws: Workspace;
afterEach(() => ws?.dispose());

/**
 * libfaketime keeps a semaphore and shared memory in /dev/shm (faketime_{sem,shm}_<pid>): the first
 * process under it that finds no FAKETIME_SHARED makes a pair, hands it on in that variable, and
 * removes it only if it exits normally. Codex never loads libfaketime, so each command it starts would
 * make a pair, and most would leave it behind (bash execs a lone command, dash _exits). So a `cat`
 * under libfaketime makes the scenario's one pair, named for its pid, and removes it when its input ends.
 */
let endFaketimeShared = async () => {};
afterEach(() => endFaketimeShared());
async function faketimeShared(): Promise<string> {
  const holder = spawn("cat", {
    env: { ...process.env, LD_PRELOAD: LIBFAKETIME },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const closed = once(holder, "close");
  endFaketimeShared = async () => {
    holder.stdin.end();
    await closed;
  };
  holder.stdin.write("\n");
  await once(holder.stdout, "data"); // cat runs: libfaketime has made the pair
  return `/faketime_sem_${holder.pid} /faketime_shm_${holder.pid}`;
}

/** The model ticks a box a turn; as it ticks the second (in continuation 2), a minute passes. */
async function minuteIntoThePlan(installArgs: readonly string[], files: Record<string, string> = {}) {
  ws = scenarioWorkspace("ulw-e2e-minutes-");
  const clock = ws.path("clock");
  writeFileSync(clock, "+0");
  const steps: Step[] = [
    writeBoulder,
    "Set up.",
    { exec: TICK },
    "Ticked one.",
    { exec: `${TICK} && printf '%s' +61 > "${clock}"` },
    "Ticked one.",
    ...Array.from({ length: 8 }, () => [{ exec: TICK }, "Ticked one."]).flat(),
  ];
  return runCodex(ws, steps, [{ prompt: START_PLAN, files: { ".omo/plans/e2e.md": SIX_TASKS, ...files } }], {
    execArgs: sandboxOff,
    installArgs: [...installArgs],
    env: {
      LD_PRELOAD: LIBFAKETIME ?? "",
      FAKETIME_TIMESTAMP_FILE: clock,
      // Only the wall clock moves: timers and file times stay real.
      FAKETIME_DONT_FAKE_MONOTONIC: "1",
      NO_FAKE_STAT: "1",
      FAKETIME_SHARED: await faketimeShared(),
    },
  });
}

/** The latest timestamp Codex wrote to the session's rollout, in ms. */
function lastRolloutTime(): number {
  const sessions = ws.path("codex-home/sessions");
  const files = readdirSync(sessions, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".jsonl"),
  );
  const times = files.flatMap((file) =>
    readFileSync(join(sessions, file), "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line): unknown => JSON.parse(line))
      .map((record) => (isRecord(record) ? Date.parse(String(record.timestamp)) : Number.NaN))
      .filter((time) => !Number.isNaN(time)),
  );
  return Math.max(...times);
}

describe.skipIf(!netns.ok || !PINNED || LIBFAKETIME === undefined)(
  "the person's time budget (real Codex, offline, the hooks' clock moved by the test)",
  () => {
    it.each([
      ["--max-minutes 1", ["--chain", "--max-minutes", "1"], {}],
      ['settings.json {"maxMinutes": 1}', ["--chain"], { [SETTINGS]: '{"maxMinutes": 1}' }],
    ])(
      "given %s, when the model ticks a box a turn and a minute passes as it ticks the second, then the chain ends at the next stop (time-budget) and the person is told",
      async (_, installArgs, files) => {
        const [run] = await minuteIntoThePlan(installArgs, files);
        expect(run?.code).toBe(0);
        const entries = loggedEntries(ws);
        // Two continuations inside the minute, none after it: the stop right after the minute ends the chain.
        expect(entries.map((entry) => entry.reason)).toEqual([
          "work-remaining",
          "work-remaining",
          "time-budget",
        ]);
        // The prompt's request, and two for each continuation: nothing was asked of the model after the budget.
        expect(run?.requests).toHaveLength(6);
        expect(String(entries.at(-1)?.message)).toBe(
          "ULW e2e-plan: 2/6 checked · 90 tokens · stopped at the time budget; type continue for more",
        );
        for (const request of run?.requests ?? []) expect(request.body).not.toContain("ULW e2e-plan:");
        // Codex's own clock did not move: the hook measured the minute from the real prompt start.
        const ended = Date.parse(String(entries.at(-1)?.time));
        expect(ended - lastRolloutTime()).toBeGreaterThan(30_000);
      },
    );

    it("given no budget, when the model ticks a box a turn and a minute passes as it ticks the second, then the chain goes on past that stop", async () => {
      const [run] = await minuteIntoThePlan(["--chain"]);
      const reasons = loggedReasons(ws);
      // The stop right after the minute continues, and so does every one up to the plan's last box.
      expect(reasons.slice(0, 3)).toEqual(["work-remaining", "work-remaining", "work-remaining"]);
      expect(reasons.filter((reason) => reason === "work-remaining")).toHaveLength(6);
      expect(reasons).not.toContain("time-budget");
      expect(run?.requests.length).toBeGreaterThan(6);
    });
  },
);
