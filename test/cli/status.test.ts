import { mkdirSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import { KEY } from "../helpers/scenarios.js";
import { fixture, Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/parser.md", fixture("plans/structured.md"));
  ws.write(".omo/plans/forgotten.md", "- [ ] nobody points here\n");
  ws.write(".sisyphus/plans/old.md", "- [ ] legacy, unused\n");
  ws.write("wt/.omo/plans/parser.md", "## TODOs\n- [x] 1. done in the worktree\n");
  ws.writeBoulder({
    schema_version: 2,
    active_work_id: "parser",
    works: {
      parser: {
        active_plan: ".omo/plans/parser.md",
        plan_name: "parser",
        session_ids: [KEY, "legacy-id"],
        status: "active",
        started_at: "2026-11-29T10:00:00Z",
        updated_at: "2026-11-30T02:00:00Z",
      },
      "in-worktree": {
        active_plan: ".omo/plans/parser.md",
        plan_name: "parser (worktree)",
        session_ids: [],
        status: "paused",
        worktree_path: "wt",
      },
      gone: { active_plan: ".omo/plans/gone.md", plan_name: "gone", session_ids: [], status: "completed" },
      broken: { plan_name: "no plan" },
    },
  });
});
afterEach(() => ws.dispose());

async function statusJson(args: string[]): Promise<Record<string, unknown>> {
  const result = await runCli(["status", ...args, "--json"]);
  expect(result.status).toBe(0);
  const parsed: unknown = JSON.parse(result.stdout);
  if (!isRecord(parsed)) throw new Error(result.stdout);
  return { ...parsed };
}

describe("status", () => {
  it("given a boulder with several works, when listed as JSON, then every work has its plan, progress and next task", async () => {
    const report = await statusJson(["--cwd", ws.root]);
    expect(report).toMatchObject({
      boulder: ws.path(".omo/boulder.json"),
      root: ws.root,
      activeWorkId: "parser",
    });
    expect(report.works).toEqual([
      expect.objectContaining({
        id: "parser",
        active: true,
        status: "active",
        planPath: ws.path(".omo/plans/parser.md"),
        plan: "project",
        completed: 3,
        total: 7,
        nextTask: "3. Implement the parser",
        sessionIds: [KEY, "legacy-id"],
        updatedAt: "2026-11-30T02:00:00Z",
      }),
      expect.objectContaining({
        id: "in-worktree",
        active: false,
        plan: "worktree",
        completed: 1,
        total: 1,
        nextTask: null,
        worktree: ws.path("wt"),
      }),
      expect.objectContaining({ id: "gone", plan: "missing", planPath: null, total: null }),
    ]);
    expect(report.invalid).toEqual([
      { id: "broken", problem: "active_plan is missing or not a non-empty string" },
    ]);
    expect(report.orphanPlans).toEqual([
      ws.path(".omo/plans/forgotten.md"),
      ws.path(".sisyphus/plans/old.md"),
    ]);
  });

  it("given the same boulder, when listed for a person, then a table marks the active work and lists what needs attention", async () => {
    mkdirSync(ws.path("src/deep"), { recursive: true });
    const result = await runCli(["status", "--cwd", ws.path("src/deep")]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/ID +STATUS +DONE +PLAN +SESSIONS +UPDATED/);
    expect(result.stdout).toMatch(
      /\* +parser +active +3\/7 +\.omo\/plans\/parser\.md +2 +2026-11-30T02:00:00Z/,
    );
    expect(result.stdout).toMatch(/in-worktree +paused +1\/1 +wt\/\.omo\/plans\/parser\.md \(worktree\)/);
    expect(result.stdout).toContain("parser:\n  plan name: parser\n  next: 3. Implement the parser");
    expect(result.stdout).toContain("Invalid works (the hook skips them):\n  broken: active_plan is missing");
    expect(result.stdout).toContain(
      "Plans no work points at:\n  .omo/plans/forgotten.md\n  .sisyphus/plans/old.md",
    );
  });

  it("given settings.json, when listed, then the mode it gives a hook without flags is shown, and an invalid file says why", async () => {
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true, "patience": 3}');
    const on = await runCli(["status", "--cwd", ws.root]);
    expect(on.stdout).toContain(
      "chain mode (settings), max-chain 20 (default), patience 3 (settings), stop-on-compaction false (default)",
    );
    ws.write(".omo/ulw-execute/settings.json", '{"chain": "yes"}');
    const invalid = await runCli(["status", "--cwd", ws.root, "--json"]);
    expect(JSON.parse(invalid.stdout).mode).toMatch(
      /^plain mode \(default\); .*settings\.json not used: "chain" must be true or false/,
    );
  });

  it("given a directory without any boulder above it, when listed, then it says so", async () => {
    const empty = new Workspace();
    try {
      const result = await runCli(["status", "--cwd", empty.root]);
      expect(result).toMatchObject({ status: 1 });
      expect(result.stdout).toContain(`no .omo/boulder.json in ${empty.root} or its parents`);
    } finally {
      empty.dispose();
    }
  });

  it("given a --cwd that does not exist, when listed, then a usage error", async () => {
    const result = await runCli(["status", "--cwd", ws.path("nope")]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("is not a directory");
  });
});
