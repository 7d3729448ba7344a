import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  complete,
  netns,
  type RunSpec,
  START_PLAN,
  sandboxOff,
  THREE_TASKS,
  tick,
  writeBoulder,
} from "./harness.js";
import { codexScenarios, plan } from "./scenarios.js";

const { ws, codex, loggedReasons } = codexScenarios();
const PINNED = (process.env[CODEX_ENV] ?? "") === "";

/** What each scripted response reports: input tokens (none cached); the fake server adds 5 output. */
const INPUT_TOKENS = 1000;

/**
 * `report` after a real chain: the pinned Codex works a three-task plan offline against the scripted
 * model (ticking before each stop, so each continuation's stamp counts one more box), and `report`
 * reads what Codex wrote into its Codex home.
 */
describe.skipIf(!netns.ok)("report after a chain with the real Codex CLI (offline)", () => {
  it("given a three-task chain in one prompt, when reported, then that prompt with 3 continuations, 3/3 checked, the tokens the server reported and work-completed", async () => {
    const onePrompt: RunSpec[] = [{ prompt: START_PLAN, files: plan(THREE_TASKS) }];
    const script = [
      writeBoulder,
      tick,
      "Ticked 1.",
      tick,
      "Ticked 2.",
      tick,
      "Ticked 3.",
      complete,
      "Final gate passed.",
    ];
    const [run] = await codex([...script, "unexpected extra request"], onePrompt, {
      installArgs: ["--chain"],
      execArgs: sandboxOff,
      inputTokens: INPUT_TOKENS,
    });
    expect(run?.code).toBe(0);
    expect(loggedReasons()).toEqual([
      "work-remaining",
      "work-remaining",
      "final-gate-pending",
      "work-not-continuable",
    ]);
    const requests = run?.requests.length ?? 0;
    expect(requests).toBe(script.length);
    const result = await runCli([
      ...["report", "--json", "--cwd", ws.path("project"), "--codex-home", ws.path("codex-home")],
    ]);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toMatchObject({
      rollouts: { read: 1, foreign: 0, broken: 0 },
      prompts: [
        {
          session: run?.session,
          plan: ws.path("project/.omo/plans/e2e.md"),
          work: "e2e",
          continuations: 3,
          checked: 3,
          total: 3,
          checkedAt: [1, 2, 3],
          tokens: requests * (INPUT_TOKENS + 5),
          // The pinned 0.171 writes token_usage_record lines; a release without them, token_count totals.
          tokenSource: PINNED ? "token_usage_record" : expect.stringMatching(/^token_(usage_record|count)$/),
          endedBy: "work-completed",
        },
      ],
    });
  });
});
