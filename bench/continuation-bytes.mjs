// Bytes per continuation (issue 20): what a long plan's chain puts into the model's context.
// Codex keeps every Stop-hook prompt in the history it carries across a compaction, so each byte of
// each continuation stays. This drives the built hook (dist/cli.js) through one human prompt over a
// generated plan, recording each reason back into the transcript as Codex does, twice: with the
// brief repeats as shipped, and with the full directive every time (a project's brief override that is
// the full directive: what every continuation was before). Self-contained; `node
// bench/continuation-bytes.mjs` runs it alone (after `npm run build`).
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promptHookContext } from "./data.mjs";

const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const SESSION = "0199f0c2-bench-7000-8000-00000000b1ef";
const TURN = "0199f0c2-turn-7000-8000-00000000b1ef";
const PLAN = join(".omo", "plans", "long-plan.md");
/** The brief repeats must bring a chain's continuations to at most this share of full directives. */
export const TARGET_RATIO = 0.3;

// Each record carries its time, as Codex writes it: without one the session's start is unknown, and the
// hook rightly keeps to plain mode, which would end the chain at its first continuation.
const record = (fields) => JSON.stringify({ timestamp: new Date().toISOString(), ...fields });

function userMessage(text, provenance, kind) {
  return record({
    type: "response_item",
    payload: {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text }],
      internal_chat_message_metadata_passthrough: {
        turn_id: TURN,
        content_item_kinds: [kind],
        content_item_metadata: [{ provenance }],
      },
    },
  });
}

/**
 * The start of a human prompt, as Codex 0.171 records it: the turn starts, the person's message, the
 * prompt hook's context with the plan's `tasks` open boxes.
 */
function promptStart(tasks) {
  const started = record({
    type: "event_msg",
    payload: {
      type: "task_started",
      turn_attribution: { turn_id: TURN, turn_trigger: "exec" },
      turn_id: TURN,
    },
  });
  const person = userMessage("work through the plan", { type: "user" }, "user.text");
  return `${started}\n${person}\n${promptHookContext(TURN, tasks)}\n`;
}

/** One continuation as Codex 0.171 records it: the message (XML-escaped) and the HookPrompt item (raw). */
function hookPromptRecords(reason) {
  const escaped = reason.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const message = userMessage(
    `<hook_prompt hook_run_id="stop:0:/h/hooks.json">${escaped}</hook_prompt>`,
    { type: "harness", hook: true },
    "unknown",
  );
  const item = record({
    type: "event_msg",
    payload: {
      type: "item_completed",
      turn_id: TURN,
      item: { type: "HookPrompt", id: "m", fragments: [{ text: reason, hookRunId: "stop:0:/h/hooks.json" }] },
    },
  });
  return `${message}\n${item}\n`;
}

function writeBoulder(root, status) {
  const work = {
    work_id: "long",
    active_plan: PLAN,
    plan_name: "long-plan",
    session_ids: [`codex:${SESSION}`],
    status,
    started_at: "2026-11-01T00:00:00Z",
  };
  writeFileSync(
    join(root, ".omo", "boulder.json"),
    JSON.stringify({ schema_version: 2, active_work_id: "long", works: { long: work } }),
  );
}

/** Ticks the first open box of the plan; false when every box was checked. */
function tick(root) {
  const path = join(root, PLAN);
  const text = readFileSync(path, "utf8");
  writeFileSync(path, text.replace("- [ ]", "- [x]"));
  return text.includes("- [ ]");
}

/**
 * One human prompt through the chain: the model ticks a box in every turn (the prompt's own turn
 * first), Codex records each continuation, and at the final gate the model marks the work completed.
 * Returns the byte size of each continuation.
 */
function runChain(cli, root, tasks, fullEveryTime) {
  mkdirSync(join(root, ".omo", "plans"), { recursive: true });
  mkdirSync(join(root, ".omo", "ulw-execute"), { recursive: true });
  const boxes = Array.from({ length: tasks }, (_, i) => `- [ ] ${i + 1}. Task number ${i + 1} of the plan`);
  writeFileSync(join(root, PLAN), `# Long plan\n\n## TODOs\n\n${boxes.join("\n")}\n`);
  writeBoulder(root, "active");
  if (fullEveryTime) {
    const full = readFileSync(fileURLToPath(new URL("../directive.md", import.meta.url)), "utf8");
    writeFileSync(join(root, ".omo", "ulw-execute", "directive-brief.md"), full);
  }
  const transcript = join(root, "rollout.jsonl");
  writeFileSync(transcript, promptStart(tasks));
  const sizes = [];
  tick(root);
  for (let stop = 0; stop <= tasks + 2; stop++) {
    const payload = JSON.stringify({
      session_id: SESSION,
      turn_id: TURN,
      transcript_path: transcript,
      cwd: root,
      hook_event_name: "Stop",
      model: "gpt-5.5",
      permission_mode: "bypassPermissions",
      stop_hook_active: stop > 0,
      last_assistant_message: "Ticked a box.",
    });
    const result = spawnSync(process.execPath, [cli, "hook", "stop", "--chain"], {
      input: payload,
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`hook stop exited ${result.status}: ${result.stderr}`);
    // A chain's end may still say a line to the person (systemMessage), with no block.
    const { decision, reason } = JSON.parse(result.stdout || "{}");
    if (decision !== "block") break;
    sizes.push(Buffer.byteLength(reason));
    appendFileSync(transcript, hookPromptRecords(reason));
    if (!tick(root)) writeBoulder(root, "completed");
  }
  return sizes;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

/** Runs both chains over a `tasks`-task plan and says how the totals compare. */
export function continuationBytes(cli = CLI, tasks = 20) {
  const root = mkdtempSync(join(tmpdir(), "ulw-bench-bytes-"));
  try {
    const brief = runChain(cli, join(root, "brief"), tasks, false);
    const full = runChain(cli, join(root, "full"), tasks, true);
    const ratio = sum(brief) / sum(full);
    const ok = brief.length === full.length && brief.length > 1 && ratio <= TARGET_RATIO;
    const later = brief.slice(1);
    const lines = [
      `10 bytes per continuation, ${tasks}-task plan in chain mode: ${brief.length} continuations (${full.length} with full directives)`,
      `  brief repeats: ${sum(brief)} bytes (first ${brief[0]}, later ${Math.min(...later)}-${Math.max(...later)})`,
      `  full directives: ${sum(full)} bytes (${Math.min(...full)}-${Math.max(...full)} each)`,
      `  ratio ${ratio.toFixed(3)}, target <=${TARGET_RATIO}${ok ? "" : "  <-- over target"}`,
    ];
    return { ok, ratio, brief, full, report: lines.join("\n") };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = continuationBytes();
  console.log(result.report);
  process.exitCode = result.ok ? 0 : 1;
}
