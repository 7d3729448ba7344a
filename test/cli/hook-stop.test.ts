import { copyFileSync, mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, lastLoggedReason, runCli } from "../helpers/cli.js";
import { fixture, singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

/** The run log: every stop's reason code, so that a silent stop says which silence it was. */
const runLog = () => ws.path("run-log.jsonl");
const withLog = () => ({ ...process.env, ULW_CONTINUATION_LOG: runLog() });

function hookStop(payload: unknown) {
  const input = typeof payload === "string" ? payload : JSON.stringify(payload);
  return runCli(["hook", "stop"], { input, env: withLog() });
}

/** Asserts Codex's contract for a block and returns the reason (the rendered directive). */
function blockReason(result: { status: number | null; stdout: string; stderr: string }): string {
  expect(result.status).toBe(0);
  expect(result.stderr).toBe("");
  expect(result.stdout.endsWith("\n")).toBe(true);
  expect(result.stdout.trimEnd().includes("\n")).toBe(false);
  const parsed: unknown = JSON.parse(result.stdout);
  if (!isRecord(parsed)) throw new Error(`stdout is not a JSON object: ${result.stdout}`);
  // Beside the block, at most the one line the person sees.
  expect(
    Object.keys(parsed)
      .filter((key) => key !== "systemMessage")
      .sort(),
  ).toEqual(["decision", "reason"]);
  if (parsed.systemMessage !== undefined) expect(String(parsed.systemMessage)).toMatch(/^ULW [^\n]{1,116}$/);
  expect(parsed.decision).toBe("block");
  const reason = parsed.reason;
  if (typeof reason !== "string" || reason.trim() === "") throw new Error("reason is not a non-blank string");
  return reason;
}

/** Silent, and for the reason given: a crash is silent too, and logs internal-error. */
function expectSilent(
  result: { status: number | null; stdout: string; stderr: string },
  reason: string,
): void {
  expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
  expect(lastLoggedReason(runLog())).toBe(reason);
}

describe("hook stop: the seed's smoke test, verbatim", () => {
  it("given the seed's plan and boulder, when stopped, then it blocks; with stop_hook_active, then silent", async () => {
    ws.write(".omo/plans/test.md", "## TODOs\n- [ ] Task one\n- [ ] Task two\n");
    ws.write(
      ".omo/boulder.json",
      `{"schema_version":2,"active_work_id":"w1","works":{"w1":{"work_id":"w1","active_plan":".omo/plans/test.md","plan_name":"test","session_ids":["codex:smoke-session"],"status":"active"}}}`,
    );
    const payload = `{"session_id":"smoke-session","turn_id":"t1","transcript_path":"","cwd":"${ws.root}","hook_event_name":"Stop","model":"gpt-5.5","permission_mode":"default","stop_hook_active":false}`;
    const reason = blockReason(await hookStop(payload));
    expect(reason).toContain("- Plan: test\n");
    expect(reason).toContain("- Remaining top-level tasks: 2 of 2\n");
    expect(reason).toContain("- Next task: Task one\n");
    expect(reason).toContain("`codex:smoke-session`");
    expect(reason).toContain(`\`${ws.path(".omo/plans/test.md")}\``);
    expect(reason).toContain(`\`${ws.path(".omo/ulw-execute/ledger.jsonl")}\``);
    expect(reason).not.toMatch(/\{\{[A-Z_]+\}\}/);

    expectSilent(
      await hookStop(payload.replace('"stop_hook_active":false', '"stop_hook_active":true')),
      "stop-hook-active",
    );
  });
});

describe("hook stop: Codex-shaped payloads", () => {
  beforeEach(() => {
    ws.write(".omo/plans/plan.md", fixture("plans/structured.md"));
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
  });

  it("given null transcript_path and last_assistant_message, when stopped, then it blocks", async () => {
    const reason = blockReason(await hookStop(stopPayload(ws.root)));
    expect(reason).toContain("- Remaining top-level tasks: 4 of 7\n");
    expect(reason).toContain("- Next task: 3. Implement the parser\n");
  });

  it("given a SubagentStop payload on the stop channel, when stopped, then silent", async () => {
    expectSilent(
      await hookStop(stopPayload(ws.root, { hook_event_name: "SubagentStop", agent_id: "a" })),
      "subagent-stop",
    );
  });

  it("given the subagent-stop channel with a payload for a continuable session, when run, then silent", async () => {
    const result = await runCli(["hook", "subagent-stop"], {
      input: JSON.stringify(stopPayload(ws.root, { hook_event_name: "SubagentStop" })),
    });
    // The sub-agent channel decides nothing and logs nothing: a deliberate no-op.
    expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });

  it.each([
    ["empty stdin", ""],
    ["garbage", "not json at all"],
    ["a JSON array", "[1,2]"],
    ["binary bytes", "\u0000\u00ff\u0001"],
  ])("given %s on stdin, when stopped, then silent with exit 0", async (_name, input) => {
    expectSilent(await hookStop(input), "invalid-payload");
  });

  it("given a declared external blocker, when stopped, then silent", async () => {
    const message =
      "ULTRAWORK MODE ENABLED!\n<ulw-execute-blocked-external>\nStaging credentials expired; resume once renewed.";
    expectSilent(
      await hookStop(stopPayload(ws.root, { last_assistant_message: message })),
      "external-blocker",
    );
  });

  it("given a bare marker with nothing after it, when stopped, then it still blocks", async () => {
    blockReason(
      await hookStop(stopPayload(ws.root, { last_assistant_message: "<ulw-execute-blocked-external>\n" })),
    );
  });

  it("given a transcript that mentions context pressure in any case, when stopped, then silent", async () => {
    const transcript = ws.write("rollout.jsonl", `{"type":"event"}\n{"msg":"Context Compacted"}\n`);
    expectSilent(await hookStop(stopPayload(ws.root, { transcript_path: transcript })), "context-pressure");
  });

  it("given a transcript without markers, when stopped, then it blocks", async () => {
    const transcript = ws.write("rollout.jsonl", `{"type":"event","text":"context was fine"}\n`);
    blockReason(await hookStop(stopPayload(ws.root, { transcript_path: transcript })));
  });

  it("given a transcript path that does not exist, when stopped, then no pressure: it blocks", async () => {
    blockReason(await hookStop(stopPayload(ws.root, { transcript_path: ws.path("nope.jsonl") })));
  });

  it("given the session id already prefixed with codex:, when stopped, then it matches as is", async () => {
    blockReason(await hookStop(stopPayload(ws.root, { session_id: KEY })));
  });

  it("given another session, when stopped, then silent", async () => {
    expectSilent(await hookStop(stopPayload(ws.root, { session_id: "someone-else" })), "no-work-for-session");
  });
});

describe("hook stop: boulder state on disk", () => {
  it("given no .omo/boulder.json, when stopped, then silent", async () => {
    expectSilent(await hookStop(stopPayload(ws.root)), "no-boulder");
  });

  it("given a boulder.json that is a directory, when stopped, then silent", async () => {
    mkdirSync(ws.path(".omo/boulder.json"), { recursive: true });
    expectSilent(await hookStop(stopPayload(ws.root)), "boulder-unreadable");
  });

  it("given a boulder with a BOM and worktree_path null, when stopped, then it blocks without a worktree line", async () => {
    ws.write(".omo/plans/plan.md", "- [ ] Task 1\n- [x] Task 2\n");
    const text = JSON.stringify(singleWorkBoulder(KEY, ".omo/plans/plan.md", { worktree_path: null }));
    ws.write(".omo/boulder.json", `\ufeff${text}`);
    const reason = blockReason(await hookStop(stopPayload(ws.root)));
    expect(reason).toContain("- Remaining top-level tasks: 1 of 2\n");
    expect(reason).not.toContain("- Worktree:");
  });

  it("given the legacy layout with only top-level fields, when stopped, then the mirror is continued", async () => {
    ws.write("plan.md", "- [ ] Task 1\n");
    ws.writeBoulder({
      active_plan: ws.path("plan.md"),
      plan_name: "legacy",
      session_ids: [KEY],
      status: "active",
    });
    expect(blockReason(await hookStop(stopPayload(ws.root)))).toContain("- Plan: legacy\n");
  });

  it("given a worktree that has its own copy of the plan, when stopped, then the worktree copy is counted", async () => {
    ws.write(".omo/plans/plan.md", "- [ ] a\n- [ ] b\n");
    ws.write("wt/.omo/plans/plan.md", "- [x] a\n- [ ] b\n");
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md", { worktree_path: "wt" }));
    const reason = blockReason(await hookStop(stopPayload(ws.root)));
    expect(reason).toContain(`- Plan file: \`${ws.path("wt/.omo/plans/plan.md")}\``);
    expect(reason).toContain("- Remaining top-level tasks: 1 of 2\n");
    expect(reason).toContain(`- Worktree: \`${ws.path("wt")}\``);
  });

  it("given a worktree without a copy of the plan, when stopped, then the project's plan is counted", async () => {
    ws.write(".omo/plans/plan.md", "- [ ] a\n- [ ] b\n");
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md", { worktree_path: ws.path("missing-wt") }));
    const reason = blockReason(await hookStop(stopPayload(ws.root)));
    expect(reason).toContain(`- Plan file: \`${ws.path(".omo/plans/plan.md")}\``);
    expect(reason).toContain("- Remaining top-level tasks: 2 of 2\n");
  });

  it("given a plan whose boxes are all checked, when stopped, then it blocks for the final gate", async () => {
    ws.write("plan.md", "## TODOs\n- [x] 1. done\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const reason = blockReason(await hookStop(stopPayload(ws.root)));
    expect(reason).toContain("- Remaining top-level tasks: 0 of 1\n");
    expect(reason).toContain("- Next task: none (final gate pending)\n");
  });

  it("given a plan with no checklist, when stopped, then silent", async () => {
    ws.write("plan.md", "# Just notes\n\nNothing to tick.\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    expectSilent(await hookStop(stopPayload(ws.root)), "empty-checklist");
  });

  it("given a plan label that contains a placeholder, when stopped, then it is rendered literally", async () => {
    ws.write("plan.md", "- [ ] print {{SESSION_ID}} and {{PLAN_PATH}}\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md", { plan_name: "{{LEDGER_PATH}}" }));
    const reason = blockReason(await hookStop(stopPayload(ws.root)));
    expect(reason).toContain("- Next task: print {{SESSION_ID}} and {{PLAN_PATH}}\n");
    expect(reason).toContain("- Plan: {{LEDGER_PATH}}\n");
  });
});

describe("hook stop: where the directive template is found", () => {
  function installCopy(folder: string, withDirective: boolean): string {
    const cli = ws.path(folder, "dist", "cli.js");
    mkdirSync(ws.path(folder, "dist"), { recursive: true });
    copyFileSync(CLI, cli);
    if (withDirective) copyFileSync(join(CLI, "..", "..", "directive.md"), ws.path(folder, "directive.md"));
    return cli;
  }

  async function runCopy(cli: string) {
    ws.write("project/plan.md", "- [ ] only task\n");
    ws.write(".keep", "");
    const project = ws.path("project");
    ws.write("project/.omo/boulder.json", JSON.stringify(singleWorkBoulder(KEY, "plan.md")));
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, [cli, "hook", "stop"], {
      input: JSON.stringify(stopPayload(project)),
      env: withLog(),
    });
    return { status: result.status, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
  }

  it("given a plugin folder layout, when the copied CLI runs, then it finds directive.md beside dist/", async () => {
    const cli = installCopy("plugin/components/ulw-execute-continuation", true);
    expect(blockReason(await runCopy(cli))).toContain("- Next task: only task\n");
  });

  it("given the CLI reached through a symlinked bin, when it runs, then directive.md is still found", async () => {
    const cli = installCopy("node_modules/ulw-execute-continuation", true);
    mkdirSync(ws.path("node_modules/.bin"), { recursive: true });
    symlinkSync(cli, ws.path("node_modules/.bin/ulw-execute-continuation"));
    expect(blockReason(await runCopy(ws.path("node_modules/.bin/ulw-execute-continuation")))).toContain(
      "only task",
    );
  });

  it("given a copy without directive.md, when it runs, then silent rather than a broken block", async () => {
    expectSilent(await runCopy(installCopy("broken", false)), "directive-unreadable");
  });
});

describe("hook stop: a worktree copy that is not a file", () => {
  it("given a directory where the worktree copy of the plan would be, when stopped, then the project's plan is counted", async () => {
    ws.write(".omo/plans/plan.md", "- [ ] a\n- [x] b\n");
    mkdirSync(ws.path("wt/.omo/plans/plan.md"), { recursive: true });
    ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md", { worktree_path: "wt" }));
    const reason = blockReason(await hookStop(stopPayload(ws.root)));
    expect(reason).toContain(`- Plan file: \`${ws.path(".omo/plans/plan.md")}\``);
    expect(reason).toContain("- Remaining top-level tasks: 1 of 2\n");
  });
});
