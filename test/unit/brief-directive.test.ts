import { mkdirSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Facts } from "../../src/decision/readers.js";
import { type DirectiveFact, readBriefFact } from "../../src/directive/fact.js";
import { PLACEHOLDERS, valuesFor } from "../../src/directive/render.js";
import { BRIEF_MAX_BYTES, BRIEF_VALUE_CAPS, briefValues, composeReason } from "../../src/directive/values.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { COMPACTION_NOTE, formatStamp } from "../../src/rollout/chain-stamp.js";
import type { PromptFact } from "../../src/rollout/facts.js";
import { PRESSURE_MARKERS } from "../../src/rollout/pressure.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { MAX_CHAIN_LIMIT } from "../../src/settings/settings.js";
import { boulderFact, planFacts, promptFact, stampOf } from "../helpers/decision-facts.js";
import { decideOn } from "../helpers/fake-readers.js";
import { fixture, stopPayload, Workspace } from "../helpers/workspace.js";

const brief = fixture("../../directive-brief.md");
const full = fixture("../../directive.md");
const flat = (text: string) => text.replaceAll(/\s+/g, " ");

describe("directive-brief.md", () => {
  it("given the shipped brief, when read, then it uses only placeholders the renderer knows, and the plan, its file, the counts and the next task", () => {
    const used = new Set([...brief.matchAll(/\{\{([A-Z_]+)\}\}/g)].map((match) => match[1] ?? ""));
    expect([...used].filter((name) => !PLACEHOLDERS.some((known) => known === name))).toEqual([]);
    expect([...used].sort()).toEqual(
      [
        "COMPLETE_COMMAND",
        "NEXT_TASK_LABEL",
        "PLAN_NAME",
        "PLAN_PATH",
        "REMAINING_COUNT",
        "TOTAL_COUNT",
      ].sort(),
    );
  });

  // Each rule the brief keeps is worded as the full directive words it, so the two never disagree.
  it.each([
    [
      "the blocker marker as the first line",
      "`<ulw-execute-blocked-external>` the entire first line of your answer",
    ],
    ["the blocker stated", "then state the exact blocker"],
    ["the completion command", "mark the work `completed` with `{{COMPLETE_COMMAND}}`"],
    ["the ledger line", "`task-completed`"],
  ])("given the shipped brief, when read, then it states %s as the full directive does", (_name, text) => {
    expect(flat(brief)).toContain(text);
    expect(flat(full).toLowerCase()).toContain(text.toLowerCase());
  });

  it("given the shipped brief, when read, then it says to verify before ticking the box", () => {
    expect(flat(brief)).toMatch(/verify it, then tick its box/);
  });

  it.each(PRESSURE_MARKERS)("given the shipped brief, when read, then it never contains %j", (marker) => {
    expect(brief.toLowerCase()).not.toContain(marker);
  });

  it("given the shipped brief, when read, then it has no < > or & outside the blocker marker", () => {
    expect(brief.replaceAll("<ulw-execute-blocked-external>", "")).not.toMatch(/[<>&]/);
  });

  it.each([
    ["ASCII", "x"],
    ["three-byte characters", "\u20ac"],
    ["four-byte characters", "\u{1f600}"],
  ])(
    "given the longest %s values, the longest stamp and the compaction note, when rendered, then at most 1,750 bytes",
    (_name, char) => {
      const values = briefValues(
        valuesFor(() => char.repeat(5000)),
        "/repo",
      );
      // The longest stamp: the chain's last step, the largest counts a 64 MiB plan can hold, the most
      // idle steps patience allows, and fields whose every character percent-encoding triples.
      const stamp = formatStamp({
        step: MAX_CHAIN_LIMIT,
        done: 99_999_999,
        total: 99_999_999,
        idle: 10,
        planPath: "%".repeat(5000),
        turnId: "%".repeat(5000),
      });
      const reason = composeReason(brief, values, `${COMPACTION_NOTE}\n${stamp}`);
      expect(reason.size.cut).toBe(false);
      expect(reason.size.bytes).toBeLessThanOrEqual(BRIEF_MAX_BYTES);
      expect(reason.text).toContain(stamp);
    },
  );

  it("given values longer than the brief's caps, when capped for the brief, then each is cut to its own cap and ends in an ellipsis", () => {
    const values = briefValues(
      valuesFor(() => "y".repeat(1000)),
      "/repo",
    );
    for (const name of PLACEHOLDERS) {
      expect(Buffer.byteLength(values[name])).toBeLessThanOrEqual(BRIEF_VALUE_CAPS[name]);
      expect(values[name].endsWith("\u2026")).toBe(true);
    }
  });
});

