import { describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import { decide } from "../../src/decision/decide.js";
import type { BoulderFact, Facts, PlanFact, PromptFact } from "../../src/decision/facts.js";
import type { Step } from "../../src/decision/outcome.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import { PLAIN } from "../../src/settings/flags.js";
import { singleWorkBoulder, stopPayload } from "../helpers/workspace.js";

const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;

function input(overrides: Record<string, unknown> = {}) {
  return parseStopPayload(JSON.stringify(stopPayload("/repo", overrides)));
}

function boulder(document: unknown): BoulderFact {
  const parsed = parseBoulder(JSON.stringify(document));
  if (!parsed.ok) throw new Error(parsed.problem);
  return { kind: "found", path: "/repo/.omo/boulder.json", root: "/repo", document: parsed.document };
}

function plan(text: string): PlanFact {
  return {
    kind: "read",
    path: "/repo/plan.md",
    source: "project",
    checklist: countChecklist(text),
    skipped: [],
  };
}

const TEMPLATE = "{{PLAN_NAME}} {{REMAINING_COUNT}}/{{TOTAL_COUNT}} next={{NEXT_TASK_LABEL}} {{SESSION_ID}}";

/** When the human prompt in these tests began, by Codex's clock. */
const NO_SETTINGS: Facts = { settings: { kind: "none", path: "/repo/.omo/ulw-execute/settings.json" } };
/** The human prompt read back: typed by a person, nothing since. */
const FRESH_PROMPT: PromptFact = {
  kind: "read",
  path: "/t.jsonl",
  scope: "hook-prompt",
  boundary: "typed-prompt",
  hookPrompts: 0,
  stamps: [],
  bytesScanned: 10,
};

const complete: Facts = {
  ...NO_SETTINGS,
  prompt: FRESH_PROMPT,
  boulder: boulder(singleWorkBoulder(KEY, "plan.md")),
  plan: plan("## TODOs\n- [x] 1. a\n- [ ] 2. b\n"),
  transcript: { kind: "scanned", path: "/t.jsonl", bytesScanned: 10, size: 10 },
  directive: { kind: "read", path: "/d.md", source: "bundled", template: TEMPLATE },
};

function reasonOf(step: Step): string {
  return step.kind === "need" ? `need:${step.need.fact}` : step.reason;
}

describe("decide: order of the checks", () => {
  it("given everything says continue, when deciding in plain mode, then it blocks with exactly the rendered directive: no stamp", () => {
    const step = decide(input({ transcript_path: "/t.jsonl" }), complete);
    expect(step).toMatchObject({
      kind: "continue",
      reason: "work-remaining",
      step: 1,
      directive: `test-plan 1/2 next=2. b ${KEY}`,
    });
  });

  it("given an invalid payload, when deciding, then it is silent before reading anything", () => {
    expect(decide(parseStopPayload("{"), {})).toMatchObject({ kind: "silent", reason: "invalid-payload" });
  });

  it("given SubagentStop with stop_hook_active also true, when deciding, then subagent-stop is the reason", () => {
    const step = decide(input({ hook_event_name: "SubagentStop", stop_hook_active: true }), complete);
    expect(reasonOf(step)).toBe("subagent-stop");
  });

  it("given stop_hook_active in plain mode, when deciding, then it is silent whatever the facts", () => {
    expect(reasonOf(decide(input({ stop_hook_active: true }), complete))).toBe("stop-hook-active");
  });

  it("given continuable work and no settings read yet, when deciding, then it asks for settings.json at the boulder's root before the plan", () => {
    const facts: Facts = { boulder: boulder(singleWorkBoulder(KEY, "plan.md")) };
    expect(decide(input({ stop_hook_active: true }), facts)).toEqual({
      kind: "need",
      need: { fact: "settings", root: "/repo" },
    });
  });

  it("given a declared blocker, when deciding, then it is silent without asking for the boulder", () => {
    const step = decide(input({ last_assistant_message: "<ulw-execute-blocked-external>\nNo key." }), {});
    expect(reasonOf(step)).toBe("external-blocker");
  });

  it("given no facts yet, when deciding, then it asks for the boulder first, at the payload's cwd", () => {
    expect(decide(input(), {})).toEqual({
      kind: "need",
      need: { fact: "boulder", cwd: "/repo" },
    });
  });

  it.each<[string, BoulderFact, string]>([
    ["missing", { kind: "missing", searched: ["/repo/.omo/boulder.json"] }, "no-boulder"],
    [
      "unreadable",
      { kind: "unreadable", path: "/repo/.omo/boulder.json", why: "not JSON" },
      "boulder-unreadable",
    ],
  ])("given a boulder that is %s, when deciding, then it is silent", (_name, fact, reason) => {
    expect(reasonOf(decide(input(), { ...complete, boulder: fact }))).toBe(reason);
  });

  it("given a boulder without this session, when deciding, then no-work-for-session and the plan is never asked", () => {
    const facts: Facts = { boulder: boulder(singleWorkBoulder("codex:other", "plan.md")) };
    expect(reasonOf(decide(input(), facts))).toBe("no-work-for-session");
  });

  // A completed work goes on to the goal-end rule (test/unit/goal-end.test.ts), which reads the mode.
  it.each([
    ["abandoned", "abandoned"],
    ["missing", undefined],
  ])("given the session's work is %s, when deciding, then work-not-continuable", (_name, status) => {
    const facts: Facts = { boulder: boulder(singleWorkBoulder(KEY, "plan.md", { status })) };
    expect(reasonOf(decide(input(), facts))).toBe("work-not-continuable");
  });

  it("given a paused work, when deciding, then it asks for the plan", () => {
    const facts: Facts = {
      ...NO_SETTINGS,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md", { status: "paused" })),
    };
    expect(reasonOf(decide(input(), facts))).toBe("need:plan");
  });

  it("given a paused work and chain mode (flag or settings), when deciding, then work-paused: the person's stop for a chain", () => {
    const paused = { ...complete, boulder: boulder(singleWorkBoulder(KEY, "plan.md", { status: "paused" })) };
    const chainFlag = { ok: true as const, options: { ...PLAIN, chain: true, given: ["chain" as const] } };
    expect(reasonOf(decide(input(), paused, chainFlag))).toBe("work-paused");
    // Settings stamped as the human prompt began apply to it.
    const viaSettings: Facts = {
      ...paused,
      prompt: { ...FRESH_PROMPT, settings: { kind: "read", settings: { chain: true } } },
      settings: { kind: "read", path: "/repo/.omo/ulw-execute/settings.json", settings: { chain: true } },
    };
    const after = input({ stop_hook_active: true, transcript_path: "/t.jsonl" });
    expect(reasonOf(decide(after, viaSettings))).toBe("work-paused");
    // Plain mode keeps the seeds' rule: a paused work is continued.
    expect(reasonOf(decide(input(), paused))).toBe("work-remaining");
  });

  it("given a plan that is missing, when deciding, then plan-unreadable", () => {
    const facts: Facts = {
      ...complete,
      plan: { kind: "missing", tried: ["/repo/plan.md"], why: "not found" },
    };
    expect(reasonOf(decide(input(), facts))).toBe("plan-unreadable");
  });

  it("given a plan with no checkbox, when deciding, then empty-checklist and the transcript is never asked", () => {
    const facts: Facts = {
      ...NO_SETTINGS,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md")),
      plan: plan("# nothing to do\n"),
    };
    expect(reasonOf(decide(input({ transcript_path: "/t.jsonl" }), facts))).toBe("empty-checklist");
  });

  it("given a transcript path and no scan yet, when deciding, then it asks for the transcript, resolved against cwd", () => {
    const { transcript: _t, ...rest } = complete;
    expect(decide(input({ transcript_path: "logs/t.jsonl" }), rest)).toMatchObject({
      kind: "need",
      need: { fact: "transcript", path: "/repo/logs/t.jsonl" },
    });
  });

  it.each([null, "", undefined])(
    "given transcript_path %j, when deciding, then no scan is asked for",
    (path) => {
      const { transcript: _t, ...rest } = complete;
      expect(reasonOf(decide(input({ transcript_path: path }), rest))).toBe("work-remaining");
    },
  );

  it("given a pressure marker in the transcript, when deciding, then context-pressure", () => {
    const facts: Facts = {
      ...complete,
      transcript: {
        kind: "scanned",
        path: "/t",
        bytesScanned: 9,
        size: 9,
        hit: { marker: "context compacted", offset: 3, source: "text" },
      },
    };
    expect(reasonOf(decide(input({ transcript_path: "/t" }), facts))).toBe("context-pressure");
  });

  it("given a transcript scan that ran out of time, when deciding, then transcript-scan-timeout", () => {
    const facts: Facts = {
      ...complete,
      transcript: { kind: "timeout", path: "/t", bytesScanned: 1, size: 9 },
    };
    expect(reasonOf(decide(input({ transcript_path: "/t" }), facts))).toBe("transcript-scan-timeout");
  });

  it("given an unreadable transcript, when deciding, then it counts as no pressure", () => {
    const facts: Facts = {
      ...complete,
      transcript: { kind: "unreadable", path: "/t", why: "is a FIFO" },
      prompt: { kind: "unreadable", path: "/t", why: "is a FIFO" },
    };
    expect(reasonOf(decide(input({ transcript_path: "/t" }), facts))).toBe("work-remaining");
  });

  it("given an unreadable directive, when deciding, then directive-unreadable", () => {
    const facts: Facts = { ...complete, directive: { kind: "unreadable", path: "/d.md", why: "missing" } };
    expect(reasonOf(decide(input(), facts))).toBe("directive-unreadable");
  });

  it("given every box checked on an active work, when deciding, then it still blocks for the final gate", () => {
    const step = decide(input(), { ...complete, plan: plan("## TODOs\n- [x] 1. a\n") });
    expect(step).toMatchObject({
      kind: "continue",
      reason: "final-gate-pending",
      directive: `test-plan 0/1 next=none (final gate pending) ${KEY}`,
    });
  });

  it("given a work with a worktree, when deciding, then the worktree block names its absolute path", () => {
    const facts: Facts = {
      ...complete,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md", { worktree_path: "../wt" })),
    };
    const step = decide(input(), facts);
    expect(step.kind === "continue" && step.values.WORKTREE_BLOCK).toMatch(/^- Worktree: `\/wt` \(/);
  });

  it("given a work with worktree_path null, when deciding, then the worktree block is empty", () => {
    const facts: Facts = {
      ...complete,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md", { worktree_path: null })),
    };
    const step = decide(input(), facts);
    expect(step.kind === "continue" && step.values.WORKTREE_BLOCK).toBe("");
  });
});
