import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import type { Workspace } from "../helpers/workspace.js";
import { bypassTrustArgs } from "./codex-under-test.js";
import { CODEX, netns, type Step, scenarioWorkspace, THREE_TASKS } from "./harness.js";
import { codexScenarios, needs } from "./scenarios.js";

const { ws, codex, loggedReasons } = codexScenarios();

/**
 * A new user's path: the repository cloned (no npm ci, no build), added as a marketplace,
 * the plugin added, then one prompt `$ulw-execute <plan>` starts the plan; the scripted model ticks the
 * boxes and marks the work completed with the plugin's own command, through exec_command.
 */
describe.skipIf(!netns.ok)(
  "starting a plan from the prompt, with the plugin from a fresh clone (offline)",
  () => {
    const REPO = fileURLToPath(new URL("../../", import.meta.url));
    const PLAN = ".omo/plans/e2e.md";
    const tick: Step = { exec: `sed -i '0,/- \\[ \\]/s//- [x]/' ${PLAN}` };
    /** The command the ulw-execute skill gives, resolved the way the model would: the installed copy. */
    const complete: Step = {
      exec: 'node "$(ls -d ../codex-home/plugins/cache/ulw/ulw-execute-continuation/*/dist/cli.js)" work complete',
    };
    const bypass = [...bypassTrustArgs(CODEX), "--dangerously-bypass-approvals-and-sandbox"];
    const hasBoulder = ["node", "-e", "console.log(require('fs').existsSync('.omo/boulder.json'))"];
    let clone: Workspace | undefined;
    afterEach(() => clone?.dispose());

    /** A clone of the committed HEAD: what `codex plugin marketplace add owner/repo` fetches. */
    function freshClone(): string {
      clone = scenarioWorkspace("ulw-clone-");
      const path = clone.path("repo");
      spawnSync("git", ["clone", "--quiet", "--no-hardlinks", REPO, path], { encoding: "utf8" });
      expect(existsSync(join(path, "plugin/dist/cli.js"))).toBe(true);
      expect(existsSync(join(path, "node_modules"))).toBe(false);
      return path;
    }

    const install = (path: string) => [
      ["codex", "plugin", "marketplace", "add", path],
      ["codex", "plugin", "add", "ulw-execute-continuation@ulw"],
    ];

    it("given no boulder, when `$ulw-execute <plan>` is prompted, then the plan is registered, the model gets our context and both skills, and plain mode finishes it over two prompts", async ({
      skip,
    }) => {
      needs(skip, "pluginAddCommand", "bypassHookTrustFlag", "sessionIdInCommands");
      const repo = freshClone();
      const runs = await codex(
        [
          "Hello.",
          tick,
          "Ticked 1.",
          tick,
          "Ticked 2.",
          tick,
          "Ticked 3.",
          complete,
          "Final gate passed.",
          "extra",
        ],
        [
          { commands: install(repo), prompt: "hello", files: { [PLAN]: THREE_TASKS }, execArgs: bypass },
          { commands: [hasBoulder], prompt: `$ulw-execute ${PLAN}`, resume: true, execArgs: bypass },
          { prompt: "continue", resume: true, execArgs: bypass },
        ],
        { plugins: true, noInstall: true },
      );
      const [plain, started, finished] = runs;
      expect(plain?.commands.map((c) => c.code)).toEqual([0, 0]);
      // A prompt without the trigger: one request, and no boulder.
      expect(plain?.requests).toHaveLength(1);
      expect(started?.commands[0]?.stdout.trim()).toBe("false");

      // The first request of the trigger prompt carries our context as a developer message, and the
      // model is offered both skills of the plugin.
      const first = started?.requests[0]?.body ?? "";
      const request: unknown = JSON.parse(first);
      const input = isRecord(request) && Array.isArray(request.input) ? request.input : [];
      const developer = input
        .filter((item) => isRecord(item) && item.role === "developer")
        .map((item) => JSON.stringify(item))
        .join("\n");
      expect(developer).toContain("registered this plan for this session");
      expect(developer).toContain("Progress: 0 of 3 top-level tasks checked, 3 remaining");
      expect(developer).toContain("Next task: 1. Alpha");
      expect(first).toContain("ulw-execute-continuation:ulw-execute");
      expect(first).toContain("ulw-execute-continuation:ulw-plan");
      // Codex lists a skill by its file: 0.171.0 as `r1/ulw-execute/SKILL.md` with a line naming the
      // folder `r1` stands for, 0.150.0 by its absolute path (both measured). Either way the folder is
      // the installed copy's skills folder, and the command the skill gives (../../dist/cli.js from its
      // folder) is there.
      const listed = /\(file: ([^)]*)\/ulw-execute\/SKILL\.md\)/.exec(first)?.[1];
      const skills = listed === "r1" ? /`r1` = `([^`]+)`/.exec(first)?.[1] : listed;
      expect(skills).toMatch(/plugins\/cache\/ulw\/ulw-execute-continuation\/0\.1\.0\/skills$/);
      expect(existsSync(resolve(skills ?? "", "ulw-execute", "../../dist/cli.js"))).toBe(true);

      // Plain mode: one continuation per prompt, so two prompts; the model completes the work itself.
      const boulder: unknown = JSON.parse(readFileSync(ws.path("project/.omo/boulder.json"), "utf8"));
      expect(boulder).toMatchObject({
        active_work_id: "e2e",
        status: "completed",
        works: { e2e: { session_ids: [`codex:${started?.session}`], status: "completed" } },
      });
      expect(readFileSync(ws.path(`project/${PLAN}`), "utf8")).toBe(THREE_TASKS.replaceAll("- [ ]", "- [x]"));
      expect(started?.requests).toHaveLength(4);
      expect(finished?.requests).toHaveLength(4);
      expect(loggedReasons()).toEqual([
        "no-boulder",
        "work-remaining",
        "stop-hook-active",
        "final-gate-pending",
        // The work is completed by then: that rule comes before stop_hook_active's.
        "work-not-continuable",
      ]);
    });

    it("given chain mode in the project's settings.json, when `$ulw-execute <plan>` is prompted once, then 3/3 are ticked and the work is completed", async ({
      skip,
    }) => {
      needs(skip, "pluginAddCommand", "bypassHookTrustFlag", "sessionIdInCommands");
      const repo = freshClone();
      const [, run] = await codex(
        [tick, "Ticked 1.", tick, "Ticked 2.", tick, "Ticked 3.", complete, "Final gate passed.", "extra"],
        [
          { commands: install(repo) },
          {
            prompt: `$ulw-execute ${PLAN}`,
            files: { [PLAN]: THREE_TASKS, ".omo/ulw-execute/settings.json": '{"chain": true}' },
            execArgs: bypass,
          },
        ],
        { plugins: true, noInstall: true },
      );
      expect(readFileSync(ws.path(`project/${PLAN}`), "utf8")).toBe(THREE_TASKS.replaceAll("- [ ]", "- [x]"));
      expect(readFileSync(ws.path("project/.omo/boulder.json"), "utf8")).toContain('"status": "completed"');
      expect(run?.requests).toHaveLength(8);
    });

    it("given chain mode from settings.json and `$ulw-execute pause` typed mid-plan, when that turn ends, then the chain stops (work-paused) until `resume`", async ({
      skip,
    }) => {
      needs(skip, "pluginAddCommand", "bypassHookTrustFlag", "sessionIdInCommands");
      const repo = freshClone();
      const [, paused, resumed] = await codex(
        [tick, "Ticked 1.", "Pausing as asked.", "Resuming.", tick, "Ticked 2.", "Stopping here."],
        [
          {
            commands: install(repo),
            prompt: `$ulw-execute ${PLAN}`,
            files: {
              [PLAN]: THREE_TASKS,
              ".omo/ulw-execute/settings.json": '{"chain": true, "maxChain": 1}',
            },
            execArgs: bypass,
          },
          { prompt: "$ulw-execute pause", resume: true, execArgs: bypass },
          { prompt: "$ulw-execute resume", resume: true, execArgs: bypass },
        ],
        { plugins: true, noInstall: true },
      );
      // Paused: the Stop hook stays silent, one request for the prompt.
      expect(paused?.requests).toHaveLength(1);
      // Resumed: continued again (one continuation, as maxChain 1 allows).
      expect(resumed?.requests).toHaveLength(3);
      expect(loggedReasons()).toEqual([
        "work-remaining",
        "chain-limit",
        "work-paused",
        "work-remaining",
        "chain-limit",
      ]);
    });
  },
);
