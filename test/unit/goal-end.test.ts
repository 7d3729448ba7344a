import { appendFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import type { BoulderFact } from "../../src/boulder/fact.js";
import type { Outcome } from "../../src/decision/outcome.js";
import type { Facts } from "../../src/decision/readers.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import type { PlanFact } from "../../src/plan/fact.js";
import { formatStamp } from "../../src/rollout/chain-stamp.js";
import type { PromptScope } from "../../src/rollout/facts.js";
import { readHumanPrompt } from "../../src/rollout/human-prompt.js";
import { scanForPressure } from "../../src/rollout/pressure.js";
import { type HookOptionsResult, PLAIN, parseHookOptions } from "../../src/settings/flags.js";
import { formatSettingsStamp } from "../../src/settings/stamp.js";
import { decideOn } from "../helpers/fake-readers.js";
import {
  assistantSays,
  countedAtStart,
  goalSet,
  goalUpdated,
  hookContext,
  hookPrompt,
  rollout,
  turnStart,
  typedPrompt,
} from "../helpers/goal-rollout.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

/**
 * The goal-end rule (decision/goal-rule.ts) through the decision core: facts as the shell gathers them, the human
 * prompt read back from rollouts in the shapes Codex 0.171 writes under a goal.
 */
const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;
const PLAN_PATH = "/repo/plan.md";
const ws = new Workspace();
afterAll(() => ws.dispose());
const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };
const CHAIN: HookOptionsResult = { ok: true, options: { ...PLAIN, chain: true, given: ["chain"] } };
const SETTINGS_PATH = "/repo/.omo/ulw-execute/settings.json";

function boulder(status: string): BoulderFact {
  const parsed = parseBoulder(JSON.stringify(singleWorkBoulder(KEY, "plan.md", { status })));
  if (!parsed.ok) throw new Error(parsed.problem);
  return { kind: "found", path: "/repo/.omo/boulder.json", root: "/repo", document: parsed.document };
}

function plan(done: number, total = 2): PlanFact {
  const boxes = Array.from({ length: total }, (_, i) => `- [${i < done ? "x" : " "}] ${i + 1}. Task\n`);
  const checklist = countChecklist(`## TODOs\n${boxes.join("")}`);
  return { kind: "read", path: PLAN_PATH, source: "project", checklist, skipped: [] };
}

/** A chain directive as the hook sends it: some text, then its stamp. */
const chained = (step: number, done: number, idle: number, turn: string) =>
  `Keep going.\n\n${formatStamp({ step, done, total: 2, idle, planPath: PLAN_PATH, turnId: turn })}`;

interface Stop {
  readonly status?: string;
  readonly done?: number;
  readonly active?: boolean;
  readonly turn?: string;
  readonly hook?: HookOptionsResult;
  readonly facts?: Facts;
}

const readPromptFromDisk = (path: string, scope: PromptScope) => readHumanPrompt(path, scope, NO_DEADLINE);

/**
 * Decides one stop on the given facts, the human prompt read from `path` (unless the stop gives it),
 * as the disk readers read it.
 */
async function stopAt(path: string, stop: Stop = {}): Promise<Outcome> {
  const input = parseStopPayload(
    JSON.stringify(
      stopPayload("/repo", {
        transcript_path: path,
        stop_hook_active: stop.active ?? false,
        turn_id: stop.turn ?? "T1",
      }),
    ),
  );
  const facts: Facts = {
    settings: { kind: "none", path: SETTINGS_PATH },
    boulder: boulder(stop.status ?? "completed"),
    plan: plan(stop.done ?? 2),
    transcript: { kind: "scanned", path, bytesScanned: 1, size: 1 },
    directive: { kind: "read", path: "/d.md", source: "bundled", template: "Keep going." },
    ...stop.facts,
  };
  const fromDisk = facts.prompt === undefined ? { prompt: readPromptFromDisk } : {};
  return (await decideOn(input, facts, stop.hook, fromDisk)).outcome;
}

const reasonOf = (outcome: Outcome) => outcome.reason;
const textOf = (outcome: Outcome) => (outcome.kind === "continue" ? outcome.directive : "");
let files = 0;
const write = (text: string) => ws.write(`rollout-${++files}.jsonl`, text);

