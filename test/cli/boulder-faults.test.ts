import { readFileSync, rmSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { promptContext } from "../helpers/prompt-hook.js";
import { Workspace } from "../helpers/workspace.js";

/**
 * Boulder writes under faults, through the built CLI as Codex runs it: `start` and `work` commands,
 * and `hook prompt-submit` with a JSON payload on stdin.
 */

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/alpha.md", "## TODOs\n- [x] 1. First\n- [ ] 2. Second\n");
});
afterEach(() => ws.dispose());

const SESSION = "019a5b1e-0000-7000-8000-000000000003";
const env = () => {
  const { CODEX_SESSION_ID: _, ...rest } = process.env;
  return rest;
};
const run = (args: readonly string[]) => runCli(args, { cwd: ws.root, env: env() });

const promptContextOf = (prompt: string) => promptContext(ws.root, SESSION, prompt);

const boulderText = () => readFileSync(ws.path(".omo/boulder.json"), "utf8");

describe("a boulder holding a value nested thousands deep", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}0${"]".repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it.each([3_000, 5_000, 99_000])(
    "given an unknown field %i deep, when started by command, by prompt, then paused, then each succeeds and the field is kept byte for byte",
    async (depth) => {
      const unknown = `"x-deep":${nested(depth)},"x-deep-object":${deepObject(depth)}`;
      ws.write(".omo/boulder.json", `{${unknown},"works":{}}`);
      const started = await run(["start", "alpha", "--session", "s1"]);
      expect(started.stderr).toBe("");
      expect(started.status).toBe(0);
      expect(await promptContextOf("$ulw-execute alpha")).toContain("registered this plan for this session");
      const paused = await run(["work", "pause", "--session", "s1"]);
      expect(paused.stderr).toBe("");
      expect(paused.stdout).toContain("active -> paused");
      expect(boulderText()).toContain(unknown);
      const boulder: unknown = JSON.parse(boulderText());
      expect(boulder).toMatchObject({
        works: { alpha: { session_ids: ["codex:s1", `codex:${SESSION}`], status: "paused" } },
      });
    },
  );

  it("given a work whose mirrored field is nested too deep to write out, when started by command or prompt, then each names that reason and the file is untouched", async () => {
    const work = `{"work_id":"alpha","active_plan":".omo/plans/alpha.md","plan_name":"alpha","session_ids":["codex:s9"],"status":"paused","agent":${nested(60_000)}}`;
    const text = `{"works":{"alpha":${work}}}`;
    ws.write(".omo/boulder.json", text);
    const started = await run(["start", "alpha", "--session", "s1"]);
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("nested too deeply to be written out");
    expect(started.stderr).not.toContain("unexpected error");
    const context = await promptContextOf("$ulw-execute alpha");
    expect(context).toContain("nothing was written");
    expect(context).toContain("nested too deeply to be written out");
    expect(boulderText() === text).toBe(true);
  });
});

describe("a file named .omo where the folder goes", () => {
  it("given a file at .omo, when started by command or prompt, then each says a file is where a folder is needed and leaves it", async () => {
    rmSync(ws.path(".omo"), { recursive: true });
    const plan = ws.write("plans/alpha.md", "## TODOs\n- [ ] 1. x\n");
    ws.write(".omo", "notes\n");
    const started = await run(["start", plan, "--session", "s1"]);
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`${ws.root}/.omo is a file, where a folder is needed`);
    expect(started.stderr).not.toContain("symlink");
    const context = await promptContextOf(`$ulw-execute ${plan}`);
    expect(context).toContain(`${ws.root}/.omo is a file, where a folder is needed`);
    expect(context).toContain("nothing was written");
    expect(readFileSync(ws.path(".omo"), "utf8")).toBe("notes\n");
  });
});
