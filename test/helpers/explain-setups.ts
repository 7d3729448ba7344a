import { formatStamp } from "../../src/rollout/chain-stamp.js";
import { hookPrompt } from "./goal-rollout.js";
import { KEY } from "./scenarios.js";
import { fixture, singleWorkBoulder, stopPayload, type Workspace } from "./workspace.js";

/** How to run explain for one outcome: its arguments (without --json) and what goes on stdin. */
export interface ExplainRun {
  readonly args: readonly string[];
  readonly input?: string;
}

/**
 * One outcome explain can report, set up in a workspace, with what its report must show: the parts
 * that make it the outcome it is named for, so a case that drifts to another outcome fails.
 */
export interface ExplainCase {
  readonly name: string;
  readonly setup: (ws: Workspace) => Promise<ExplainRun> | ExplainRun;
  readonly shows: Record<string, unknown>;
}

export const PLAN = ".omo/plans/e2e.md";

/** A plan with `done` of 3 boxes checked, a work in `status` naming it, and a rollout of `records`. */
export function workspace(
  ws: Workspace,
  done: number,
  records: string,
  work: Record<string, unknown> = {},
): string {
  const boxes = [0, 1, 2].map((i) => `- [${i < done ? "x" : " "}] ${i + 1}. Task\n`).join("");
  ws.write(PLAN, `## TODOs\n${boxes}`);
  ws.writeBoulder(singleWorkBoulder(KEY, PLAN, work));
  return ws.write("rollout.jsonl", records);
}

export function payload(transcript: string, ws: Workspace, stop: Record<string, unknown> = {}): string {
  return JSON.stringify(stopPayload(ws.root, { transcript_path: transcript, turn_id: "T1", ...stop }));
}

/** This hook's chain stamp of continuation `step`, sent when `done` of 3 boxes were checked. */
export const continued = (ws: Workspace, step: number, done: number) =>
  hookPrompt(
    "T1",
    `Keep going.\n\n${formatStamp({ step, done, total: 3, idle: 0, planPath: ws.path(PLAN), turnId: "T1" })}`,
  );

/** The goal-rollout helpers stamp records from tomorrow on; this moves them to a day long gone. */
/** A real Codex 0.171 compaction record. */
export function compactionLine(): string {
  const line = fixture("rollouts/compaction.jsonl")
    .split("\n")
    .find((l) => l.includes('"type":"compacted"'));
  if (line === undefined) throw new Error("no compaction in the fixture");
  return line;
}