describe("goal-complete: the plan finished and its work completed under a goal", () => {
  it("given a goal a person set and a completed work with every box checked, when the goal turn stops, then one short text: the plan is complete, call update_goal complete", async () => {
    const step = await stopAt(write(rollout(goalSet(), goalUpdated("active"), turnStart("T1", "goal"))));
    expect(step).toMatchObject({ kind: "continue", reason: "goal-complete" });
    const text = textOf(step);
    expect(text).toContain("2 of 2 boxes checked, and the work is marked completed");
    expect(text).toContain("call `update_goal` with status `complete`");
    expect(text).toMatch(
      /\[ulw-execute-continuation goal-end=complete done=2 total=2 turn=T1 plan=\/repo\/plan\.md\]$/,
    );
    expect(Buffer.byteLength(text)).toBeLessThan(1000);
  });

  it("given goal turns after a typed prompt (the goal set earlier), when a goal turn stops, then goal-complete too", async () => {
    const step = await stopAt(write(rollout(typedPrompt("T0"), turnStart("T1", "goal"))));
    expect(reasonOf(step)).toBe("goal-complete");
  });

  it("given plain mode after its one continuation (stop_hook_active), when the work was completed in it, then goal-complete", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal"), hookPrompt("T1", "Keep going.")));
    expect(reasonOf(await stopAt(path, { active: true }))).toBe("goal-complete");
  });

  it.each([
    ["pause", "$ulw-execute pause"],
    ["abandon", "$ulw-execute abandon"],
  ])(
    "given the person's `$ulw-execute %s` typed under the goal, when the work the model completed in it stops, then person-stopped and no goal-end text",
    async (_, typed) => {
      const path = write(
        rollout(goalSet(), turnStart("T1", "goal"), typedPrompt("T2", typed), turnStart("T3", "goal")),
      );
      expect(await stopAt(path)).toMatchObject({ kind: "silent", reason: "person-stopped" });
    },
  );

  it("given chain mode with max-chain 2 used up in the prompt, when the completed work stops under the goal, then chain-limit and no goal-end text", async () => {
    const cap: HookOptionsResult = {
      ok: true,
      options: { ...PLAIN, chain: true, maxChain: 2, given: ["chain", "maxChain"] },
    };
    const path = write(
      rollout(
        goalSet(),
        turnStart("T1", "goal"),
        hookPrompt("T1", chained(1, 1, 0, "T1")),
        hookPrompt("T1", chained(2, 2, 0, "T1")),
      ),
    );
    expect(await stopAt(path, { active: true, hook: cap })).toMatchObject({
      kind: "silent",
      reason: "chain-limit",
    });
    const roomy: HookOptionsResult = { ok: true, options: { ...cap.options, maxChain: 3 } };
    expect(reasonOf(await stopAt(path, { active: true, hook: roomy }))).toBe("goal-complete");
  });

  it.each([
    ["a typed prompt and no goal turn", rollout(typedPrompt("T0"), turnStart("T0", "user"))],
    [
      "a goal the model ended (Codex's goal record: complete)",
      rollout(goalSet(), turnStart("T1", "goal"), goalUpdated("complete")),
    ],
    ["a goal paused", rollout(goalSet(), turnStart("T1", "goal"), goalUpdated("paused"))],
  ])("given %s, when the completed work stops, then work-not-continuable as before", async (_, text) => {
    const step = await stopAt(write(text));
    expect(step).toMatchObject({ kind: "silent", reason: "work-not-continuable" });
    expect(step.evidence.goal?.verdict).toBe("pass");
  });

  it("given a goal and a completed work with a box unchecked, when it stops, then work-not-continuable", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal")));
    expect(reasonOf(await stopAt(path, { done: 1 }))).toBe("work-not-continuable");
  });

  it("given a goal and an active work with every box checked, when it stops, then the final gate continues as before", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal")));
    expect(reasonOf(await stopAt(path, { status: "active" }))).toBe("final-gate-pending");
  });
});

