import { readFileSync } from "node:fs";
import fc from "fast-check";
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBoulder } from "../../src/boulder/read.js";
import { selectWork } from "../../src/boulder/select-work.js";
import { isRecord } from "../../src/json/guards.js";
import { changeWorkStatus, startPlan } from "../../src/work/operations.js";
import { Workspace } from "../helpers/workspace.js";

/**
 * After any sequence of `start` and `work` commands on a boulder that already holds other sessions'
 * works and keys we do not know (written with big integers, escapes and odd spacing), the raw text of
 * each of those is byte for byte what it was, the Stop hook's own reader selects, for each session,
 * the work the commands gave it, and a work has `ended_at` exactly when it has ended.
 */

const PLANS = ["alpha", "beta", "gamma"] as const;
/** gamma has every task checked: only it may be completed without --force. */
const DONE_PLAN = "gamma";
const SESSIONS = ["s1", "s2"] as const;
const CHANGES = ["complete", "pause", "resume", "abandon"] as const;
type Change = (typeof CHANGES)[number];
const STATUS = { complete: "completed", pause: "paused", resume: "active", abandon: "abandoned" } as const;
const FROM: Readonly<Record<Change, readonly string[]>> = {
  complete: ["active", "paused"],
  pause: ["active"],
  resume: ["paused"],
  abandon: ["active", "paused"],
};
const ENDED = ["completed", "abandoned"];

const command = fc.oneof(
  fc.record({
    op: fc.constant("start" as const),
    plan: fc.constantFrom(...PLANS),
    session: fc.constantFrom(...SESSIONS),
  }),
  fc.record({
    op: fc.constant("work" as const),
    change: fc.constantFrom(...CHANGES),
    session: fc.constantFrom(...SESSIONS),
    force: fc.boolean(),
  }),
);

// Raw JSON texts that a parse-and-stringify round trip would not give back.
const space = fc.constantFrom("", " ", "  ", "\n", "\n\t", "\r\n    ");
const asciiEscaped = (text: string) =>
  JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const rawValue = fc.oneof(
  fc.bigInt({ min: 10n ** 17n, max: 10n ** 30n }).map(String),
  fc.string({ maxLength: 8 }).map(asciiEscaped),
  fc.constantFrom('"a\\/b"', "1e400", "-0.0", "2.50", "[ 1 ,2 ]"),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
);
const spacing = fc.record({ inner: space, beforeColon: space, afterColon: space });
type Spacing = { inner: string; beforeColon: string; afterColon: string };

function property(key: string, raw: string, s: Spacing): string {
  return `${JSON.stringify(key)}${s.beforeColon}:${s.afterColon}${raw}`;
}
function objectText(properties: readonly string[], s: Spacing): string {
  return `{${s.inner}${properties.join(`${s.beforeColon},${s.inner}`)}${s.inner}}`;
}

const otherWork = fc
  .record({
    plan: fc.constantFrom("/elsewhere/plan.md", ".omo/plans/other.md"),
    name: fc.string({ maxLength: 6 }),
    status: fc.constantFrom('"active"', '"paused"', '"completed"', "7", "null"),
    extra: rawValue,
    spacing,
  })
  .map((w) =>
    objectText(
      [
        property("active_plan", JSON.stringify(w.plan), w.spacing),
        property("plan_name", asciiEscaped(w.name), w.spacing),
        property("session_ids", '[ "codex:someone-else" ]', w.spacing),
        property("status", w.status, w.spacing),
        property("extra", w.extra, w.spacing),
      ],
      w.spacing,
    ),
  );
const unknownKey = (prefix: string) =>
  fc.string({ minLength: 1, maxLength: 8 }).map((key) => `${prefix}${key}`);
const existing = fc.record({
  works: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), otherWork, { maxKeys: 4 }),
  before: fc.dictionary(unknownKey("x-"), rawValue, { maxKeys: 3 }),
  after: fc.dictionary(unknownKey("y-"), rawValue, { maxKeys: 3 }),
  spacing,
  worksSpacing: spacing,
});
type Existing = typeof existing extends fc.Arbitrary<infer T> ? T : never;

