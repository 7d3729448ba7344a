import { describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import type { BoulderFact } from "../../src/boulder/fact.js";
import type { Facts } from "../../src/decision/readers.js";
import type { SessionStartOutcome } from "../../src/decision/session-start.js";
import { parseSessionStartPayload, type SessionStartInput } from "../../src/payload/session-start-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import type { PlanFact } from "../../src/plan/fact.js";
import { PRESSURE_MARKERS } from "../../src/rollout/pressure.js";
import { sessionStartOn } from "../helpers/fake-readers.js";
import { singleWorkBoulder } from "../helpers/workspace.js";

const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;

/** A SessionStart payload as Codex 0.171.0 sends it; override any field. */
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    session_id: SESSION,
    transcript_path: "/t/rollout.jsonl",
    cwd: "/repo",
    hook_event_name: "SessionStart",
    model: "gpt-5.5",
    permission_mode: "default",
    source: "compact",
    ...overrides,
  };
}

const input = (overrides: Record<string, unknown> = {}) =>
  parseSessionStartPayload(JSON.stringify(payload(overrides)));

function boulder(document: unknown): BoulderFact {
  const parsed = parseBoulder(JSON.stringify(document));
  if (!parsed.ok) throw new Error(parsed.problem);
  return { kind: "found", path: "/repo/.omo/boulder.json", root: "/repo", document: parsed.document };
}

function plan(text: string, path = "/repo/.omo/plans/p.md"): PlanFact {
  return { kind: "read", path, source: "project", checklist: countChecklist(text), skipped: [] };
}

const PLAN = "## TODOs\n- [x] 1. Alpha\n- [ ] 2. Beta\n- [ ] 3. Gamma\n";
const complete: Facts = {
  boulder: boulder(singleWorkBoulder(KEY, ".omo/plans/p.md")),
  plan: plan(PLAN),
};

/** The decision on the given facts; any fact it reads that the test does not give fails the test. */
async function decideSessionStart(input: SessionStartInput, facts: Facts): Promise<SessionStartOutcome> {
  return (await sessionStartOn(input, facts)).outcome;
}

function reasonOf(outcome: SessionStartOutcome): string {
  return outcome.reason;
}

function textOf(outcome: SessionStartOutcome): string {
  if (outcome.kind !== "context") throw new Error(`expected context, got ${outcome.reason}`);
  return outcome.text;
}

describe("parseSessionStartPayload: malformed payloads", () => {
  it.each([
    ["an empty stdin", "", "stdin was empty"],
    ["white space", " \n\t", "stdin was empty"],
    ["text that is not JSON", "compact", "stdin is not valid JSON"],
    ["a cut-off object", '{"session_id":"s"', "stdin is not valid JSON"],
    ["a JSON array", "[]", "payload is not a JSON object"],
    ["JSON null", "null", "payload is not a JSON object"],
    ["a JSON number", "42", "payload is not a JSON object"],
    ["a JSON string", '"compact"', "payload is not a JSON object"],
  ])("given %s, when parsed, then it is invalid: %s", (_name, text, problem) => {
    expect(parseSessionStartPayload(text)).toEqual({ ok: false, problem });
  });

  it.each([
    ["a Stop event", { hook_event_name: "Stop" }, "hook_event_name"],
    ["no event name", { hook_event_name: undefined }, "hook_event_name"],
    ["the event name in lower case", { hook_event_name: "sessionStart" }, "hook_event_name"],
    ["no session_id", { session_id: undefined }, "session_id"],
    ["a numeric session_id", { session_id: 7 }, "session_id"],
    ["a blank session_id", { session_id: "  " }, "session_id"],
    ["no cwd", { cwd: undefined }, "cwd"],
    ["a cwd that is an object", { cwd: { path: "/repo" } }, "cwd"],
    ["an empty cwd", { cwd: "" }, "cwd"],
    ["no source", { source: undefined }, "source"],
    ["a null source", { source: null }, "source"],
    ["a numeric source", { source: 1 }, "source"],
    ["a source list", { source: ["compact"] }, "source"],
  ])("given a payload with %s, when parsed, then it is invalid and names %s", (_name, overrides, key) => {
    const parsed = input(overrides);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toContain(key);
  });

  it("given a payload with a BOM, extra keys and a null transcript_path, when parsed, then only what the hook uses is kept", () => {
    const text = `\ufeff${JSON.stringify(payload({ transcript_path: null, extra: { deep: [1] } }))}`;
    expect(parseSessionStartPayload(text)).toEqual({
      ok: true,
      payload: { sessionId: SESSION, cwd: "/repo", source: "compact" },
    });
  });

  it("given any malformed payload, when deciding, then it is silent (invalid-payload) before reading anything", async () => {
    for (const text of [
      "",
      "[]",
      '{"hook_event_name":"SessionStart"}',
      JSON.stringify(payload({ cwd: 1 })),
    ]) {
      const { outcome, read } = await sessionStartOn(parseSessionStartPayload(text), {});
      expect(outcome).toMatchObject({ kind: "silent", reason: "invalid-payload" });
      expect(read).toEqual({});
    }
  });
});

