import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { countChecklist } from "../../src/plan/checklist.js";
import { countPlanFile } from "../../src/plan/fact.js";
import { planText } from "../helpers/arbitraries.js";
import { countChecklist as referenceCount } from "../helpers/reference-checklist.js";
import { Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());

describe("countChecklist properties", () => {
  it("given any plan, when counted, then completed + remaining = total and the result equals a line-by-line reading", () => {
    fc.assert(
      fc.property(planText, (text) => {
        const result = countChecklist(text);
        expect(result.completed + result.remaining).toBe(result.total);
        expect(result.remaining > 0).toBe(result.nextTask !== undefined);
        expect(result).toEqual(referenceCount(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("given any plan streamed from a file in tiny chunks, when counted, then it equals the in-memory count", () => {
    fc.assert(
      fc.property(planText, fc.integer({ min: 1, max: 40 }), (text, chunk) => {
        const path = ws.write("plan.md", text);
        expect(countPlanFile(path, chunk)).toEqual({ ok: true, checklist: countChecklist(text) });
      }),
      { numRuns: 500 },
    );
  });

  it("given any plan and an added indented or fenced checkbox, when counted, then the counts do not change", () => {
    const extra = fc.constantFrom("  - [ ] 9. indented", "\t- [x] F9. tabbed", "```\n- [ ] 9. fenced\n```");
    fc.assert(
      fc.property(planText, extra, fc.nat(), (bomText, line, at) => {
        const text = bomText.replace(/^\ufeff/, ""); // a line put before a BOM would turn it into text
        const lines = text.split("\n");
        const cut = at % (lines.length + 1);
        // Only where a fence is not open already: a fence inside an open fence would close it.
        const before = countChecklist(text);
        const opened = lines.slice(0, cut).filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l)).length;
        fc.pre(opened === 0);
        const changed = [...lines.slice(0, cut), line, ...lines.slice(cut)].join("\n");
        const after = countChecklist(changed);
        expect([after.completed, after.remaining, after.total]).toEqual([
          before.completed,
          before.remaining,
          before.total,
        ]);
      }),
      { numRuns: 1000 },
    );
  });
});
