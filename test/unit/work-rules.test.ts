import { describe, expect, it } from "vitest";
import { ChecklistCounter } from "../../src/plan/checklist.js";
import {
  chosenPlan,
  folderRefusal,
  openTasksRefusal,
  planNameIn,
  planNameRefusal,
  planToStart,
  statusEdit,
} from "../../src/work/rules.js";
import { KEY } from "../helpers/scenarios.js";
import { singleWorkBoulder } from "../helpers/workspace.js";

// The rules of `start` and `work ...` decide from what they are given; no file is read here.

function checklist(text: string) {
  const counter = new ChecklistCounter();
  counter.lines(text);
  return counter.result();
}

const NOW = "2026-12-01T00:00:00.000Z";

describe("folderRefusal", () => {
  it.each([
    ["folder", undefined],
    ["missing", "the folder /x does not exist; nothing was written"],
    ["unusable", "the folder /x is not a folder we can use; nothing was written"],
  ] as const)("given a cwd that is %s, when checked, then %s", (kind, problem) => {
    expect(folderRefusal("/x", kind)?.problem).toBe(problem);
  });
});

describe("chosenPlan", () => {
  it("given a blank name, when choosing, then no plan was named and every plan file is offered", () => {
    expect(chosenPlan("/r", "", { kind: "none", candidates: ["/r/.omo/plans/a.md"] })).toEqual({
      ok: false,
      problem: "no plan was named",
      root: "/r",
      choices: ["/r/.omo/plans/a.md"],
    });
  });

  it("given several matches, when choosing, then it refuses and lists them", () => {
    const chosen = chosenPlan("/r", "a", { kind: "ambiguous", matches: ["/r/a.md", "/r/.omo/plans/a.md"] });
    expect(chosen).toMatchObject({ ok: false, choices: ["/r/a.md", "/r/.omo/plans/a.md"] });
    expect(chosen.ok ? "" : chosen.problem).toContain('several plans are named "a"');
  });

  it("given no match, when choosing, then it refuses with the candidates", () => {
    expect(chosenPlan("/r", "b", { kind: "none", candidates: [] })).toEqual({
      ok: false,
      problem: 'no plan file matches "b"',
      root: "/r",
      choices: [],
    });
  });

  it("given one match, when choosing, then that file", () => {
    expect(chosenPlan("/r", "a", { kind: "found", path: "/r/a.md" })).toEqual({ ok: true, path: "/r/a.md" });
  });
});

describe("planNameRefusal", () => {
  it("given a name with a line break behind a link, when checked, then refused, the name escaped", () => {
    const refused = planNameRefusal("/r", "/r/ok.md", "/r/bad\nname.md");
    expect(refused?.problem).toContain("bad\\nname.md has a name that cannot be shown to the model");
  });

  it("given showable names, when checked, then nothing is refused", () => {
    expect(planNameRefusal("/r", "/r/ok.md", "/real/ok.md")).toBeUndefined();
  });
});

describe("planToStart", () => {
  it("given a plan that could not be read, when deciding, then refused with why", () => {
    expect(planToStart("/r/a.md", "/r/a.md", { ok: false, missing: true, why: "does not exist" })).toEqual({
      ok: false,
      problem: "the plan /r/a.md does not exist",
    });
  });

  it("given a plan without a counted checkbox, when deciding, then refused", () => {
    const started = planToStart("/r/a.md", "/r/a.md", { ok: true, checklist: checklist("no boxes\n") });
    expect(started.ok ? "" : started.problem).toContain("has no checkbox the hook counts");
  });

  it("given a counted plan behind a link, when deciding, then the resolved path and the name of the file as named", () => {
    const counted = checklist("## TODOs\n- [ ] 1. one\n");
    expect(planToStart("/r/link.md", "/real/plan.md", { ok: true, checklist: counted })).toEqual({
      ok: true,
      planPath: "/real/plan.md",
      planName: "link",
      checklist: counted,
    });
  });
});