describe("decideSessionStart: the source", () => {
  it.each([
    ["startup", "fresh-context"],
    ["clear", "fresh-context"],
    ["fork", "other-source"],
    ["", "other-source"],
    ["COMPACT", "other-source"],
    ["compact ", "other-source"],
    ["resume\n", "other-source"],
  ])(
    "given source %j and a session with work, when deciding, then it is silent (%s) without reading anything",
    async (source, reason) => {
      const { outcome, read } = await sessionStartOn(input({ source }), complete);
      expect(outcome.reason).toBe(reason);
      expect(read).toEqual({});
    },
  );

  it.each([
    ["compact", "Codex compacted the context"],
    ["resume", "this session was resumed"],
  ])(
    "given source %s, when deciding with every fact, then the plan state is the context, opened by what happened",
    async (source, opening) => {
      const step = await decideSessionStart(input({ source }), complete);
      expect(step).toMatchObject({ kind: "context", reason: "plan-state" });
      expect(textOf(step)).toContain(opening);
    },
  );
});

describe("decideSessionStart: the facts it reads", () => {
  it("given a compaction, when deciding, then it reads the boulder from the payload's cwd", async () => {
    const cwds: string[] = [];
    const { outcome, read } = await sessionStartOn(
      input({ cwd: "/repo/packages/app" }),
      {},
      {
        boulder: (cwd) => {
          cwds.push(cwd);
          return { kind: "missing", searched: [`${cwd}/.omo/boulder.json`] };
        },
      },
    );
    expect(outcome).toMatchObject({ kind: "silent", reason: "no-boulder" });
    expect(cwds).toEqual(["/repo/packages/app"]);
    expect(Object.keys(read)).toEqual(["boulder"]);
  });

  it("given the session's work has a worktree, when deciding, then it asks the plan locator for the work's plan, worktree included", async () => {
    const places: unknown[] = [];
    const facts = { boulder: boulder(singleWorkBoulder(KEY, ".omo/plans/p.md", { worktree_path: "/wt" })) };
    const { outcome } = await sessionStartOn(input(), facts, {
      plan: async (root, place) => {
        places.push({ root, place });
        return plan(PLAN);
      },
    });
    expect(outcome).toMatchObject({ kind: "context", reason: "plan-state" });
    expect(places).toMatchObject([
      { root: "/repo", place: { activePlan: ".omo/plans/p.md", worktreePath: "/wt" } },
    ]);
  });
});

