import { describe, expect, it } from "vitest";
import { type DirectiveValues, PLACEHOLDERS, renderDirective } from "../../src/directive/render.js";

const values: DirectiveValues = {
  PLAN_NAME: "plan",
  PLAN_PATH: "/repo/.omo/plans/plan.md",
  BOULDER_PATH: "/repo/.omo/boulder.json",
  REMAINING_COUNT: "3",
  TOTAL_COUNT: "5",
  NEXT_TASK_LABEL: "1. Do it",
  WORKTREE_BLOCK: "",
  LEDGER_PATH: "/repo/.omo/ulw-execute/ledger.jsonl",
  SESSION_ID: "codex:s",
  COMPLETE_COMMAND: 'node "/opt/ulw/dist/cli.js" work complete',
  SKILL_STEP: "Follow this directive in full.",
};

describe("renderDirective", () => {
  it("given every placeholder, when rendered, then each is replaced by its value, repeats included", () => {
    const template = PLACEHOLDERS.map((name) => `{{${name}}}`).join("|");
    expect(renderDirective(`${template}|{{SESSION_ID}}`, values)).toBe(
      [...PLACEHOLDERS.map((name) => values[name]), "codex:s"].join("|"),
    );
  });

  it("given a value that contains another placeholder, when rendered, then it is inserted literally", () => {
    const rendered = renderDirective("{{NEXT_TASK_LABEL}} / {{SESSION_ID}}", {
      ...values,
      NEXT_TASK_LABEL: "echo {{SESSION_ID}} and {{PLAN_PATH}}",
    });
    expect(rendered).toBe("echo {{SESSION_ID}} and {{PLAN_PATH}} / codex:s");
  });

  it("given a value with $-replacement patterns, when rendered, then they are not interpreted", () => {
    expect(renderDirective("[{{PLAN_NAME}}]", { ...values, PLAN_NAME: "$& $1 $$ $`" })).toBe("[$& $1 $$ $`]");
  });

  it("given unknown or malformed tokens, when rendered, then they are left exactly as written", () => {
    const template = "{{UNKNOWN}} {{plan_name}} {PLAN_NAME} {{ PLAN_NAME }} {{{PLAN_NAME}}}";
    expect(renderDirective(template, values)).toBe(
      "{{UNKNOWN}} {{plan_name}} {PLAN_NAME} {{ PLAN_NAME }} {plan}",
    );
  });

  it("given a template that spells a placeholder around an empty value, when rendered, then the result is not rendered again", () => {
    // Single pass: what the substitution produces is never scanned again, whatever it spells.
    expect(renderDirective("{{PLAN_{{WORKTREE_BLOCK}}NAME}}", values)).toBe("{{PLAN_NAME}}");
  });
});
