import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import { readBoulderForSession, WHOLE_FILE_LIMIT } from "../../src/boulder/read-for-session.js";
import { selectWork } from "../../src/boulder/select-work.js";
import { sessionKeyFromPayload } from "../../src/boulder/session-id.js";
import { boulderText, sessionId } from "../helpers/arbitraries.js";
import { Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());
const CAP = 64 * 1024 * 1024;

function viaFullParse(text: string, key: string) {
  const parsed = parseBoulder(text);
  if (!parsed.ok) return { ok: false as const, problem: parsed.problem };
  return { ok: true as const, work: selectWork(parsed.document, key).work };
}

// 0 forces the streaming reader (regex fast path, byte-scanner fallback) even on small files.
const STREAMING = 0;

function viaFastRead(text: string, key: string, wholeFileLimit = STREAMING) {
  const path = ws.write("boulder.json", text);
  const read = readBoulderForSession(path, key, CAP, wholeFileLimit);
  if (!read.ok) return { ok: false as const, problem: read.why };
  return { ok: true as const, work: selectWork(read.document, key).work };
}

describe("readBoulderForSession picks the same work as a full parse", () => {
  it.each([
    ["streamed", STREAMING],
    ["read whole", WHOLE_FILE_LIMIT],
  ])(
    "given generated boulder documents and session ids, when %s, then the outcome equals a full parse's",
    (_name, limit) => {
      fc.assert(
        fc.property(boulderText, sessionId, (text, id) => {
          const key = sessionKeyFromPayload(id);
          expect(viaFastRead(text, key, limit)).toEqual(viaFullParse(text, key));
        }),
        { numRuns: 1500 },
      );
    },
  );

  it("given works nested deeper than the fast path's patterns, when streamed, then the byte scanner still finds the work", () => {
    const deep = { a: { b: { c: { d: [1, { e: "}" }] } } } };
    const text = JSON.stringify({
      task_sessions: deep,
      works: {
        w: {
          active_plan: "p.md",
          plan_name: "p",
          session_ids: ["codex:s1"],
          status: "active",
          task_sessions: deep,
        },
      },
    });
    expect(viaFastRead(text, "codex:s1")).toEqual(viaFullParse(text, "codex:s1"));
    expect(viaFastRead(text, "codex:s1")).toMatchObject({ ok: true, work: { id: "w" } });
  });

  it("given a session id written with JSON escapes, when read, then the work is still found", () => {
    const text =
      '{"works":{"w":{"active_plan":"p.md","plan_name":"p","session_ids":["codex:\\u0073\\u0031"],"status":"active"}}}';
    expect(viaFastRead(text, "codex:s1")).toMatchObject({ ok: true, work: { id: "w" } });
  });

  it("given duplicate works keys, when read, then the last value wins as with JSON.parse", () => {
    const work = (id: string) =>
      `{"active_plan":"p.md","plan_name":"${id}","session_ids":["codex:s1"],"status":"active"}`;
    const text = `{"works":{"w":${work("first")},"w":${work("second")}}}`;
    expect(viaFastRead(text, "codex:s1")).toMatchObject({ ok: true, work: { planName: "second" } });
    expect(viaFastRead(text, "codex:s1")).toEqual(viaFullParse(text, "codex:s1"));
  });

  it("given a works map larger than one read chunk with the session's work last, when read, then it is found", () => {
    const works: Record<string, unknown> = {};
    for (let i = 0; i < 3000; i++) {
      works[`w${i}`] = {
        active_plan: "p.md",
        plan_name: `p${i}`,
        session_ids: [`codex:other-${i}`],
        status: "active",
      };
    }
    works.mine = { active_plan: "p.md", plan_name: "mine", session_ids: ["codex:s1"], status: "paused" };
    const text = JSON.stringify({ schema_version: 2, works });
    expect(text.length).toBeGreaterThan(200 * 1024);
    const read = readBoulderForSession(ws.write("big.json", text), "codex:s1", CAP);
    if (!read.ok) throw new Error(read.why);
    expect(read.document.worksTotal).toBe(3001);
    expect(read.document.works?.map((entry) => entry.id)).toEqual(["mine"]);
  });

  it("given a file over the cap, when read, then it is unreadable and the reason names the cap", () => {
    const read = readBoulderForSession(
      ws.write("capped.json", `{"pad":"${"x".repeat(2048)}"}`),
      "codex:s1",
      1024,
    );
    expect(read).toMatchObject({ ok: false, missing: false });
    expect(read.ok || read.why).toMatch(/over the .* MiB cap/);
  });
});
