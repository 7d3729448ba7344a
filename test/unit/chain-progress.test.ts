import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chainVerdict } from "../../src/decision/chain-rule.js";
import { type Stamp, stampedPlan } from "../../src/rollout/chain-stamp.js";

const PLAN = stampedPlan("/repo/.omo/plans/p.md");

/** A stamp of the same plan: `done` checked of `done + open` boxes. */
const stamp = (step: number, done: number, open: number, idle = 0): Stamp => ({
  step,
  done,
  total: done + open,
  idle,
  turn: "t",
  plan: PLAN,
});

/** Stamps of one prompt, newest first, from what each step saw (oldest first). */
const chainOf = (seen: readonly (readonly [number, number])[]): Stamp[] =>
  seen.map(([done, open], index) => stamp(index + 1, done, open)).reverse();

const LIMITS = { maxChain: 100, patience: 0 };
const stepsArb = fc.array(fc.tuple(fc.nat(30), fc.nat(30)), { minLength: 1, maxLength: 20 });

describe("chain progress is counted on the plan's open boxes", () => {
  it("given any chain, when the model only adds checked boxes since the last step, then it is never progress", () => {
    fc.assert(
      fc.property(stepsArb, fc.integer({ min: 1, max: 50 }), (seen, added) => {
        const stamps = chainOf(seen);
        const [newest] = stamps;
        if (newest === undefined) return;
        const now = { done: newest.done + added, total: newest.total + added };
        const verdict = chainVerdict(stamps, now, LIMITS);
        expect(verdict.go).toBe(false);
      }),
    );
  });

  it("given any chain, when judged, then a continuation with progress has fewer open boxes than at every earlier step on the plan", () => {
    fc.assert(
      fc.property(stepsArb, fc.nat(30), fc.nat(30), (seen, done, open) => {
        const stamps = chainOf(seen);
        const verdict = chainVerdict(stamps, { done, total: done + open }, LIMITS);
        if (verdict.go && verdict.idle === 0)
          expect(open).toBeLessThan(Math.min(...stamps.map((s) => s.total - s.done)));
      }),
    );
  });

  it("given any chain, when a real open box is ticked below the lowest count so far, then it is progress", () => {
    fc.assert(
      fc.property(stepsArb, fc.nat(30), (seen, extraChecked) => {
        const stamps = chainOf(seen);
        const lowest = Math.min(...stamps.map((s) => s.total - s.done));
        fc.pre(lowest > 0);
        const now = { done: extraChecked, total: extraChecked + lowest - 1 };
        expect(chainVerdict(stamps, now, LIMITS)).toMatchObject({ go: true, idle: 0 });
      }),
    );
  });

  it("given a filler `- [x]` added at every step and patience 1, when stopped each time, then the chain ends at no-progress after 1 + patience continuations", () => {
    // The simulated prompt: step 1 sees 0 of 3; the model adds one ticked filler box before each stop.
    const stamps: Stamp[] = [stamp(1, 0, 3)];
    let verdict = chainVerdict(stamps, { done: 1, total: 4 }, { maxChain: 20, patience: 1 });
    expect(verdict).toMatchObject({ go: true, step: 2, idle: 1 });
    stamps.unshift(stamp(2, 1, 3, 1));
    verdict = chainVerdict(stamps, { done: 2, total: 5 }, { maxChain: 20, patience: 1 });
    expect(verdict).toMatchObject({ go: false, reason: "no-progress" });
  });

  it("given a box ticked while the model also added a ticked box, when judged, then progress: one open box fewer", () => {
    expect(chainVerdict([stamp(1, 1, 3)], { done: 3, total: 5 }, LIMITS)).toMatchObject({
      go: true,
      idle: 0,
    });
  });

  it("given a box unticked then ticked again, when judged, then no-progress: the open count only came back to its low", () => {
    const stamps = [stamp(3, 0, 3, 1), stamp(2, 1, 2), stamp(1, 0, 3)];
    expect(chainVerdict(stamps, { done: 1, total: 3 }, { maxChain: 20, patience: 1 })).toMatchObject({
      go: false,
      reason: "no-progress",
    });
  });
});

describe("progress is measured from the open boxes as the prompt began", () => {
  it("given any chain and the open boxes the prompt began with, when judged, then progress only below both the prompt's start and every step", () => {
    fc.assert(
      fc.property(stepsArb, fc.nat(30), fc.nat(30), fc.nat(30), (seen, atStart, done, open) => {
        const stamps = chainOf(seen);
        const verdict = chainVerdict(stamps, { done, total: done + open }, LIMITS, atStart);
        const fewest = Math.min(atStart, ...stamps.map((s) => s.total - s.done));
        expect(verdict.go).toBe(open < fewest);
      }),
    );
  });

  it("given 3 open as the prompt began and 33 at the first step (filler the model added), when it ticks one, then no progress", () => {
    const verdict = chainVerdict([stamp(1, 0, 33)], { done: 1, total: 33 }, LIMITS, 3);
    expect(verdict).toMatchObject({ go: false, reason: "no-progress" });
  });
});
