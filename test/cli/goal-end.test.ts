import { appendFileSync, mkdirSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseHookCommand } from "../../src/install/hook-command.js";
import { isRecord } from "../../src/json/guards.js";
import { formatStamp } from "../../src/rollout/chain-stamp.js";
import { runCli } from "../helpers/cli.js";
import {
  goalSet,
  goalUpdated,
  hookPrompt,
  rollout,
  turnStart,
  typedPrompt,
} from "../helpers/goal-rollout.js";
import { promptHookLine } from "../helpers/prompt-hook.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

/**
 * The built hook (`dist/cli.js`) under a Codex goal, on rollouts in the shapes Codex 0.171 writes
 * (test/helpers/goal-rollout.ts): the one goal-end text per goal, and explain's account of it.
 */
const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

/** A work with `done` of 3 boxes checked, in `status`; the payload of a stop in turn `turn`. */
function setUp(done: number, status: string, records: string, stop: Record<string, unknown> = {}) {
  const boxes = [0, 1, 2].map((i) => `- [${i < done ? "x" : " "}] ${i + 1}. Task\n`).join("");
  ws.write(".omo/plans/e2e.md", `## TODOs\n${boxes}`);
  ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/e2e.md", { status }));
  const transcript = ws.write("rollout.jsonl", records);
  const payload = JSON.stringify(
    stopPayload(ws.root, { transcript_path: transcript, turn_id: "T1", ...stop }),
  );
  return { transcript, payload };
}

async function hookStop(payload: string, flags: readonly string[] = []): Promise<string> {
  const run = await runCli(["hook", "stop", ...flags], { input: payload });
  expect(run.status).toBe(0);
  return run.stdout;
}

function blockReason(stdout: string): string {
  const parsed: unknown = JSON.parse(stdout);
  if (!isRecord(parsed) || parsed.decision !== "block" || typeof parsed.reason !== "string")
    throw new Error(stdout);
  return parsed.reason;
}

async function explained(payload: string, flags: readonly string[] = []): Promise<Record<string, unknown>> {
  const run = await runCli(["explain", "--payload", "-", "--json", ...flags], { input: payload });
  const report: unknown = JSON.parse(run.stdout);
  if (!isRecord(report)) throw new Error(run.stdout);
  return report;
}

const stamped = (step: number, done: number, idle: number) =>
  `Keep going.\n\n${formatStamp({ step, done, total: 3, idle, planPath: ws.path(".omo/plans/e2e.md"), turnId: "T1" })}`;