const FULL = "FULL {{PLAN_NAME}} {{REMAINING_COUNT}}/{{TOTAL_COUNT}}";
const BRIEF = "BRIEF {{PLAN_NAME}} {{REMAINING_COUNT}}/{{TOTAL_COUNT}}";
const DIRECTIVE: DirectiveFact = { kind: "read", path: "/d.md", source: "bundled", template: FULL };
const BRIEF_FACT: DirectiveFact = { kind: "read", path: "/b.md", source: "bundled", template: BRIEF };

const boulder = (planName = "p") => boulderFact({ plan_name: planName });

/** The human prompt read back: `steps` continuations of ours so far, the newest stamped done=steps-1. */
function prompt(steps: number, compactedSince = false): PromptFact {
  const compaction = {
    marker: "compacted record",
    offset: 9,
    source: "compaction",
    afterLastContinuation: true,
  };
  return promptFact({
    hookPrompts: steps,
    stamps: Array.from({ length: steps }, (_, i) => stampOf(steps - i, steps - i - 1, 3)),
    ...(compactedSince ? { compaction } : {}),
  });
}

const facts = (steps: number, extra: Facts = {}): Facts =>
  planFacts(steps, 3, { boulder: boulder(), prompt: prompt(steps), ...extra });

/** Decides on the facts in `available`; `read` is what the decision read of them. */
async function decideWith(flags: readonly string[], stopHookActive: boolean, available: Facts) {
  const input = parseStopPayload(
    JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl", stop_hook_active: stopHookActive })),
  );
  const { outcome, read } = await decideOn(input, available, parseHookOptions(flags));
  return { step: outcome, read };
}

