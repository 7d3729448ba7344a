import { describe, expect, it } from "vitest";
import { boulderDocument } from "../../src/boulder/document.js";
import { setWorkStatus, startWork } from "../../src/boulder/edit.js";
import { selectWork } from "../../src/boulder/select-work.js";
import { isRecord, type JsonRecord } from "../../src/json/guards.js";

/**
 * One session's start never steers another session's work. Each step is the pure
 * edit `start <plan>` makes, then the work the Stop hook (and `work ...`) would pick for a session.
 */

const A = "codex:A";
const B = "codex:B";
const C = "codex:C";
let clock = 0;
/** Every step one second later: the newest work is the one touched last. */
const tick = () => new Date(Date.UTC(2026, 0, 1, 0, 0, ++clock)).toISOString();

function start(boulder: JsonRecord, plan: string, sessionKey: string): { boulder: JsonRecord; note: string } {
  const result = startWork(boulder, {
    planPath: `/p/${plan}.md`,
    planName: plan,
    sessionKey,
    now: tick(),
    isSamePlan: (activePlan) => activePlan === `/p/${plan}.md`,
  });
  if (!result.ok) throw new Error(result.problem);
  return { boulder: result.boulder, note: result.note };
}

const run = (boulder: JsonRecord, ...steps: readonly (readonly [string, string])[]) =>
  steps.reduce((current, [plan, session]) => start(current, plan, session).boulder, boulder);

const selected = (boulder: JsonRecord, sessionKey: string) =>
  selectWork(boulderDocument(boulder), sessionKey).work?.id;

function work(boulder: JsonRecord, id: string): Record<string, unknown> {
  const works = boulder.works;
  const found = isRecord(works) ? works[id] : undefined;
  return isRecord(found) ? { ...found } : {};
}

describe("a session moving between plans", () => {
  it("given A ran `one` then `two` and B then ran `one`, when each session's work is chosen, then A keeps two and B has one", () => {
    const boulder = run({}, ["one", A], ["two", A], ["one", B]);
    expect(selected(boulder, A)).toBe("two");
    expect(selected(boulder, B)).toBe("one");
    expect(work(boulder, "one")).toMatchObject({ session_ids: [B], session_origins: { [B]: "appended" } });
    expect(work(boulder, "two")).toMatchObject({ session_ids: [A], status: "active" });
  });

  it("given the same three starts, when A pauses its work, then only two is paused and B's one stays active", () => {
    const boulder = run({}, ["one", A], ["two", A], ["one", B]);
    const chosen = selected(boulder, A) ?? "";
    const paused = setWorkStatus(boulder, chosen, "pause", tick());
    if (!paused.ok) throw new Error(paused.problem);
    expect(work(paused.boulder, "two").status).toBe("paused");
    expect(work(paused.boulder, "one").status).toBe("active");
  });

  it("given A in one, when A starts two, then A leaves one, which keeps its status, and the note says so", () => {
    const first = run({}, ["one", A]);
    const { boulder, note } = start(first, "two", A);
    expect(work(boulder, "one")).toMatchObject({ session_ids: [], session_origins: {}, status: "active" });
    expect(note).toBe(
      'started a new work; this session left its other unfinished work "one" (its status and other sessions stay)',
    );
  });

  it("given A and B in one and C in two, when A joins two's work, then A leaves one and B stays in it", () => {
    const boulder = run({}, ["one", A], ["one", B], ["two", C], ["two", A]);
    expect(work(boulder, "one").session_ids).toEqual([B]);
    expect(work(boulder, "two").session_ids).toEqual([C, A]);
    expect(selected(boulder, A)).toBe("two");
  });

  it("given A's ended work one, when A starts two, then one keeps A (who finished it)", () => {
    const started = run({}, ["one", A]);
    const done = setWorkStatus(started, "one", "complete", tick());
    if (!done.ok) throw new Error(done.problem);
    const boulder = run(done.boulder, ["two", A]);
    expect(work(boulder, "one")).toMatchObject({ session_ids: [A], status: "completed" });
  });

  it("given one completed by A and B, when B starts it again, then A is not brought back with it", () => {
    const both = run({}, ["one", A], ["one", B]);
    const done = setWorkStatus(both, "one", "complete", tick());
    if (!done.ok) throw new Error(done.problem);
    const boulder = run(done.boulder, ["one", B]);
    expect(work(boulder, "one")).toMatchObject({ session_ids: [B], status: "active" });
    expect(work(boulder, "one").session_origins).toEqual({ [B]: "appended" });
    expect(selected(boulder, A)).toBeUndefined();
  });

  it("given session_ids with non-string items, a legacy bare id and other keys, when the session leaves, then only its own id goes", () => {
    const boulder: JsonRecord = {
      works: {
        old: {
          active_plan: "/p/old.md",
          plan_name: "old",
          session_ids: [7, "ses-1", "codex:other", null],
          session_origins: { "ses-1": "direct", "codex:other": "appended" },
          status: "paused",
          custom: { kept: true },
        },
      },
    };
    const after = start(boulder, "two", "opencode:ses-1").boulder;
    expect(work(after, "old")).toEqual({
      active_plan: "/p/old.md",
      plan_name: "old",
      session_ids: [7, "codex:other", null],
      session_origins: { "codex:other": "appended" },
      status: "paused",
      custom: { kept: true },
    });
  });

  it.each([
    ["not an array", "codex:A"],
    ["missing", undefined],
  ])(
    "given a work whose session_ids is %s, when a session starts another plan, then that work is untouched",
    (_case, ids) => {
      const odd = { active_plan: "/p/odd.md", plan_name: "odd", status: "active", session_ids: ids };
      const after = start({ works: { odd } }, "two", A).boulder;
      expect(work(after, "odd")).toEqual(JSON.parse(JSON.stringify(odd)));
    },
  );

  it("given A in one and two (a boulder from before), when A starts three, then the note names both works it left", () => {
    const before: JsonRecord = {
      works: {
        one: { active_plan: "/p/one.md", plan_name: "one", session_ids: [A], status: "active" },
        two: { active_plan: "/p/two.md", plan_name: "two", session_ids: [A], status: "paused" },
      },
    };
    const { boulder, note } = start(before, "three", A);
    expect(note).toBe(
      'started a new work; this session left its other unfinished works "one", "two" (their status and other sessions stay)',
    );
    expect([work(boulder, "one").session_ids, work(boulder, "two").session_ids]).toEqual([[], []]);
  });

  it("given the session already in the work it starts, when started again, then it stays listed once", () => {
    const boulder = run({}, ["one", A], ["one", A]);
    expect(work(boulder, "one").session_ids).toEqual([A]);
  });
});
