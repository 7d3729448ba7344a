import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { effectiveMode } from "../../src/settings/effective.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { gatedMode } from "../../src/settings/pending.js";
import type { Mode, Settings, SettingsFact } from "../../src/settings/settings.js";

const PROMPT_AT = Date.parse("2026-11-30T10:39:54.930Z");
const START = { known: true, at: PROMPT_AT } as const;
const PATH = "/repo/.omo/ulw-execute/settings.json";
const DURING = PROMPT_AT + 2_000;
const BEFORE = PROMPT_AT - 60_000;

const flagsOf = (args: readonly string[]) => {
  const parsed = parseHookOptions(args);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.options;
};
const read = (settings: Settings, changedAt: number): SettingsFact => ({
  kind: "read",
  path: PATH,
  settings,
  changedAt,
});

/** Whether mode `a` grants no more than `b`: chain off, fewer continuations, less patience, an earlier stop. */
function noLooser(a: Mode, b: Mode): boolean {
  if (!a.chain) return true;
  if (!b.chain) return false;
  return a.maxChain <= b.maxChain && a.patience <= b.patience && (a.stopOnCompaction || !b.stopOnCompaction);
}

const valuesArb = fc.record(
  {
    chain: fc.boolean(),
    maxChain: fc.integer({ min: 1, max: 100 }),
    patience: fc.integer({ min: 0, max: 10 }),
    stopOnCompaction: fc.boolean(),
  },
  { requiredKeys: [] },
);
const flagsArb = fc.constantFrom(
  [],
  ["--chain"],
  ["--chain", "--max-chain", "5"],
  ["--chain", "--patience", "0"],
  ["--chain", "--max-chain", "50", "--patience", "3", "--stop-on-compaction"],
);

describe("settings.json changed during the human prompt: the stricter of the flags alone and the flags with the file", () => {
  it("given --chain and settings {maxChain 2, patience 0} touched during the prompt, when gated, then max-chain 2 and patience 0 still hold", () => {
    const gated = gatedMode(flagsOf(["--chain"]), read({ maxChain: 2, patience: 0 }, DURING), START);
    expect(gated.mode).toEqual({
      chain: true,
      maxChain: 2,
      patience: 0,
      stopOnCompaction: false,
      goalEnd: true,
    });
    expect(gated.pending?.why).toMatch(/during the current human prompt/);
  });

  it("given any flags and settings changed during the prompt, when gated, then the mode grants no more than the flags alone nor than the flags with the file", () => {
    fc.assert(
      fc.property(valuesArb, flagsArb, fc.integer({ min: 0, max: 3_600_000 }), (file, args, after) => {
        const flags = flagsOf(args);
        const fact = read(file, PROMPT_AT + after);
        const gated = gatedMode(flags, fact, START).mode;
        expect(noLooser(gated, effectiveMode(flags, { kind: "none", path: PATH }).mode)).toBe(true);
        expect(noLooser(gated, effectiveMode(flags, fact).mode)).toBe(true);
      }),
    );
  });

  it("given settings stricter than the flags written before the prompt, when gated, then the file applies as before", () => {
    const gated = gatedMode(flagsOf(["--chain"]), read({ maxChain: 2, patience: 0 }, BEFORE), START);
    expect(gated.mode).toMatchObject({ maxChain: 2, patience: 0 });
    expect(gated.pending).toBeUndefined();
  });

  it.each([
    ["deleted (none now, the folder changed)", { kind: "none", path: PATH, changedAt: DURING } as const],
    [
      "overwritten with garbage (invalid now)",
      { kind: "invalid", path: PATH, why: "is not valid JSON", changedAt: DURING } as const,
    ],
  ])(
    "given --chain and a settings.json %s during the prompt, when gated, then plain mode: what it said before is unknown",
    (_, fact) => {
      const gated = gatedMode(flagsOf(["--chain"]), fact, START);
      expect(gated.mode.chain).toBe(false);
      expect(gated.pending?.why).toMatch(/during the current human prompt/);
    },
  );

  it.each([
    ["missing", { kind: "none", path: PATH, changedAt: BEFORE } as const],
    ["invalid", { kind: "invalid", path: PATH, why: "is not valid JSON", changedAt: BEFORE } as const],
    ["missing with no folder", { kind: "none", path: PATH } as const],
  ])(
    "given --chain and a settings.json %s since before the prompt, when gated, then the flags alone",
    (_, fact) => {
      const gated = gatedMode(flagsOf(["--chain"]), fact, START);
      expect(gated.mode).toEqual({
        chain: true,
        maxChain: 20,
        patience: 1,
        stopOnCompaction: false,
        goalEnd: true,
      });
      expect(gated.pending).toBeUndefined();
    },
  );
});
