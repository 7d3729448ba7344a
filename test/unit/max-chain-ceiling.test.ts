import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeMode, effectiveMode } from "../../src/settings/effective.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { MAX_CHAIN_LIMIT, parseSettings } from "../../src/settings/settings.js";

const PATH = "/repo/.omo/ulw-execute/settings.json";

describe("a --max-chain or maxChain above the ceiling is used as the ceiling", () => {
  it("given --max-chain from 101 to 1000 (valid before the ceiling), when parsed, then the command is valid and max-chain is the ceiling", () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_CHAIN_LIMIT + 1, max: 1000 }), (asked) => {
        const parsed = parseHookOptions(["--chain", "--max-chain", String(asked)]);
        expect(parsed).toMatchObject({ ok: true, options: { chain: true, maxChain: MAX_CHAIN_LIMIT } });
      }),
    );
  });

  it("given a huge --max-chain, when parsed, then it too is the ceiling", () => {
    expect(parseHookOptions(["--chain", "--max-chain", "99999999999999999999999"])).toMatchObject({
      ok: true,
      options: { maxChain: MAX_CHAIN_LIMIT },
    });
  });

  it.each(["0", "-1", "x", "", "1.5", "1e3", " 5"])(
    "given --max-chain %j, when parsed, then the command is rejected with the range",
    (text) => {
      const parsed = parseHookOptions(["--chain", "--max-chain", text]);
      expect(parsed.ok).toBe(false);
    },
  );

  it("given --max-chain 500, when the mode is described, then it says the value was clamped to the ceiling", () => {
    const parsed = parseHookOptions(["--chain", "--max-chain", "500"]);
    if (!parsed.ok) throw new Error(parsed.problem);
    const effective = effectiveMode(parsed.options, { kind: "none", path: PATH });
    expect(effective.clamped).toEqual({ maxChain: { asked: 500, from: "flag" } });
    expect(describeMode(effective)).toMatch(/max-chain 100 \(flag, 500 clamped to the ceiling 100\)/);
  });

  it("given settings.json maxChain 1000, when parsed and used, then it is read as the ceiling and said to be clamped", () => {
    const parsed = parseSettings('{"chain": true, "maxChain": 1000}');
    expect(parsed).toMatchObject({ kind: "read", settings: { chain: true, maxChain: MAX_CHAIN_LIMIT } });
    if (parsed.kind !== "read") return;
    const clamped = parsed.clamped !== undefined ? { clamped: parsed.clamped } : {};
    const fact = { kind: "read", path: PATH, settings: parsed.settings, ...clamped } as const;
    const effective = effectiveMode(parseHookOptionsOk([]), fact);
    expect(effective.mode.maxChain).toBe(MAX_CHAIN_LIMIT);
    expect(effective.clamped).toEqual({ maxChain: { asked: 1000, from: "settings" } });
  });

  it.each(["0", "-3", '"50"', "1.5", "true"])(
    "given settings.json maxChain %s, when parsed, then it is invalid",
    (value) => {
      expect(parseSettings(`{"maxChain": ${value}}`).kind).toBe("invalid");
    },
  );
});

function parseHookOptionsOk(args: readonly string[]) {
  const parsed = parseHookOptions(args);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.options;
}
