import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CODEX_FULL_VIEW_BYTES, VALUE_CAPS } from "../../src/directive/limits.js";
import { PLACEHOLDERS, valuesFor } from "../../src/directive/render.js";
import { composeReason } from "../../src/directive/values.js";
import { COMPACTION_NOTE, formatStamp } from "../../src/rollout/chain-stamp.js";
import { PRESSURE_MARKERS } from "../../src/rollout/pressure.js";

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
    ["fix messages", "`FAILED: [exact error]`"],
    ["the evidence order", "then RED, GREEN, SURFACE"],
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

  // Codex XML-escapes the reason it shows the model: `<` arrives as `&lt;`. Only the marker the agent
  // must write back needs angle brackets.
  it("given the shipped template, when read, then it has no < > or & outside the blocker marker", () => {
    expect(template.replaceAll("<ulw-execute-blocked-external>", "")).not.toMatch(/[<>&]/);
  });

  it("given the longest values the caps allow and the longest stamp, when rendered, then Codex shows the model all of it", () => {
    const values = valuesFor((name) => "\u20ac".repeat(Math.floor(VALUE_CAPS[name] / 3)));
    // Percent-encoding triples a `%`; the stamp caps its fields after encoding.
    const stamp = formatStamp({
      step: 999,
      done: 999_999,
      total: 999_999,
      idle: 10,
      planPath: "%".repeat(5000),
      turnId: "%".repeat(5000),
    });
    const reason = composeReason(template, values, `${COMPACTION_NOTE}\n${stamp}`);
    expect(reason.size.bytes).toBeLessThan(CODEX_FULL_VIEW_BYTES);
  });
});
