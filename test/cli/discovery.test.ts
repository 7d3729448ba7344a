import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
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

function reasonOf(stdout: string): string {
  const parsed: unknown = JSON.parse(stdout);
  if (!isRecord(parsed) || typeof parsed.reason !== "string") throw new Error(`no block: ${stdout}`);
  return parsed.reason;
}

async function explainJson(cwd: string): Promise<Record<string, unknown>> {
  const result = await runCli(["explain", "--cwd", cwd, "--session", SESSION, "--json"]);
  const parsed: unknown = JSON.parse(result.stdout);
  if (!isRecord(parsed)) throw new Error(result.stdout);
  return { ...parsed };
}

describe("boulder discovery from a subdirectory", () => {
  it("given a session started two levels below the project, when stopped, then the project's boulder is used and paths resolve against its root", async () => {
    ws.write(".omo/plans/plan.md", "## TODOs\n- [ ] 1. Ship it\n");
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md", { worktree_path: "../wt" }));
    mkdirSync(ws.path("packages/api"), { recursive: true });
    const result = await runCli(["hook", "stop"], {
      input: JSON.stringify(stopPayload(ws.path("packages/api"))),
    });
    const reason = reasonOf(result.stdout);
    expect(reason).toContain(`- Plan file: \`${ws.path(".omo/plans/plan.md")}\``);
    expect(reason).toContain(`\`${ws.path(".omo/ulw-execute/ledger.jsonl")}\``);
    expect(reason).toContain(`\`${ws.path(".omo/boulder.json")}\``);
    expect(reason).toContain("- Worktree: `");
  });

  it("given a nearer boulder inside a subproject, when stopped there, then the nearer one wins", async () => {
    ws.write(".omo/plans/plan.md", "- [ ] outer\n");
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
    ws.write("sub/.omo/plans/plan.md", "- [ ] inner\n");
    ws.write("sub/.omo/boulder.json", JSON.stringify(singleWorkBoulder(KEY, ".omo/plans/plan.md")));
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.path("sub"))) });
    expect(reasonOf(result.stdout)).toContain("- Next task: inner\n");
  });

  it("given a nearer boulder without this session, when stopped, then the hook does not look further up", async () => {
    ws.write(".omo/plans/plan.md", "- [ ] outer\n");
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
    ws.write("sub/.omo/boulder.json", JSON.stringify(singleWorkBoulder("codex:other", "x.md")));
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.path("sub"))) });
    expect(result.stdout).toBe("");
  });
});

describe("plan discovery by name", () => {
  it("given a stale active_plan and one file of that name under .omo/plans, when stopped, then that file is used", async () => {
    ws.write(".omo/plans/2026/rate-limiter.md", "## TODOs\n- [x] 1. a\n- [ ] 2. b\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "/old/machine/rate-limiter.md"));
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)) });
    expect(reasonOf(result.stdout)).toContain(
      `- Plan file: \`${ws.path(".omo/plans/2026/rate-limiter.md")}\``,
    );
    expect(await explainJson(ws.root)).toMatchObject({
      facts: { plan: { kind: "read", source: "discovered" } },
    });
  });

  it("given the only copy under the legacy .sisyphus/plans, when stopped, then it is found there", async () => {
    ws.write(".sisyphus/plans/legacy.md", "- [ ] only\n");
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/legacy.md"));
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)) });
    expect(reasonOf(result.stdout)).toContain(ws.path(".sisyphus/plans/legacy.md"));
  });

  it("given two files of that name, when stopped, then silent, and explain lists both", async () => {
    ws.write(".omo/plans/a/p.md", "- [ ] a\n");
    ws.write(".omo/plans/b/p.md", "- [ ] b\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "p.md"));
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)) });
    expect(result.stdout).toBe("");
    expect(await explainJson(ws.root)).toMatchObject({
      reason: "plan-ambiguous",
      facts: {
        plan: { kind: "ambiguous", matches: [ws.path(".omo/plans/a/p.md"), ws.path(".omo/plans/b/p.md")] },
      },
    });
  });
});

describe("directive override", () => {
  beforeEach(() => {
    ws.write("plan.md", "- [ ] 1. only\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
  });

  it("given .omo/ulw-execute/directive.md, when stopped, then it replaces the bundled directive, rendered in one pass", async () => {
    ws.write(
      ".omo/ulw-execute/directive.md",
      "Keep going on {{PLAN_NAME}} ({{REMAINING_COUNT}}/{{TOTAL_COUNT}}), {{UNKNOWN}} stays.",
    );
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)) });
    // Plain mode: the reason is the project's template as rendered, nothing added.
    expect(reasonOf(result.stdout)).toBe("Keep going on test-plan (1/1), {{UNKNOWN}} stays.");
    expect(await explainJson(ws.root)).toMatchObject({ facts: { directive: { source: "override" } } });
  });

  it("given an override that is a directory, when stopped, then the bundled directive is used and explain says why", async () => {
    mkdirSync(ws.path(".omo/ulw-execute/directive.md"), { recursive: true });
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)) });
    expect(reasonOf(result.stdout)).toContain("# ULW continuation");
    expect(await explainJson(ws.root)).toMatchObject({
      facts: { directive: { source: "bundled", overrideProblem: expect.stringContaining("is a directory") } },
    });
  });
});

