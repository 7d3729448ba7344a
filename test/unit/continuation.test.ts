import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../src/decision/outcome.js";
import type { Facts, Sources } from "../../src/decision/readers.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { COMPACTION_NOTE, formatStamp, readStamps, type Stamp } from "../../src/rollout/chain-stamp.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import type { SettingsFact } from "../../src/settings/settings.js";
import { planFacts, promptFact, stampOf } from "../helpers/decision-facts.js";
import { decideOn } from "../helpers/fake-readers.js";
import { stopPayload } from "../helpers/workspace.js";

const TEMPLATE = "Go on with {{PLAN_NAME}}.";
const HIT = { marker: "compacted record", offset: 40, source: "compaction" };

const facts = (done: number, extra: Facts = {}): Facts =>
  planFacts(done, 5, {
    directive: { kind: "read", path: "/d.md", source: "bundled", template: TEMPLATE },
    brief: { kind: "read", path: "/b.md", source: "bundled", template: TEMPLATE },
    ...extra,
  });

async function run(
  flags: readonly string[],
  payload: Record<string, unknown>,
  given: Facts,
  sources: Partial<Sources> = {},
): Promise<Outcome> {
  const input = parseStopPayload(
    JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl", ...payload })),
  );
  return (await decideOn(input, given, parseHookOptions(flags), sources)).outcome;
}

const reasonOf = (outcome: Outcome) => outcome.reason;

