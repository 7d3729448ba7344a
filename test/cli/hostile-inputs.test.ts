import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import { KEY, SESSION } from "../helpers/scenarios.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

const ESC = "\u001b";

describe("human output never passes control sequences through", () => {
  it("given a plan name and task with ANSI, OSC title and OSC 52 sequences, when status and explain print them, then they are escaped", async () => {
    const evil = `${ESC}[31mred${ESC}]0;pwned\u0007${ESC}]52;c;ZXZpbA==\u0007`;
    ws.write("plan.md", `## TODOs\n- [ ] ${evil}\n`);
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md", { plan_name: evil }));
    const status = await runCli(["status", "--cwd", ws.root]);
    const explain = await runCli(["explain", "--cwd", ws.root, "--session", SESSION]);
    for (const output of [status.stdout, explain.stdout]) {
      expect(output).not.toContain(ESC);
      expect(output).not.toContain("\u0007");
      expect(output).toContain("\\u001b[31mred");
    }
  });
});

describe("plan folders that are not folders", () => {
  it.each([
    ["a file", () => writeFileSync(ws.path(".omo/plans"), "not a folder")],
    ["a symlink loop", () => symlinkSync("plans", ws.path(".omo/plans"))],
    ["unreadable", () => mkdirSync(ws.path(".omo/plans/locked"), { recursive: true, mode: 0 })],
  ])(
    "given .omo/plans is %s and a missing plan, when status and explain run, then they report instead of crashing",
    async (_name, make) => {
      ws.writeBoulder(singleWorkBoulder(KEY, "gone.md"));
      make();
      const status = await runCli(["status", "--cwd", ws.root]);
      expect(status).toMatchObject({ status: 0, stderr: "" });
      expect(status.stdout).toContain("gone.md (missing)");
      const explain = await runCli(["explain", "--cwd", ws.root, "--session", SESSION, "--json"]);
      expect(JSON.parse(explain.stdout)).toMatchObject({ reason: "plan-unreadable" });
      chmodSync(ws.path(".omo"), 0o755);
    },
  );

  it("given a plan folder that is a symlink loop, when the hook runs, then the log still names the session and cwd", async () => {
    ws.writeBoulder(singleWorkBoulder(KEY, "gone.md"));
    symlinkSync("plans", ws.path(".omo/plans"));
    const log = ws.path("log.jsonl");
    const env = { ...process.env, ULW_CONTINUATION_LOG: log };
    await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)), env });
    const { readFileSync } = await import("node:fs");
    expect(JSON.parse(readFileSync(log, "utf8"))).toMatchObject({
      session: SESSION,
      cwd: ws.root,
      reason: "plan-unreadable",
    });
  });
});

describe("output pipes that close or fail", () => {
  it.each([["status"], ["explain"]])("given `%s | head -1`, when run, then it exits quietly", (command) => {
    ws.write("plan.md", `## TODOs\n${"- [ ] task\n".repeat(20_000)}`);
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const args = command === "status" ? "status" : `explain --cwd . --session ${SESSION} --print-directive`;
    const result = spawnSync(
      "bash",
      ["-c", `set -o pipefail; node "${CLI}" ${args} | head -c 1 >/dev/null`],
      {
        cwd: ws.root,
        encoding: "utf8",
      },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("given stdout is /dev/full, when status runs, then one line on stderr and exit 1", () => {
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const result = spawnSync("bash", ["-c", `node "${CLI}" status > /dev/full`], {
      cwd: ws.root,
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("cannot write the output");
  });
});

describe("an install folder with a backslash in its path", () => {
  it("given the bundle copied under a\\\\b, when status and explain run, then they work", async () => {
    const dir = ws.path("back\\slash");
    cpSync(join(CLI, ".."), join(dir, "dist"), { recursive: true });
    cpSync(join(CLI, "../../directive.md"), join(dir, "directive.md"));
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.write(".omo/plans/stale.md", "## TODOs\n- [ ] two\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "moved/stale.md"));
    const cli = join(dir, "dist", "cli.js");
    expect(execFileSync(process.execPath, [cli, "--version"], { encoding: "utf8" }).trim()).toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    const explained = execFileSync(
      process.execPath,
      [cli, "explain", "--cwd", ws.root, "--session", SESSION, "--json"],
      {
        encoding: "utf8",
      },
    );
    expect(JSON.parse(explained)).toMatchObject({
      decision: "block",
      facts: { plan: { source: "discovered" } },
    });
  });
});

describe("explain reads a payload as the hook does", () => {
  it("given a payload file over 8 MiB, when explained, then invalid-payload as in the hook", async () => {
    const path = ws.write("big.json", JSON.stringify(stopPayload(ws.root)));
    truncateSync(path, 9 * 1024 * 1024);
    const result = await runCli(["explain", "--payload", path, "--json"]);
    expect(JSON.parse(result.stdout)).toMatchObject({ reason: "invalid-payload" });
    expect(String(JSON.parse(result.stdout).detail)).toContain(path);
  });

  it("given --payload /dev/zero, when explained, then it refuses at once", async () => {
    const result = await runCli(["explain", "--payload", "/dev/zero"], { killAfterMs: 5000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("not a regular file or a pipe");
  });

  it("given a payload file that is not JSON, when explained, then the message names the file, not stdin", async () => {
    const path = ws.write("payload.json", "{nope");
    const report: unknown = JSON.parse((await runCli(["explain", "--payload", path, "--json"])).stdout);
    expect(isRecord(report) && report.detail).toBe(`${path} is not valid JSON`);
  });

  it.each([
    [["--payload", "p.json", "--cwd", "."], 2, "use one"],
    [["--cwd", "/no/such/dir", "--session", "s"], 2, "is not a directory"],
  ])("given explain %j, when run, then exit %i", async (args, code, message) => {
    const result = await runCli(["explain", ...args], { cwd: ws.root });
    expect(result.status).toBe(code);
    expect(result.stderr).toContain(message);
  });
});

describe("boulder discovery past obstacles", () => {
  it("given a file named .omo between the cwd and the project, when stopped, then the project's boulder is still found", async () => {
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    ws.write("pkg/.omo", "a file, not a folder");
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.path("pkg"))) });
    expect(result.stdout).toContain('"decision":"block"');
  });

  it("given a cwd longer than the system allows, when stopped, then no-boulder, not boulder-unreadable", async () => {
    const cwd = `${ws.root}/${"d".repeat(250)}/`.repeat(20);
    const result = await runCli(["explain", "--payload", "-", "--json"], {
      input: JSON.stringify(stopPayload(cwd)),
    });
    expect(JSON.parse(result.stdout)).toMatchObject({ reason: "no-boulder" });
  });
});

describe("status and worktree copies", () => {
  it("given a work that uses its worktree copy of the plan, when listed, then the project's copy is not an orphan", async () => {
    ws.write(".omo/plans/p.md", "## TODOs\n- [ ] one\n");
    ws.write("wt/.omo/plans/p.md", "## TODOs\n- [x] one\n");
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/p.md", { worktree_path: "wt" }));
    ws.write(".omo/plans/unused.md", "- [ ] x\n");
    const report: unknown = JSON.parse((await runCli(["status", "--cwd", ws.root, "--json"])).stdout);
    expect(isRecord(report) && report.orphanPlans).toEqual([ws.path(".omo/plans/unused.md")]);
  });
});
