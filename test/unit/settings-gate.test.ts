import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import { formatStamp, readStamps, type Stamp } from "../../src/chain/stamp.js";
import { decide } from "../../src/decision/decide.js";
import type { BoulderFact, Facts, PromptFact } from "../../src/decision/facts.js";
import type { Step } from "../../src/decision/outcome.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import { effectiveMode } from "../../src/settings/effective.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { CLOCK_SLACK_MS, gatedMode } from "../../src/settings/pending.js";
import type { Settings, SettingsFact } from "../../src/settings/settings.js";
import { singleWorkBoulder, stopPayload } from "../helpers/workspace.js";

const KEY = "codex:019a5b1e-0000-7000-8000-000000000001";
const PROMPT_AT = Date.parse("2026-11-30T10:39:54.930Z");
const PATH = "/repo/.omo/ulw-execute/settings.json";
const BEFORE = PROMPT_AT - 60_000;
const DURING = PROMPT_AT + 2_000;

function boulderFact(work: Record<string, unknown> = {}, key = KEY): BoulderFact {
  const parsed = parseBoulder(JSON.stringify(singleWorkBoulder(key, "plan.md", work)));
  if (!parsed.ok) throw new Error(parsed.problem);
  return { kind: "found", path: "/repo/.omo/boulder.json", root: "/repo", document: parsed.document };
}

const stampOf = (step: number, done: number): Stamp => {
  const [stamp] = readStamps(
    formatStamp({ step, done, total: 5, idle: 0, planPath: "/repo/plan.md", turnId: "t" }),
  );
  if (stamp === undefined) throw new Error("no stamp");
  return stamp;
};

function prompt(overrides: Partial<Extract<PromptFact, { kind: "read" }>> = {}): PromptFact {
  return {
    kind: "read",
    path: "/t.jsonl",
    scope: "chain",
    boundary: "typed-prompt",
    startedAt: PROMPT_AT,
    hookPrompts: 0,
    stamps: [],
    bytesScanned: 100,
    ...overrides,
  };
}

/** A human prompt read back without finding where it began (no prompt record, or past the byte cap). */
function untimed(boundary: "start" | "cap"): PromptFact {
  return {
    kind: "read",
    path: "/t.jsonl",
    scope: "chain",
    boundary,
    hookPrompts: 1,
    stamps: [stampOf(1, 2)],
    bytesScanned: 100,
  };
}

const settings = (values: Settings, changedAt: number | undefined): SettingsFact => ({
  kind: "read",
  path: PATH,
  settings: values,
  ...(changedAt !== undefined ? { changedAt } : {}),
});

/** Everything but the prompt and the settings: a plan with 2 of 5 boxes checked. */
function facts(extra: Facts): Facts {
  const boxes = Array.from({ length: 5 }, (_, i) => `- [${i < 2 ? "x" : " "}] ${i + 1}. t\n`).join("");
  return {
    boulder: boulderFact(),
    plan: {
      kind: "read",
      path: "/repo/plan.md",
      source: "project",
      checklist: countChecklist(`## TODOs\n${boxes}`),
      skipped: [],
    },
    transcript: { kind: "scanned", path: "/t.jsonl", bytesScanned: 100, size: 100 },
    directive: { kind: "read", path: "/d.md", source: "bundled", template: "Go on." },
    brief: { kind: "read", path: "/b.md", source: "bundled", template: "Go on." },
    ...extra,
  };
}

function run(flags: readonly string[], payload: Record<string, unknown>, given: Facts): Step {
  const input = parseStopPayload(
    JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl", ...payload })),
  );
  return decide(input, given, parseHookOptions(flags));
}

const reasonOf = (step: Step) => (step.kind === "need" ? `need:${step.need.fact}` : step.reason);
const SELF_GRANT: Settings = { chain: true, maxChain: 100, patience: 10 };
/** A chain already under way in this prompt: our step 1, at 2 boxes checked. */
const CHAINED = prompt({ hookPrompts: 1, stamps: [stampOf(1, 2)] });

