import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBoulder } from "../../src/boulder/read.js";
import { selectWork } from "../../src/boulder/select-work.js";
import { isRecord } from "../../src/json/guards.js";
import { changeWorkStatus, startPlan } from "../../src/work/operations.js";
import { Workspace } from "../helpers/workspace.js";

/**
 * After any sequence of `start` and `work` commands on a boulder that already holds other sessions'
 * works and keys we do not know, those works and keys are exactly as they were, and the Stop hook's
 * own reader selects, for each session, the work the last command gave it.
 */

const PLANS = ["alpha", "beta", "gamma"] as const;
const SESSIONS = ["s1", "s2"] as const;
const CHANGES = ["complete", "pause", "resume", "abandon"] as const;
const STATUS = { complete: "completed", pause: "paused", resume: "active", abandon: "abandoned" } as const;

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
  }),
);

const unknownKey = fc.string({ minLength: 1, maxLength: 8 }).map((key) => `x-${key}`);
const otherWork = fc.record({
  active_plan: fc.constantFrom("/elsewhere/plan.md", ".omo/plans/other.md"),
  plan_name: fc.string({ maxLength: 6 }),
  session_ids: fc.constant(["codex:someone-else"]),
  status: fc.constantFrom("active", "paused", "completed", 7, null),
  extra: fc.jsonValue({ maxDepth: 2 }),
});
const existing = fc.record({
  works: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), otherWork, { maxKeys: 4 }),
  top: fc.dictionary(unknownKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
});

/** JSON's own view of a value: what a file round trip preserves (-0 becomes 0, and so on). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  for (const plan of PLANS) ws.write(`.omo/plans/${plan}.md`, "## TODOs\n- [ ] 1. one\n- [x] 2. two\n");
});
afterEach(() => ws.dispose());

function boulder(): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(ws.path(".omo/boulder.json"), "utf8"));
  if (!isRecord(parsed)) throw new Error("boulder is not an object");
  return { ...parsed };
}

describe("the boulder writer, over any sequence of commands", () => {
  it("given other works and unknown keys, when start and work commands run, then those are kept and the hook selects what the last command set", async () => {
    await fc.assert(
      fc.asyncProperty(
        existing,
        fc.array(command, { minLength: 1, maxLength: 8 }),
        async (before, commands) => {
          ws.writeBoulder({ ...before.top, schema_version: 2, works: before.works });
          // The model: one work per plan (starting a plan again joins its work), newest update wins.
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
              const work = model.get(step.plan) ?? {
                sessions: new Set<string>(),
                status: "active",
                updated: 0,
              };
              work.sessions.add(step.session);
              model.set(step.plan, { ...work, status: "active", updated: clock });
            } else {
              const changed = changeWorkStatus({ ...request, change: step.change });
              const mine = selected(step.session);
              expect(changed.ok).toBe(mine !== undefined);
              if (mine !== undefined)
                model.set(mine[0], { ...mine[1], status: STATUS[step.change], updated: clock });
            }
          }
          const after = boulder();
          for (const [key, value] of Object.entries(before.top)) expect(after[key]).toEqual(asJson(value));
          const works = isRecord(after.works) ? after.works : {};
          for (const [id, work] of Object.entries(before.works)) expect(works[id]).toEqual(asJson(work));
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