describe("ULW_CONTINUATION_LOG", () => {
  it("given the variable, when the hook runs twice, then it appends one JSON line per run", async () => {
    ws.write("plan.md", "- [ ] 1. only\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const log = ws.path("logs/hook.jsonl");
    mkdirSync(ws.path("logs"));
    const env = { ...process.env, ULW_CONTINUATION_LOG: log };
    await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)), env });
    await runCli(["hook", "stop"], {
      input: JSON.stringify(stopPayload(ws.root, { stop_hook_active: true })),
      env,
    });
    const lines = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({
        session: SESSION,
        decision: "block",
        reason: "work-remaining",
        duration_ms: expect.any(Number),
      }),
      expect.objectContaining({ session: SESSION, decision: "silent", reason: "stop-hook-active" }),
    ]);
    expect(Number.isNaN(Date.parse(lines[0].time))).toBe(false);
  });

  it("given a log path that cannot be written, when the hook runs, then the decision is still printed and nothing goes to stderr", async () => {
    ws.write("plan.md", "- [ ] 1. only\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const env = { ...process.env, ULW_CONTINUATION_LOG: ws.path("no/such/dir/log.jsonl") };
    const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)), env });
    expect(result).toMatchObject({ status: 0, stderr: "" });
    expect(result.stdout).toContain('"decision":"block"');
  });
});

describe("ULW_CONTINUATION_LOG that is not a plain file", () => {
  const open = () => {
    ws.write("plan.md", "- [ ] 1. only\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
  };

  it("given a FIFO nobody reads, when the hook runs, then it answers at once and writes nothing there", async () => {
    open();
    execFileSync("mkfifo", [ws.path("log.fifo")]);
    const env = { ...process.env, ULW_CONTINUATION_LOG: ws.path("log.fifo") };
    const result = await runCli(["hook", "stop"], {
      input: JSON.stringify(stopPayload(ws.root)),
      env,
      killAfterMs: 5000,
    });
    expect(result).toMatchObject({ status: 0, stderr: "" });
    expect(result.stdout).toContain('"decision":"block"');
    expect(result.ms).toBeLessThan(5000);
  });

  it.each(["/dev/stdout", "/dev/stderr", "/dev/null"])(
    "given %s, when the hook runs, then its output is exactly the decision",
    async (path) => {
      open();
      const env = { ...process.env, ULW_CONTINUATION_LOG: path };
      const result = await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)), env });
      expect(result.stderr).toBe("");
      expect(result.stdout.trimEnd().split("\n")).toHaveLength(1);
      expect(reasonOf(result.stdout)).toMatch(/^# ULW continuation/);
    },
  );

  it("given stdout redirected to a file and the log named as that same file, when the hook runs, then the file holds only the decision", async () => {
    open();
    const out = ws.path("out.txt");
    const payload = ws.write("payload.json", JSON.stringify(stopPayload(ws.root)));
    execFileSync("sh", ["-c", `node "${CLI}" hook stop < "${payload}" > "${out}"`], {
      env: { ...process.env, ULW_CONTINUATION_LOG: out },
    });
    expect(readFileSync(out, "utf8").trimEnd().split("\n")).toHaveLength(1);
  });

  it("given a relative path, when the hook runs, then the log is created relative to the hook's working directory", async () => {
    open();
    const env = { ...process.env, ULW_CONTINUATION_LOG: "hook-log.jsonl" };
    await runCli(["hook", "stop"], { input: JSON.stringify(stopPayload(ws.root)), env, cwd: ws.root });
    expect(JSON.parse(readFileSync(ws.path("hook-log.jsonl"), "utf8"))).toMatchObject({
      reason: "work-remaining",
    });
  });
});

describe("size caps", () => {
  it.each([
    ["the plan", "plan.md", "plan-unreadable", 65, "over the 64 MiB cap"],
    ["boulder.json", ".omo/boulder.json", "boulder-unreadable", 7, "bytes, over the 6 MiB cap"],
  ])(
    "given %s larger than its cap, when explained, then silent and the reason names the cap",
    async (_name, file, reason, mib, words) => {
      ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
      ws.write("plan.md", "");
      // A sparse file: its size is over the cap without writing it.
      const { truncateSync } = await import("node:fs");
      truncateSync(ws.path(file), mib * 1024 * 1024);
      const report = await explainJson(ws.root);
      expect(report).toMatchObject({ decision: "silent", reason });
      expect(String(report.detail)).toContain(words);
    },
  );
});