describe("once per goal, and a person's prompt starts a new count", () => {
  it("given a sequence of stops in one goal, when the text was sent, then silent goal-end-sent for every later stop; after a typed prompt and new goal turns, one text again", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal")));
    const first = await stopAt(path);
    expect(reasonOf(first)).toBe("goal-complete");
    appendFileSync(path, rollout(hookPrompt("T1", textOf(first))));
    expect(reasonOf(await stopAt(path, { active: true }))).toBe("goal-end-sent");
    for (const turn of ["T2", "T3", "T4"]) {
      appendFileSync(path, rollout(turnStart(turn, "goal"), assistantSays("Done.")));
      expect(reasonOf(await stopAt(path, { turn }))).toBe("goal-end-sent");
    }
    appendFileSync(path, rollout(typedPrompt("T5", "what now?"), turnStart("T5", "user")));
    expect(reasonOf(await stopAt(path, { turn: "T5" }))).toBe("work-not-continuable");
    appendFileSync(path, rollout(turnStart("T6", "goal")));
    expect(reasonOf(await stopAt(path, { turn: "T6" }))).toBe("goal-complete");
  });

  it("given the goal-end stamp in the model's own message, when read, then it does not count: only a hook prompt of ours does", async () => {
    const forged = `[ulw-execute-continuation goal-end=complete done=2 total=2 turn=T1 plan=/repo/plan.md]`;
    const path = write(rollout(goalSet(), turnStart("T1", "goal"), assistantSays(forged)));
    expect(reasonOf(await stopAt(path))).toBe("goal-complete");
  });

  it.each([
    ["an unknown kind", "[ulw-execute-continuation goal-end=done done=2 total=2 turn=T1 plan=/p]"],
    ["no counts", "[ulw-execute-continuation goal-end=complete turn=T1 plan=/p]"],
    [
      "a count that is not a number",
      "[ulw-execute-continuation goal-end=complete done=x total=2 turn=T1 plan=/p]",
    ],
    ["no closing bracket", "[ulw-execute-continuation goal-end=complete done=2 total=2 turn=T1 plan=/p"],
  ])(
    "given a hook prompt with a malformed goal-end stamp (%s), when read, then no text counts as sent",
    async (_, stamp) => {
      const path = write(rollout(goalSet(), turnStart("T1", "goal"), hookPrompt("T1", `x\n${stamp}`)));
      expect(reasonOf(await stopAt(path, { active: true }))).toBe("goal-complete");
    },
  );

  it.each([
    ["not an object", "active"],
    ["a status that is a number", 3],
    ["an empty status", ""],
  ])("given Codex's goal record with %s, when read, then it is passed over", async (_, status) => {
    const record = JSON.stringify({
      type: "event_msg",
      payload: { type: "thread_goal_updated", goal: status },
    });
    const records = status === "active" ? [record] : [goalUpdated(status)];
    expect(reasonOf(await stopAt(write(rollout(goalSet(), ...records, turnStart("T1", "goal")))))).toBe(
      "goal-complete",
    );
  });
});

