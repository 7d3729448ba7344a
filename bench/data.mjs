// Generates benchmark workspaces and transcripts in a temp directory. Nothing here is committed data.
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";

export const SESSION = "0199f0c2-bench-7000-8000-000000000001";
/** The reader's limits, as src/boulder/read.ts takes them, for the hostile shapes that sit just under them. */
const READ_LIMITS = JSON.parse(
  readFileSync(new URL("../src/boulder/read-limits.json", import.meta.url), "utf8"),
);
export const BOULDER_CAP_BYTES = READ_LIMITS.capMiB * 1024 * 1024;
export const BOULDER_CONTAINER_LIMIT = READ_LIMITS.containerLimit;
/** A real Codex 0.171 compaction record (test/fixtures/rollouts/compaction.jsonl). */
export const COMPACTION_LINE =
  '{"timestamp":"2026-11-30T10:09:17.582Z","ordinal":25,"type":"event_msg","payload":{"type":"item_completed","thread_id":"t","turn_id":"u","item":{"type":"ContextCompaction","id":"c"}}}';

/** A UserPromptSubmit payload as Codex 0.171.0 sends it, for an ordinary prompt of a few lines. */
export function promptPayload(cwd, prompt, sessionId = SESSION) {
  return JSON.stringify({
    session_id: sessionId,
    turn_id: "turn-1",
    transcript_path: null,
    cwd,
    hook_event_name: "UserPromptSubmit",
    model: "gpt-5.5",
    permission_mode: "bypassPermissions",
    prompt,
  });
}

export function payload(cwd, transcriptPath = null, sessionId = SESSION, stopHookActive = false) {
  return JSON.stringify({
    session_id: sessionId,
    turn_id: "turn-1",
    transcript_path: transcriptPath,
    cwd,
    hook_event_name: "Stop",
    model: "gpt-5.5",
    permission_mode: "bypassPermissions",
    stop_hook_active: stopHookActive,
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

/**
 * One work for SESSION and a plan of `rows` numbered TODOs, each with an indented sub-checkbox.
 * `otherWorks` more works belong to other sessions, unless `shareSession` puts SESSION in each of
 * them too; `escapes` writes a JSON escape (\" and \u00e9) into each work's plan name.
 */
export function makeWorkspace(
  root,
  { otherWorks = 0, idsPerWork = 10, rows = 5, escapes = false, shareSession = false } = {},
) {
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
    if (shareSession) ids.push(`codex:${SESSION}`);
    works[`work-${w}`] = work(
      `work-${w}`,
      ids,
      `.omo/plans/other-${w}.md`,
      w % 3 === 0 ? "completed" : "active",
    );
    if (escapes) works[`work-${w}`].plan_name = `Caf\u00e9 "rollout" ${w}`;
    // Older than the target, so the target stays this session's newest work.
    if (shareSession) works[`work-${w}`].updated_at = "2026-11-01T12:00:00Z";
  }
  works.target = work("target", [`codex:${SESSION}`], ".omo/plans/plan.md");
  // JSON.stringify writes é as is; spell it as the escape the issue measured.
  const text = JSON.stringify({ schema_version: 2, works }).replaceAll("\u00e9", "\\u00e9");
  writeFileSync(join(root, ".omo", "boulder.json"), text);
  return root;
}

/** Boulder files of the costliest shapes just under the reader's limits (to watch time and memory). */
export function makeHostileBoulder(root, shape, capBytes, containerLimit) {
  mkdirSync(join(root, ".omo"), { recursive: true });
  let text;
  if (shape === "keys") {
    const parts = [];
    let size = 2;
    for (let i = 0; size < capBytes - 32; i++) {
      const part = `"k${i}":${i}`;
      parts.push(part);
      size += part.length + 1;
    }
    text = `{${parts.join(",")}}`;
  } else if (shape === "nesting") {
    const depth = containerLimit - 1;
    text = `{"x":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;
  } else {
    text = `{"x":[${Array.from({ length: Math.floor((capBytes - 16) / 2) }, () => "0").join(",")}]}`.slice(
      0,
      capBytes - 2,
    );
    text = `${text.slice(0, text.lastIndexOf(","))}]}`;
  }
  writeFileSync(join(root, ".omo", "boulder.json"), text);
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

function writeRepeated(path, megabytes, first, block, lastLine) {
  const fd = openSync(path, "w");
  const target = megabytes * 1024 * 1024;
  let written = 0;
  if (first !== undefined) written += writeSync(fd, Buffer.from(`${first}\n`));
  const bytes = Buffer.from(block);
  while (written + bytes.length <= target) written += writeSync(fd, bytes);
  if (lastLine !== undefined) writeSync(fd, Buffer.from(`${lastLine}\n`));
  closeSync(fd);
  return path;
}

/**
 * A human prompt that spans many goal turns, as Codex 0.171 records them: a goal set by a person at the
 * start, then turn after turn started by the goal (task_started with turn_trigger "goal" and the goal's
 * own continuation message, amid the turn's content), and at the end one continuation of ours stamped
 * with `done` boxes of `planPath` and the chain's limits.
 */
export function makeGoalTranscript(path, megabytes, planPath, done, total) {
  const meta = (kind, provenance) => ({
    turn_id: "turn-g",
    content_item_kinds: [kind],
    content_item_metadata: [{ provenance }],
  });
  // Stamped with the time it is made, as Codex stamps each record: the session begins now.
  const timestamp = new Date().toISOString();
  const message = (text, kind, provenance) =>
    JSON.stringify({
      timestamp,
      type: "response_item",
      payload: {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text }],
        internal_chat_message_metadata_passthrough: meta(kind, provenance),
      },
    });
  const goalSet = message("finish the plan", "user.goal", { type: "harness", hook: false });
  const turn = [
    JSON.stringify({
      type: "event_msg",
      payload: { type: "task_started", turn_attribution: { turn_id: "turn-g", turn_trigger: "goal" } },
    }),
    message(
      '<codex_internal_context source="goal">\nContinue working toward the active thread goal.',
      "goal.internal_context",
      {
        type: "harness",
        hook: false,
      },
    ),
  ];
  const content = [];
  for (let l = 0; l < 256; l++)
    content.push(
      `{"timestamp":"2026-11-30T07:00:00.000Z","type":"response_item","payload":{"text":"${WORDS.slice(0, 60).join(" ")}"}}`,
    );
  // As the hook writes it, with the limits it carries for a read that cannot reach the goal's start.
  const stamp = `[ulw-execute-continuation chain step=1 done=${done} total=${total} idle=0 turn=turn-g plan=${planPath} limits=20,1,0,1]`;
  const ours = message(
    `<hook_prompt hook_run_id="stop:0:/h.json"># ULW continuation\n\n${stamp}</hook_prompt>`,
    "unknown",
    {
      type: "harness",
      hook: true,
    },
  );
  return writeRepeated(path, megabytes, goalSet, `${[...turn, ...content].join("\n")}\n`, ours);
}

