import { describe, expect, it } from "vitest";
import { countChecklist } from "../../src/plan/checklist.js";
import { fixture } from "../helpers/workspace.js";

const counts = (text: string) => {
  const { completed, remaining, total, nextTask, mode } = countChecklist(text);
  return { completed, remaining, total, nextTask, mode };
};

describe("countChecklist: tracked sections", () => {
  it("given the seed's smoke-test plan, when counted, then it has 2 open tasks", () => {
    expect(counts("## TODOs\n- [ ] Task one\n- [ ] Task two\n")).toEqual({
      completed: 0,
      remaining: 2,
      total: 2,
      nextTask: "Task one",
      mode: "structured",
    });
  });

  it("given the structured fixture plan, when counted, then sub-heading criteria, indented and fenced boxes are left out", () => {
    expect(counts(fixture("plans/structured.md"))).toEqual({
      completed: 3,
      remaining: 4,
      total: 7,
      nextTask: "3. Implement the parser",
      mode: "structured",
    });
  });

  it("given numbered rows after a ### sub-heading, when counted, then they still count", () => {
    const plan = "## TODOs\n### Wave 1\n- [x] 1. First\n- [ ] Criterion\n### Wave 2\n- [ ] 2. Second\n";
    expect(counts(plan)).toMatchObject({ completed: 1, total: 2, nextTask: "2. Second" });
  });

  it("given F-numbered rows under TODOs, when after a sub-heading, then they do not count there", () => {
    const plan = "## TODOs\n- [ ] 1. Task\n### Notes\n- [ ] F1. Not a TODO number\n";
    expect(counts(plan)).toMatchObject({ total: 1 });
  });

  it("given N-numbered rows under the Final Verification Wave after a sub-heading, when counted, then they do not count", () => {
    const plan =
      "## Final Verification Wave\n- [ ] F1. Review\n### Evidence\n- [ ] 1. log attached\n- [ ] F2. QA\n";
    expect(counts(plan)).toMatchObject({ total: 2, nextTask: "F1. Review" });
  });

  it("given heading text in other cases and with closing hashes, when counted, then the sections are tracked", () => {
    const plan = "## todos ##\n- [x] a\n##   FINAL verification WAVE\n- [ ] b\n";
    expect(counts(plan)).toMatchObject({ total: 2, completed: 1, mode: "structured" });
  });

  it("given a # or ## heading after a tracked section, when counted, then the section ends there", () => {
    const plan = "## TODOs\n- [ ] 1. in\n## Notes\n- [ ] 2. out\n# Appendix\n- [ ] 3. out\n";
    expect(counts(plan)).toMatchObject({ total: 1 });
  });

  it("given a ## TODOs heading at level 3, when counted, then it is not a tracked section (simple mode)", () => {
    expect(counts("### TODOs\n- [ ] a\n- [ ] b\n")).toMatchObject({ total: 2, mode: "simple" });
  });

  it("given a heading-like line without a space after #, when counted, then it is not a heading", () => {
    const plan = "## TODOs\n- [ ] 1. a\n##Notes\n- [ ] b\n";
    expect(counts(plan)).toMatchObject({ total: 2 });
  });

  it("given '*' bullets and uppercase X, when counted, then they count like '-' and 'x'", () => {
    expect(counts("## TODOs\n* [X] 1. a\n* [ ] 2. b\n- [x] 3. c\n")).toMatchObject({
      completed: 2,
      total: 3,
    });
  });

  it.each([
    ["indented by two spaces", "  - [ ] a"],
    ["indented by a tab", "\t- [ ] a"],
    ["a '+' bullet", "+ [ ] a"],
    ["no space inside the box", "- [] a"],
    ["no space after the box", "- [ ]a"],
    ["a different mark", "- [-] a"],
    ["a numbered list item", "1. [ ] a"],
  ])("given a line %s, when counted, then it is not a checkbox", (_name, line) => {
    expect(counts(`## TODOs\n${line}\n`).total).toBe(0);
  });

  it("given every box checked, when counted, then remaining is 0 and there is no next task", () => {
    expect(counts("## TODOs\n- [x] 1. a\n- [X] 2. b\n")).toEqual({
      completed: 2,
      remaining: 0,
      total: 2,
      nextTask: undefined,
      mode: "structured",
    });
  });
});