describe("hook stop under a Codex goal", () => {
  it("given a finished plan and a completed work under a goal, when stopped twice, then one block naming update_goal, then silence; explain says the text was sent", async () => {
    const { transcript, payload } = setUp(
      3,
      "completed",
      rollout(goalSet(), goalUpdated("active"), turnStart("T1", "goal")),
    );
    const first = blockReason(await hookStop(payload));
    expect(first).toContain("call `update_goal` with status `complete`");
    expect(first).toContain("3 of 3 boxes checked");
    const before = await explained(payload);
    expect(before).toMatchObject({
      decision: "block",
      reason: "goal-complete",
      sends: { template: "goal-end", bytes: Buffer.byteLength(first) },
      evidence: { goal: { verdict: "send", finding: { state: "active", via: "goal-set" }, text: first } },
    });
    expect(before).not.toMatchObject({ evidence: { goal: { finding: { endSent: expect.anything() } } } });

    appendFileSync(transcript, rollout(hookPrompt("T1", first), turnStart("T2", "goal")));
    const later = JSON.stringify({ ...JSON.parse(payload), turn_id: "T2" });
    expect(await hookStop(later)).toBe("");
    expect(await explained(later)).toMatchObject({
      decision: "silent",
      reason: "goal-end-sent",
      sends: null,
      evidence: {
        goal: {
          verdict: "sent",
          finding: { state: "active", endSent: { kind: "complete", done: 3, total: 3 } },
        },
      },
    });
  });

  it("given the same stop and explain for a person, when explained, then it says a goal was found and what is sent", async () => {
    const { payload } = setUp(3, "completed", rollout(goalSet(), turnStart("T1", "goal")));
    const run = await runCli(["explain", "--payload", "-"], { input: payload });
    expect(run.stdout).toMatch(/^Sends {7}goal-end template, \d+ bytes rendered/m);
    expect(run.stdout).toContain("goalEnd true (default)");
    expect(run.stdout).toMatch(
      /^ {2}goal:\n {4}finding:\n {6}state: active\n {6}via: goal-set\n {6}turns: 1\n {4}verdict: send\n {4}why: the one goal-end text of this goal \(complete\)$/m,
    );
    expect(run.stdout).toMatch(/^ {4}text: .*If this goal's objective is this plan, call `update_goal`/m);
  });

  it("given chain mode from settings.json stamped as a prompt under the goal began and a chain out of patience, when stopped, then one block: check the next box or declare the blocker and call update_goal blocked", async () => {
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true}');
    setUp(1, "active", "");
    // A prompt typed under the goal: the prompt hook stamps settings.json and the work's count as it begins.
    const records = rollout(
      goalSet(),
      typedPrompt("T0", "carry on with the plan"),
      promptHookLine(ws.root, "T0"),
      turnStart("T1", "goal"),
      hookPrompt("T1", stamped(1, 1, 0)),
      hookPrompt("T1", stamped(2, 1, 1)),
    );
    const { transcript, payload } = setUp(1, "active", records, { stop_hook_active: true });
    const text = blockReason(await hookStop(payload));
    expect(text).toContain("in the last 2 turn(s) (1 of 3 checked)");
    expect(text).toContain("call `update_goal` with status `blocked`");
    appendFileSync(transcript, rollout(hookPrompt("T1", text)));
    expect(await hookStop(payload)).toBe("");
    expect(await explained(payload)).toMatchObject({
      reason: "goal-end-sent",
      mode: { mode: { chain: true }, sources: { chain: "settings" } },
    });
  });

  it("given a new typed prompt after the text, then goal turns, when stopped, then a new count: the text once more", async () => {
    const { transcript, payload } = setUp(3, "completed", rollout(goalSet(), turnStart("T1", "goal")));
    const first = blockReason(await hookStop(payload));
    appendFileSync(transcript, rollout(hookPrompt("T1", first), typedPrompt("T2"), turnStart("T3", "goal")));
    expect(blockReason(await hookStop(payload))).toContain("update_goal");
  });

  it.each([
    ["settings.json goalEnd false", [], '{"goalEnd": false}'],
    ["--no-goal-end", ["--no-goal-end"], undefined],
  ])(
    "given %s, when the finished plan's goal turn stops, then silent work-not-continuable, and explain says the setting is off",
    async (_, flags, settings) => {
      if (settings !== undefined) ws.write(".omo/ulw-execute/settings.json", settings);
      const typed = rollout(
        goalSet(),
        typedPrompt("T0", "go on"),
        promptHookLine(ws.root, "T0"),
        turnStart("T1", "goal"),
      );
      const { payload } = setUp(3, "completed", typed);
      expect(await hookStop(payload, flags)).toBe("");
      expect(await explained(payload, flags)).toMatchObject({
        reason: "work-not-continuable",
        mode: {
          mode: { goalEnd: false },
          sources: { goalEnd: settings === undefined ? "flag" : "settings" },
        },
        evidence: { goal: { verdict: "pass", why: expect.stringContaining("goal-end texts are off") } },
      });
    },
  );

  it("given no goal (a typed prompt), when the finished plan stops, then silent, and explain says no goal was found", async () => {
    const { payload } = setUp(3, "completed", rollout(typedPrompt("T1"), turnStart("T1", "user")));
    expect(await hookStop(payload)).toBe("");
    expect(await explained(payload)).toMatchObject({
      reason: "work-not-continuable",
      evidence: { goal: { verdict: "pass", finding: { state: "none" } } },
    });
  });

  it("given a rollout that is not JSON at all, when the finished plan stops, then silent: no goal to end", async () => {
    const { payload } = setUp(3, "completed", "not json\n{\n[]\n");
    expect(await hookStop(payload)).toBe("");
  });
});

describe("install --no-goal-end", () => {
  it("given install --user --no-goal-end, when the hooks file is written, then the Stop command carries the flag and reads back as goalEnd false", async () => {
    const home = ws.path("codex-home");
    mkdirSync(home);
    const run = await runCli(["install", "--user", "--codex-home", home, "--no-goal-end", "--dry-run"]);
    expect(run.status).toBe(0);
    const commands = [...run.stdout.matchAll(/"command": ("(?:[^"\\]|\\.)*")/g)].map((m) =>
      String(JSON.parse(m[1] ?? '""')),
    );
    const stop = commands
      .map((command) => parseHookCommand(command))
      .find((command) => command?.subcommand === "stop");
    expect(stop?.flags).toEqual(["--no-goal-end"]);
    expect(stop?.options).toMatchObject({ ok: true, options: { chain: false, goalEnd: false } });
  });
});
