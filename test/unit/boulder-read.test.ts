import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  BOULDER_CAP_BYTES,
  BOULDER_CONTAINER_LIMIT,
  exceedsContainerLimit,
  readBoulder,
} from "../../src/boulder/read.js";
import { selectWork } from "../../src/boulder/select-work.js";
import { Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());

const work = (planName: string, session = "codex:s1") =>
  `{"active_plan":"p.md","plan_name":"${planName}","session_ids":["${session}"],"status":"active"}`;

function selected(text: string, key = "codex:s1") {
  const read = readBoulder(ws.write("boulder.json", text));
  if (!read.ok) return { ok: false as const, why: read.why };
  return { ok: true as const, work: selectWork(read.document, key).work };
}

describe("readBoulder", () => {
  it("given a BOM before the object, when read, then the work is found", () => {
    expect(selected(`\ufeff{"works":{"w":${work("p")}}}`)).toMatchObject({ ok: true, work: { id: "w" } });
  });

  it.each([
    ["text that is not JSON", "{works:", /not valid JSON/],
    ["JSON that is not an object", "[1,2]", /not a JSON object/],
    ["an empty file", "", /not valid JSON/],
    ["two objects", '{"a":1}{"b":2}', /not valid JSON/],
  ])("given %s, when read, then it is unreadable and says why", (_name, text, why) => {
    const result = selected(text);
    expect(result).toMatchObject({ ok: false });
    expect(result.ok || result.why).toMatch(why);
  });

  it("given a session id written with JSON escapes, when read, then the work is still found", () => {
    const text = `{"works":{"w":${work("p", "codex:\\u0073\\u0031")}}}`;
    expect(selected(text)).toMatchObject({ ok: true, work: { id: "w" } });
  });

  it("given duplicate works keys, when read, then the last value wins as with JSON.parse", () => {
    expect(selected(`{"works":{"w":${work("first")},"w":${work("second")}}}`)).toMatchObject({
      ok: true,
      work: { planName: "second" },
    });
  });

  it("given a file one byte over the cap, when read, then it is unreadable and the reason names its size", () => {
    const pad = "x".repeat(BOULDER_CAP_BYTES - 9);
    const text = `{"pad":"${pad}"}`;
    expect(Buffer.byteLength(text)).toBe(BOULDER_CAP_BYTES + 1);
    const result = selected(text);
    expect(result.ok || result.why).toBe(`is ${BOULDER_CAP_BYTES + 1} bytes, over the 6 MiB cap`);
  });

  it("given a file exactly at the cap, when read, then it is parsed", () => {
    const text = `{"pad":"${"x".repeat(BOULDER_CAP_BYTES - 10)}"}`;
    expect(Buffer.byteLength(text)).toBe(BOULDER_CAP_BYTES);
    expect(selected(text)).toMatchObject({ ok: true });
  });

  it("given deep nesting past the container limit, when read, then it is refused without parsing", () => {
    const depth = BOULDER_CONTAINER_LIMIT + 1;
    const result = selected(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    expect(result.ok || result.why).toMatch(/more than 200000 JSON objects and arrays/);
  });

  it("given exactly the container limit, when read, then it is parsed", () => {
    // Five containers around the empties: the document, works, the work, session_ids and x.
    const empties = Array.from({ length: BOULDER_CONTAINER_LIMIT - 5 }, () => "{}").join(",");
    expect(selected(`{"works":{"w":${work("p")}},"x":[${empties}]}`)).toMatchObject({
      ok: true,
      work: { id: "w" },
    });
  });

  it("given 10,000 realistic works with the session's work last, when read, then that work is selected", () => {
    const works: Record<string, unknown> = {};
    for (let i = 0; i < 10_000; i++) {
      works[`work-${i}`] = {
        work_id: `work-${i}`,
        active_plan: `.omo/plans/plan-${i}.md`,
        plan_name: `Plan ${i}: payments service rollout`,
        session_ids: [`codex:0199f0c2-aaaa-7000-8000-${String(i).padStart(12, "0")}`],
        status: "completed",
        worktree_path: null,
        started_at: "2026-11-01T10:00:00.000Z",
        updated_at: "2026-11-02T10:00:00.000Z",
      };
    }
    works.mine = { active_plan: "p.md", plan_name: "mine", session_ids: ["codex:s1"], status: "paused" };
    const text = JSON.stringify({ schema_version: 2, active_work_id: "mine", works }, null, 2);
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * 1024 * 1024);
    expect(selected(text)).toMatchObject({ ok: true, work: { id: "mine" } });
  });
});

describe("the container limit", () => {
  it("given any text and limit, when counted, then it says exactly whether `{` and `[` together exceed the limit", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("{", "[", "}", "]", "a", '"', "\\") }),
        fc.nat(40),
        (text, limit) => {
          const naive = [...text].filter((char) => char === "{" || char === "[").length > limit;
          expect(exceedsContainerLimit(text, limit)).toBe(naive);
        },
      ),
    );
  });
});
