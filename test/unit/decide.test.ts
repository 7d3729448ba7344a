import { describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import type { BoulderFact } from "../../src/boulder/fact.js";
import type { Facts } from "../../src/decision/readers.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import type { PlanFact } from "../../src/plan/fact.js";
import type { PromptFact } from "../../src/rollout/facts.js";
import { type HookOptionsResult, PLAIN } from "../../src/settings/flags.js";
import { decideOn } from "../helpers/fake-readers.js";
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

const CHAIN_FLAG: HookOptionsResult = { ok: true, options: { ...PLAIN, chain: true, given: ["chain"] } };

describe("decide: order of the checks", () => {
  it("given everything says continue, when deciding in plain mode, then it blocks with exactly the rendered directive: no stamp", async () => {
    const { outcome } = await decideOn(input({ transcript_path: "/t.jsonl" }), complete);
    expect(outcome).toMatchObject({
      kind: "continue",
      reason: "work-remaining",
      step: 1,
      directive: `test-plan 1/2 next=2. b ${KEY}`,
    });
  });

  it("given an invalid payload, when deciding, then it is silent before reading anything", async () => {
    const { outcome, read } = await decideOn(parseStopPayload("{"), {});
    expect(outcome).toMatchObject({ kind: "silent", reason: "invalid-payload" });
    expect(read).toEqual({});
  });

  it("given SubagentStop with stop_hook_active also true, when deciding, then subagent-stop is the reason", async () => {
    const { outcome, read } = await decideOn(
      input({ hook_event_name: "SubagentStop", stop_hook_active: true }),
      complete,
    );
    expect(outcome.reason).toBe("subagent-stop");
    expect(read).toEqual({});
  });

  it("given stop_hook_active in plain mode, when deciding, then it is silent whatever the facts", async () => {
    const { outcome } = await decideOn(input({ stop_hook_active: true }), complete);
    expect(outcome.reason).toBe("stop-hook-active");
  });

  it("given continuable work and stop_hook_active, when deciding, then it reads settings.json at the boulder's root and never the plan", async () => {
    const roots: string[] = [];
    const facts: Facts = { boulder: boulder(singleWorkBoulder(KEY, "plan.md")) };
    const { outcome, read } = await decideOn(input({ stop_hook_active: true }), facts, undefined, {
      settings: (root) => {
        roots.push(root);
        return { kind: "none", path: `${root}/.omo/ulw-execute/settings.json` };
      },
    });
    expect(outcome.reason).toBe("stop-hook-active");
    expect(roots).toEqual(["/repo"]);
    expect(read.plan).toBeUndefined();
  });

  it("given a declared blocker and the session's work, when deciding, then it is silent, before the plan is read", async () => {
    const { plan: _, ...unread } = complete;
    const { outcome, read } = await decideOn(
      input({ last_assistant_message: "<ulw-execute-blocked-external>\nNo key." }),
      unread,
    );
    expect(outcome.reason).toBe("external-blocker");
    expect(read.plan).toBeUndefined();
  });

  it("given no boulder, when deciding, then it reads the boulder first, at the payload's cwd, and nothing else", async () => {
    const cwds: string[] = [];
    const { outcome, read } = await decideOn(input(), {}, undefined, {
      boulder: (cwd) => {
        cwds.push(cwd);
        return { kind: "missing", searched: [`${cwd}/.omo/boulder.json`] };
      },
    });
    expect(outcome.reason).toBe("no-boulder");
    expect(cwds).toEqual(["/repo"]);
    expect(Object.keys(read)).toEqual(["boulder"]);
  });

  it.each<[string, BoulderFact, string]>([
    ["missing", { kind: "missing", searched: ["/repo/.omo/boulder.json"] }, "no-boulder"],
    [
      "unreadable",
      { kind: "unreadable", path: "/repo/.omo/boulder.json", why: "not JSON" },
      "boulder-unreadable",
    ],
  ])("given a boulder that is %s, when deciding, then it is silent", async (_name, fact, reason) => {
    const { outcome } = await decideOn(input(), { ...complete, boulder: fact });
    expect(outcome.reason).toBe(reason);
  });

  it("given a boulder without this session, when deciding, then no-work-for-session and the plan is never read", async () => {
    const facts: Facts = { boulder: boulder(singleWorkBoulder("codex:other", "plan.md")) };
    const { outcome, read } = await decideOn(input(), facts);
    expect(outcome.reason).toBe("no-work-for-session");
    expect(read.plan).toBeUndefined();
  });

  // A completed work goes on to the goal-end rule (test/unit/goal-end.test.ts), which reads the mode.
  it.each([
    ["abandoned", "abandoned"],
    ["missing", undefined],
  ])("given the session's work is %s, when deciding, then work-not-continuable", async (_name, status) => {
    const facts: Facts = { boulder: boulder(singleWorkBoulder(KEY, "plan.md", { status })) };
    const { outcome, read } = await decideOn(input(), facts);
    expect(outcome.reason).toBe("work-not-continuable");
    expect(read.plan).toBeUndefined();
  });

  it("given a paused work in plain mode, when deciding, then it reads the plan and continues", async () => {
    const facts: Facts = {
      ...complete,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md", { status: "paused" })),
    };
    const { outcome, read } = await decideOn(input(), facts);
    expect(read.plan).toEqual(complete.plan);
    expect(outcome.reason).toBe("work-remaining");
  });

  it("given a paused work and chain mode (flag or settings), when deciding, then work-paused: the person's stop for a chain", async () => {
    const paused = { ...complete, boulder: boulder(singleWorkBoulder(KEY, "plan.md", { status: "paused" })) };
    expect((await decideOn(input(), paused, CHAIN_FLAG)).outcome.reason).toBe("work-paused");
    // Settings stamped as the human prompt began apply to it.
    const viaSettings: Facts = {
      ...paused,
      prompt: { ...FRESH_PROMPT, settings: { kind: "read", settings: { chain: true } } },
      settings: { kind: "read", path: "/repo/.omo/ulw-execute/settings.json", settings: { chain: true } },
    };
    const after = input({ stop_hook_active: true, transcript_path: "/t.jsonl" });
    expect((await decideOn(after, viaSettings)).outcome.reason).toBe("work-paused");
    // Plain mode keeps the seeds' rule: a paused work is continued.
    expect((await decideOn(input(), paused)).outcome.reason).toBe("work-remaining");
  });

  it("given a plan that is missing, when deciding, then plan-unreadable", async () => {
    const facts: Facts = {
      ...complete,
      plan: { kind: "missing", tried: ["/repo/plan.md"], why: "not found" },
    };
    expect((await decideOn(input(), facts)).outcome.reason).toBe("plan-unreadable");
  });

  it("given a plan with no checkbox, when deciding, then empty-checklist and the transcript is never read", async () => {
    const facts: Facts = {
      ...NO_SETTINGS,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md")),
      plan: plan("# nothing to do\n"),
    };
    const { outcome, read } = await decideOn(input({ transcript_path: "/t.jsonl" }), facts);
    expect(outcome.reason).toBe("empty-checklist");
    expect(read.transcript).toBeUndefined();
  });

  it("given a relative transcript path, when deciding, then the transcript is read resolved against cwd", async () => {
    const paths: string[] = [];
    const { outcome } = await decideOn(input({ transcript_path: "logs/t.jsonl" }), complete, undefined, {
      transcript: (path) => {
        paths.push(path);
        return { transcript: { kind: "scanned", path, bytesScanned: 10, size: 10 } };
      },
    });
    expect(paths).toEqual(["/repo/logs/t.jsonl"]);
    expect(outcome.reason).toBe("work-remaining");
  });

  it.each([null, "", undefined])(
    "given transcript_path %j, when deciding, then the transcript is never read",
    async (path) => {
      const { transcript: _t, ...rest } = complete;
      const { outcome, read } = await decideOn(input({ transcript_path: path }), rest);
      expect(outcome.reason).toBe("work-remaining");
      expect(read.transcript).toBeUndefined();
    },
  );

  it("given a pressure marker in the transcript, when deciding, then context-pressure", async () => {
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
    expect((await decideOn(input({ transcript_path: "/t" }), facts)).outcome.reason).toBe("context-pressure");
  });

  it("given a transcript scan that ran out of time, when deciding, then transcript-scan-timeout", async () => {
    const facts: Facts = {
      ...complete,
      transcript: { kind: "timeout", path: "/t", bytesScanned: 1, size: 9 },
    };
    expect((await decideOn(input({ transcript_path: "/t" }), facts)).outcome.reason).toBe(
      "transcript-scan-timeout",
    );
  });

  it("given an unreadable transcript, when deciding, then it counts as no pressure", async () => {
    const facts: Facts = {
      ...complete,
      transcript: { kind: "unreadable", path: "/t", why: "is a FIFO" },
      prompt: { kind: "unreadable", path: "/t", why: "is a FIFO" },
    };
    expect((await decideOn(input({ transcript_path: "/t" }), facts)).outcome.reason).toBe("work-remaining");
  });

  it("given an unreadable directive, when deciding, then directive-unreadable", async () => {
    const facts: Facts = { ...complete, directive: { kind: "unreadable", path: "/d.md", why: "missing" } };
    expect((await decideOn(input(), facts)).outcome.reason).toBe("directive-unreadable");
  });

  it("given every box checked on an active work, when deciding, then it still blocks for the final gate", async () => {
    const { outcome } = await decideOn(input(), { ...complete, plan: plan("## TODOs\n- [x] 1. a\n") });
    expect(outcome).toMatchObject({
      kind: "continue",
      reason: "final-gate-pending",
      directive: `test-plan 0/1 next=none (final gate pending) ${KEY}`,
    });
  });

  it("given a work with a worktree, when deciding, then the worktree block names its absolute path", async () => {
    const facts: Facts = {
      ...complete,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md", { worktree_path: "../wt" })),
    };
    const { outcome } = await decideOn(input(), facts);
    expect(outcome.kind === "continue" && outcome.values.WORKTREE_BLOCK).toMatch(/^- Worktree: `\/wt` \(/);
  });

  it("given a work with worktree_path null, when deciding, then the worktree block is empty", async () => {
    const facts: Facts = {
      ...complete,
      boulder: boulder(singleWorkBoulder(KEY, "plan.md", { worktree_path: null })),
    };
    const { outcome } = await decideOn(input(), facts);
    expect(outcome.kind === "continue" && outcome.values.WORKTREE_BLOCK).toBe("");
  });
});
