import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { effectiveMode } from "../../src/settings/effective.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { readSettingsFact } from "../../src/settings/read.js";
import {
  MAX_CHAIN_LIMIT,
  MODE_KEYS,
  MODE_RANGES,
  parseSettings,
  type SettingsFact,
} from "../../src/settings/settings.js";
import { carrySettings, formatSettingsStamp, readSettingsStamp } from "../../src/settings/stamp.js";
import { Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());
const FILE = ".omo/ulw-execute/settings.json";

describe("parseSettings", () => {
  it("given every key valid, when parsed, then each value is kept", () => {
    expect(parseSettings('{"chain": true, "maxChain": 7, "patience": 0, "stopOnCompaction": false}')).toEqual(
      {
        kind: "read",
        settings: { chain: true, maxChain: 7, patience: 0, stopOnCompaction: false },
      },
    );
  });

  it("given an empty object or a BOM, when parsed, then no values and no problem", () => {
    expect(parseSettings("{}")).toEqual({ kind: "read", settings: {} });
    expect(parseSettings('\ufeff{"chain":true}')).toEqual({ kind: "read", settings: { chain: true } });
  });

  it.each([
    ["not JSON", "{chain: true}", "is not valid JSON"],
    ["empty", "", "is not valid JSON"],
    ["an array", "[true]", "is not a JSON object"],
    ["null", "null", "is not a JSON object"],
    ["a string", '"chain"', "is not a JSON object"],
    ["chain as a string", '{"chain": "true"}', '"chain" must be true or false'],
    ["stopOnCompaction as a number", '{"stopOnCompaction": 1}', '"stopOnCompaction" must be true or false'],
    ["maxChain as a string", '{"maxChain": "5"}', '"maxChain" must be a whole number from 1 (above 100'],
    [
      "maxChain 0",
      '{"maxChain": 0}',
      '"maxChain" must be a whole number from 1 (above 100 is used as 100), not 0',
    ],
    ["maxChain negative", '{"maxChain": -5}', '"maxChain" must be a whole number from 1 (above 100'],
    ["maxChain fractional", '{"maxChain": 2.5}', '"maxChain" must be a whole number from 1 (above 100'],
    ["patience negative", '{"patience": -1}', '"patience" must be a whole number from 0 to 10'],
    ["patience 11", '{"patience": 11}', '"patience" must be a whole number from 0 to 10'],
    ["patience null", '{"patience": null}', '"patience" must be a whole number from 0 to 10'],
    ["an unknown key", '{"chian": true}', 'has an unknown key "chian"'],
    ["a prototype key", '{"__proto__": {"chain": true}}', 'has an unknown key "__proto__"'],
  ])("given %s, when parsed, then invalid and it says why", (_name, text, why) => {
    const parsed = parseSettings(text);
    expect(parsed.kind).toBe("invalid");
    expect(parsed.kind === "invalid" && parsed.why).toContain(why);
  });
});

describe("readSettingsFact", () => {
  it("given no file, when read, then none", () => {
    expect(readSettingsFact(ws.path("nothing"))).toMatchObject({ kind: "none" });
  });

  it("given a valid file, when read, then its values", () => {
    const root = ws.path("valid");
    ws.write(`valid/${FILE}`, '{"chain": true}');
    expect(readSettingsFact(root)).toMatchObject({ kind: "read", settings: { chain: true } });
  });

  it("given a directory in its place, when read, then invalid: a directory", () => {
    mkdirSync(ws.path(`dir/${FILE}`), { recursive: true });
    expect(readSettingsFact(ws.path("dir"))).toMatchObject({
      kind: "invalid",
      why: expect.stringContaining("a directory"),
    });
  });

  it("given a FIFO in its place, when read, then invalid at once (no writer is waited for)", () => {
    mkdirSync(ws.path("fifo/.omo/ulw-execute"), { recursive: true });
    execFileSync("mkfifo", [ws.path(`fifo/${FILE}`)]);
    expect(readSettingsFact(ws.path("fifo"))).toMatchObject({
      kind: "invalid",
      why: expect.stringContaining("a FIFO"),
    });
  });

  it("given a huge file, when read, then invalid: over the cap, never parsed", () => {
    ws.write(`huge/${FILE}`, `{"chain": true, "pad": "${"x".repeat(200_000)}"}`);
    expect(readSettingsFact(ws.path("huge"))).toMatchObject({
      kind: "invalid",
      why: expect.stringContaining("cap"),
    });
  });

  it.skipIf(process.getuid?.() === 0)(
    "given an unreadable file, when read, then invalid: permission denied",
    () => {
      const path = ws.write(`locked/${FILE}`, '{"chain": true}');
      chmodSync(path, 0o000);
      expect(readSettingsFact(ws.path("locked"))).toMatchObject({
        kind: "invalid",
        why: "permission denied",
      });
    },
  );

  it("given invalid JSON in the file, when read, then invalid with the parser's why", () => {
    ws.write(`bad/${FILE}`, "{");
    expect(readSettingsFact(ws.path("bad"))).toMatchObject({ kind: "invalid", why: "is not valid JSON" });
  });
});

