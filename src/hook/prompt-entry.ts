import { loadPromptAnswer } from "../bundles/prompt-submit.js";
import { parsePromptPayload } from "../payload/prompt-payload.js";
import { parseTrigger, TRIGGER_WORD } from "../prompt/trigger.js";
import { exitQuietly, HARD_EXIT_MS } from "./entry.js";
import { writeStdout } from "./fd-write.js";
import { readStdin } from "./stdin.js";

/** The one object Codex reads from a UserPromptSubmit hook: context for the model, this turn. */
export function promptOutput(additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}\n`;
}

/**
 * `hook prompt-submit`, run by Codex before every prompt reaches the model. A prompt that does not
 * start with the trigger costs one stdin read and a substring test: the code that starts plans and
 * writes the boulder (dist/prompt-submit.js) is loaded only for a trigger. Like `hook stop`, it exits
 * 0 and prints nothing or one JSON object, whatever happens.
 */
export async function runPromptHook(cliPath: string): Promise<never> {
  process.on("uncaughtException", exitQuietly);
  process.on("unhandledRejection", exitQuietly);
  setTimeout(exitQuietly, HARD_EXIT_MS).unref();
  try {
    const read = await readStdin();
    if (read.overCap || !read.text.includes(TRIGGER_WORD)) return exitQuietly();
    const payload = parsePromptPayload(read.text);
    const trigger = payload === undefined ? undefined : parseTrigger(payload.prompt);
    if (payload === undefined || trigger === undefined) return exitQuietly();
    const { answerPrompt } = await loadPromptAnswer();
    writeStdout(promptOutput(await answerPrompt(payload, trigger, cliPath)));
  } catch {
    // Silent by design: a broken hook must never stop a Codex turn.
  }
  return exitQuietly();
}