describe("decideSessionStart: silent when the Stop hook would have no work to continue", () => {
  const withBoulder = (document: unknown): Facts => ({ ...complete, boulder: boulder(document) });
  const withPlan = (fact: PlanFact): Facts => ({ ...complete, plan: fact });

  it.each<[string, Facts, string]>([
    ["no boulder", { boulder: { kind: "missing", searched: ["/repo/.omo/boulder.json"] } }, "no-boulder"],
    [
      "an unreadable boulder",
      { boulder: { kind: "unreadable", path: "/b", why: "is not JSON" } },
      "boulder-unreadable",
    ],
    [
      "a work of another session",
      withBoulder(singleWorkBoulder("codex:other", "p.md")),
      "no-work-for-session",
    ],
    [
      "the bare session id (a legacy OpenCode id)",
      withBoulder(singleWorkBoulder(SESSION, "p.md")),
      "no-work-for-session",
    ],
    [
      "a completed work",
      withBoulder(singleWorkBoulder(KEY, "p.md", { status: "completed" })),
      "work-not-continuable",
    ],
    [
      "an abandoned work",
      withBoulder(singleWorkBoulder(KEY, "p.md", { status: "abandoned" })),
      "work-not-continuable",
    ],
    [
      "a work with no status",
      withBoulder(singleWorkBoulder(KEY, "p.md", { status: undefined })),
      "work-not-continuable",
    ],
    ["a work without active_plan", withBoulder(singleWorkBoulder(KEY, "")), "no-work-for-session"],
    [
      "a missing plan",
      withPlan({ kind: "missing", tried: ["/repo/p.md"], why: "plan file not found" }),
      "plan-unreadable",
    ],
    [
      "an unreadable plan",
      withPlan({ kind: "unreadable", path: "/repo/p.md", why: "is a directory" }),
      "plan-unreadable",
    ],
    [
      "an ambiguous plan",
      withPlan({ kind: "ambiguous", tried: [], matches: ["/a/p.md", "/b/p.md"] }),
      "plan-ambiguous",
    ],
    ["a plan without boxes", withPlan(plan("# Notes\nnothing to tick\n")), "empty-checklist"],
  ])("given %s, when a compaction is answered, then it is silent (%s)", async (_name, facts, reason) => {
    expect(reasonOf(await decideSessionStart(input(), facts))).toBe(reason);
    expect(reasonOf(await decideSessionStart(input({ source: "resume" }), facts))).toBe(reason);
  });

  it("given a paused work, when a compaction is answered, then the plan state says it is paused (the Stop hook continues paused works in plain mode)", async () => {
    const facts = withBoulder(singleWorkBoulder(KEY, ".omo/plans/p.md", { status: "paused" }));
    expect(textOf(await decideSessionStart(input(), facts))).toContain("- Work status: paused\n");
  });
});

