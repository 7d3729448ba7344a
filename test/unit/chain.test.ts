import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chainVerdict } from "../../src/decision/chain-rule.js";
import {
  formatStamp,
  readStamps,
  type Stamp,
  stampedPlan,
  stampedTurn,
} from "../../src/rollout/chain-stamp.js";

/** What Codex does to a reason before the model sees it. */
const xmlEscaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The limits with no patience: one continuation without progress, as before patience existed. */
const strict = (maxChain: number) => ({ maxChain, patience: 0 });

const stampOf = (step: number, done: number, total: number, plan = "/repo/plan.md", idle = 0): Stamp => ({
  step,
  done,
  total,
  idle,
  turn: "t",
  plan: stampedPlan(plan),
});
const at = (done: number, total: number) => ({ done, total });

describe("the progress stamp", () => {
  it("given any limits, when stamped and read back, then the stamp carries them", () => {
    fc.assert(
      fc.property(
        fc.record({
          maxChain: fc.integer({ min: 1, max: 100 }),
          patience: fc.integer({ min: 0, max: 10 }),
          stopOnCompaction: fc.boolean(),
          goalEnd: fc.boolean(),
          maxTokens: fc.integer({ min: 0, max: 1_000_000_000 }),
          maxMinutes: fc.integer({ min: 0, max: 10_080 }),
        }),
        (limits) => {
          const line = formatStamp({
            step: 2,
            done: 1,
            total: 3,
            idle: 0,
            planPath: "/p",
            turnId: "t",
            limits,
          });
          expect(readStamps(xmlEscaped(line))[0]?.limits).toEqual(limits);
        },
      ),
    );
  });

  it("given any plan path and turn id, when stamped and read back raw or XML-escaped, then both give the same fields", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 600 }),
        fc.string({ maxLength: 200 }),
        fc.nat(1000),
        fc.nat(99),
        fc.nat(10),
        (plan, turn, step, done, idle) => {
          const line = formatStamp({ step, done, total: done + 3, idle, planPath: plan, turnId: turn });
          expect(line).not.toMatch(/[<>&\n]/);
          expect(JSON.stringify(line)).not.toMatch(/\\ud[89a-f]/);
          const raw = readStamps(`# Directive\n\n${line}`);
          expect(raw).toEqual([
            { step, done, total: done + 3, idle, turn: stampedTurn(turn), plan: stampedPlan(plan) },
          ]);
          // Codex's message record: the reason XML-escaped inside its <hook_prompt> wrapper.
          expect(
            readStamps(`<hook_prompt hook_run_id="stop:0">${xmlEscaped(`x & y\n\n${line}`)}</hook_prompt>`),
          ).toEqual(raw);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("given two stamps in one hook's reason, when read, then only the one that ends it: the hook writes one, last", () => {
    const text = `${formatStamp({ step: 1, done: 0, total: 2, idle: 0, planPath: "/p", turnId: "t" })}\n${formatStamp({ step: 2, done: 1, total: 2, idle: 0, planPath: "/p", turnId: "t" })}`;
    expect(readStamps(text).map((s) => s.step)).toEqual([2]);
  });

  it("given a turn id with a lone surrogate, when stamped, then the stamp carries U+FFFD, never the lone half", () => {
    const line = formatStamp({ step: 1, done: 0, total: 1, idle: 0, planPath: "/p", turnId: "t\ud800x" });
    expect(line).toContain("turn=t\ufffdx ");
    expect(JSON.stringify(line)).not.toContain("\\ud800");
  });

  it("given a stamp written before patience (no idle field), when read, then it reads as idle 0", () => {
    const old = "[ulw-execute-continuation chain step=2 done=1 total=3 turn=t plan=/p]";
    expect(readStamps(old)).toEqual([{ step: 2, done: 1, total: 3, idle: 0, turn: "t", plan: "/p" }]);
  });

  it("given a project directive that quotes a stamp-like line with a space in the plan, when read, then it is not taken for one", () => {
    expect(readStamps("[ulw-execute-continuation chain step=1 done=0 total=2 turn=t plan=/a b]")).toEqual([]);
  });
});

