import { describe, expect, it } from "vitest";
import { type StatusChange, setWorkStatus } from "../../src/boulder/edit.js";
import { isRecord } from "../../src/json/guards.js";

/** Which status each change may start from: the rest are no-ops (the status it sets) or refused. */
const NOW = "2026-02-01T00:00:00.000Z";

function boulderWith(status: unknown): Record<string, unknown> {
  const work = {
    active_plan: "/p/alpha.md",
    plan_name: "alpha",
    session_ids: ["codex:s1"],
    status,
    updated_at: "2026-01-01T00:00:00.000Z",
    ...(status === "completed" || status === "abandoned" ? { ended_at: "2026-01-01T00:00:00.000Z" } : {}),
  };
  return { schema_version: 2, active_work_id: "w", works: { w: work } };
}

function workOf(boulder: unknown): Record<string, unknown> {
  const works = isRecord(boulder) ? boulder.works : undefined;
  const work = isRecord(works) ? works.w : undefined;
  return isRecord(work) ? { ...work } : {};
}

type Expected = "refused" | "no-op" | string;
const TABLE: ReadonlyArray<readonly [unknown, StatusChange, Expected]> = [
  ["active", "pause", "paused"],
  ["active", "resume", "no-op"],
  ["active", "complete", "completed"],
  ["active", "abandon", "abandoned"],
  ["paused", "pause", "no-op"],
  ["paused", "resume", "active"],
  ["paused", "complete", "completed"],
  ["paused", "abandon", "abandoned"],
  ["completed", "pause", "refused"],
  ["completed", "resume", "refused"],
  ["completed", "complete", "refused"],
  ["completed", "abandon", "refused"],
  ["abandoned", "pause", "refused"],
  ["abandoned", "resume", "refused"],
  ["abandoned", "complete", "refused"],
  ["abandoned", "abandon", "refused"],
  [undefined, "pause", "refused"],
  [7, "resume", "refused"],
];

describe("setWorkStatus", () => {
  it.each(TABLE)("given a work that is %j, when %s, then %s", (status, change, expected) => {
    const before = boulderWith(status);
    const result = setWorkStatus(before, "w", change, NOW);
    if (expected === "refused") {
      expect(result.ok).toBe(false);
      if (!result.ok && (status === "completed" || status === "abandoned"))
        expect(result.problem).toContain("start it again with `$ulw-execute <plan>`");
      return;
    }
    if (!result.ok) throw new Error(result.problem);
    if (expected === "no-op") {
      expect(result.boulder).toBe(before);
      expect(result.note).toContain("nothing changed");
      return;
    }
    const work = workOf(result.boulder);
    expect(work.status).toBe(expected);
    expect(work.updated_at).toBe(NOW);
    if (expected === "completed" || expected === "abandoned") expect(work.ended_at).toBe(NOW);
    else expect(work).not.toHaveProperty("ended_at");
  });
});
