import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseWork } from "../../src/boulder/work.js";
import { planStateText } from "../../src/decision/plan-state.js";
import type { InstallFact } from "../../src/directive/fact.js";
import { briefValues, composeReason, directiveValues } from "../../src/directive/values.js";
import { workCompleteCommand } from "../../src/install/hook-command.js";
import { countChecklist } from "../../src/plan/checklist.js";

const DIRECTIVE = readFileSync(new URL("../../directive.md", import.meta.url), "utf8");
const BRIEF = readFileSync(new URL("../../directive-brief.md", import.meta.url), "utf8");
// A 130-byte project root, as in the issue: its absolute plan path does not fit the brief's cap.
const ROOT = `/home/dev/${"projects-".repeat(13)}tenant-service`.padEnd(130, "x");
const PLAN = `${ROOT}/.omo/plans/tenant-rate-limiter.md`;
const HOOKS_JSON: InstallFact = { cli: "/home/dev/ulw checkout/dist/cli.js", skill: false };
const PLUGIN: InstallFact = { cli: "/home/dev/.codex/plugins/cache/ulw/dist/cli.js", skill: true };

function values(install: InstallFact, label = "1. Add the limiter", worktree?: string) {
  const entry = parseWork("w", {
    active_plan: PLAN,
    plan_name: "tenant-rate-limiter",
    session_ids: ["codex:s"],
    ...(worktree === undefined ? {} : { worktree_path: worktree }),
  });
  if (!entry.valid) throw new Error(entry.problem);
  return directiveValues(
    { root: ROOT, path: `${ROOT}/.omo/boulder.json` },
    { path: PLAN, checklist: countChecklist(`## TODOs\n- [ ] ${label}\n`) },
    entry.work,
    "codex:s",
    install,
  );
}

/** Every `backticked` text of `text` that looks like a path. */
const shownPaths = (text: string) =>
  [...text.matchAll(/`([^`\n]*\/[^`\n]*)`/g)].map((m) => m[1] ?? "").filter((p) => !p.startsWith("node "));

describe("the command and the skill the model is told of", () => {
  it("given a hooks.json install at a path with a blank, when the directive is rendered, then it names that copy's quoted work complete command and no skill", () => {
    const text = composeReason(DIRECTIVE, values(HOOKS_JSON), "").text;
    expect(text).toContain(
      '`node "/home/dev/ulw checkout/dist/cli.js" work complete --session "codex:s"`, never by hand',
    );
    expect(text).not.toMatch(/skill|SKILL\.md/);
    expect(text).not.toMatch(/with `work complete`/);
  });

  it("given a plugin install, which ships the skill, when the directive is rendered, then step 3 follows the skill", () => {
    const text = composeReason(DIRECTIVE, values(PLUGIN), "").text;
    expect(text).toContain("3. Follow the `ulw-execute` skill in full; re-read its SKILL.md");
    expect(text).toContain(`\`node "${PLUGIN.cli}" work complete --session "codex:s"\``);
  });

  it("given a path with blanks on Windows, when the command is built, then it is double-quoted as PowerShell and cmd.exe read it", () => {
    expect(workCompleteCommand("C:\\Program Files\\ulw\\dist\\cli.js", "codex:s", true)).toBe(
      'node "C:\\Program Files\\ulw\\dist\\cli.js" work complete --session "codex:s"',
    );
  });

  it("given an install path too long for the command's cap, when rendered, then the command is never cut: the package's own name", () => {
    const text = composeReason(
      DIRECTIVE,
      values({ cli: `/${"d".repeat(300)}/cli.js`, skill: false }),
      "",
    ).text;
    expect(text).toContain('`ulw-execute-continuation work complete --session "codex:s"`');
    expect(text).not.toContain("…/cli.js");
  });

  it("given a hooks.json install, when the brief and the plan state are rendered, then each names the same command", () => {
    const shown = values(HOOKS_JSON);
    const brief = composeReason(BRIEF, briefValues(shown, ROOT), "").text;
    const state = planStateText({
      source: "compact",
      root: ROOT,
      values: shown,
      completed: 0,
      status: "active",
    });
    for (const text of [brief, state]) expect(text).toContain(`\`${shown.COMPLETE_COMMAND}\``);
  });
});

describe("paths the model must open", () => {
  it("given a 130-byte root, when the brief is rendered, then its plan path is relative to the root and whole", () => {
    const text = composeReason(BRIEF, briefValues(values(PLUGIN), ROOT), "").text;
    expect(text).toContain("file `.omo/plans/tenant-rate-limiter.md`");
    expect(text).not.toContain("…`");
  });

  it("given a 130-byte root, a worktree and the longest task label, when the full directive, the brief and the plan state are rendered, then no path is cut and the label is", () => {
    const shown = values(PLUGIN, "L".repeat(5000), `${ROOT}/../${"w".repeat(100)}`);
    const texts = [
      composeReason(DIRECTIVE, shown, "").text,
      composeReason(BRIEF, briefValues(shown, ROOT), "").text,
      planStateText({ source: "compact", root: ROOT, values: shown, completed: 0, status: "active" }),
    ];
    for (const text of texts) {
      expect(text).toMatch(/L…/);
      for (const path of shownPaths(text)) expect(path).not.toContain("…");
      expect(shownPaths(text).length).toBeGreaterThan(0);
    }
  });
});
