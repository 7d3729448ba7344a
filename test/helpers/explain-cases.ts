import { mkdirSync, rmSync } from "node:fs";
import { expect } from "vitest";
import { CHAIN_CASES, GOAL_CASES, SETTINGS_CASES } from "./explain-mode-cases.js";
import { type ExplainCase, PLAN, workspace } from "./explain-setups.js";
import { fixtureScenarios, KEY, SESSION } from "./scenarios.js";
import { fixture, singleWorkBoulder } from "./workspace.js";

export type { ExplainCase } from "./explain-setups.js";

const fromFixtures: ExplainCase[] = fixtureScenarios().map((scenario) => ({
  name: `fixture ${scenario.name}`,
  setup: (ws) => ({ args: ["--payload", "-"], input: scenario.setup(ws) }),
  shows: { reason: scenario.reason },
}));

const plainCases: ExplainCase[] = [
  {
    name: "works of every kind, and a worktree copy of the plan that is not there",
    setup: (ws) => {
      ws.write(".omo/plans/plan.md", fixture("plans/structured.md"));
      ws.writeBoulder({
        schema_version: 2,
        works: {
          mine: {
            ...singleWorkBoulder(KEY, ".omo/plans/plan.md").works.w1,
            worktree_path: ws.path("worktree"),
            updated_at: "2026-11-30T02:00:00Z",
          },
          older: { active_plan: "y.md", plan_name: "y", session_ids: [KEY], updated_at: "2026-11-29" },
          theirs: { active_plan: "x.md", plan_name: "x", session_ids: ["codex:other"], status: "active" },
          broken: { plan_name: "no plan path", session_ids: [KEY] },
        },
      });
      return { args: ["--cwd", ws.root, "--session", SESSION] };
    },
    shows: {
      reason: "work-remaining",
      evidence: { selection: { source: "works", work: { id: "mine" } } },
      facts: {
        boulder: {
          works: [
            { id: "mine" },
            { id: "older" },
            { id: "theirs" },
            { id: "broken", problem: expect.any(String) },
          ],
        },
        plan: { kind: "read", source: "project", skipped: [expect.stringContaining("worktree")] },
      },
    },
  },
  {
    name: "a plan path that is a directory",
    setup: (ws) => {
      workspace(ws, 1, "");
      rmSync(ws.path(PLAN));
      mkdirSync(ws.path(PLAN));
      return { args: ["--cwd", ws.root, "--session", SESSION] };
    },
    shows: { reason: "plan-unreadable", facts: { plan: { kind: "unreadable" } } },
  },
  {
    name: "a directive over what Codex shows the model whole",
    setup: (ws) => {
      workspace(ws, 1, "");
      ws.write(".omo/ulw-execute/directive.md", `Keep going.\n${"x".repeat(10_000)}\n`);
      return { args: ["--cwd", ws.root, "--session", SESSION] };
    },
    shows: {
      reason: "work-remaining",
      sends: { overFullView: true, cut: false },
      facts: { directive: { source: "override" } },
    },
  },
  {
    name: "a pressure phrase in the transcript",
    setup: (ws) => {
      const transcript = ws.write("t.jsonl", '{"a":1}\n{"m":"CONTEXT_TOO_LARGE"}\n');
      workspace(ws, 1, "");
      return { args: ["--cwd", ws.root, "--session", SESSION, "--transcript", transcript] };
    },
    shows: {
      reason: "context-pressure",
      facts: { transcript: { kind: "scanned", hit: { marker: "context_too_large" } } },
    },
  },
  {
    name: "a transcript that cannot be read",
    setup: (ws) => {
      workspace(ws, 1, "");
      return { args: ["--cwd", ws.root, "--session", SESSION, "--transcript", ws.path("gone.jsonl")] };
    },
    shows: { reason: "work-remaining", facts: { transcript: { kind: "unreadable" } } },
  },
  {
    name: "a last message without the blocker marker",
    setup: (ws) => {
      workspace(ws, 1, "");
      return { args: ["--cwd", ws.root, "--session", SESSION, "--last-message", "All done here."] };
    },
    shows: { reason: "work-remaining", evidence: { blocker: { declared: false } } },
  },
  {
    name: "a directive override that is a directory",
    setup: (ws) => {
      workspace(ws, 1, "");
      mkdirSync(ws.path(".omo/ulw-execute/directive.md"), { recursive: true });
      return { args: ["--cwd", ws.root, "--session", SESSION] };
    },
    shows: {
      reason: "work-remaining",
      facts: { directive: { source: "bundled", overrideProblem: expect.any(String) } },
    },
  },
];

/** Every outcome explain --json is checked on, from the fixture workspaces and the setups above. */
export const EXPLAIN_CASES: readonly ExplainCase[] = [
  ...fromFixtures,
  ...plainCases,
  ...CHAIN_CASES,
  ...GOAL_CASES,
  ...SETTINGS_CASES,
];