describe("effectiveMode: flags win, then settings.json, then defaults", () => {
  const flagArgs = fc.record({
    chain: fc.boolean(),
    maxChain: fc.option(fc.integer({ min: 1, max: MAX_CHAIN_LIMIT }), { nil: undefined }),
    patience: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    stop: fc.boolean(),
    noGoalEnd: fc.boolean(),
  });
  const fileValues = fc.record(
    {
      chain: fc.boolean(),
      maxChain: fc.integer({ min: 1, max: MAX_CHAIN_LIMIT }),
      patience: fc.integer({ min: 0, max: 10 }),
      stopOnCompaction: fc.boolean(),
      goalEnd: fc.boolean(),
      maxTokens: fc.integer(MODE_RANGES.maxTokens),
      maxMinutes: fc.integer(MODE_RANGES.maxMinutes),
    },
    { requiredKeys: [] },
  );

  it("given any flags and any settings, when merged, then each value comes from the flag if given, else the file, else the default", () => {
    fc.assert(
      fc.property(flagArgs, fileValues, fc.boolean(), (f, file, valid) => {
        const args = f.chain
          ? [
              "--chain",
              ...(f.maxChain !== undefined ? ["--max-chain", String(f.maxChain)] : []),
              ...(f.patience !== undefined ? ["--patience", String(f.patience)] : []),
              ...(f.stop ? ["--stop-on-compaction"] : []),
            ]
          : [];
        if (f.noGoalEnd) args.push("--no-goal-end");
        const parsed = parseHookOptions(args);
        if (!parsed.ok) throw new Error(parsed.problem);
        const settings: SettingsFact = valid
          ? { kind: "read", path: "/s", settings: file }
          : { kind: "invalid", path: "/s", why: "bad" };
        const { mode, sources } = effectiveMode(parsed.options, settings);
        for (const key of MODE_KEYS) {
          if (parsed.options.given.includes(key)) {
            expect(sources[key]).toBe("flag");
            expect(mode[key]).toBe(parsed.options[key]);
          } else if (valid && file[key] !== undefined) {
            expect(sources[key]).toBe("settings");
            expect(mode[key]).toBe(file[key]);
          } else expect(sources[key]).toBe("default");
        }
      }),
    );
  });
});

describe("the max-chain ceiling: one number for flags and settings.json", () => {
  it("given 100 from a flag or from settings.json, when parsed, then both take it", () => {
    expect(parseHookOptions(["--chain", "--max-chain", "100"])).toMatchObject({
      ok: true,
      options: { maxChain: 100 },
    });
    expect(parseSettings('{"maxChain": 100}')).toEqual({ kind: "read", settings: { maxChain: 100 } });
  });

  it.each([101, 1000])(
    "given %i from a flag or from settings.json, when parsed, then both use the ceiling and keep what was asked",
    (n) => {
      const flag = parseHookOptions(["--chain", "--max-chain", String(n)]);
      expect(flag).toMatchObject({ ok: true, options: { maxChain: 100, clamped: { maxChain: n } } });
      const file = parseSettings(`{"maxChain": ${n}}`);
      expect(file).toEqual({ kind: "read", settings: { maxChain: 100 }, clamped: { maxChain: n } });
    },
  );

  it("given 0 from a flag or from settings.json, when parsed, then both reject it and name the range", () => {
    const flag = parseHookOptions(["--chain", "--max-chain", "0"]);
    expect(!flag.ok && flag.problem).toBe(
      '--max-chain takes a whole number from 1 (above 100 is used as 100), not "0"',
    );
    const file = parseSettings('{"maxChain": 0}');
    expect(file.kind === "invalid" && file.why).toBe(
      '"maxChain" must be a whole number from 1 (above 100 is used as 100), not 0',
    );
  });
});

