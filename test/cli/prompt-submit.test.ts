import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli, runCliPiped } from "../helpers/cli.js";
import { FIXTURES, Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/alpha.md", "## TODOs\n- [x] 1. First\n- [ ] 2. Second\n- [ ] 3. Third\n");
});
afterEach(() => ws.dispose());

/** A UserPromptSubmit payload as Codex 0.171.0 sends it. */
function payload(prompt: string, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    session_id: "019a5b1e-0000-7000-8000-000000000002",
    turn_id: "turn-1",
    transcript_path: "/nowhere/rollout.jsonl",
    cwd: ws.root,
    hook_event_name: "UserPromptSubmit",
    model: "gpt-5.5",
    permission_mode: "default",
    prompt,
    ...overrides,
  });
}

/** Runs the hook on a real pipe, as Codex does; the output is checked against the event's schema. */
async function prompt(text: string, overrides: Record<string, unknown> = {}): Promise<string | undefined> {
  const result = await runCliPiped(["hook", "prompt-submit"], ws.root, payload(text, overrides));
  expect(result.status).toBe(0);
  expect(result.stderr).toBe("");
  if (result.stdout === "") return undefined;
  const parsed: unknown = JSON.parse(result.stdout);
  const output = isRecord(parsed) ? parsed.hookSpecificOutput : undefined;
  return isRecord(output) ? String(output.additionalContext) : "?";
}

const boulderText = () => readFileSync(ws.path(".omo/boulder.json"), "utf8");