describe("automatic turns (goal turns)", () => {
  it("given plain mode and a goal turn's first stop after our continuation of the human prompt, when deciding, then automatic-turn", async () => {
    const step = await run(
      [],
      { stop_hook_active: false },
      facts(1, { prompt: promptFact({ scope: "hook-prompt", hookPrompts: 1 }) }),
    );
    expect(reasonOf(step)).toBe("automatic-turn");
  });

  it("given plain mode and the human prompt's first stop, when deciding, then it continues with exactly the directive", async () => {
    const step = await run([], {}, facts(1, { prompt: promptFact({ scope: "hook-prompt" }) }));
    expect(step).toMatchObject({ kind: "continue", directive: "Go on with test-plan." });
  });

  it("given plain mode, when deciding, then it reads the whole-file pressure scan first, then the hook-prompt read", async () => {
    const reads: string[] = [];
    const { transcript: _t, prompt: _p, ...rest } = facts(1);
    const sources: Partial<Sources> = {
      transcript: (path, scope) => {
        reads.push(`transcript ${path} ${scope}`);
        return { transcript: { kind: "scanned", path, bytesScanned: 100, size: 100 } };
      },
      prompt: (path, scope) => {
        reads.push(`prompt ${path} ${scope}`);
        return promptFact({ scope });
      },
    };
    expect(await run([], {}, rest, sources)).toMatchObject({ kind: "continue" });
    expect(reads).toEqual(["transcript /t.jsonl hook-prompt", "prompt /t.jsonl hook-prompt"]);
  });

  it("given plain mode and pressure in the whole-file scan, when deciding, then context-pressure and the human prompt is never read", async () => {
    const { prompt: _p, ...rest } = facts(1, {
      transcript: { kind: "scanned", path: "/t.jsonl", bytesScanned: 9, size: 9, hit: HIT },
    });
    const { outcome, read } = await decideOn(
      parseStopPayload(JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl" }))),
      rest,
      parseHookOptions([]),
    );
    expect(outcome.reason).toBe("context-pressure");
    expect(read.prompt).toBeUndefined();
  });

  it("given chain mode and a goal turn's first stop with our stamps of the human prompt, when deciding, then the chain rule counts across turns", async () => {
    const given = facts(2, {
      prompt: promptFact({ hookPrompts: 2, stamps: [stampOf(2, 1), stampOf(1, 0)] }),
    });
    expect(await run(["--chain"], { stop_hook_active: false }, given)).toMatchObject({
      kind: "continue",
      step: 3,
    });
    expect(reasonOf(await run(["--chain", "--max-chain", "2"], {}, given))).toBe("chain-limit");
  });

  it("given chain mode, a goal turn's first stop and another hook's prompt but no stamp of ours, when deciding, then automatic-turn", async () => {
    expect(reasonOf(await run(["--chain"], {}, facts(2, { prompt: promptFact({ hookPrompts: 1 }) })))).toBe(
      "automatic-turn",
    );
  });
});

describe("pressure scoping and compaction in chain mode", () => {
  it("given chain mode and a compaction before the human prompt, when deciding, then the whole-file scan is never read and the chain goes on", async () => {
    const { transcript: _t, ...rest } = facts(2, {
      prompt: promptFact({ hookPrompts: 1, stamps: [stampOf(1, 1)] }),
    });
    const input = parseStopPayload(
      JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl", stop_hook_active: true })),
    );
    const { outcome, read } = await decideOn(input, rest, parseHookOptions(["--chain"]));
    expect(outcome).toMatchObject({ kind: "continue", step: 2 });
    expect(read.transcript).toBeUndefined();
  });

  it("given chain mode and a compaction after our last continuation, when continuing, then one line says so, before the stamp", async () => {
    const given = facts(2, {
      prompt: promptFact({
        hookPrompts: 1,
        stamps: [stampOf(1, 1)],
        compaction: { ...HIT, afterLastContinuation: true },
      }),
    });
    const step = await run(["--chain"], { stop_hook_active: true }, given);
    expect(step).toMatchObject({ kind: "continue", compacted: true });
    expect(step.kind === "continue" && step.directive).toMatch(
      new RegExp(
        `^Go on with test-plan\\.\\n\\n${COMPACTION_NOTE.replaceAll(".", "\\.")}\\n\\[ulw-execute-continuation chain step=2 `,
      ),
    );
  });

  it("given chain mode and a compaction our last continuation already followed, when continuing, then no note", async () => {
    const given = facts(2, {
      prompt: promptFact({
        hookPrompts: 1,
        stamps: [stampOf(1, 1)],
        compaction: { ...HIT, afterLastContinuation: false },
      }),
    });
    expect(await run(["--chain"], { stop_hook_active: true }, given)).toMatchObject({
      kind: "continue",
      compacted: false,
    });
  });

  it("given chain mode and an overflow error since the human prompt, when deciding, then context-pressure", async () => {
    const pressure = { marker: "context_length_exceeded", offset: 9, source: "error" };
    expect(reasonOf(await run(["--chain"], {}, facts(2, { prompt: promptFact({ pressure }) })))).toBe(
      "context-pressure",
    );
  });

  it("given --stop-on-compaction and a compaction anywhere in the transcript, when deciding, then context-pressure as in plain mode", async () => {
    const transcript = { kind: "scanned" as const, path: "/t.jsonl", bytesScanned: 9, size: 9, hit: HIT };
    const step = await run(["--chain", "--stop-on-compaction"], {}, facts(2, { transcript }));
    expect(reasonOf(step)).toBe("context-pressure");
    expect(reasonOf(await run(["--chain"], {}, facts(2, { transcript })))).toBe("work-remaining");
  });

  it("given plain mode and a compaction anywhere in the transcript, when deciding, then context-pressure (the seeds' rule)", async () => {
    const transcript = { kind: "scanned" as const, path: "/t.jsonl", bytesScanned: 9, size: 9, hit: HIT };
    expect(reasonOf(await run([], {}, facts(2, { transcript })))).toBe("context-pressure");
  });
});

describe("settings.json and flags", () => {
  const PATH = "/repo/.omo/ulw-execute/settings.json";
  const file = (values: Record<string, unknown>): SettingsFact => ({
    kind: "read",
    path: PATH,
    settings: values,
  });
  /** A stop after our first continuation; the prompt hook stamped `began` as the prompt began. */
  const chained = (began?: Record<string, unknown>) =>
    facts(2, {
      prompt: promptFact({
        hookPrompts: 1,
        stamps: [stampOf(1, 2)],
        ...(began !== undefined ? { settings: { kind: "read" as const, settings: began } } : {}),
      }),
    });
  /** The same stop, with settings.json as it is now beside it. */
  const stop = (flags: string[], began: Record<string, unknown> | undefined, now: SettingsFact) =>
    run(flags, { stop_hook_active: true }, { ...chained(began), settings: now });

  it("given settings {chain: true} stamped as the prompt began and no flags, when a stop follows our continuation, then chain mode decides (patience from settings)", async () => {
    expect(reasonOf(await stop([], { chain: true, patience: 0 }, file({ chain: true, patience: 0 })))).toBe(
      "no-progress",
    );
    expect(await stop([], { chain: true }, file({ chain: true }))).toMatchObject({
      kind: "continue",
      step: 2,
      evidence: { mode: { sources: { chain: "settings", patience: "default" } } },
    });
  });

  it("given a flag and stamped settings that disagree, when deciding, then the flag wins", async () => {
    expect(await stop(["--chain", "--patience", "0"], { patience: 5 }, file({ patience: 5 }))).toMatchObject({
      kind: "silent",
      reason: "no-progress",
      evidence: { mode: { sources: { patience: "flag" } } },
    });
  });

  it.each([
    ["rewritten to {}", file({})],
    ["rewritten with higher limits", file({ maxChain: 100, patience: 10 })],
    ["deleted", { kind: "none", path: PATH } as const],
    ["made invalid", { kind: "invalid", path: PATH, why: "is not valid JSON" } as const],
  ])(
    "given --chain and {patience: 0} stamped as the prompt began, and the file %s since, when deciding, then the stamp's limits hold",
    async (_, now) => {
      expect(reasonOf(await stop(["--chain"], { patience: 0 }, now))).toBe("no-progress");
    },
  );

  it("given a settings file now but no stamp of the prompt hook in the prompt, when deciding, then plain mode, whatever the file or the flags say", async () => {
    const step = await stop(["--chain"], undefined, file({ chain: true, patience: 10 }));
    expect(step).toMatchObject({
      kind: "silent",
      reason: "stop-hook-active",
      chain: false,
      evidence: { mode: { settings: { kind: "unstamped" } } },
    });
  });

  it("given --chain, no file now and a read that stopped at its cap before the prompt, when deciding, then the strictest mode: the stamp may lie beyond", async () => {
    const capped = {
      ...chained(),
      prompt: promptFact({ boundary: "cap", hookPrompts: 1, stamps: [stampOf(1, 2)] }),
      settings: { kind: "none", path: PATH } as const,
    };
    expect(await run(["--chain"], { stop_hook_active: true }, capped)).toMatchObject({
      kind: "silent",
      chain: false,
      evidence: { mode: { settings: { kind: "unstamped" } } },
    });
  });

  it.each([
    ["--chain and no file now", ["--chain"], { kind: "none", path: PATH } as const],
    ["no flags and a settings file now", [], file({ chain: true })],
  ])(
    "given %s, and a first stop whose read reached its cap before the prompt with no stamp of ours, when deciding, then prompt-not-found: no continuation",
    async (_, flags, now) => {
      const capped = { ...chained(), prompt: promptFact({ boundary: "cap" }), settings: now };
      expect(await run(flags, {}, capped)).toMatchObject({ kind: "silent", reason: "prompt-not-found" });
    },
  );

  it("given a read cut short by its cap whose newest stamp carries the prompt's limits, when deciding, then those limits, whatever is on disk", async () => {
    const [carried] = readStamps(
      formatStamp({
        step: 3,
        done: 2,
        total: 5,
        idle: 0,
        planPath: "/repo/plan.md",
        turnId: "t",
        limits: {
          maxChain: 3,
          patience: 0,
          stopOnCompaction: false,
          goalEnd: true,
          maxTokens: 0,
          maxMinutes: 0,
        },
      }),
    );
    if (carried === undefined) throw new Error("no stamp");
    const capped = {
      ...chained(),
      prompt: promptFact({ boundary: "cap", hookPrompts: 1, stamps: [carried] }),
      settings: { kind: "none", path: PATH } as const,
    };
    expect(await run(["--chain"], { stop_hook_active: true }, capped)).toMatchObject({
      kind: "silent",
      reason: "chain-limit",
      evidence: { mode: { mode: { maxChain: 3, patience: 0 } } },
    });
  });

  it("given hooks that stamped different settings in the prompt, when deciding with --chain and no file now, then the strictest mode", async () => {
    const conflict = {
      ...chained(),
      prompt: promptFact({
        hookPrompts: 1,
        stamps: [stampOf(1, 2)],
        settings: { kind: "conflict" as const },
      }),
      settings: { kind: "none", path: PATH } as const,
    };
    expect(await run(["--chain"], { stop_hook_active: true }, conflict)).toMatchObject({
      kind: "silent",
      chain: false,
      evidence: { mode: { settings: { kind: "unstamped" } } },
    });
  });

  it("given no settings file now and no stamp, when deciding with --chain, then the flags alone decide", async () => {
    expect(await stop(["--chain"], undefined, { kind: "none", path: PATH })).toMatchObject({
      kind: "continue",
      step: 2,
    });
  });

  it("given an invalid settings file stamped as the prompt began, when deciding, then the flags alone decide and the evidence says why", async () => {
    const invalid: SettingsFact = { kind: "invalid", path: PATH, why: "is not valid JSON" };
    const facts = {
      ...chained(),
      prompt: promptFact({
        hookPrompts: 1,
        stamps: [stampOf(1, 2)],
        settings: { kind: "invalid", why: "x" },
      }),
      settings: invalid,
    };
    expect(await run([], { stop_hook_active: true }, facts)).toMatchObject({
      reason: "stop-hook-active",
      evidence: { mode: { settings: { kind: "invalid" } } },
    });
  });
});

describe("payloads without turn_id (Codex 0.114 to 0.116)", () => {
  const noTurn = async (flags: readonly string[], active: boolean) => {
    const payload = stopPayload("/repo", { transcript_path: "/t.jsonl", stop_hook_active: active });
    delete payload.turn_id;
    const given = facts(1, { prompt: promptFact({ scope: "hook-prompt" }) });
    return (await decideOn(parseStopPayload(JSON.stringify(payload)), given, parseHookOptions(flags)))
      .outcome;
  };

  it("given plain mode, when deciding, then it continues once as always", async () => {
    expect(await noTurn([], false)).toMatchObject({ kind: "continue", directive: "Go on with test-plan." });
  });

  it("given chain mode, when the first stop continues and the next one follows it, then one plain continuation, then chain-unsupported", async () => {
    expect(await noTurn(["--chain"], false)).toMatchObject({
      kind: "continue",
      directive: "Go on with test-plan.",
    });
    expect(reasonOf(await noTurn(["--chain"], true))).toBe("chain-unsupported");
  });
});

describe("a whole human prompt under a goal, decided stop by stop", () => {
  it("given any ticking pattern, goal turns and limits, when every stop is decided, then at most max-chain continuations and at most patience + 1 in a row without a box checked", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ tick: fc.boolean(), newTurn: fc.boolean() }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 4 }),
        async (stops, maxChain, patience) => {
          const flags = ["--chain", "--max-chain", String(maxChain), "--patience", String(patience)];
          const stamps: Stamp[] = [];
          let done = 0;
          let sinceBox = 0;
          let longest = 0;
          let continuedThisTurn = false;
          for (const { tick, newTurn } of stops) {
            if (tick && done < 5) {
              done++;
              sinceBox = 0;
            }
            if (newTurn) continuedThisTurn = false;
            const given = facts(done, {
              prompt: promptFact({ hookPrompts: stamps.length, stamps: [...stamps] }),
            });
            const step = await run(flags, { stop_hook_active: continuedThisTurn }, given);
            if (step.kind !== "continue") {
              // A goal starts another turn by itself; a stalled chain stays stalled.
              continue;
            }
            const [stamp] = readStamps(step.directive);
            if (stamp === undefined) throw new Error("no stamp in a chain directive");
            stamps.unshift(stamp);
            continuedThisTurn = true;
            sinceBox++;
            longest = Math.max(longest, sinceBox);
          }
          expect(stamps.length).toBeLessThanOrEqual(maxChain);
          expect(longest).toBeLessThanOrEqual(patience + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