describe("countChecklist: simple mode", () => {
  it("given no tracked section, when counted, then every column-0 checkbox counts, under any heading", () => {
    const plan = "# Plan\n- [ ] Task 1\n- [x] Task 2\n### Later\n- [ ] Task 3\n  - [ ] nested\n";
    expect(counts(plan)).toEqual({
      completed: 1,
      remaining: 2,
      total: 3,
      nextTask: "Task 1",
      mode: "simple",
    });
  });

  it("given an empty document, when counted, then the total is 0", () => {
    expect(counts("")).toMatchObject({ total: 0, remaining: 0, completed: 0 });
  });
});

describe("countChecklist: fences", () => {
  it("given a fenced block that contains a TODOs heading, when counted, then the heading is ignored", () => {
    const plan = "```md\n## TODOs\n- [ ] fenced\n```\n- [ ] real\n";
    expect(counts(plan)).toMatchObject({ total: 1, mode: "simple", nextTask: "real" });
  });

  it("given a tilde fence closed by a longer tilde run, when counted, then the inside is skipped", () => {
    const plan = "## TODOs\n~~~~\n- [ ] 1. no\n~~~\n- [ ] 2. still fenced\n~~~~~\n- [ ] 3. yes\n";
    expect(counts(plan)).toMatchObject({ total: 1, nextTask: "3. yes" });
  });

  it("given a backtick fence, when a tilde line appears inside, then it does not close it", () => {
    const plan = "## TODOs\n```\n~~~\n- [ ] 1. no\n```\n- [ ] 2. yes\n";
    expect(counts(plan)).toMatchObject({ total: 1, nextTask: "2. yes" });
  });

  it("given a fence indented by up to three spaces, when counted, then it is a fence; four spaces is not", () => {
    expect(counts("## TODOs\n   ```\n- [ ] 1. no\n   ```\n- [ ] 2. yes\n").total).toBe(1);
    expect(counts("## TODOs\n    ```\n- [ ] 1. yes\n- [ ] 2. yes\n").total).toBe(2);
  });

  it("given a closing fence with text after it, when counted, then the fence stays open", () => {
    expect(counts("## TODOs\n```\n``` not a close\n- [ ] 1. no\n```\n- [ ] 2. yes\n").total).toBe(1);
  });

  it("given a backtick line whose info string holds a backtick, when counted, then it does not open a fence", () => {
    expect(counts("## TODOs\n``` a`b\n- [ ] 1. yes\n").total).toBe(1);
  });

  it("given an unclosed fence, when counted, then it runs to the end of the document", () => {
    expect(counts("## TODOs\n- [ ] 1. yes\n```\n- [ ] 2. no\n").total).toBe(1);
  });
});

describe("countChecklist: line endings and encoding", () => {
  it("given CRLF line endings, when counted, then the result equals the LF result", () => {
    const lf = fixture("plans/structured.md").replaceAll("\r\n", "\n");
    expect(counts(lf.replaceAll("\n", "\r\n"))).toEqual(counts(lf));
  });

  it("given a BOM before the first heading, when counted, then the heading is still recognised", () => {
    expect(counts("\ufeff## TODOs\n- [ ] 1. a\n## Other\n- [ ] b\n")).toMatchObject({
      total: 1,
      mode: "structured",
    });
  });

  it("given trailing spaces after a label, when counted, then the next task label is trimmed", () => {
    expect(counts("## TODOs\n- [ ]   1. spaced   \n").nextTask).toBe("1. spaced");
  });
});
