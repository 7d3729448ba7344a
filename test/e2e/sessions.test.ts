import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import { lastUserText, loggedEntries, netns, runCodex, scenarioWorkspace } from "./harness.js";

/**
 * With the real Codex CLI (the pinned release, offline, a scripted model): two Codex
 * sessions in one project, each starting plans with `$ulw-execute` through our UserPromptSubmit hook.
 * Session B starting the plan session A left must not send A back to it, and A's `$ulw-execute pause`
 * must pause A's own work only.
 */
const PINNED = (process.env[CODEX_ENV] ?? "") === "";

const ONE = "## TODOs\n- [ ] 1. One alpha\n- [ ] 2. One beta\n";
const TWO = "## TODOs\n- [ ] 1. Two alpha\n- [ ] 2. Two beta\n";

let ws: Workspace | undefined;
afterEach(() => ws?.dispose());

/** The developer messages of a request: where Codex puts a UserPromptSubmit hook's context. */
function developerText(body: string): string {
  const request: unknown = JSON.parse(body);
  const input = isRecord(request) && Array.isArray(request.input) ? request.input : [];
  return input
    .filter((item) => isRecord(item) && item.role === "developer")
    .map((item) => JSON.stringify(item))
    .join("\n");
}

function works(path: string): Record<string, Record<string, unknown>> {
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  const map = isRecord(parsed) ? parsed.works : undefined;
  if (!isRecord(map)) throw new Error("the boulder has no works");
  return Object.fromEntries(Object.entries(map).map(([id, work]) => [id, isRecord(work) ? { ...work } : {}]));
}

describe.skipIf(!netns.ok || !PINNED)("two Codex sessions moving between plans (offline)", () => {
  it("given A ran `$ulw-execute one` then `two` and B then ran `one`, when A's next turn ends, then A continues two, and A's pause pauses two only", async () => {
    ws = scenarioWorkspace("ulw-e2e-sessions-");
    const project = ws.path("project");
    // Plain mode: every prompt is the model's answer, then our one continuation, then a second answer.
    const runs = await runCodex(
      ws,
      [
        "A on one.",
        "A continued.",
        "A on two.",
        "A continued.",
        "B on one.",
        "B continued.",
        "A back.",
        "A continued.",
        "A pausing.",
        "unexpected extra request",
      ],
      [
        { prompt: "$ulw-execute one", files: { ".omo/plans/one.md": ONE, ".omo/plans/two.md": TWO } },
        { prompt: "$ulw-execute two", resume: true },
        // Not resumed: a new Codex session, B.
        { prompt: "$ulw-execute one" },
        { prompt: "keep going", resume: true },
        { prompt: "$ulw-execute pause", resume: true },
      ],
    );
    const [oneA, twoA, oneB, nextA, pauseA] = runs;
    for (const run of runs) expect(run.code).toBe(0);
    const sessionA = oneA?.session ?? "";
    expect(sessionA).not.toBe("");

    // A's turn after B joined plan one: the continuation Codex hands the model is plan two's.
    expect(nextA?.requests).toHaveLength(2);
    const continuation = lastUserText(nextA?.requests[1]?.body ?? "");
    expect(continuation).toContain(`Plan file: \`${project}/.omo/plans/two.md\``);
    expect(continuation).toContain("Next task: 1. Two alpha");
    expect(continuation).not.toContain("one.md");

    // A's pause names A's work, two; B's work one stays active with B alone.
    expect(developerText(pauseA?.requests[0]?.body ?? "")).toContain("Work two (two) of codex:");
    const boulder = works(`${project}/.omo/boulder.json`);
    const sessionB = boulder.one?.session_ids;
    expect(boulder.two).toMatchObject({ status: "paused", session_ids: [`codex:${sessionA}`] });
    expect(boulder.one).toMatchObject({ status: "active" });
    expect(Array.isArray(sessionB) && sessionB.length === 1 && sessionB[0] !== `codex:${sessionA}`).toBe(
      true,
    );

    // Each start was registered by our prompt hook; A's second start says which work it left.
    expect(developerText(oneA?.requests[0]?.body ?? "")).toContain("started a new work");
    expect(developerText(twoA?.requests[0]?.body ?? "")).toContain(
      'this session left its other unfinished work \\"one\\"',
    );
    expect(developerText(oneB?.requests[0]?.body ?? "")).toContain("joined the plan's existing work");

    // The run log, session by session: every stop was decided, and B's work was never A's.
    const logged = loggedEntries(ws).map((entry) => [entry.session === sessionA ? "A" : "B", entry.reason]);
    expect(logged).toEqual([
      ["A", "work-remaining"],
      ["A", "stop-hook-active"],
      ["A", "work-remaining"],
      ["A", "stop-hook-active"],
      ["B", "work-remaining"],
      ["B", "stop-hook-active"],
      ["A", "work-remaining"],
      ["A", "stop-hook-active"],
      // The person's `$ulw-execute pause` prompt itself gets no continuation, in plain mode too.
      ["A", "person-stopped"],
    ]);
  });
});
