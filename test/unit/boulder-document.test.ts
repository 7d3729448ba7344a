import { describe, expect, it } from "vitest";
import { MIRROR_ID, parseBoulder, workEntries } from "../../src/boulder/document.js";
import { parseWork } from "../../src/boulder/work.js";

const baseWork = {
  active_plan: ".omo/plans/p.md",
  plan_name: "p",
  session_ids: ["codex:s"],
  status: "active",
};

function work(overrides: Record<string, unknown>) {
  const entry = parseWork("w", { ...baseWork, ...overrides });
  if (!entry.valid) throw new Error(`expected a valid work, got: ${entry.problem}`);
  return entry.work;
}

describe("parseBoulder: the file as a whole", () => {
  it.each([
    ["not JSON", "{works:", "boulder.json is not valid JSON"],
    ["empty", "", "boulder.json is not valid JSON"],
    ["an array", "[]", "boulder.json is not a JSON object"],
    ["null", "null", "boulder.json is not a JSON object"],
    ["a number", "2", "boulder.json is not a JSON object"],
  ])("given a file that is %s, when parsed, then there is no state", (_name, text, problem) => {
    expect(parseBoulder(text)).toEqual({ ok: false, problem });
  });

  it("given a file with a UTF-8 BOM, when parsed, then the BOM is stripped and the works are read", () => {
    const result = parseBoulder(`\ufeff${JSON.stringify({ works: { w1: baseWork } })}`);
    expect(result.ok && result.document.works?.map((entry) => entry.id)).toEqual(["w1"]);
  });

  it("given a works object, when parsed, then every entry is judged and invalid ones are kept as invalid", () => {
    const result = parseBoulder(
      JSON.stringify({ works: { good: baseWork, bad: { plan_name: "x" }, odd: 3 } }),
    );
    if (!result.ok) throw new Error("expected a document");
    expect(workEntries(result.document).map((entry) => [entry.id, entry.valid])).toEqual([
      ["good", true],
      ["bad", false],
      ["odd", false],
    ]);
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["an array", [baseWork]],
    ["a string", "w1"],
  ])("given works %s, when parsed, then there is no works map and the mirror is used", (_name, works) => {
    const document = works === undefined ? { ...baseWork } : { ...baseWork, works };
    const result = parseBoulder(JSON.stringify(document));
    if (!result.ok) throw new Error("expected a document");
    expect(result.document.works).toBeUndefined();
    expect(workEntries(result.document)).toMatchObject([{ id: MIRROR_ID, valid: true }]);
  });

  it("given an empty works object, when parsed, then the map exists and is empty", () => {
    const result = parseBoulder(JSON.stringify({ ...baseWork, works: {} }));
    expect(result.ok && result.document.works).toEqual([]);
  });
});

describe("parseWork: required fields (seed 000: reject, don't continue on dirty data)", () => {
  it.each([
    ["active_plan missing", { active_plan: undefined }, "active_plan"],
    ["active_plan null", { active_plan: null }, "active_plan"],
    ["active_plan empty", { active_plan: "" }, "active_plan"],
    ["active_plan blank", { active_plan: "   " }, "active_plan"],
    ["active_plan a number", { active_plan: 5 }, "active_plan"],
    ["plan_name missing", { plan_name: undefined }, "plan_name"],
    ["plan_name null", { plan_name: null }, "plan_name"],
    ["plan_name an object", { plan_name: {} }, "plan_name"],
  ])(
    "given %s, when parsed, then the work is invalid and the problem names the field",
    (_name, overrides, key) => {
      const entry = parseWork("w", { ...baseWork, ...overrides });
      expect(entry.valid).toBe(false);
      if (!entry.valid) expect(entry.problem).toContain(key);
    },
  );

  it("given an empty string plan_name, when parsed, then the work is valid (a string is all the schema asks)", () => {
    expect(parseWork("w", { ...baseWork, plan_name: "" }).valid).toBe(true);
  });
});

describe("parseWork: optional fields are sanitised, never fatal", () => {
  it.each([
    ["missing", undefined],
    ["null", null],
    ["a number", 42],
    ["an object", { path: "/x" }],
    ["empty", ""],
    ["blank", "  "],
  ])("given worktree_path %s, when parsed, then it is absent", (_name, value) => {
    expect("worktreePath" in work({ worktree_path: value })).toBe(false);
  });

  it("given a worktree_path string, when parsed, then it is kept as written", () => {
    expect(work({ worktree_path: "/valid/worktree/path" }).worktreePath).toBe("/valid/worktree/path");
  });

  it.each([
    ["missing", undefined, []],
    ["null", null, []],
    ["a string", "codex:s", []],
    ["an object", { 0: "codex:s" }, []],
    ["mixed items", ["codex:a", 1, null, "b", { id: "c" }], ["codex:a", "b"]],
  ])("given session_ids %s, when parsed, then only string items remain", (_name, value, expected) => {
    expect(work({ session_ids: value }).sessionIds).toEqual(expected);
  });

  it.each(["active", "paused", "completed", "abandoned"])(
    "given status %s, when parsed, then it is kept",
    (s) => {
      expect(work({ status: s }).status).toBe(s);
    },
  );

  it.each([
    ["missing", undefined],
    ["null", null],
    ["capitalised", "Active"],
    ["unknown", "running"],
    ["a number", 1],
  ])("given status %s, when parsed, then it is absent", (_name, value) => {
    expect("status" in work({ status: value })).toBe(false);
  });

  it.each([
    ["2026-11-30T01:02:03Z", Date.UTC(2026, 10, 30, 1, 2, 3)],
    ["2026-11-30T01:02:03.456+02:00", Date.UTC(2026, 10, 29, 23, 2, 3, 456)],
    ["2026-11-30", Date.UTC(2026, 10, 30)],
  ])("given updated_at %s, when parsed, then it is read as that instant", (iso, epochMs) => {
    expect(work({ updated_at: iso }).updatedAt).toEqual({ iso, epochMs });
  });

  it.each([
    ["not a date", "yesterday"],
    ["loose text Date.parse accepts", "March 7, 2026"],
    ["impossible", "2026-13-45T99:00:00Z"],
    ["a number", 1764464523000],
    ["null", null],
  ])("given started_at %s, when parsed, then it is absent", (_name, value) => {
    expect("startedAt" in work({ started_at: value })).toBe(false);
  });
});
