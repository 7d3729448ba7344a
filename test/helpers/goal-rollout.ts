import { formatSettingsStamp } from "../../src/settings/stamp.js";

/**
 * Rollout lines in the shapes Codex 0.171 writes under a goal, as measured with `codex app-server`
 * and `thread/goal/set` (test/e2e/run-app-server.mjs): the goal a person set (a user-role message whose
 * content kind is `user.goal`), Codex's goal record (`thread_goal_updated`), goal turns
 * (`task_started` with `turn_trigger` "goal") and each Stop hook prompt twice (the message the model
 * reads, escaped, and the raw HookPrompt item).
 */
/** Records are stamped from tomorrow on: a settings.json written now was written before the prompt began. */
let clock = Date.now() + 86_400_000;
const at = () => {
  clock += 100;
  return new Date(clock).toISOString();
};

const meta = (turn: string, kind: string, provenance: Record<string, unknown>) => ({
  turn_id: turn,
  content_item_kinds: [kind],
  content_item_metadata: [{ provenance }],
});

function userMessage(text: string, metadata: Record<string, unknown>): string {
  return JSON.stringify({
    timestamp: at(),
    type: "response_item",
    payload: {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text }],
      internal_chat_message_metadata_passthrough: metadata,
    },
  });
}

export const typedPrompt = (turn: string, text = "do the plan") =>
  userMessage(text, meta(turn, "user.text", { type: "user" }));

export const goalSet = (objective = "Work through the plan") =>
  userMessage(
    `<codex_internal_context source="user_goal">\nUser set the goal: "${objective}"\n</codex_internal_context>`,
    meta("auto-compact-0", "user.goal", { type: "harness", hook: false }),
  );

export const goalUpdated = (status: unknown) =>
  JSON.stringify({
    timestamp: at(),
    type: "event_msg",
    payload: { type: "thread_goal_updated", threadId: "th", goal: { objective: "x", status } },
  });

export const turnStart = (turn: string, trigger: string) =>
  JSON.stringify({
    timestamp: at(),
    type: "event_msg",
    payload: {
      type: "task_started",
      turn_attribution: { turn_id: turn, turn_trigger: trigger },
      turn_id: turn,
    },
  });

/** A Stop hook's reason as Codex records it: the escaped message, then the raw HookPrompt item. */
export function hookPrompt(turn: string, reason: string): string[] {
  const escaped = reason.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return [
    userMessage(
      `<hook_prompt hook_run_id="stop:0">${escaped}</hook_prompt>`,
      meta(turn, "unknown", { type: "harness", hook: true }),
    ),
    JSON.stringify({
      timestamp: at(),
      type: "event_msg",
      payload: {
        type: "item_completed",
        turn_id: turn,
        item: { type: "HookPrompt", id: "m", fragments: [{ text: reason, hook_run_id: "stop:0" }] },
      },
    }),
  ];
}

/** Context a UserPromptSubmit hook added, as Codex records it: a developer message marked as hook context. */
export const hookContext = (turn: string, text: string) =>
  JSON.stringify({
    timestamp: at(),
    type: "response_item",
    payload: {
      type: "message",
      role: "developer",
      content: [{ type: "input_text", text }],
      internal_chat_message_metadata_passthrough: meta(turn, "hooks.additional_context", {
        type: "harness",
        hook: true,
      }),
    },
  });

/** What the model says: its messages never count as hook prompts, whatever they hold. */

/** The prompt hook's context as a typed prompt began: no settings file, the session's work `open` boxes. */
export const countedAtStart = (turn: string, open: number) =>
  hookContext(
    turn,
    `Chain settings for this prompt, as it began:\n${formatSettingsStamp({ kind: "none" }, open)}`,
  );
export const assistantSays = (text: string) =>
  JSON.stringify({
    timestamp: at(),
    type: "response_item",
    payload: { type: "message", role: "assistant", content: [{ type: "output_text", text }] },
  });

export const rollout = (...records: (string | string[])[]) => `${records.flat().join("\n")}\n`;