describe("chainVerdict", () => {
  it("given no stamp of ours yet, when judged against the prompt's count as it began, then that count is the mark", () => {
    expect(chainVerdict([], at(1, 3), strict(20), 3)).toMatchObject({ go: true, step: 1, idle: 0 });
    expect(chainVerdict([], at(0, 3), strict(20), 3)).toMatchObject({ go: false, reason: "no-progress" });
  });

  it("given one more box checked than at the last stamp, when judged, then the next step", () => {
    expect(chainVerdict([stampOf(2, 1, 3), stampOf(1, 0, 3)], at(2, 3), strict(20))).toMatchObject({
      go: true,
      step: 3,
    });
  });

  it("given nothing checked since the last stamp, when judged, then no-progress", () => {
    expect(chainVerdict([stampOf(1, 1, 3)], at(1, 3), strict(20))).toMatchObject({
      go: false,
      reason: "no-progress",
    });
  });

  it("given open boxes deleted while nothing was checked, when judged, then progress: fewer open boxes, each new low costing one the plan had", () => {
    expect(chainVerdict([stampOf(1, 1, 5)], at(1, 3), strict(20))).toMatchObject({ go: true, idle: 0 });
  });

  it("given a box checked while open boxes were added, when judged, then no-progress: the open count reached no new low", () => {
    expect(chainVerdict([stampOf(1, 1, 3)], at(2, 6), strict(20))).toMatchObject({
      go: false,
      reason: "no-progress",
    });
  });

  it("given a plan file this chain has not stamped (moved, copied or a new work) with as many boxes open, when judged, then no-progress", () => {
    expect(chainVerdict([stampOf(1, 0, 3, "/repo/a.md")], at(0, 3), strict(20))).toMatchObject({
      go: false,
      reason: "no-progress",
    });
  });

  it("given a new work whose plan has more boxes open, when judged, then no-progress: the prompt's low-water mark holds across plans", () => {
    expect(chainVerdict([stampOf(1, 3, 3, "/repo/a.md")], at(0, 4), strict(20))).toMatchObject({
      go: false,
      reason: "no-progress",
    });
  });

  it("given the last box just checked, when judged, then the final gate gets its turn, and a second stop without change does not", () => {
    const gate = chainVerdict([stampOf(3, 2, 3)], at(3, 3), strict(20));
    expect(gate).toMatchObject({ go: true, step: 4 });
    expect(chainVerdict([stampOf(4, 3, 3), stampOf(3, 2, 3)], at(3, 3), strict(20))).toMatchObject({
      reason: "no-progress",
    });
  });

  it("given the limit reached, when judged, then chain-limit even with progress", () => {
    expect(chainVerdict([stampOf(2, 1, 9)], at(5, 9), strict(2))).toMatchObject({
      go: false,
      reason: "chain-limit",
    });
  });

  const chainArb = fc.array(fc.tuple(fc.nat(20), fc.nat(20), fc.constantFrom("/a.md", "/b.md")), {
    minLength: 1,
    maxLength: 30,
  });

  it("given a box ticked, unticked and ticked again, when judged, then no-progress: the count only came back to its high-water mark", () => {
    // Step 2 saw 1 checked, step 3 saw 0 (unticked), now 1 again: more than the newest stamp, not than step 2.
    const stamps = [stampOf(3, 0, 3, undefined, 1), stampOf(2, 1, 3), stampOf(1, 0, 3)];
    expect(chainVerdict(stamps, at(1, 3), { maxChain: 20, patience: 1 })).toMatchObject({
      go: false,
      reason: "no-progress",
    });
  });

  it("given more boxes checked than at any earlier step, when judged, then progress even after an untick", () => {
    const stamps = [stampOf(3, 0, 3, undefined, 1), stampOf(2, 1, 3), stampOf(1, 0, 3)];
    expect(chainVerdict(stamps, at(2, 3), { maxChain: 20, patience: 1 })).toMatchObject({
      go: true,
      idle: 0,
    });
  });

  it("given generated chains over any plans, when judged, then it never continues with progress unless fewer boxes are open than at every stamp of the prompt", () => {
    fc.assert(
      fc.property(
        chainArb,
        fc.nat(20),
        fc.nat(20),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        (raw, done, extra, max, patience) => {
          const stamps = raw.map(([d, e, p], i) => stampOf(raw.length - i, d, d + e, p));
          const verdict = chainVerdict(stamps, at(done, done + extra), { maxChain: max, patience });
          // A continuation that is not one of patience's (idle 0) beats the low-water mark.
          if (verdict.go && verdict.idle === 0)
            expect(extra).toBeLessThan(Math.min(...stamps.map((s) => s.total - s.done)));
        },
      ),
    );
  });

  it("given generated chains and no patience, when judged, then it never continues without fewer boxes open than at the newest stamp", () => {
    fc.assert(
      fc.property(
        chainArb,
        fc.nat(20),
        fc.nat(20),
        fc.integer({ min: 1, max: 40 }),
        (raw, done, extra, max) => {
          const stamps = raw.map(([d, e, p], i) => stampOf(raw.length - i, d, d + e, p));
          const verdict = chainVerdict(stamps, at(done, done + extra), strict(max));
          const [newest] = stamps;
          if (verdict.go && newest !== undefined) expect(extra).toBeLessThan(newest.total - newest.done);
        },
      ),
    );
  });

  it("given generated chains, when judged, then the step it continues with never exceeds --max-chain", () => {
    fc.assert(
      fc.property(chainArb, fc.nat(40), fc.integer({ min: 1, max: 40 }), (raw, done, max) => {
        const stamps = raw.map(([d, e, p], i) => stampOf(raw.length - i, d, d + e, p));
        const verdict = chainVerdict(stamps, at(done, done + 1), strict(max));
        if (verdict.go) expect(verdict.step).toBeLessThanOrEqual(max);
      }),
    );
  });

  it("given no box checked and patience 1, when judged, then one more continuation, then no-progress", () => {
    const first = chainVerdict([stampOf(1, 1, 3)], at(1, 3), { maxChain: 20, patience: 1 });
    expect(first).toMatchObject({ go: true, step: 2, idle: 1 });
    const second = chainVerdict([stampOf(2, 1, 3, undefined, 1), stampOf(1, 1, 3)], at(1, 3), {
      maxChain: 20,
      patience: 1,
    });
    expect(second).toMatchObject({ go: false, reason: "no-progress" });
  });

  it("given a box checked after idle continuations, when judged, then the idle count starts again", () => {
    const stamps = [stampOf(3, 1, 3, undefined, 2), stampOf(2, 1, 3, undefined, 1)];
    expect(chainVerdict(stamps, at(2, 3), { maxChain: 20, patience: 2 })).toMatchObject({
      go: true,
      idle: 0,
    });
  });
});

