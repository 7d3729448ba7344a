import { expect } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "./cli.js";

/**
 * Runs `hook prompt-submit` on a UserPromptSubmit payload as Codex 0.171.0 sends it and returns the
 * additionalContext it gives the model ("" when it prints nothing).
 */
export async function promptContext(cwd: string, sessionId: string, prompt: string): Promise<string> {
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
  const result = await runCli(["hook", "prompt-submit"], { input });
  expect(result).toMatchObject({ status: 0, stderr: "" });
  if (result.stdout === "") return "";
  const parsed: unknown = JSON.parse(result.stdout);
  const output = isRecord(parsed) ? parsed.hookSpecificOutput : undefined;
  return isRecord(output) ? String(output.additionalContext) : "";
}
