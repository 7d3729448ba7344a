import { readFileSync, rmSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli, runCliPiped } from "../helpers/cli.js";
import { KEY, SESSION } from "../helpers/scenarios.js";
import { singleWorkBoulder, Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/alpha.md", "## TODOs\n- [x] 1. First\n- [ ] 2. Second\n- [ ] 3. Third\n");
  ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/alpha.md"));
});
afterEach(() => ws.dispose());

/** A SessionStart payload as Codex 0.171.0 sends it. */
function payload(source: string, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    session_id: SESSION,
    transcript_path: null,
    cwd: ws.root,
    hook_event_name: "SessionStart",
    model: "gpt-5.5",
    permission_mode: "default",
    source,
    ...overrides,
  });
}

/** Runs the hook on a real pipe, as Codex does; the output is checked against the event's schema. */
async function sessionStart(input: string): Promise<string | undefined> {
  const result = await runCliPiped(["hook", "session-start"], ws.root, input);
  expect(result.status).toBe(0);
  expect(result.stderr).toBe("");
  if (result.stdout === "") return undefined;
  expect(result.stdout.trimEnd().split("\n")).toHaveLength(1);
  const parsed: unknown = JSON.parse(result.stdout);
  const output = isRecord(parsed) ? parsed.hookSpecificOutput : undefined;
  return isRecord(output) ? String(output.additionalContext) : "?";
}

const logged = (log: string) =>
  readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .map((line): unknown => JSON.parse(line));

describe("hook session-start", () => {
  it.each([
    ["compact", "Codex compacted the context"],
    ["resume", "this session was resumed"],
  ])(
    "given the session's work, when Codex reports source %s, then one JSON object hands the model the plan state",
    async (source, opening) => {
      const context = await sessionStart(payload(source));
      expect(context).toContain(opening);
      expect(context).toContain(`- Plan: test-plan, file \`${ws.path(".omo/plans/alpha.md")}\`\n`);
      expect(context).toContain("- Progress: 1 of 3 top-level tasks checked; next: 2. Second\n");
      expect(context).toContain("`<ulw-execute-blocked-external>`");
      expect(Buffer.byteLength(context ?? "")).toBeLessThanOrEqual(1200);
    },
  );

  it.each(["startup", "clear", "fork", "unknown"])(
    "given the session's work, when Codex reports source %s, then nothing is printed",
    async (source) => {
      expect(await sessionStart(payload(source))).toBeUndefined();
    },
  );

  it("given codex started in a subfolder of the project, when a compaction is reported, then the project's boulder is found", async () => {
    ws.write("packages/app/README.md", "app\n");
    const context = await sessionStart(payload("compact", { cwd: ws.path("packages/app") }));
    expect(context).toContain(ws.path(".omo/plans/alpha.md"));
  });

  it.each([
    ["no boulder", () => rmSync(ws.path(".omo/boulder.json"))],
    ["a boulder that is not JSON", () => ws.write(".omo/boulder.json", "{")],
    [
      "another session's work",
      () => ws.writeBoulder(singleWorkBoulder("codex:other", ".omo/plans/alpha.md")),
    ],
    [
      "a completed work",
      () => ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/alpha.md", { status: "completed" })),
    ],
    ["a missing plan", () => ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/gone.md"))],
    [
      "a plan that is a folder",
      () => {
        rmSync(ws.path(".omo/plans/alpha.md"));
        ws.write(".omo/plans/alpha.md/x", "");
      },
    ],
    ["a plan without boxes", () => ws.write(".omo/plans/alpha.md", "# Notes\n")],
  ])("given %s, when a compaction is reported, then nothing is printed", async (_name, arrange) => {
    arrange();
    expect(await sessionStart(payload("compact"))).toBeUndefined();
  });

  it.each<[string, () => string]>([
    ["an empty stdin", () => ""],
    ["text that is not JSON", () => "compact"],
    ["a JSON array", () => "[]"],
    ["JSON null", () => "null"],
    ["a Stop payload", () => payload("compact", { hook_event_name: "Stop" })],
    ["no session id", () => payload("compact", { session_id: undefined })],
    ["a numeric source", () => payload("compact", { source: 3 })],
  ])("given %s on stdin, when the hook runs, then it exits 0 and prints nothing", async (_name, input) => {
    expect(await sessionStart(input())).toBeUndefined();
  });

  it("given more than 8 MiB on stdin, when the hook runs, then it exits 0 and prints nothing", async () => {
    // Through a socket: a FIFO holds far less than this before its writer blocks.
    const input = payload("compact", { padding: "x".repeat(9 * 1024 * 1024) });
    const result = await runCli(["hook", "session-start"], { input, cwd: ws.root });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("");
  });

  it("given a stdin that never closes, when the hook runs, then it gives up, exits 0 and prints nothing", async () => {
    const result = await runCliPiped(["hook", "session-start"], ws.root, '{"session_id":', {
      keepWriterOpen: true,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("");
  });

  it("given the longest names, paths and labels on disk, when a compaction is reported, then the context stays within 1,200 bytes and one line per fact", async () => {
    const long = "\u20ac".repeat(5000);
    ws.write(".omo/plans/alpha.md", `## TODOs\n- [ ] 1. ${long}\n`);
    // As long as a path may be (each name within 255 bytes): the worktree is not there, the plan is found.
    const worktree = `${"\u20ac".repeat(80)}/`.repeat(12);
    ws.writeBoulder(
      singleWorkBoulder(KEY, ".omo/plans/alpha.md", { plan_name: long, worktree_path: worktree }),
    );
    const context = await sessionStart(payload("compact"));
    expect(Buffer.byteLength(context ?? "")).toBeLessThanOrEqual(1200);
    expect(context?.split("\n")).toHaveLength(7);
  });

  it("given ULW_CONTINUATION_LOG, when the hook runs for each source, then each run logs its reason code and source", async () => {
    const log = ws.path("run-log.jsonl");
    const env = { ...process.env, ULW_CONTINUATION_LOG: log };
    for (const input of [payload("startup"), payload("compact"), "not json"]) {
      const result = await runCli(["hook", "session-start"], { input, env, cwd: ws.root });
      expect(result.status).toBe(0);
    }
    expect(logged(log)).toMatchObject([
      {
        hook: "session-start",
        session: SESSION,
        source: "startup",
        decision: "silent",
        reason: "fresh-context",
      },
      {
        hook: "session-start",
        session: SESSION,
        source: "compact",
        decision: "context",
        reason: "plan-state",
      },
      { hook: "session-start", session: null, source: null, decision: "silent", reason: "invalid-payload" },
    ]);
  });

  it("given --help, when asked, then the command line explains the hook", async () => {
    const result = await runCli(["hook", "session-start", "--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("after a compaction or a resume");
  });
});