describe("hook prompt-submit", () => {
  it.each([
    "hello",
    "please run $ulw-execute alpha",
    "$ulw-executed alpha",
    "$ulw-execute-continuation alpha",
    "$ULW-EXECUTE alpha",
    "",
  ])("given the prompt %j, when submitted, then nothing is printed and nothing is written", async (text) => {
    expect(await prompt(text)).toBeUndefined();
    expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
  });

  it.each([
    ["$ulw-execute .omo/plans/alpha.md", "a path"],
    ["$ulw-execute alpha and keep the tests green", "a name, then the person's own words"],
    ["  $ulw-execute-continuation:ulw-execute alpha", "the plugin-qualified skill name"],
    ['$ulw-execute ".omo/plans/alpha.md"', "a quoted path"],
  ])(
    "given %j (%s), when submitted, then the plan is registered and the context names it, its counts and next task",
    async (text) => {
      const context = await prompt(text);
      expect(context).toContain("registered this plan for this session");
      expect(context).toContain("Plan: alpha (.omo/plans/alpha.md)");
      expect(context).toContain("Progress: 1 of 3 top-level tasks checked, 2 remaining");
      expect(context).toContain("Next task: 2. Second");
      expect(context).toContain(`node "${CLI}" work complete`);
      expect(JSON.parse(boulderText())).toMatchObject({
        active_work_id: "alpha",
        works: { alpha: { session_ids: ["codex:019a5b1e-0000-7000-8000-000000000002"], status: "active" } },
      });
    },
  );

  it("given no plan named, when submitted, then the context lists the plan files and nothing is written", async () => {
    ws.write(".omo/plans/beta.md", "- [ ] 1. x\n");
    const context = await prompt("$ulw-execute");
    expect(context).toContain("nothing was written");
    expect(context).toContain("- .omo/plans/alpha.md\n- .omo/plans/beta.md");
    expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
  });

  it("given a name two plans share, when submitted, then the context lists both and nothing is written", async () => {
    ws.write(".omo/plans/old/alpha.md", "- [ ] 1. x\n");
    const context = await prompt("$ulw-execute alpha");
    expect(context).toContain('several plans are named "alpha"');
    expect(context).toContain("- .omo/plans/alpha.md\n- .omo/plans/old/alpha.md");
    expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
  });

  it("given a boulder that is not JSON, when a plan is started, then the context says so and the file is untouched", async () => {
    ws.write(".omo/boulder.json", "{broken");
    const context = await prompt("$ulw-execute alpha");
    expect(context).toContain("nothing was written");
    expect(context).toContain("is not valid JSON");
    expect(boulderText()).toBe("{broken");
  });

  it.each([
    ["no session_id", { session_id: undefined }, "no session_id"],
    ["a relative cwd", { cwd: "project" }, "no absolute cwd"],
  ])(
    "given a payload with %s, when a trigger is submitted, then the context says what was wrong",
    async (_case, overrides, message) => {
      const context = await prompt("$ulw-execute alpha", overrides);
      expect(context).toContain(message);
      expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
    },
  );

  it("given a started plan, when pause, resume and abandon are submitted, then each sets the status, and with no work it says so", async () => {
    expect(await prompt("$ulw-execute pause")).toContain("no boulder");
    await prompt("$ulw-execute alpha");
    expect(await prompt("$ulw-execute pause")).toContain("active -> paused");
    expect(await prompt("$ulw-execute resume")).toContain("paused -> active");
    expect(await prompt("$ulw-execute-continuation:ulw-execute abandon")).toContain("active -> abandoned");
    expect(JSON.parse(boulderText())).toMatchObject({ status: "abandoned" });
    const other = await prompt("$ulw-execute pause", { session_id: "someone-else" });
    expect(other).toContain("no valid work lists the session codex:someone-else");
  });

  it("given a paused work, when resume is submitted, then it says the person had paused it and that it is active again; resumed twice, that it was not paused", async () => {
    await prompt("$ulw-execute alpha");
    await prompt("$ulw-execute pause");
    const resumed = await prompt("$ulw-execute resume");
    expect(resumed).toContain("The person had paused this work and has now resumed it: it is active again");
    expect(resumed).toContain('"Work status: paused" line) is out of date');
    const again = await prompt("$ulw-execute resume");
    expect(again).toContain("was already active; nothing changed");
    expect(again).toContain("The work was not paused: it stays active");
  });

  it("given an abandoned work, when pause or resume is submitted, then the context says how to start it again and nothing is written", async () => {
    await prompt("$ulw-execute alpha");
    expect(await prompt("$ulw-execute abandon")).toContain("active -> abandoned");
    const ended = boulderText();
    for (const change of ["pause", "resume", "abandon"]) {
      const context = await prompt(`$ulw-execute ${change}`);
      expect(context).toContain("nothing was written");
      expect(context).toContain("an ended work is not changed");
      expect(context).toContain("`$ulw-execute <plan>`");
    }
    expect(boulderText()).toBe(ended);
    expect(await prompt("$ulw-execute alpha")).toContain("registered this plan");
    expect(JSON.parse(boulderText())).not.toHaveProperty("ended_at");
  });

  it("given a paused work, when pause is submitted again, then it says nothing changed", async () => {
    await prompt("$ulw-execute alpha");
    await prompt("$ulw-execute pause");
    const paused = boulderText();
    expect(await prompt("$ulw-execute pause")).toContain("was already paused; nothing changed");
    expect(boulderText()).toBe(paused);
  });

  it.each([
    ["a line break", "a\nb"],
    ["a control character", "a\u001bb"],
    ["a tab", "a\tb"],
    ["an empty codex: id", "codex:"],
  ])(
    "given a session_id with %s, when a plan is started, then the context says why and nothing is written",
    async (_case, id) => {
      const context = await prompt("$ulw-execute alpha", { session_id: id });
      expect(context).toContain("nothing was written");
      expect(context).toContain("session_id cannot be stored: not a session id");
      expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
    },
  );

  it("given a cwd that does not exist, when a plan is started, then the context says so and nothing is created", async () => {
    const context = await prompt("$ulw-execute alpha", { cwd: ws.path("gone/deeper") });
    expect(context).toContain(`the folder ${ws.path("gone/deeper")} does not exist`);
    expect(existsSync(ws.path("gone"))).toBe(false);
  });

  it("given a 3 MB plan word, when submitted, then the context echoes it cut short", async () => {
    // Not through the FIFO helper: it writes the whole payload before the hook starts reading.
    const word = "é".repeat(1_500_000);
    const result = await runCli(["hook", "prompt-submit"], { input: payload(`$ulw-execute ${word}`) });
    expect(result.status).toBe(0);
    const parsed: unknown = JSON.parse(result.stdout);
    const output = isRecord(parsed) ? parsed.hookSpecificOutput : undefined;
    const context = isRecord(output) ? String(output.additionalContext) : "";
    expect(context).toContain(`no plan file matches "${"é".repeat(100)}`);
    expect(context).toContain("…");
    expect(Buffer.byteLength(context)).toBeLessThan(4000);
  });

  it.each([
    ["garbage", "not json at all $ulw-execute"],
    ["a Stop payload", JSON.stringify({ hook_event_name: "Stop", prompt: "$ulw-execute alpha" })],
    [
      "a prompt that is not a string",
      JSON.stringify({ hook_event_name: "UserPromptSubmit", prompt: 7, x: "$ulw-execute" }),
    ],
  ])("given %s on stdin, when run, then it is silent and exits 0", async (_case, input) => {
    const result = await runCli(["hook", "prompt-submit"], { input });
    expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });

  it("given flags a hooks file added, when run, then they are ignored rather than failing the turn", async () => {
    const result = await runCli(["hook", "prompt-submit", "--chain"], { input: payload("hello") });
    expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });
});

describe("what the prompt hook loads", () => {
  const loaded = (text: string) => {
    const result = spawnSync(
      process.execPath,
      ["-r", `${FIXTURES}report-loaded-modules.cjs`, CLI, "hook", "prompt-submit"],
      { input: payload(text), encoding: "utf8" },
    );
    const files: unknown = JSON.parse(result.stderr.trim().split("\n").at(-1) ?? "[]");
    return Array.isArray(files) ? files.map(String) : [];
  };

  it("given an ordinary prompt, when submitted, then only dist/cli.js is loaded", () => {
    const files = loaded("refactor the parser");
    expect(files.filter((file) => file.endsWith("dist/cli.js"))).toHaveLength(1);
    expect(files.filter((file) => /prompt-submit|program|plan-discovery|node_modules/.test(file))).toEqual(
      [],
    );
  });

  it("given a trigger, when submitted, then dist/prompt-submit.js is loaded for it, and not the command line", () => {
    const files = loaded("$ulw-execute alpha");
    expect(files.some((file) => file.endsWith("dist/prompt-submit.js"))).toBe(true);
    expect(files.filter((file) => file.endsWith("dist/program.js"))).toEqual([]);
  });
});
