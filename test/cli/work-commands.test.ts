import { chmodSync, existsSync, readFileSync, statSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALPHA_PLAN, boulderIn, hookReasonIn, runIn, SESSION, worksIn } from "../helpers/work-cli.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/alpha.md", ALPHA_PLAN);
});
afterEach(() => ws.dispose());

const run = (args: readonly string[], extra: NodeJS.ProcessEnv = {}) => runIn(ws, args, extra);
const boulder = () => boulderIn(ws);
const works = () => worksIn(ws);
const hookReason = (session = SESSION) => hookReasonIn(ws, session);

describe("work", () => {
  it("given a started plan with every task ticked, when completed, then the status and ended_at are set and the Stop hook stops continuing it", async () => {
    await run(["start", "alpha", "--session", SESSION]);
    expect(await hookReason()).toBe("work-remaining");
    ws.write(".omo/plans/alpha.md", "## TODOs\n- [x] 1. First\n- [x] 2. Second\n- [x] 3. Third\n");
    const result = await run(["work", "complete"], { CODEX_SESSION_ID: SESSION });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("active -> completed");
    expect(works().alpha).toMatchObject({ status: "completed", ended_at: expect.any(String) });
    expect(boulder().status).toBe("completed");
    expect(await hookReason()).toBe("work-not-continuable");
  });

  it("given tasks still open, when completed without --force, then exit 1 with the counts and what remains, and nothing written; --force ends it", async () => {
    await run(["start", "alpha", "--session", "s1"]);
    const before = readFileSync(ws.path(".omo/boulder.json"), "utf8");
    const refused = await run(["work", "complete", "--session", "s1"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("still has 2 of 3 top-level tasks open (1 checked; next: 2. Second)");
    expect(refused.stderr).toContain("--force");
    expect(readFileSync(ws.path(".omo/boulder.json"), "utf8")).toBe(before);
    const forced = await run(["work", "complete", "--force", "--session", "s1"]);
    expect(forced.status).toBe(0);
    expect(works().alpha?.status).toBe("completed");
  });

  it("given an ended work, when paused, resumed or completed, then each is refused with how to start it again; start makes it active without ended_at", async () => {
    await run(["start", "alpha", "--session", "s1"]);
    expect((await run(["work", "abandon", "--session", "s1"])).status).toBe(0);
    const ended = readFileSync(ws.path(".omo/boulder.json"), "utf8");
    for (const change of ["pause", "resume", "abandon", "complete"]) {
      const result = await run(["work", change, "--session", "s1"]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("is abandoned, and an ended work is not changed");
      expect(result.stderr).toContain("`$ulw-execute <plan>` (or the `start <plan>` command)");
    }
    expect(readFileSync(ws.path(".omo/boulder.json"), "utf8")).toBe(ended);
    expect((await run(["start", "alpha", "--session", "s1"])).status).toBe(0);
    expect(works().alpha?.status).toBe("active");
    expect(works().alpha).not.toHaveProperty("ended_at");
    expect(boulder().status).toBe("active");
    expect(boulder()).not.toHaveProperty("ended_at");
  });

  it("given an active work, when paused twice, resumed twice, then the second of each changes nothing and says so", async () => {
    await run(["start", "alpha", "--session", "s1"]);
    expect((await run(["work", "pause", "--session", "s1"])).stdout).toContain("active -> paused");
    const paused = readFileSync(ws.path(".omo/boulder.json"), "utf8");
    const again = await run(["work", "pause", "--session", "s1"]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("was already paused; nothing changed");
    expect(readFileSync(ws.path(".omo/boulder.json"), "utf8")).toBe(paused);
    expect((await run(["work", "resume", "--session", "s1"])).stdout).toContain("paused -> active");
    expect((await run(["work", "resume", "--session", "s1"])).stdout).toContain("was already active");
    expect(works().alpha?.status).toBe("active");
  });

  it("given a legacy boulder with only top-level fields, when the session's work is completed, then it becomes a work of the map", async () => {
    const legacy = {
      active_plan: ".omo/plans/alpha.md",
      plan_name: "alpha",
      session_ids: ["codex:s1"],
      status: "active",
      note: "kept",
    };
    ws.writeBoulder(legacy);
    expect((await run(["work", "complete", "--force", "--session", "s1"])).status).toBe(0);
    expect(boulder()).toMatchObject({
      note: "kept",
      status: "completed",
      works: { legacy: { status: "completed", plan_name: "alpha" } },
    });
  });

  it.each([
    ["no boulder", undefined, ["complete", "--session", "s1"], 1, "no boulder"],
    [
      "no work of the session",
      '{"works":{"w":{"active_plan":"a.md","plan_name":"a","session_ids":["codex:other"]}}}',
      ["complete", "--session", "s1"],
      1,
      "no valid work lists the session codex:s1",
    ],
    [
      "an unknown change",
      "{}",
      ["finish", "--session", "s1"],
      2,
      "Allowed choices are complete, pause, resume, abandon.",
    ],
    ["a session id with a line break", "{}", ["complete", "--session", "a\nb"], 2, "not a session id"],
  ])(
    "given %s, when run, then it fails with a message and changes nothing",
    async (_case, text, args, code, message) => {
      if (text !== undefined) ws.write(".omo/boulder.json", text);
      const result = await run(["work", ...args]);
      expect(result.status).toBe(code);
      expect(result.stderr).toContain(message);
      if (text !== undefined) expect(readFileSync(ws.path(".omo/boulder.json"), "utf8")).toBe(text);
      else expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
    },
  );

  it("given --help, when asked, then each command explains itself", async () => {
    for (const command of ["start", "work"]) {
      const result = await run([command, "--help"]);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain("--session <id>");
      expect(result.stdout).toContain("CODEX_SESSION_ID");
    }
  });
});

describe("what the writer keeps", () => {
  it("given a boulder with big integers, escapes, odd spacing and unknown keys, when started and paused, then only the values that change are rewritten", async () => {
    const other =
      '{ "active_plan" : "/elsewhere/p.md","plan_name":"p",\n\t\t"session_ids" : [ "codex:other" ] , "big":12345678901234567890 }';
    const text =
      '{\n    "x-big": 12345678901234567890,\n  "x-esc" : "caf\\u00e9 \\ud83d\\ude00 \\/ \\n",\n' +
      `    "works": {\n      "old": ${other}\n    },\n  "x-last":[1,   2.50, 1e400]\n}\n`;
    const path = ws.write(".omo/boulder.json", text);
    expect((await run(["start", "alpha", "--session", "s1"])).status).toBe(0);
    expect((await run(["work", "pause", "--session", "s1"])).status).toBe(0);
    const after = readFileSync(path, "utf8");
    for (const kept of [
      '{\n    "x-big": 12345678901234567890,\n  "x-esc" : "caf\\u00e9 \\ud83d\\ude00 \\/ \\n",\n',
      `    "works": {\n      "old": ${other},\n`,
      '"x-last":[1,   2.50, 1e400]',
    ])
      expect(after).toContain(kept);
    expect(works().alpha).toMatchObject({ status: "paused", session_ids: ["codex:s1"] });
    expect(boulder()).toMatchObject({ active_work_id: "alpha", status: "paused" });
  });

  it("given a boulder that is not valid UTF-8, when started, then it is refused and left byte for byte", async () => {
    const bytes = Buffer.from([...Buffer.from('{"a":"'), 0xff, 0xfe, ...Buffer.from('"}')]);
    const path = ws.write(".omo/boulder.json", bytes);
    const result = await run(["start", "alpha", "--session", "s1"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is not valid UTF-8");
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it("given a read-only boulder.json, when started, then it is refused and left as it was", async () => {
    const path = ws.write(".omo/boulder.json", '{"keep":1}');
    chmodSync(path, 0o444);
    const result = await run(["start", "alpha", "--session", "s1"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is read-only for us");
    expect(readFileSync(path, "utf8")).toBe('{"keep":1}');
    expect(statSync(path).mode & 0o777).toBe(0o444);
  });

  it.each([
    ["start", ["start", "alpha", "--session", "s1"]],
    ["work", ["work", "pause", "--session", "s1"]],
  ])(
    "given a --cwd that does not exist or is a file, when %s runs, then exit 1 and nothing is created",
    async (_case, args) => {
      for (const [cwd, message] of [
        [ws.path("nd/deep/er"), "does not exist"],
        [ws.path(".omo/plans/alpha.md"), "is not a folder"],
      ] as const) {
        const result = await run([...args, "--cwd", cwd]);
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(`the folder ${cwd} ${message}`);
      }
      expect(existsSync(ws.path("nd"))).toBe(false);
      expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
    },
  );

  it("given a name no plan has, when started, then the message prints as lines, each escaped for the terminal", async () => {
    ws.write(".omo/plans/b\u001b]0;x\u0007.md", "## TODOs\n- [ ] 1. x\n");
    const result = await run(["start", "no\u001b[31mpe", "--session", "s1"]);
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n");
    expect(lines[0]).toContain('no plan file matches "no\\u001b[31mpe"');
    expect(lines).toContain("Plan files to choose from:");
    expect(lines).toContain("- .omo/plans/alpha.md");
    // A file whose name cannot be shown is not listed, only counted (see isShowable).
    expect(lines.some((line) => line.includes("]0;x"))).toBe(false);
    expect(lines).toContain(
      "1 file with a name that cannot be shown was skipped (a control, format or invisible character, a line break or bytes that are not UTF-8 in the name; rename such a file to use it)",
    );
    expect(result.stderr.includes("\u0007") || result.stderr.includes("\u001b")).toBe(false);
    expect(result.stderr).not.toContain("\\n");
  });

  it("given a plan whose next task has no label, when started, then it says (no label)", async () => {
    ws.write(".omo/plans/bare.md", "- [x] done\n- [ ]\n");
    const result = await run(["start", "bare", "--session", "s1"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Next task: (no label)");
  });

  it.each([["codex:"], ["opencode:"], ["a\u0085b"], ["a\u202eb"]])(
    "given the session id %j, when started, then a usage error and nothing is written",
    async (id) => {
      const result = await run(["start", "alpha", "--session", id]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("not a session id");
      expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
    },
  );
});
