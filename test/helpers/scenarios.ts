import { mkdirSync } from "node:fs";
import { fixture, singleWorkBoulder, stopPayload, type Workspace } from "./workspace.js";

export const SESSION = "019a5b1e-0000-7000-8000-000000000001";
export const KEY = `codex:${SESSION}`;

export interface Scenario {
  readonly name: string;
  /** Lays out the workspace and returns the payload to send. */
  readonly setup: (ws: Workspace) => Record<string, unknown> | string;
  /** The reason code the hook's decision must carry. */
  readonly reason: string;
}

const plan = (ws: Workspace, path = ".omo/plans/plan.md", text = fixture("plans/structured.md")) =>
  ws.write(path, text);

/** One workspace per reason the hook can give: the fixtures explain and the hook must agree on. */
export const SCENARIOS: readonly Scenario[] = [
  { name: "garbage on stdin", setup: () => "not json", reason: "invalid-payload" },
  {
    name: "a SubagentStop event",
    setup: (ws) => stopPayload(ws.root, { hook_event_name: "SubagentStop" }),
    reason: "subagent-stop",
  },
  {
    name: "stop_hook_active",
    setup: (ws) => stopPayload(ws.root, { stop_hook_active: true }),
    reason: "stop-hook-active",
  },
  {
    name: "a declared blocker",
    setup: (ws) => {
      plan(ws);
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
      return stopPayload(ws.root, { last_assistant_message: "<ulw-execute-blocked-external>\nVPN is down." });
    },
    reason: "external-blocker",
  },
  { name: "no boulder anywhere", setup: (ws) => stopPayload(ws.root), reason: "no-boulder" },
  {
    name: "a boulder that is not JSON",
    setup: (ws) => {
      ws.write(".omo/boulder.json", "{ nope");
      return stopPayload(ws.root);
    },
    reason: "boulder-unreadable",
  },
  {
    name: "another session's work",
    setup: (ws) => {
      plan(ws);
      ws.writeBoulder(singleWorkBoulder("codex:someone-else", ".omo/plans/plan.md"));
      return stopPayload(ws.root);
    },
    reason: "no-work-for-session",
  },
  {
    name: "a completed work",
    setup: (ws) => {
      plan(ws);
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md", { status: "completed" }));
      return stopPayload(ws.root);
    },
    reason: "work-not-continuable",
  },
  {
    name: "a missing plan",
    setup: (ws) => {
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/gone.md"));
      return stopPayload(ws.root);
    },
    reason: "plan-unreadable",
  },
  {
    name: "a missing plan with two files of its name",
    setup: (ws) => {
      plan(ws, ".omo/plans/a/plan.md");
      plan(ws, ".sisyphus/plans/plan.md");
      ws.writeBoulder(singleWorkBoulder(KEY, "old/place/plan.md"));
      return stopPayload(ws.root);
    },
    reason: "plan-ambiguous",
  },
  {
    name: "a plan without checkboxes",
    setup: (ws) => {
      plan(ws, ".omo/plans/plan.md", "# Notes only\n");
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
      return stopPayload(ws.root);
    },
    reason: "empty-checklist",
  },
  {
    name: "a compacted transcript",
    setup: (ws) => {
      plan(ws);
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
      return stopPayload(ws.root, {
        transcript_path: ws.write("rollout.jsonl", '{"m":"Context compacted"}\n'),
      });
    },
    reason: "context-pressure",
  },
  {
    name: "open tasks",
    setup: (ws) => {
      plan(ws);
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
      return stopPayload(ws.root, { transcript_path: ws.write("rollout.jsonl", '{"m":"fine"}\n') });
    },
    reason: "work-remaining",
  },
  {
    name: "every box checked",
    setup: (ws) => {
      plan(ws, ".omo/plans/plan.md", "## TODOs\n- [x] 1. Done\n");
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md"));
      return stopPayload(ws.root);
    },
    reason: "final-gate-pending",
  },
  {
    name: "a session started in a subdirectory, plan found by name, project directive",
    setup: (ws) => {
      plan(ws, ".omo/plans/archive/plan.md");
      ws.write(
        ".omo/ulw-execute/directive.md",
        "Project directive for {{PLAN_NAME}}: {{REMAINING_COUNT}} left.\n",
      );
      ws.writeBoulder(singleWorkBoulder(KEY, "stale/path/plan.md"));
      mkdirSync(ws.path("packages/api/src"), { recursive: true });
      return stopPayload(ws.path("packages/api/src"));
    },
    reason: "work-remaining",
  },
];
