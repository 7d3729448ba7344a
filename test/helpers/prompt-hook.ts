import { spawnSync } from "node:child_process";
import { expect } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, type RunOptions, runCli } from "./cli.js";
import { stopPayload } from "./workspace.js";

/** The session a Stop payload of stopPayload() names: the prompt hook counts that session's work. */
const DEFAULT_SESSION = String(stopPayload("").session_id);

/**
 * Runs `hook prompt-submit` on a UserPromptSubmit payload as Codex 0.171.0 sends it and returns the
 * additionalContext it gives the model ("" when it prints nothing).
 */
export async function promptContext(
  cwd: string,
  sessionId: string,
  prompt: string,
  options: Pick<RunOptions, "via" | "env"> = {},
): Promise<string> {
  const input = JSON.stringify({
    session_id: sessionId,
    turn_id: "turn-1",
    transcript_path: null,
    cwd,
    hook_event_name: "UserPromptSubmit",
    model: "gpt-5.5",
    permission_mode: "default",
    prompt,
  });
  const result = await runCli(["hook", "prompt-submit"], { ...options, input });
  expect(result).toMatchObject({ status: 0, stderr: "" });
  if (result.stdout === "") return "";
  const parsed: unknown = JSON.parse(result.stdout);
  const output = isRecord(parsed) ? parsed.hookSpecificOutput : undefined;
  return isRecord(output) ? String(output.additionalContext) : "";
}

/**
 * What Codex records when a UserPromptSubmit hook adds context: a developer message marked as hook
 * context (measured on 0.171.0). The Stop hook finds the prompt hook's settings stamp in it.
 */
export function hookContextLine(turnId: string, text: string): string {
  return JSON.stringify({
    timestamp: new Date().toISOString(),
    type: "response_item",
    payload: {
      type: "message",
      role: "developer",
      content: [{ type: "input_text", text }],
      internal_chat_message_metadata_passthrough: {
        turn_id: turnId,
        content_item_kinds: ["hooks.additional_context"],
        content_item_metadata: [{ provenance: { type: "harness", hook: true } }],
      },
    },
  });
}

/**
 * The rollout line Codex would record for the built `hook prompt-submit` on a plain prompt in `cwd`
 * (run synchronously, as Codex runs it before the prompt reaches the model), or none when it adds
 * nothing. It runs as the session stopPayload names, or `session`, reading its transcript as it is now.
 */
export function promptHookLine(
  cwd: string,
  turnId: string,
  prompt = "work through the plan",
  session?: { readonly id: string; readonly transcript: string },
): string[] {
  const input = JSON.stringify({
    session_id: session?.id ?? DEFAULT_SESSION,
    turn_id: turnId,
    transcript_path: session?.transcript ?? null,
    cwd,
    hook_event_name: "UserPromptSubmit",
    prompt,
  });
  const result = spawnSync(process.execPath, [CLI, "hook", "prompt-submit"], { input, encoding: "utf8" });
  if (result.stdout.trim() === "") return [];
  const parsed: unknown = JSON.parse(result.stdout);
  const output = isRecord(parsed) ? parsed.hookSpecificOutput : undefined;
  return isRecord(output) ? [hookContextLine(turnId, String(output.additionalContext))] : [];
}
