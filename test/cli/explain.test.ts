import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import { fixtureScenarios, KEY, SESSION } from "../helpers/scenarios.js";
import { fixture, singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

function json(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value)) throw new Error(`not a JSON object: ${text}`);
  return { ...value };
}

describe("explain and hook stop cannot disagree", () => {
  it.each(fixtureScenarios().map((s) => [s.name, s] as const))(
    "given fixture %s, when both run on its payload, then they agree",
    async (_name, scenario) => {
      const text = scenario.setup(ws);
      const hook = await runCli(["hook", "stop"], { input: text });
      const explained = await runCli(["explain", "--payload", ws.write("payload.json", text), "--json"]);
      expect(explained.status).toBe(0);
      const report = json(explained.stdout);
      expect(report.reason).toBe(scenario.reason);
      expect(report.decision).toBe(hook.stdout === "" ? "silent" : "block");
      if (report.decision === "block") {
        const directive = await runCli([
          "explain",
          "--payload",
          ws.path("payload.json"),
          "--print-directive",
        ]);
        // The directive explain prints is the reason the hook gave Codex, to the byte (plus a final newline).
        const reason = String(json(hook.stdout).reason);
        expect(directive.stdout).toBe(reason.endsWith("\n") ? reason : `${reason}\n`);
        expect(report.sends).toMatchObject({ bytes: Buffer.byteLength(reason) });
      }
    },
  );
});

describe("explain for a person", () => {
  beforeEach(() => {
    ws.write(".omo/plans/plan.md", fixture("plans/structured.md"));
    ws.writeBoulder({
      schema_version: 2,
      works: {
        mine: { ...singleWorkBoulder(KEY, ".omo/plans/plan.md").works.w1, plan_name: "parser" },
        theirs: { active_plan: "x.md", plan_name: "x", session_ids: ["codex:other"], status: "active" },
        broken: { plan_name: "no plan path", session_ids: [KEY] },
      },
    });
  });

  it("given --cwd and --session, when explained, then the verdict, what it sends, the mode, the selected work, the works and the plan facts are shown", async () => {
    const result = await runCli(["explain", "--cwd", ws.root, "--session", SESSION]);
    expect(result.status).toBe(0);
    const out = result.stdout;
    expect(out).toMatch(/^Verdict {5}CONTINUE/);
    expect(out).toContain(
      "work-remaining: unchecked top-level tasks remain in the plan\n            4 of 7 remaining",
    );
    expect(out).toMatch(/^Sends {7}full template, \d+ bytes rendered; continuation 1 of the human prompt$/m);
    expect(out).toMatch(/^Mode {8}plain: chain false \(default\); maxChain 20 \(default\)/m);
    expect(out).toMatch(/^ {2}selection:\n {4}source: works\n {4}work:\n {6}id: mine$/m);
    expect(out).toMatch(/^ {6}- id: theirs\n(?: {8}.*\n)* {8}sessionIds: codex:other$/m);
    expect(out).toMatch(/^ {6}- id: broken\n {8}problem: active_plan is missing/m);
    expect(out).toMatch(
      /completed: 3\n {6}remaining: 4\n {6}total: 7\n {6}nextTask: 3\. Implement the parser/,
    );
    expect(out).toContain("  transcriptPath: null\n");
    // The transcript is named by no one, so it is not read: no fact of it.
    expect(out).not.toMatch(/^ {2}transcript:/m);
    expect(out).toMatch(/^ {2}directive:\n {4}kind: read\n {4}path: .*directive\.md\n {4}source: bundled$/m);
  });

  it("given --transcript with a marker, when explained, then it is silent and says where the marker is", async () => {
    const transcript = ws.write("t.jsonl", '{"a":1}\n{"m":"CONTEXT_TOO_LARGE"}\n');
    const result = await runCli([
      "explain",
      "--cwd",
      ws.root,
      "--session",
      SESSION,
      "--transcript",
      transcript,
      "--json",
    ]);
    const report = json(result.stdout);
    expect(report).toMatchObject({
      decision: "silent",
      reason: "context-pressure",
      detail: '"context_too_large" at byte 14',
      sends: null,
      facts: {
        transcript: { kind: "scanned", path: transcript, hit: { marker: "context_too_large", offset: 14 } },
      },
    });
  });

  it("given --last-message with a blocker, when explained, then external-blocker", async () => {
    const message = "<ulw-execute-blocked-external>\nThe staging database is down.";
    const result = await runCli([
      "explain",
      "--cwd",
      ws.root,
      "--session",
      SESSION,
      "--last-message",
      message,
      "--json",
    ]);
    expect(json(result.stdout)).toMatchObject({
      decision: "silent",
      reason: "external-blocker",
      evidence: { blocker: { declared: true, markerLine: 1 } },
    });
  });

  it("given a payload on stdin with --payload -, when explained, then it is read from stdin", async () => {
    const result = await runCli(["explain", "--payload", "-", "--json"], {
      input: JSON.stringify(stopPayload(ws.root)),
    });
    expect(json(result.stdout)).toMatchObject({
      decision: "block",
      payload: { ok: true, payload: { sessionId: SESSION } },
      evidence: { sessionKey: KEY },
    });
  });

  it("given a payload that is not JSON, when explained for a person, then silent invalid-payload, and nothing was read", async () => {
    const path = ws.write("payload.json", "{nope");
    const result = await runCli(["explain", "--payload", path]);
    expect(result.stdout).toContain(`Reason      invalid-payload: `);
    expect(result.stdout).toContain(`            ${path} is not valid JSON\nSends       nothing\n`);
    expect(result.stdout).toContain("Mode        not resolved: the decision ended before it needed the mode");
    expect(result.stdout).toMatch(
      /\nEvidence\n {2}none\nFacts, in the order the decision read them\n {2}none\n$/,
    );
  });

  it("given --print-directive for a silent session, when explained, then it exits 1 and says why", async () => {
    const result = await runCli(["explain", "--cwd", ws.root, "--session", "nobody", "--print-directive"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("no directive: the hook would stay silent (no-work-for-session");
  });

  it.each([
    [["explain"], 2, "explain needs --payload"],
    [["explain", "--cwd", "."], 2, "explain needs --payload"],
    [["explain", "--payload", "/no/such/payload.json"], 1, "/no/such/payload.json: no such file"],
    [["explain", "--cwd", ".", "--session", "s", "--json", "--print-directive"], 2, "cannot be used with"],
  ])("given %j, when run, then exit %i with a message naming the problem", async (args, code, message) => {
    const result = await runCli(args);
    expect(result.status).toBe(code);
    expect(result.stderr).toContain(message);
  });
});
