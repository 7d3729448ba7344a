import { symlinkSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseTrigger } from "../../src/payload/trigger.js";
import { resolvePlan } from "../../src/work/resolve-plan.js";
import { Workspace } from "../helpers/workspace.js";

/** What the word after `$ulw-execute` names. */

describe("the plan word of a trigger prompt (item 6)", () => {
  it.each([
    ["$ulw-execute 'my plan.md'", "my plan.md"],
    ['$ulw-execute "my plan.md"', "my plan.md"],
    ["$ulw-execute `my plan.md`", "my plan.md"],
    ["$ulw-execute 'my plan.md' and keep the tests green", "my plan.md"],
    ['$ulw-execute "bob\'s plan.md"', "bob's plan.md"],
    ["$ulw-execute 'say \"hi\".md'", 'say "hi".md'],
    ["$ulw-execute '.omo/plans/my plan.md'", ".omo/plans/my plan.md"],
  ])("given %j, when parsed, then the plan is %j", (prompt, plan) => {
    expect(parseTrigger(prompt)).toEqual({ kind: "start", plan });
  });

  it.each([
    ["an unclosed quote", "$ulw-execute 'my plan.md", "'", "my plan.md"],
    ["an unclosed quote and blanks at the end", '$ulw-execute "my plan.md  ', '"', "my plan.md"],
    ["a quote closed on the next line", "$ulw-execute 'my\nplan.md'", "'", "my"],
    ["mixed quotes", "$ulw-execute 'my plan.md\"", "'", 'my plan.md"'],
    ["an unclosed backtick", "$ulw-execute `my plan", "`", "my plan"],
    ["a quote and nothing after it", "$ulw-execute '", "'", ""],
  ])(
    "given %s, when parsed, then it is an unclosed quote, not a word that starts with one",
    (_case, prompt, quote, rest) => {
      expect(parseTrigger(prompt)).toEqual({ kind: "unclosed", quote, rest });
    },
  );

  it("given a quote inside a word, when parsed, then the word is taken as it is", () => {
    expect(parseTrigger("$ulw-execute bob's-plan.md")).toEqual({ kind: "start", plan: "bob's-plan.md" });
  });

  it.each([
    ["$ulw-execute ''", { kind: "choose" }],
    ["$ulw-execute 'pause'", { kind: "status", change: "pause" }],
  ])("given %j, when parsed, then it is %j", (prompt, trigger) => {
    expect(parseTrigger(prompt)).toEqual(trigger);
  });
});

describe("a plan name with or without .md (item 5)", () => {
  let ws: Workspace;
  beforeEach(() => {
    ws = new Workspace();
    ws.write(".omo/plans/rate-limiter.md", "- [ ] 1. x\n");
  });
  afterEach(() => ws.dispose());

  const resolved = (given: string, cwd = ws.root) => resolvePlan(ws.root, cwd, given);

  it("given only the plan under .omo/plans, when named with and without .md, then both find it", async () => {
    const plan = { kind: "found", path: ws.path(".omo/plans/rate-limiter.md") };
    expect(await resolved("rate-limiter")).toEqual(plan);
    expect(await resolved("rate-limiter.md")).toEqual(plan);
  });

  it("given an unrelated rate-limiter.md at the project root, when named with and without .md, then both forms offer both files", async () => {
    ws.write("rate-limiter.md", "# notes\n");
    const both = {
      kind: "ambiguous",
      matches: [ws.path(".omo/plans/rate-limiter.md"), ws.path("rate-limiter.md")],
    };
    expect(await resolved("rate-limiter")).toEqual(both);
    expect(await resolved("rate-limiter.md")).toEqual(both);
  });

  it("given the same root file, when named by a path with a slash, then the path decides", async () => {
    ws.write("rate-limiter.md", "# notes\n");
    expect(await resolved("./rate-limiter.md")).toEqual({ kind: "found", path: ws.path("rate-limiter.md") });
    expect(await resolved(".omo/plans/rate-limiter.md")).toEqual({
      kind: "found",
      path: ws.path(".omo/plans/rate-limiter.md"),
    });
  });

  it("given a file of that name where the person is, in a subfolder, when named with and without .md, then it is offered beside the plan", async () => {
    ws.write("docs/rate-limiter.md", "# notes\n");
    const both = {
      kind: "ambiguous",
      matches: [ws.path(".omo/plans/rate-limiter.md"), ws.path("docs/rate-limiter.md")],
    };
    expect(await resolved("rate-limiter.md", ws.path("docs"))).toEqual(both);
    expect(await resolved("rate-limiter", ws.path("docs"))).toEqual(both);
  });

  it("given the person inside .omo/plans, or a root link to the plan itself, when named with and without .md, then it is one file, found", async () => {
    const plan = { kind: "found", path: ws.path(".omo/plans/rate-limiter.md") };
    expect(await resolved("rate-limiter.md", ws.path(".omo/plans"))).toEqual(plan);
    expect(await resolved("rate-limiter", ws.path(".omo/plans"))).toEqual(plan);
    symlinkSync(ws.path(".omo/plans/rate-limiter.md"), ws.path("rate-limiter.md"));
    expect(await resolved("rate-limiter.md")).toEqual(plan);
    expect(await resolved("rate-limiter")).toEqual(plan);
  });

  it("given a root file and no plan of that name, when named with and without .md, then both forms find the root file", async () => {
    ws.write("notes.md", "- [ ] 1. x\n");
    const found = { kind: "found", path: ws.path("notes.md") };
    expect(await resolved("notes.md")).toEqual(found);
    expect(await resolved("notes")).toEqual(found);
  });

  it("given a file without .md of that name at the root, when named without .md, then it is not a plan", async () => {
    ws.write("Makefile", "- [ ] 1. x\n");
    expect((await resolved("Makefile")).kind).toBe("none");
  });

  it("given two plans of one name in the plan folders, when named with .md, then both are offered, as without it", async () => {
    ws.write(".omo/plans/old/rate-limiter.md", "- [ ] 1. x\n");
    const both = [ws.path(".omo/plans/old/rate-limiter.md"), ws.path(".omo/plans/rate-limiter.md")];
    expect(await resolved("rate-limiter")).toEqual({ kind: "ambiguous", matches: both });
    expect(await resolved("rate-limiter.md")).toEqual({ kind: "ambiguous", matches: both });
  });
});