/**
 * A model that ticks and unticks boxes at random, driven by chainVerdict from the first stop of a
 * human prompt on, as the hook drives it: a continuation that does not beat the high-water mark of
 * the prompt is one of patience's.
 */
describe("chainVerdict over generated prompts that untick boxes", () => {
  it("given any tick/untick pattern and --patience, when the chain runs, then at most patience + 1 continuations in a row without a new high-water mark", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2, max: 2 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 10 }),
        (moves, patience) => {
          const total = 10;
          let done = 0;
          const stamps: Stamp[] = [stampOf(1, done, total)];
          let high = done;
          let sinceHigh = 1;
          for (const move of moves) {
            done = Math.min(total, Math.max(0, done + move));
            const verdict = chainVerdict(stamps, at(done, total), { maxChain: 100, patience });
            if (!verdict.go) break;
            stamps.unshift(stampOf(verdict.step, done, total, undefined, verdict.idle));
            if (done > high) {
              high = done;
              sinceHigh = 0;
            }
            sinceHigh++;
            expect(sinceHigh).toBeLessThanOrEqual(patience + 1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("given a model that ticks box 1 then unticks and reticks it forever, when the chain runs, then no-progress after 1 + patience continuations", () => {
    for (const patience of [0, 1, 3, 10]) {
      const total = 3;
      // The first stop (box 1 ticked in the first turn) gets continuation 1, as in plain mode.
      const stamps: Stamp[] = [stampOf(1, 1, total)];
      let done = 1;
      let verdict: ReturnType<typeof chainVerdict> | undefined;
      for (let turn = 0; turn < 50; turn++) {
        done = done === 1 ? 0 : 1; // each continuation unticks box 1, the next one ticks it again
        verdict = chainVerdict(stamps, at(done, total), { maxChain: 20, patience });
        if (!verdict.go) break;
        stamps.unshift(stampOf(verdict.step, done, total, undefined, verdict.idle));
      }
      expect(verdict).toMatchObject({ go: false, reason: "no-progress" });
      expect(stamps).toHaveLength(1 + patience);
    }
  });
});

/**
 * A model that ticks boxes at random, driven by chainVerdict from the first stop of a human prompt on,
 * as the hook drives it: every continuation stamped as the hook stamps it.
 */
describe("chainVerdict over whole generated prompts", () => {
  it("given any ticking pattern, --max-chain and --patience, when the chain runs, then at most max-chain continuations and at most patience + 1 in a row without a box checked", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        (ticks, maxChain, patience) => {
          const total = 100;
          let done = 0;
          // The first stop: continuation 1, as plain mode would give.
          const stamps: Stamp[] = [stampOf(1, done, total)];
          let sinceBox = 1;
          let longest = 1;
          for (const tick of ticks) {
            if (tick) {
              done++;
              sinceBox = 0;
            }
            const verdict = chainVerdict(stamps, at(done, total), { maxChain, patience });
            if (!verdict.go) break;
            stamps.unshift(stampOf(verdict.step, done, total, undefined, verdict.idle));
            sinceBox++;
            longest = Math.max(longest, sinceBox);
          }
          expect(stamps.length).toBeLessThanOrEqual(maxChain);
          expect(longest).toBeLessThanOrEqual(patience + 1);
        },
      ),
      { numRuns: 500 },
    );
  });
});
