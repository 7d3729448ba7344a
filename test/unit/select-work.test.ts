import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBoulder, workEntries } from "../../src/boulder/document.js";
import { selectWork } from "../../src/boulder/select-work.js";
import { sessionKeyFromBoulder, sessionKeyFromPayload } from "../../src/boulder/session-id.js";
import { boulderText, sessionId } from "../helpers/arbitraries.js";

function document(value: unknown) {
  const result = parseBoulder(JSON.stringify(value));
  if (!result.ok) throw new Error(result.problem);
  return result.document;
}

const work = (ids: unknown[], extra: Record<string, unknown> = {}) => ({
  active_plan: "plan.md",
  plan_name: "plan",
  session_ids: ids,
  status: "active",
  ...extra,
});

describe("session keys", () => {
  it.each([
    ["abc", "codex:abc"],
    ["codex:abc", "codex:abc"],
    ["opencode:abc", "opencode:abc"],
    ["Codex:abc", "codex:Codex:abc"],
  ])("given payload id %s, when keyed, then it is %s", (id, key) => {
    expect(sessionKeyFromPayload(id)).toBe(key);
  });

  it.each([
    ["ses-1", "opencode:ses-1"],
    ["codex:abc", "codex:abc"],
    ["opencode:abc", "opencode:abc"],
  ])("given stored id %s, when keyed, then it is %s", (id, key) => {
    expect(sessionKeyFromBoulder(id)).toBe(key);
  });
});

describe("selectWork", () => {
  it("given a bare stored id equal to the Codex id, when selecting, then it does not match (legacy opencode id)", () => {
    const selection = selectWork(document({ works: { w: work(["abc"]) } }), sessionKeyFromPayload("abc"));
    expect(selection.work).toBeUndefined();
  });

  it("given several works of the session, when selecting, then the newest updated_at wins", () => {
    const doc = document({
      works: {
        old: work(["codex:s"], { updated_at: "2026-11-01T00:00:00Z" }),
        new: work(["codex:s"], { updated_at: "2026-11-03T00:00:00Z" }),
        mid: work(["codex:s"], { updated_at: "2026-11-02T00:00:00Z" }),
      },
    });
    expect(selectWork(doc, "codex:s").work?.id).toBe("new");
  });

  it("given one work with only started_at newer than another's updated_at, when selecting, then started_at stands in", () => {
    const doc = document({
      works: {
        a: work(["codex:s"], { updated_at: "2026-11-01T00:00:00Z" }),
        b: work(["codex:s"], { started_at: "2026-11-05T00:00:00Z" }),
      },
    });
    expect(selectWork(doc, "codex:s").work?.id).toBe("b");
  });

  it("given a work with no timestamps and one with a timestamp, when selecting, then the undated one sorts oldest", () => {
    const doc = document({
      works: { undated: work(["codex:s"]), dated: work(["codex:s"], { started_at: "2020-01-01T00:00:00Z" }) },
    });
    expect(selectWork(doc, "codex:s").work?.id).toBe("dated");
  });

  it("given an unparseable updated_at, when selecting, then it is ignored in favour of started_at", () => {
    const doc = document({
      works: {
        a: work(["codex:s"], { updated_at: "soon", started_at: "2026-11-09T00:00:00Z" }),
        b: work(["codex:s"], { updated_at: "2026-11-08T00:00:00Z" }),
      },
    });
    expect(selectWork(doc, "codex:s").work?.id).toBe("a");
  });

  it("given equal timestamps, when selecting, then active_work_id breaks the tie", () => {
    const doc = document({
      active_work_id: "second",
      works: { first: work(["codex:s"]), second: work(["codex:s"]) },
    });
    expect(selectWork(doc, "codex:s").work?.id).toBe("second");
  });

  it("given the newest matching work is invalid, when selecting, then the valid older one is used", () => {
    const doc = document({
      works: {
        valid: work(["codex:s"], { updated_at: "2026-11-01T00:00:00Z" }),
        broken: { session_ids: ["codex:s"], updated_at: "2026-11-09T00:00:00Z", plan_name: "x" },
      },
    });
    expect(selectWork(doc, "codex:s").work?.id).toBe("valid");
    expect(workEntries(doc)[1]).toMatchObject({ id: "broken", valid: false });
  });

  it("given a works map with no match and a matching mirror, when selecting, then there is no work", () => {
    const doc = document({ ...work(["codex:s"]), works: { other: work(["codex:other"]) } });
    const selection = selectWork(doc, "codex:s");
    expect(selection.source).toBe("works");
    expect(selection.work).toBeUndefined();
  });

  it("given no works map and a matching mirror, when selecting, then the mirror is the work", () => {
    const selection = selectWork(document(work(["codex:s"], { status: "paused" })), "codex:s");
    expect(selection.source).toBe("mirror");
    expect(selection.work?.status).toBe("paused");
  });

  it("given no works map and an invalid mirror, when selecting, then there is no work and the reason is recorded", () => {
    const doc = document({ session_ids: ["codex:s"], plan_name: "p" });
    expect(selectWork(doc, "codex:s").work).toBeUndefined();
    expect(workEntries(doc)).toMatchObject([
      { valid: false, problem: expect.stringContaining("active_plan") },
    ]);
  });
});

describe("selectWork on generated boulders", () => {
  const recency = (work: { updatedAt?: { epochMs: number }; startedAt?: { epochMs: number } }) =>
    work.updatedAt?.epochMs ?? work.startedAt?.epochMs ?? Number.NEGATIVE_INFINITY;

  it("given any boulder and session, when selecting, then the work is a valid one listing the session and none is newer", () => {
    fc.assert(
      fc.property(boulderText, sessionId, (text, id) => {
        const parsed = parseBoulder(text);
        if (!parsed.ok) return;
        const key = sessionKeyFromPayload(id);
        const listing = workEntries(parsed.document).flatMap((entry) =>
          entry.valid && entry.work.sessionIds.some((stored) => sessionKeyFromBoulder(stored) === key)
            ? [entry.work]
            : [],
        );
        const { work } = selectWork(parsed.document, key);
        if (work === undefined) {
          expect(listing).toEqual([]);
          return;
        }
        expect(listing.map((w) => w.id)).toContain(work.id);
        for (const other of listing) expect(recency(other) > recency(work)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