describe("parseHookOptions: --patience and --stop-on-compaction", () => {
  it.each([
    [["--chain", "--patience", "11"], "--patience takes a whole number from 0 to 10"],
    [["--chain", "--patience", "-1"], "--patience"],
    [["--chain", "--patience", "1.5"], "--patience takes a whole number from 0 to 10"],
    [["--patience", "2"], "--patience goes with --chain"],
    [["--stop-on-compaction"], "--stop-on-compaction goes with --chain"],
  ])("given %j, when parsed, then a problem", (args, problem) => {
    const parsed = parseHookOptions(args);
    expect(!parsed.ok && parsed.problem).toContain(problem);
  });

  it("given --chain --patience 0 --stop-on-compaction, when parsed, then the values and which were given", () => {
    expect(parseHookOptions(["--chain", "--patience", "0", "--stop-on-compaction"])).toEqual({
      ok: true,
      options: {
        chain: true,
        maxChain: 20,
        patience: 0,
        stopOnCompaction: true,
        goalEnd: true,
        maxTokens: 0,
        maxMinutes: 0,
        given: ["chain", "patience", "stopOnCompaction"],
      },
    });
  });
});

describe("goalEnd: one key for settings.json and the hook flag --no-goal-end", () => {
  it("given --no-goal-end without --chain, when parsed, then plain mode with goalEnd false, given by a flag", () => {
    expect(parseHookOptions(["--no-goal-end"])).toMatchObject({
      ok: true,
      options: { chain: false, goalEnd: false, given: ["goalEnd"] },
    });
  });

  it("given no flag, when parsed, then goalEnd is on by default", () => {
    expect(parseHookOptions([])).toMatchObject({ ok: true, options: { goalEnd: true, given: [] } });
  });

  it("given settings.json with goalEnd false, when parsed, then it is kept", () => {
    expect(parseSettings('{"goalEnd": false}')).toEqual({ kind: "read", settings: { goalEnd: false } });
  });

  it.each([
    ["a string", '{"goalEnd": "no"}'],
    ["a number", '{"goalEnd": 0}'],
    ["null", '{"goalEnd": null}'],
  ])("given goalEnd as %s, when parsed, then invalid and says the type", (_, text) => {
    const parsed = parseSettings(text);
    expect(parsed.kind === "invalid" && parsed.why).toContain('"goalEnd" must be true or false');
  });

  it("given --no-goal-end=yes, when parsed, then a problem (the flag takes no value)", () => {
    expect(parseHookOptions(["--no-goal-end=yes"]).ok).toBe(false);
  });
});

