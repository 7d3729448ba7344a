import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLACEHOLDERS } from "../../src/directive/render.js";
import { PRESSURE_MARKERS } from "../../src/transcript/markers.js";

const template = readFileSync(new URL("../../directive.md", import.meta.url), "utf8");

describe("directive.md", () => {
  it.each(PLACEHOLDERS)("given the shipped template, when read, then it uses {{%s}}", (name) => {
    expect(template).toContain(`{{${name}}}`);
  });

  it("given the shipped template, when read, then it uses no placeholder the renderer does not know", () => {
    const used = new Set([...template.matchAll(/\{\{([A-Z_]+)\}\}/g)].map((match) => match[1]));
    expect([...used].sort()).toEqual([...PLACEHOLDERS].sort());
  });

  // Codex writes the block reason into the transcript; a pressure phrase in it would silence the
  // very next Stop of every continued session.
  it.each(PRESSURE_MARKERS)("given the shipped template, when read, then it never contains %j", (marker) => {
    expect(template.toLowerCase()).not.toContain(marker);
  });

  it.each([
    ["the exact blocker marker", "`<ulw-execute-blocked-external>` the entire first"],
    ["the ultrawork banner rule", "`ULTRAWORK MODE ENABLED!`"],
    ["parallel dispatch", "multi_agent_v1.spawn_agent"],
    ["the v2 variant", "`fork_turns: none`"],
    ["self-contained task messages", "`TASK:`"],
    ["untrusted done claims", "AdversarialVerify"],
    ["the mailbox rule", "TASK STILL ACTIVE: return deliverable or BLOCKED: reason"],
    ["ticking with apply_patch", "`apply_patch`"],
    ["the ledger line", "`task-completed`"],
    ["fix messages", "`FAILED: <exact error>`"],
    ["the evidence order", "PIN -> RED -> GREEN ->"],
    ["dry-run is not evidence", "`--dry-run` output is not evidence"],
    ["the xterm.js visual QA rule", "web-terminal-visual-qa.mjs"],
    ["no type escapes", "No `as any`"],
    ["cleanup receipts", "Cleanup receipts are mandatory"],
    ["the codex: prefix", "carry the `codex:` prefix"],
    ["delivery modes", "`--make-pr`"],
    ["shipping", "`--ship`"],
    ["marking completed", "mark the work `completed`"],
    ["redaction", "Redact secrets"],
    ["the completion block", "ORCHESTRATION COMPLETE"],
    ["LIGHT and HEAVY tiers", "HEAVY: a new module"],
    ["output discipline", 'Never print "Should I continue?"'],
  ])("given the shipped template, when read, then it states %s", (_name, text) => {
    expect(template.replaceAll(/\s+/g, " ")).toContain(text);
  });
});