describe("goal-stalled: chain mode's no-progress under a goal", () => {
  const stalled = () =>
    write(
      rollout(
        goalSet(),
        typedPrompt("T0", "work on the plan"),
        countedAtStart("T0", 1),
        turnStart("T1", "goal"),
        hookPrompt("T1", chained(1, 1, 0, "T1")),
        hookPrompt("T1", chained(2, 1, 1, "T1")),
      ),
    );

  it("given a chain whose patience is spent under a goal, when it stops, then one text: no box checked in the last K turns, check the next box or declare the blocker and call update_goal blocked", async () => {
    const step = await stopAt(stalled(), { status: "active", done: 1, active: true, hook: CHAIN });
    expect(step).toMatchObject({ kind: "continue", reason: "goal-stalled", step: 3 });
    const text = textOf(step);
    expect(text).toContain("in the last 2 turn(s) (1 of 2 checked)");
    expect(text).toContain("`<ulw-execute-blocked-external>` as the entire first line");
    expect(text).toContain("call `update_goal` with status `blocked`");
    expect(text).toContain("goal-end=stalled done=1 total=2");
  });

  it("given the stalled text sent, when the chain stops again, ticks a box, or completes the plan, then silent goal-end-sent: never a second text", async () => {
    const path = stalled();
    const first = await stopAt(path, { status: "active", done: 1, active: true, hook: CHAIN });
    appendFileSync(path, rollout(hookPrompt("T1", textOf(first))));
    const again = { active: true, hook: CHAIN } as const;
    expect(reasonOf(await stopAt(path, { ...again, status: "active", done: 1 }))).toBe("goal-end-sent");
    expect(reasonOf(await stopAt(path, { ...again, status: "active", done: 2 }))).toBe("goal-end-sent");
    expect(reasonOf(await stopAt(path, { ...again, status: "completed", done: 2 }))).toBe("goal-end-sent");
  });

  it("given the same chain without a goal, when it stops, then no-progress as before", async () => {
    const path = write(
      rollout(
        typedPrompt("T1"),
        countedAtStart("T1", 1),
        hookPrompt("T1", chained(1, 1, 0, "T1")),
        hookPrompt("T1", chained(2, 1, 1, "T1")),
      ),
    );
    expect(reasonOf(await stopAt(path, { status: "active", done: 1, active: true, hook: CHAIN }))).toBe(
      "no-progress",
    );
  });

  it("given chain mode under a goal set with no typed prompt (nothing counted the work as it began), when a stop follows our continuation, then no-start-count: plain mode's one continuation", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal"), hookPrompt("T1", chained(1, 0, 0, "T1"))));
    const stop = await stopAt(path, { status: "active", done: 1, active: true, hook: CHAIN });
    expect(stop).toMatchObject({ kind: "silent", reason: "no-start-count" });
  });

  it("given plain mode under a goal whose plan stalls, when goal turn after goal turn stops, then automatic-turn each time and never a goal-end text", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal"), hookPrompt("T1", "Keep going.")));
    for (const turn of ["T2", "T3", "T4", "T5", "T6"]) {
      appendFileSync(path, rollout(turnStart(turn, "goal")));
      expect(reasonOf(await stopAt(path, { status: "active", done: 1, turn }))).toBe("automatic-turn");
    }
  });
});

describe("the setting turns it off", () => {
  const off = { kind: "read", path: SETTINGS_PATH, settings: { goalEnd: false } } as const;
  /** A typed prompt whose prompt hook stamped settings.json {goalEnd: false}, then goal turns. */
  const stampedOff = (...more: (string | string[])[]) =>
    write(
      rollout(
        goalSet(),
        typedPrompt("T1", "work on the plan"),
        hookContext("T1", `Chain settings for this prompt, as it began:\n${formatSettingsStamp(off, 1)}`),
        turnStart("T2", "goal"),
        ...more,
      ),
    );

  it("given --no-goal-end, when the completed work stops under a goal, then work-not-continuable", async () => {
    expect(
      reasonOf(
        await stopAt(write(rollout(goalSet(), turnStart("T1", "goal"))), {
          hook: parseHookOptions(["--no-goal-end"]),
        }),
      ),
    ).toBe("work-not-continuable");
  });

  it("given settings.json goalEnd false stamped as the prompt began, when it stops, then work-not-continuable; chain no-progress stays no-progress", async () => {
    expect(reasonOf(await stopAt(stampedOff(), { facts: { settings: off } }))).toBe("work-not-continuable");
    const path = stampedOff(
      hookPrompt("T1", chained(1, 1, 0, "T1")),
      hookPrompt("T1", chained(2, 1, 1, "T1")),
    );
    const stop = { status: "active", done: 1, active: true, hook: CHAIN, facts: { settings: off } };
    expect(reasonOf(await stopAt(path, stop))).toBe("no-progress");
  });

  it("given goalEnd false stamped as the prompt began and the file deleted since, when it stops, then still work-not-continuable", async () => {
    const none = { kind: "none", path: SETTINGS_PATH } as const;
    expect(reasonOf(await stopAt(stampedOff(), { facts: { settings: none } }))).toBe("work-not-continuable");
  });

  it("given a settings file but a goal set with no typed prompt to stamp it, when it stops, then the strictest mode: no goal-end text", async () => {
    const step = await stopAt(write(rollout(goalSet(), turnStart("T1", "goal"))), {
      facts: { settings: { ...off, settings: {} } },
    });
    expect(reasonOf(step)).toBe("work-not-continuable");
    expect(step.evidence.mode?.settings.kind).toBe("unstamped");
  });
});