describe("statusEdit", () => {
  const request = { sessionKey: KEY, now: NOW, force: false };
  const boulder = singleWorkBoulder(KEY, "plan.md");
  const counted = (text: string, activePlan = "plan.md") => ({
    place: { activePlan },
    fact: {
      kind: "read" as const,
      path: "/r/plan.md",
      source: "project" as const,
      checklist: checklist(text),
      skipped: [],
    },
  });

  it("given no work for the session, when changing, then refused", () => {
    const edit = statusEdit(
      singleWorkBoulder("codex:other", "plan.md"),
      { ...request, change: "pause" },
      undefined,
    );
    expect(edit).toEqual({ ok: false, problem: `no valid work lists the session ${KEY}` });
  });

  it("given pause, when changing, then the edit, with no plan read", () => {
    const edit = statusEdit(boulder, { ...request, change: "pause" }, undefined);
    expect(edit).toMatchObject({ ok: true, workId: "w1", note: "active -> paused" });
  });

  it("given complete without force, when the plan counted for the work's place has every box checked, then the edit", () => {
    const edit = statusEdit(boulder, { ...request, change: "complete" }, counted("## TODOs\n- [x] 1. A\n"));
    expect(edit).toMatchObject({ ok: true, note: "active -> completed" });
  });

  it("given complete without force, when the counted plan has a task open, then refused with the open tasks", () => {
    const edit = statusEdit(boulder, { ...request, change: "complete" }, counted("## TODOs\n- [ ] 1. A\n"));
    expect(edit).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/still has 1 of 1 top-level tasks open/),
    });
  });

  it("given complete without force, when the plan was counted for another place or not at all, then refused: run again", () => {
    for (const plan of [counted("## TODOs\n- [x] 1. A\n", "other.md"), undefined])
      expect(statusEdit(boulder, { ...request, change: "complete" }, plan)).toEqual({
        ok: false,
        problem: "the work's plan changed in boulder.json while it was being counted: run the command again",
      });
  });

  it("given complete with force, when changing, then the edit without reading the plan", () => {
    const edit = statusEdit(boulder, { ...request, change: "complete", force: true }, undefined);
    expect(edit).toMatchObject({ ok: true, note: "active -> completed" });
  });
});

describe("planNameIn", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["a plan_name", singleWorkBoulder(KEY, "plan.md"), "test-plan"],
    ["no works map", { works: [] }, "w1"],
    ["a work that is not an object", { works: { w1: "x" } }, "w1"],
    ["a plan_name that is not a string", { works: { w1: { plan_name: 7 } } }, "w1"],
  ])("given a boulder with %s, when naming the changed work, then %s", (_case, boulder, name) => {
    expect(planNameIn(boulder, "w1")).toBe(name);
  });
});

describe("openTasksRefusal", () => {
  const work = { id: "w1", planName: "auth", activePlan: ".omo/plans/auth.md", sessionIds: [KEY] };
  const counted = (text: string) => ({
    kind: "read" as const,
    path: "/r/auth.md",
    source: "project" as const,
    checklist: checklist(text),
    skipped: [],
  });

  it("given a plan with every box checked, when completing, then nothing refuses", () => {
    expect(openTasksRefusal(work, counted("## TODOs\n- [x] 1. A\n- [x] 2. B\n"))).toBeUndefined();
  });

  it("given open tasks, when completing, then refused with the counts, the next task and --force", () => {
    expect(openTasksRefusal(work, counted("## TODOs\n- [x] 1. A\n- [ ] 2. B\n- [ ] 3. C\n"))).toBe(
      "the plan auth still has 2 of 3 top-level tasks open (1 checked; next: 2. B); finish and tick them first, or pass --force if the person decided to end the work early",
    );
  });

  it("given a plan found nowhere or unreadable, when completing, then refused: done is unknown", () => {
    expect(openTasksRefusal(work, { kind: "missing", tried: [], why: "not found" })).toMatch(
      /^the plan \.omo\/plans\/auth\.md was not found, so whether every task is done is unknown; pass --force/,
    );
    expect(openTasksRefusal(work, { kind: "unreadable", path: "/r/auth.md", why: "is a directory" })).toMatch(
      /^the plan \/r\/auth\.md is a directory, so whether every task is done is unknown; pass --force/,
    );
  });
});