describe("the settings a prompt carries from the session's earlier prompts", () => {
  const file = (settings: Record<string, unknown>): SettingsFact => ({ kind: "read", path: "/p", settings });
  const none: SettingsFact = { kind: "none", path: "/p" };
  const earlier = (settings: Record<string, unknown>) => ({ kind: "read", settings }) as const;

  it("given a session's first prompt, when carried, then the file as it is", () => {
    expect(carrySettings(undefined, file({ chain: true, maxChain: 50 }))).toEqual({
      kind: "read",
      settings: { chain: true, maxChain: 50 },
    });
  });

  it.each([
    ["rewritten with higher limits", file({ maxChain: 100, patience: 10 }), { maxChain: 2, patience: 1 }],
    ["rewritten to {}", file({}), { maxChain: 2, patience: 1 }],
    ["deleted", none, { maxChain: 2, patience: 1 }],
    ["made invalid", { kind: "invalid", path: "/p", why: "x" } as const, { maxChain: 2, patience: 1 }],
  ])(
    "given {maxChain: 2, patience: 1} earlier and a file %s since, when carried, then the earlier limits",
    (_, now, kept) => {
      expect(carrySettings(earlier({ maxChain: 2, patience: 1 }), now)).toEqual({
        kind: "read",
        settings: kept,
      });
    },
  );

  it("given no file earlier in the session, when the file now turns chain mode on with higher limits, then it does not, and no limit rises above its default", () => {
    expect(
      carrySettings({ kind: "none" }, file({ chain: true, maxChain: 100, patience: 10, maxTokens: 5 })),
    ).toEqual({
      kind: "read",
      settings: { maxChain: 20, patience: 1, maxTokens: 5 },
    });
  });

  it("given an earlier stamp that left a key out, when the file now sets it higher, then the default it ran with holds", () => {
    expect(
      carrySettings(earlier({ chain: true }), file({ chain: true, maxChain: 100, patience: 10 })),
    ).toEqual({
      kind: "read",
      settings: { chain: true, maxChain: 20, patience: 1 },
    });
  });

  it("given chain mode earlier, when the file now tightens every value, then the tighter values hold", () => {
    const before = earlier({ chain: true, maxChain: 20, patience: 3 });
    const after = file({ chain: true, maxChain: 5, patience: 0, stopOnCompaction: true, goalEnd: false });
    expect(carrySettings(before, after)).toEqual({
      kind: "read",
      settings: { chain: true, maxChain: 5, patience: 0, stopOnCompaction: true, goalEnd: false },
    });
  });

  it.each([
    ["unknown", { kind: "unknown", why: "cap" }],
    ["in conflict", { kind: "conflict" }],
  ] as const)("given earlier limits %s, when carried, then unknown whatever the file says", (_, before) => {
    expect(carrySettings(before, file({ maxChain: 1 })).kind).toBe("unknown");
  });
});

describe("the settings stamp: settings.json as a human prompt began", () => {
  it("given any valid settings, when stamped and read back as the last line of a context, then the same values", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            chain: fc.boolean(),
            maxChain: fc.integer({ min: 1, max: MAX_CHAIN_LIMIT }),
            patience: fc.integer({ min: 0, max: 10 }),
            stopOnCompaction: fc.boolean(),
            goalEnd: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        fc.string(),
        (settings, before) => {
          const stamp = formatSettingsStamp({ kind: "read", settings }, undefined);
          expect(readSettingsStamp(`${before}\n${stamp}`)).toEqual({ settings: { kind: "read", settings } });
        },
      ),
    );
  });

  it.each([
    ["none", { kind: "none" }],
    ["invalid", { kind: "invalid", why: "is not valid JSON" }],
    ["unknown", { kind: "unknown", why: "x" }],
  ] as const)(
    "given a %s stamp with the open boxes, when read back, then its kind and the count",
    (kind, stamp) => {
      expect(readSettingsStamp(formatSettingsStamp(stamp, 7))).toMatchObject({ settings: { kind }, open: 7 });
    },
  );

  it("given the stamp of a paused work's count, when read back, then the count is held and none is open", () => {
    const read = readSettingsStamp(formatSettingsStamp({ kind: "none" }, 7, true));
    expect(read).toEqual({ settings: { kind: "none" }, held: 7 });
  });

  it.each([
    ["not on the last line", '[ulw-execute-continuation settings {"maxChain":100}]\nmore text'],
    ["with a key the settings do not know", '[ulw-execute-continuation settings {"maxChain":5,"x":1}]'],
    ["with a value out of range", '[ulw-execute-continuation settings {"patience":99}]'],
    ["inside a line of other text", 'see [ulw-execute-continuation settings {"chain":true}]'],
  ])("given a stamp-shaped text %s, when read, then it gives no settings", (_, text) => {
    const read = readSettingsStamp(text);
    expect(read === undefined || read.settings.kind === "invalid").toBe(true);
  });
});