/** The hostile shape: nothing but short user-role messages (harness context), each one a line to parse. */
export function makeShortUserLines(path, megabytes) {
  const line = JSON.stringify({
    type: "response_item",
    payload: { type: "message", role: "user", content: [{ type: "input_text", text: "<x>" }] },
  });
  return writeRepeated(path, megabytes, undefined, `${line}\n`.repeat(1000));
}

/** Words of the model's progress notes, for the assistant messages of a long unattended run. */
const PROSE = (
  "I will now run the tests and then update the plan file . Ticked task 3 ; moving on to the next one " +
  "which changes src/index.ts so the parser keeps its state between calls . The build passes , " +
  "two checks fail on Windows paths : fixing the escape in `resolve()` first . Done with the " +
  "refactor ; the ledger says what is left , and the review notes are in docs/notes.md"
).split(" ");

/**
 * The context the prompt hook adds as a human prompt begins, as Codex records it: no settings file, and
 * the session's work with `open` boxes then, the count a chain is measured from.
 */
export function promptHookContext(turnId, open) {
  return JSON.stringify({
    timestamp: new Date().toISOString(),
    type: "response_item",
    payload: {
      type: "message",
      role: "developer",
      content: [
        {
          type: "input_text",
          text: `Chain settings for this prompt, as it began:\n[ulw-execute-continuation settings none open=${open}]`,
        },
      ],
      internal_chat_message_metadata_passthrough: {
        turn_id: turnId,
        content_item_kinds: ["hooks.additional_context"],
        content_item_metadata: [{ provenance: { type: "harness", hook: true } }],
      },
    },
  });
}

/**
 * A long unattended run as Codex writes it: nothing but assistant message records (progress notes of 4
 * to 40 words), and no human prompt in the file, so the prompt check reads back as far as it may.
 */
export function makeAssistantTranscript(path, megabytes) {
  let seed = 11;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const lines = [];
  for (let l = 0; l < 512; l++) {
    const words = Array.from({ length: 4 + ((next() >> 8) % 37) }, () => PROSE[(next() >> 8) % PROSE.length]);
    const stamp = `2026-11-30T07:${String(l % 60).padStart(2, "0")}:${String((next() >> 8) % 60).padStart(2, "0")}.${String((next() >> 8) % 1000).padStart(3, "0")}Z`;
    lines.push(
      `{"timestamp":"${stamp}","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"${words.join(" ")}"}]}}\n`,
    );
  }
  return writeRepeated(path, megabytes, undefined, lines.join(""));
}

/**
 * A Codex home whose sessions/ hold one rollout of `project` and `others` rollouts of other projects,
 * each the real 0.171 chain rollout (test/fixtures/rollouts/chain.jsonl) with its cwd moved.
 */
export function makeCodexHome(home, project, others) {
  const captured = readFileSync(new URL("../test/fixtures/rollouts/chain.jsonl", import.meta.url), "utf8");
  const capturedIn = /"cwd":"([^"]+)"/.exec(captured)?.[1] ?? "";
  const day = join(home, "sessions", "2026", "11", "30");
  mkdirSync(day, { recursive: true });
  writeFileSync(join(day, "rollout-project.jsonl"), captured.replaceAll(capturedIn, project));
  for (let i = 0; i < others; i++)
    writeFileSync(join(day, `rollout-other-${i}.jsonl`), captured.replaceAll(capturedIn, `/srv/other-${i}`));
  return home;
}