describe("a read that cannot rule out an earlier text sends none", () => {
  const overflow = JSON.stringify({
    type: "event_msg",
    payload: { type: "error", message: "context_length_exceeded: the context window is full" },
  });

  it("given an overflow record since the goal was set, when the completed work stops, then work-not-continuable", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal"), overflow));
    expect(reasonOf(await stopAt(path))).toBe("work-not-continuable");
  });

  it("given a read capped before the goal began, when it stops, then work-not-continuable", async () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal"), assistantSays("x".repeat(300_000))));
    const prompt = readHumanPrompt(path, "chain", { ...NO_DEADLINE, maxBytes: 500 });
    expect(prompt).toMatchObject({ boundary: "cap" });
    expect(reasonOf(await stopAt(path, { facts: { prompt } }))).toBe("work-not-continuable");
  });

  it.each([
    ["unreadable", { kind: "unreadable", path: "/t", why: "EACCES" }],
    ["timed out", { kind: "timeout", path: "/t", bytesScanned: 1, size: 9 }],
  ] as const)(
    "given a transcript that is %s, when it stops, then work-not-continuable",
    async (_, prompt) => {
      expect(reasonOf(await stopAt(write(""), { facts: { prompt } }))).toBe("work-not-continuable");
    },
  );

  it("given no transcript in the payload, when the completed work stops, then work-not-continuable without reading anything more", async () => {
    const input = parseStopPayload(JSON.stringify(stopPayload("/repo", { transcript_path: null })));
    const facts: Facts = {
      settings: { kind: "none", path: SETTINGS_PATH },
      boulder: boulder("completed"),
      plan: plan(2),
      install: { cli: "/opt/ulw/dist/cli.js", skill: true },
    };
    const { outcome, read } = await decideOn(input, facts);
    expect(outcome.reason).toBe("work-not-continuable");
    expect(read).toEqual(facts);
  });
});

describe("reading a goal back from the rollout", () => {
  it("given goal turns before and after a typed prompt, when read, then only those since the prompt count, with Codex's newest goal state and this hook's newest goal-end stamp", () => {
    const sent = `x\n[ulw-execute-continuation goal-end=stalled done=1 total=2 turn=T2 plan=/repo/plan.md]`;
    const path = write(
      rollout(
        goalSet(),
        turnStart("T1", "goal"),
        hookPrompt("T1", sent),
        typedPrompt("T2"),
        goalUpdated("active"),
        turnStart("T3", "goal"),
        hookPrompt("T3", sent.replace("T2", "T3")),
        turnStart("T4", "goal"),
        goalUpdated("blocked"),
      ),
    );
    expect(readHumanPrompt(path, "chain", NO_DEADLINE)).toMatchObject({
      boundary: "typed-prompt",
      goal: { turns: 2, status: "blocked", endSent: { kind: "stalled", done: 1, total: 2, turn: "T3" } },
    });
  });

  it("given plain mode's scope, when read, then no goal is reported: that read stops at the newest hook prompt", () => {
    const path = write(rollout(goalSet(), turnStart("T1", "goal")));
    expect(readHumanPrompt(path, "hook-prompt", NO_DEADLINE)).not.toHaveProperty("goal");
  });

  it("given a goal objective that names a pressure phrase, when the transcript is scanned, then Codex's goal record is not pressure", () => {
    const record = JSON.stringify({
      type: "event_msg",
      payload: {
        type: "thread_goal_updated",
        goal: { objective: "fix the context_length_exceeded retry", status: "active" },
      },
    });
    expect(scanForPressure(write(rollout(goalSet(), record)), NO_DEADLINE)).not.toHaveProperty("hit");
  });
});