/** The file, and the raw text of every property the commands must leave alone, by its path. */
function boulderText(given: Existing): { text: string; kept: Map<readonly string[], string> } {
  const kept = new Map<readonly string[], string>();
  const top = (key: string, raw: string) => {
    const text = property(key, raw, given.spacing);
    kept.set([key], text);
    return text;
  };
  const works = Object.entries(given.works).map(([id, raw]) => {
    const text = property(id, raw, given.worksSpacing);
    kept.set(["works", id], text);
    return text;
  });
  const text = objectText(
    [
      ...Object.entries(given.before).map(([key, raw]) => top(key, raw)),
      property("schema_version", "2", given.spacing),
      property("works", objectText(works, given.worksSpacing), given.spacing),
      ...Object.entries(given.after).map(([key, raw]) => top(key, raw)),
    ],
    given.spacing,
  );
  return { text, kept };
}

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  for (const plan of PLANS)
    ws.write(
      `.omo/plans/${plan}.md`,
      `## TODOs\n- [${plan === DONE_PLAN ? "x" : " "}] 1. one\n- [x] 2. two\n`,
    );
});
afterEach(() => ws.dispose());

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? { ...value } : {};
}

describe("the boulder writer, over any sequence of commands", () => {
  it("given other works and unknown keys in odd raw text, when start and work commands run, then their text is kept byte for byte and the hook selects what the commands set", async () => {
    await fc.assert(
      fc.asyncProperty(
        existing,
        fc.array(command, { minLength: 1, maxLength: 8 }),
        async (given, commands) => {
          const { text, kept } = boulderText(given);
          ws.write(".omo/boulder.json", text);
          // The model: one work per plan (starting a plan again joins its work), newest update wins; a
          // session that starts a plan leaves its other unfinished works, and restarting an ended work
          // does not bring back the sessions that ended it.
          const model = new Map<string, { sessions: Set<string>; status: string; updated: number }>();
          const selected = (session: string) =>
            [...model.entries()]
              .filter(([, work]) => work.sessions.has(session))
              .sort(([, a], [, b]) => b.updated - a.updated)[0];
          let clock = 0;
          const now = () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString();
          for (const step of commands) {
            clock++;
            const request = { cwd: ws.root, sessionId: step.session, lockWaitMs: 1000, now };
            if (step.op === "start") {
              const started = await startPlan({ ...request, plan: step.plan });
              expect(started.ok).toBe(true);
              for (const [plan, other] of model)
                if (plan !== step.plan && !ENDED.includes(other.status)) other.sessions.delete(step.session);
              const previous = model.get(step.plan);
              const sessions =
                previous === undefined || ENDED.includes(previous.status)
                  ? new Set<string>()
                  : previous.sessions;
              sessions.add(step.session);
              model.set(step.plan, { sessions, status: "active", updated: clock });
              continue;
            }
            const changed = await changeWorkStatus({ ...request, change: step.change, force: step.force });
            const mine = selected(step.session);
            const to = STATUS[step.change];
            const from = mine?.[1].status ?? "";
            const allowed =
              mine !== undefined &&
              !ENDED.includes(from) &&
              (from === to ||
                (FROM[step.change].includes(from) &&
                  (step.change !== "complete" || step.force || mine[0] === DONE_PLAN)));
            expect(changed.ok).toBe(allowed);
            if (allowed && mine !== undefined && from !== to)
              model.set(mine[0], { ...mine[1], status: to, updated: clock });
          }
          const after = readFileSync(ws.path(".omo/boulder.json"), "utf8");
          const tree = parseTree(after);
          for (const [path, raw] of kept) {
            const node = tree === undefined ? undefined : findNodeAtLocation(tree, [...path])?.parent;
            expect(node === undefined ? undefined : after.slice(node.offset, node.offset + node.length)).toBe(
              raw,
            );
          }
          const parsed = record(JSON.parse(after));
          for (const [id, work] of Object.entries(record(parsed.works))) {
            if (!PLANS.some((plan) => id === plan)) continue;
            const fields = record(work);
            expect(Object.hasOwn(fields, "ended_at")).toBe(ENDED.includes(String(fields.status)));
          }
          const active = record(record(parsed.works)[String(parsed.active_work_id)]);
          expect(parsed.status).toBe(active.status);
          expect(parsed.ended_at).toBe(active.ended_at);
          const read = readBoulder(ws.path(".omo/boulder.json"));
          if (!read.ok) throw new Error(read.why);
          for (const session of SESSIONS) {
            const want = selected(session);
            const work = selectWork(read.document, `codex:${session}`).work;
            expect(work?.activePlan).toBe(
              want === undefined ? undefined : ws.path(`.omo/plans/${want[0]}.md`),
            );
            expect(work?.status).toBe(want?.[1].status);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
