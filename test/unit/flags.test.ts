import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type FlagValues,
  hookFlags,
  optionsFromValues,
  PLAIN,
  parseHookOptions,
} from "../../src/settings/flags.js";
import { DEFAULT_MODE, MAX_CHAIN_LIMIT, MODE_RANGES } from "../../src/settings/settings.js";

// A flag's text: in range, out of range, negative, fractional, padded, or not a number at all.
const numberText = fc.option(
  fc.oneof(
    fc.integer({ min: -5, max: 120 }).map(String),
    fc.constantFrom("", "1.5", "1e1", " 3", "03", "x", "-0", "+2", "1000", "99999999999999999999999"),
    fc.string({ maxLength: 4 }),
  ),
  { nil: undefined },
);
const switchValue = fc.option(fc.constant(true), { nil: undefined });
const flagValues: fc.Arbitrary<FlagValues> = fc.record({
  chain: switchValue,
  maxChain: numberText,
  patience: numberText,
  stopOnCompaction: switchValue,
  // commander gives --no-goal-end's default (true) when it is not given, false when it is.
  goalEnd: fc.option(fc.boolean(), { nil: undefined }),
});

/** The same values as a registered command line spells them. */
function argsOf(values: FlagValues): string[] {
  return [
    ...(values.chain === true ? ["--chain"] : []),
    ...(values.maxChain !== undefined ? [`--max-chain=${values.maxChain}`] : []),
    ...(values.patience !== undefined ? [`--patience=${values.patience}`] : []),
    ...(values.stopOnCompaction === true ? ["--stop-on-compaction"] : []),
    ...(values.goalEnd === false ? ["--no-goal-end"] : []),
  ];
}

describe("the chain flags: one reading for commander's values and the hook's command line", () => {
  it("given any flag values, when read as commander parsed them and as the hook parses its command line, then the same options or the same problem", () => {
    fc.assert(
      fc.property(flagValues, (values) => {
        expect(optionsFromValues(values)).toEqual(parseHookOptions(argsOf(values)));
      }),
    );
  });

  it("given a number flag below its range as commander passes it, when read, then the problem names the range", () => {
    expect(optionsFromValues({ chain: true, maxChain: "-5" })).toEqual({
      ok: false,
      problem: `--max-chain takes a whole number from 1 (above ${MAX_CHAIN_LIMIT} is used as ${MAX_CHAIN_LIMIT}), not "-5"`,
    });
  });

  it("given a max-chain above the ceiling as commander passes it, when read, then the ceiling is used and what was asked is kept", () => {
    expect(optionsFromValues({ chain: true, maxChain: "1000" })).toEqual({
      ok: true,
      options: {
        ...PLAIN,
        chain: true,
        maxChain: MAX_CHAIN_LIMIT,
        given: ["chain", "maxChain"],
        clamped: { maxChain: 1000 },
      },
    });
    expect(hookFlags({ chain: true, maxChain: MAX_CHAIN_LIMIT })).toBe(
      ` --chain --max-chain ${MAX_CHAIN_LIMIT}`,
    );
  });

  it("given any valid chain mode, when written into a command line and read back by the hook, then the same values, and only what differs from the defaults is written", () => {
    const mode = fc.record({
      chain: fc.constant(true),
      maxChain: fc.integer({ min: MODE_RANGES.maxChain.min, max: MAX_CHAIN_LIMIT }),
      patience: fc.integer(MODE_RANGES.patience),
      stopOnCompaction: fc.boolean(),
      goalEnd: fc.boolean(),
      maxTokens: fc.integer(MODE_RANGES.maxTokens),
      maxMinutes: fc.integer(MODE_RANGES.maxMinutes),
    });
    fc.assert(
      fc.property(mode, (given) => {
        const flags = hookFlags(given);
        const read = parseHookOptions(flags.split(" ").filter((word) => word !== ""));
        expect(read).toMatchObject({ ok: true, options: given });
        const written = read.ok ? read.options.given : [];
        expect(written.filter((key) => key !== "chain" && given[key] === DEFAULT_MODE[key])).toEqual([]);
      }),
    );
  });

  it("given plain mode, whatever its chain values, when written, then only --no-goal-end, which goes without --chain", () => {
    expect(hookFlags({ chain: false, maxChain: 7, patience: 3, stopOnCompaction: true })).toBe("");
    expect(hookFlags({})).toBe("");
    expect(hookFlags({ chain: false, maxChain: 7, goalEnd: false })).toBe(" --no-goal-end");
    expect(parseHookOptions(["--no-goal-end"])).toEqual({
      ok: true,
      options: { ...PLAIN, goalEnd: false, given: ["goalEnd"] },
    });
  });
});