describe("settings.json written during a human prompt applies from the next one", () => {
  it("given settings that would turn chain mode on and no prompt read yet, when the first stop is decided, then it reads the human prompt in chain scope first", () => {
    const step = run([], {}, facts({ settings: settings(SELF_GRANT, DURING) }));
    expect(step).toEqual({ kind: "need", need: { fact: "prompt", path: "/t.jsonl", scope: "chain" } });
  });

  it("given settings written after the human prompt began, when the first stop is decided, then one plain continuation, no stamp, and the evidence says the settings wait", () => {
    const step = run([], {}, facts({ settings: settings(SELF_GRANT, DURING), prompt: prompt() }));
    expect(step).toMatchObject({
      kind: "continue",
      step: 1,
      directive: "Go on.",
      evidence: {
        mode: { mode: { chain: false }, sources: { chain: "default" }, pending: { changedAt: DURING } },
      },
    });
    expect(step.kind === "continue" && step.evidence.mode?.pending?.why).toMatch(
      /during the current human prompt .*cannot loosen the mode before the next human prompt/,
    );
  });

  it("given settings written after the human prompt began, when the stop after our continuation is decided, then stop-hook-active, saying why", () => {
    const step = run(
      [],
      { stop_hook_active: true },
      facts({ settings: settings(SELF_GRANT, DURING), prompt: CHAINED }),
    );
    expect(step).toMatchObject({ kind: "silent", reason: "stop-hook-active" });
    expect(step.kind === "silent" && step.detail).toMatch(
      /settings\.json not used yet: changed at .* during the current human prompt/,
    );
  });

  it("given the same settings written a minute before the human prompt began, when the stop after our continuation is decided, then chain mode from settings", () => {
    const step = run(
      [],
      { stop_hook_active: true },
      facts({ settings: settings(SELF_GRANT, BEFORE), prompt: CHAINED }),
    );
    expect(step).toMatchObject({
      kind: "continue",
      step: 2,
      evidence: { mode: { mode: { chain: true, maxChain: 100 } } },
    });
    expect(step.kind === "continue" && step.evidence.mode?.pending).toBeUndefined();
  });

  it("given --chain and settings written during the prompt that raise max-chain, when decided, then the flag and defaults alone: max-chain 20", () => {
    const step = run(
      ["--chain"],
      { stop_hook_active: true },
      facts({ settings: settings({ maxChain: 100 }, DURING), prompt: CHAINED }),
    );
    expect(step).toMatchObject({
      kind: "continue",
      evidence: {
        mode: { mode: { chain: true, maxChain: 20 }, sources: { chain: "flag", maxChain: "default" } },
      },
    });
  });

  it.each([
    ["no transcript in the payload", { transcript_path: null }, prompt(), /the payload names no transcript/],
    ["a transcript read back to its start", {}, untimed("start"), /read back to start found no prompt time/],
    ["a transcript read back to the byte cap", {}, untimed("cap"), /read back to cap/],
    [
      "a transcript that cannot be read",
      {},
      { kind: "unreadable", path: "/t.jsonl", why: "permission denied" } as const,
      /cannot be read: permission denied/,
    ],
    [
      "a transcript read that ran out of time",
      {},
      { kind: "timeout", path: "/t.jsonl", bytesScanned: 1, size: 9 } as const,
      /could not be read back in time/,
    ],
  ])(
    "given %s, when settings would turn chain mode on, then the prompt's start is unknown and the flags alone decide",
    (_, payload, promptFact, why) => {
      const step = run(
        [],
        { ...payload, stop_hook_active: true },
        facts({ settings: settings(SELF_GRANT, BEFORE), prompt: promptFact }),
      );
      expect(step).toMatchObject({
        kind: "silent",
        reason: "stop-hook-active",
        evidence: { mode: { mode: { chain: false } } },
      });
      expect(step.kind === "silent" && step.evidence.mode?.pending?.why).toMatch(why);
    },
  );

  it("given settings whose change time cannot be read, when they would turn chain mode on, then they wait", () => {
    const step = run(
      [],
      { stop_hook_active: true },
      facts({ settings: settings(SELF_GRANT, undefined), prompt: CHAINED }),
    );
    expect(step).toMatchObject({ reason: "stop-hook-active", evidence: { mode: { pending: {} } } });
  });

  it("given settings that change nothing for this stop (chain false, or limits without chain), when decided, then the human prompt is not read for them", () => {
    for (const values of [{ chain: false }, { patience: 5, maxChain: 3 }]) {
      // Plain mode's own read: only back to the first hook prompt.
      const step = run([], {}, facts({ settings: settings(values, DURING) }));
      expect(step).toMatchObject({ kind: "need", need: { fact: "prompt", scope: "hook-prompt" } });
    }
  });

  it("given a change within the clock slack before the prompt began, when decided, then it counts as during the prompt", () => {
    const near = PROMPT_AT - CLOCK_SLACK_MS + 1;
    const step = run(
      [],
      { stop_hook_active: true },
      facts({ settings: settings(SELF_GRANT, near), prompt: CHAINED }),
    );
    expect(reasonOf(step)).toBe("stop-hook-active");
  });

  it("given any settings changed at or after the prompt's start, when gated, then chain mode only if the flags alone give it, with limits no looser than theirs", () => {
    const values = fc.record(
      {
        chain: fc.boolean(),
        maxChain: fc.integer({ min: 1, max: 100 }),
        patience: fc.integer({ min: 0, max: 10 }),
        stopOnCompaction: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const flags = fc.constantFrom(
      [],
      ["--chain"],
      ["--chain", "--max-chain", "5"],
      ["--chain", "--patience", "0"],
    );
    fc.assert(
      fc.property(
        values,
        flags,
        fc.integer({ min: -CLOCK_SLACK_MS + 1, max: 3_600_000 }),
        (file, args, after) => {
          const parsed = parseHookOptions(args);
          if (!parsed.ok) throw new Error(parsed.problem);
          const gated = gatedMode(parsed.options, settings(file, PROMPT_AT + after), {
            known: true,
            at: PROMPT_AT,
          });
          const alone = effectiveMode(parsed.options, { kind: "none", path: PATH }).mode;
          if (!alone.chain) expect(gated.mode.chain).toBe(false);
          if (!gated.mode.chain) return;
          expect(gated.mode.maxChain).toBeLessThanOrEqual(alone.maxChain);
          expect(gated.mode.patience).toBeLessThanOrEqual(alone.patience);
          if (alone.stopOnCompaction) expect(gated.mode.stopOnCompaction).toBe(true);
        },
      ),
    );
  });
});

describe("a stop that ends early gets the same reason whether chain mode comes from --chain or settings.json", () => {
  const BLOCKED = {
    last_assistant_message: "<ulw-execute-blocked-external>\nno credentials for the staging database",
  };
  const viaSettings = (extra: Facts = {}) =>
    facts({ settings: settings({ chain: true }, BEFORE), prompt: CHAINED, ...extra });

  it("given a declared blocker after our continuation, when chain mode comes from --chain or settings.json, then external-blocker both ways", () => {
    expect(reasonOf(run(["--chain"], { ...BLOCKED, stop_hook_active: true }, viaSettings()))).toBe(
      "external-blocker",
    );
    expect(reasonOf(run([], { ...BLOCKED, stop_hook_active: true }, viaSettings()))).toBe("external-blocker");
  });

  it("given a declared blocker after our continuation in plain mode, when decided, then stop-hook-active as the seeds say", () => {
    const plain = facts({ settings: { kind: "none", path: PATH }, prompt: CHAINED });
    const step = run([], { ...BLOCKED, stop_hook_active: true }, plain);
    expect(step).toMatchObject({ reason: "stop-hook-active" });
    expect(step.kind === "silent" && step.detail).toContain("external-blocker");
  });

  it("given a declared blocker after our continuation and settings written during the prompt, when decided, then stop-hook-active: they are not used yet", () => {
    const pending = facts({ settings: settings({ chain: true }, DURING), prompt: CHAINED });
    expect(reasonOf(run([], { ...BLOCKED, stop_hook_active: true }, pending))).toBe("stop-hook-active");
  });

  it("given a declared blocker on a first stop, when decided, then external-blocker before the boulder is read", () => {
    expect(reasonOf(run([], BLOCKED, {}))).toBe("external-blocker");
  });

  it.each([
    ["no work for the session", { boulder: boulderFact({}, "codex:someone-else") }, "no-work-for-session"],
    ["a completed work", { boulder: boulderFact({ status: "completed" }) }, "work-not-continuable"],
  ])(
    "given %s after our continuation, when chain mode comes from --chain or settings.json, then the same reason both ways",
    (_, extra, reason) => {
      expect(reasonOf(run(["--chain"], { stop_hook_active: true }, viaSettings(extra)))).toBe(reason);
      expect(reasonOf(run([], { stop_hook_active: true }, viaSettings(extra)))).toBe(reason);
    },
  );
});