describe("the plan state", () => {
  it("given a work with 1 of 3 boxes checked, when it is handed back, then it names the plan, its file, the counts, the next task and the ledger", async () => {
    const text = textOf(await decideSessionStart(input(), complete));
    expect(text).toContain("- Plan: test-plan, file `/repo/.omo/plans/p.md`\n");
    expect(text).toContain("- Progress: 1 of 3 top-level tasks checked; next: 2. Beta\n");
    expect(text).toContain("- Ledger: `/repo/.omo/ulw-execute/ledger.jsonl`\n");
    expect(text).not.toContain("Worktree");
  });

  it("given every box checked, when it is handed back, then the next step named is the final gate", async () => {
    const text = textOf(await decideSessionStart(input(), { ...complete, plan: plan("- [x] 1. a\n") }));
    expect(text).toContain("1 of 1 top-level tasks checked; next: none (final gate pending)");
  });

  it("given a worktree, when it is handed back, then it names the worktree where every edit happens", async () => {
    const facts = {
      ...complete,
      boulder: boulder(singleWorkBoulder(KEY, "p.md", { worktree_path: "../wt" })),
    };
    expect(textOf(await decideSessionStart(input(), facts))).toContain(
      "- Worktree: `/wt` (every edit and command",
    );
  });

  it.each([
    ["verify, then tick", "Verify a task, then tick its box"],
    ["keep the ledger", "append its evidence to the ledger"],
    ["the blocker marker as the first line", "make `<ulw-execute-blocked-external>` the entire first line"],
    ["the blocker stated", "then state the blocker"],
    [
      "finishing with this install's work complete",
      `mark the work \`completed\` with \`node "/opt/ulw/dist/cli.js" work complete --session "${KEY}"\`, never by hand`,
    ],
  ])("given a compaction, when the plan state is read, then it states the rule: %s", async (_name, rule) => {
    expect(textOf(await decideSessionStart(input(), complete))).toContain(rule);
  });

  // Codex records the context in the rollout: a pressure phrase in it must never be what the Stop hook finds.
  it.each(PRESSURE_MARKERS)(
    "given either source, when the plan state is read, then it never contains %j",
    async (marker) => {
      for (const source of ["compact", "resume"])
        expect(textOf(await decideSessionStart(input({ source }), complete)).toLowerCase()).not.toContain(
          marker,
        );
    },
  );

  it("given names, labels and paths holding line breaks, ANSI escapes and bidi overrides, when handed back, then they are escaped: the text keeps its lines", async () => {
    const hostile = "a\nb\r\u001b[31mred\u202e\u0007";
    const document = singleWorkBoulder(KEY, `plans/${hostile}.md`, {
      plan_name: hostile,
      worktree_path: hostile,
    });
    const facts = {
      boulder: boulder(document),
      plan: plan(`- [ ] 1. ${hostile.replace(/[\n\r]/g, "")}\n`, `/repo/${hostile}`),
    };
    const text = textOf(await decideSessionStart(input(), facts));
    const base = textOf(
      await decideSessionStart(input(), {
        ...complete,
        boulder: boulder(singleWorkBoulder(KEY, "p.md", { worktree_path: "w" })),
      }),
    );
    expect(text.split("\n")).toHaveLength(base.split("\n").length);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
    expect(text.replaceAll("\n", "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain("- Plan: a\\nb\\r\\u001b[31mred\\u202e\\u0007, file");
  });
});

describe("the plan state's size", () => {
  const longest = (char: string) => char.repeat(70_000);

  it.each([
    ["ASCII", "a"],
    ["3-byte characters", "\u20ac"],
    ["4-byte characters", "\u{1f600}"],
    ["control characters (escaped to 6 bytes each)", "\u0001"],
  ])(
    "given the longest values in %s, with a worktree, when handed back after a compaction or a resume, then it stays within 1,200 bytes",
    async (_name, char) => {
      const long = longest(char);
      const document = singleWorkBoulder(KEY, long, { plan_name: long, worktree_path: `/${long}` });
      const rows = `## TODOs\n${"- [x] 1. done\n".repeat(30_000)}- [ ] 2. ${long}\n`;
      for (const source of ["compact", "resume"]) {
        const facts = { boulder: boulder(document), plan: plan(rows, `/${long}`) };
        const text = textOf(await decideSessionStart(input({ source }), facts));
        expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1200);
        // Every line is still there, the rules whole: only the values were cut.
        expect(text).toContain("- Progress: 30000 of 30001 top-level tasks checked; next: ");
        expect(text).toContain("never by hand.");
        expect(text).toContain("- Worktree: `");
      }
    },
  );

  it("given the longest values and no worktree, when handed back, then it stays within 1,200 bytes and has no worktree line", async () => {
    const long = longest("x");
    const facts = {
      boulder: boulder(singleWorkBoulder(KEY, long, { plan_name: long })),
      plan: plan(`- [ ] ${long}\n`, `/${long}`),
    };
    const text = textOf(await decideSessionStart(input(), facts));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1200);
    expect(text).not.toContain("Worktree");
  });

  it("given one long value and the others short, when handed back, then the short ones stay whole and the long one is cut with an ellipsis", async () => {
    const long = "L".repeat(5000);
    const facts = {
      ...complete,
      boulder: boulder(singleWorkBoulder(KEY, ".omo/plans/p.md", { plan_name: long })),
    };
    const text = textOf(await decideSessionStart(input(), facts));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1200);
    expect(text).toMatch(/- Plan: L+…, file `\/repo\/\.omo\/plans\/p\.md`\n/);
    expect(text).toContain("next: 2. Beta\n");
  });
});
