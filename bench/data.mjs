// Generates benchmark workspaces and transcripts in a temp directory. Nothing here is committed data.
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";

export const SESSION = "0199f0c2-bench-7000-8000-000000000001";

export function payload(cwd, transcriptPath = null, sessionId = SESSION) {
  return JSON.stringify({
    session_id: sessionId,
    turn_id: "turn-1",
    transcript_path: transcriptPath,
    cwd,
    hook_event_name: "Stop",
    model: "gpt-5.5",
    permission_mode: "bypassPermissions",
    stop_hook_active: false,
    last_assistant_message: "Ticked task 3; moving on.",
  });
}

function work(id, sessionIds, planPath, status = "active") {
  return {
    work_id: id,
    active_plan: planPath,
    plan_name: id,
    session_ids: sessionIds,
    status,
    started_at: "2026-11-01T00:00:00Z",
    updated_at: "2026-11-02T00:00:00Z",
  };
}

/** One work for SESSION and a plan of `rows` numbered TODOs, each with an indented sub-checkbox. */
export function makeWorkspace(root, { otherWorks = 0, idsPerWork = 10, rows = 5 } = {}) {
  mkdirSync(join(root, ".omo", "plans"), { recursive: true });
  const lines = ["# Plan", "", "## TODOs", ""];
  for (let i = 1; i <= rows; i++) {
    lines.push(`- [${i <= rows / 2 ? "x" : " "}] ${i}. Task number ${i}`);
    lines.push(`  - [ ] sub-step of task ${i}`);
  }
  lines.push("", "## Final Verification Wave", "", "- [ ] F1. Manual QA", "");
  writeFileSync(join(root, ".omo", "plans", "plan.md"), lines.join("\n"));
  const works = {};
  for (let w = 0; w < otherWorks; w++) {
    const ids = Array.from({ length: idsPerWork }, (_, i) => `codex:other-${w}-${i}`);
    works[`work-${w}`] = work(
      `work-${w}`,
      ids,
      `.omo/plans/other-${w}.md`,
      w % 3 === 0 ? "completed" : "active",
    );
  }
  works.target = work("target", [`codex:${SESSION}`], ".omo/plans/plan.md");
  writeFileSync(join(root, ".omo", "boulder.json"), JSON.stringify({ schema_version: 2, works }));
  return root;
}

const WORDS = [
  "function_call",
  "output",
  "assistant",
  "Message",
  "apply_patch",
  "reasoning",
  "Codex",
  "context",
  "window",
  "src/index.ts",
  "tokens",
  "compaction-free",
  "TODOs",
  "ledger",
  "worktree",
  "\\n",
  "{}",
];

/** A rollout-like JSONL file of `megabytes` MiB; `lastLine` (if any) is appended at the very end. */
export function makeTranscript(path, megabytes, lastLine) {
  const fd = openSync(path, "w");
  const target = megabytes * 1024 * 1024;
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const lines = [];
  for (let l = 0; l < 512; l++) {
    let text = "";
    for (let i = 0; i < 60; i++) text += `${WORDS[next() % WORDS.length]} `;
    lines.push(
      `{"timestamp":"2026-11-30T07:00:00.000Z","type":"response_item","payload":{"text":"${text}"}}\n`,
    );
  }
  const block = Buffer.from(lines.join(""));
  let written = 0;
  while (written + block.length <= target) {
    writeSync(fd, block);
    written += block.length;
  }
  if (lastLine !== undefined) writeSync(fd, Buffer.from(`${lastLine}\n`));
  closeSync(fd);
  return path;
}