describe("which template a continuation renders", () => {
  it("given plain mode, when the first stop continues, then the full directive exactly, and the brief is never read", async () => {
    const { step, read } = await decideWith([], false, facts(0, { directive: DIRECTIVE, brief: BRIEF_FACT }));
    expect(step).toMatchObject({ kind: "continue", template: "full", directive: "FULL p 3/3" });
    expect(read.brief).toBeUndefined();
  });

  it("given chain mode and the prompt's first stop, when continuing, then the full directive and its stamp, and the brief is never read", async () => {
    const available = facts(0, { prompt: prompt(0), directive: DIRECTIVE, brief: BRIEF_FACT });
    const { step, read } = await decideWith(["--chain"], false, available);
    expect(step).toMatchObject({ kind: "continue", step: 1, template: "full" });
    expect(step.kind === "continue" && step.directive).toMatch(
      /^FULL p 3\/3\n\n\[ulw-execute-continuation chain step=1 /,
    );
    expect(read.brief).toBeUndefined();
  });

  it.each([2, 3])(
    "given chain mode and continuation %i of the prompt, when continuing, then the brief template and the stamp, and the full directive is never read",
    async (steps) => {
      const available = facts(steps - 1, {
        prompt: prompt(steps - 1),
        directive: DIRECTIVE,
        brief: BRIEF_FACT,
      });
      const { step, read } = await decideWith(["--chain"], true, available);
      expect(step).toMatchObject({ kind: "continue", step: steps, template: "brief" });
      expect(step.kind === "continue" && step.directive).toMatch(
        new RegExp(`^BRIEF p ${4 - steps}/3\\n\\n\\[ulw-execute-continuation chain step=${steps} `),
      );
      expect(read.brief).toEqual(BRIEF_FACT);
      expect(read.directive).toBeUndefined();
    },
  );

  it("given chain mode and a compaction since the last continuation, when continuing at step 2, then the full directive again (the compaction took it out of view), with the compaction note before the stamp", async () => {
    const available = facts(1, { prompt: prompt(1, true), brief: BRIEF_FACT, directive: DIRECTIVE });
    const { step, read } = await decideWith(["--chain"], true, available);
    expect(step).toMatchObject({ kind: "continue", step: 2, template: "full", compacted: true });
    expect(read.brief).toBeUndefined();
    expect(step.kind === "continue" && step.directive).toMatch(
      new RegExp(`\\n${COMPACTION_NOTE}\\n\\[ulw-execute-continuation chain step=2 `),
    );
  });

  it("given chain mode at step 2 and a brief template that cannot be read, when continuing, then the full directive is sent instead", async () => {
    const broken: DirectiveFact = { kind: "unreadable", path: "/b.md", why: "does not exist" };
    const { step, read } = await decideWith(
      ["--chain"],
      true,
      facts(1, { directive: DIRECTIVE, brief: broken }),
    );
    expect(step).toMatchObject({ kind: "continue", step: 2, template: "full" });
    expect(read).toMatchObject({ brief: broken, directive: DIRECTIVE });
  });

  it("given chain mode at step 2 and neither template readable, when deciding, then directive-unreadable", async () => {
    const broken: DirectiveFact = { kind: "unreadable", path: "/b.md", why: "does not exist" };
    const gone: DirectiveFact = { kind: "unreadable", path: "/d.md", why: "does not exist" };
    const { step } = await decideWith(["--chain"], true, facts(1, { directive: gone, brief: broken }));
    expect(step).toMatchObject({ kind: "silent", reason: "directive-unreadable" });
  });

  it("given chain mode at step 2 and a brief override that renders to white space, when deciding, then directive-unreadable naming it", async () => {
    const blank: DirectiveFact = {
      kind: "read",
      path: "/o.md",
      source: "override",
      template: "{{WORKTREE_BLOCK}}\n",
    };
    const { step } = await decideWith(["--chain"], true, facts(1, { brief: blank }));
    expect(step).toMatchObject({
      kind: "silent",
      reason: "directive-unreadable",
      detail: "/o.md renders to white space",
    });
  });

  it("given a plan name longer than the brief's cap, when the brief is rendered, then the name is cut to the brief's cap; the full directive keeps its own", async () => {
    const name = "n".repeat(150);
    const available = {
      ...facts(1, { brief: BRIEF_FACT, directive: DIRECTIVE }),
      boulder: boulder(name),
    };
    const later = (await decideWith(["--chain"], true, available)).step;
    expect(later.kind === "continue" && later.values.PLAN_NAME).toBe(
      `${"n".repeat(BRIEF_VALUE_CAPS.PLAN_NAME - 3)}\u2026`,
    );
    const first = (await decideWith(["--chain"], false, { ...available, prompt: prompt(0) })).step;
    expect(first.kind === "continue" && first.values.PLAN_NAME).toBe(name);
  });
});

describe("reading the brief template", () => {
  let ws: Workspace;
  let bundled: string;
  beforeEach(() => {
    ws = new Workspace();
    bundled = ws.write("pkg/directive.md", "FULL");
    ws.write("pkg/directive-brief.md", "BUNDLED BRIEF");
  });
  afterEach(() => ws.dispose());

  it("given no override, when read, then the bundled brief beside the bundled directive", () => {
    expect(readBriefFact(ws.path("project"), bundled)).toEqual({
      kind: "read",
      path: ws.path("pkg/directive-brief.md"),
      source: "bundled",
      template: "BUNDLED BRIEF",
    });
  });

  it("given .omo/ulw-execute/directive-brief.md, when read, then the override", () => {
    const path = ws.write("project/.omo/ulw-execute/directive-brief.md", "MINE {{PLAN_NAME}}");
    expect(readBriefFact(ws.path("project"), bundled)).toEqual({
      kind: "read",
      path,
      source: "override",
      template: "MINE {{PLAN_NAME}}",
    });
  });

  it("given only a directive.md override, when the brief is read, then the bundled brief (each template is overridden on its own)", () => {
    ws.write("project/.omo/ulw-execute/directive.md", "MY FULL");
    expect(readBriefFact(ws.path("project"), bundled)).toMatchObject({
      source: "bundled",
      template: "BUNDLED BRIEF",
    });
  });

  it.each([
    ["empty", ""],
    ["white space only", " \n\t\n"],
  ])(
    "given an %s override, when read, then the bundled brief, and why the override was not used",
    (_name, text) => {
      const path = ws.write("project/.omo/ulw-execute/directive-brief.md", text);
      expect(readBriefFact(ws.path("project"), bundled)).toMatchObject({
        source: "bundled",
        template: "BUNDLED BRIEF",
        overrideProblem: `${path} is empty or only white space`,
      });
    },
  );

  it("given a directory where the override would be, when read, then the bundled brief, and why", () => {
    mkdirSync(ws.path("project/.omo/ulw-execute/directive-brief.md"), { recursive: true });
    expect(readBriefFact(ws.path("project"), bundled)).toMatchObject({
      source: "bundled",
      overrideProblem: expect.stringContaining("is a directory"),
    });
  });

  it("given an override over the 1 MiB cap, when read, then the bundled brief, and why", () => {
    ws.write("project/.omo/ulw-execute/directive-brief.md", "x".repeat(1024 * 1024 + 1));
    expect(readBriefFact(ws.path("project"), bundled)).toMatchObject({
      source: "bundled",
      overrideProblem: expect.stringContaining("MiB cap"),
    });
  });

  it("given no bundled brief beside the directive, when read, then unreadable, naming the bundled path", () => {
    const lone = ws.write("lone/directive.md", "FULL");
    expect(readBriefFact(ws.path("project"), lone)).toMatchObject({
      kind: "unreadable",
      path: ws.path("lone/directive-brief.md"),
    });
  });
});
