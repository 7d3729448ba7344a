import { loadPromptAnswer } from "../bundles/prompt-submit.js";
import { parsePromptPayload } from "../payload/prompt-payload.js";
import { parseTrigger, TRIGGER_WORD } from "../prompt/trigger.js";
import { writeStdout } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { readStdin } from "./stdin.js";

/** The one object Codex reads from a UserPromptSubmit hook: context for the model, this turn. */
export function promptOutput(additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}\n`;
}

/** A prompt in, nothing or one context object out. */
async function promptHook(cliPath: string): Promise<void> {
  const read = await readStdin();
  if (read.overCap || !read.text.includes(TRIGGER_WORD)) return;
  const payload = parsePromptPayload(read.text);
  const trigger = payload === undefined ? undefined : parseTrigger(payload.prompt);
  if (payload === undefined || trigger === undefined) return;
  const { answerPrompt } = await loadPromptAnswer();
  writeStdout(promptOutput(await answerPrompt(payload, trigger, cliPath)));
}

/**
 * `hook prompt-submit`, run by Codex before every prompt reaches the model. A prompt that does not
 * start with the trigger costs one stdin read and a substring test: the code that starts plans and
 * writes the boulder (dist/prompt-submit.js) is loaded only for a trigger. Like `hook stop`, it runs
 * under the hook guard (guard.ts): exit 0, nothing or one JSON object, whatever happens.
 */
export function runPromptHook(cliPath: string): Promise<never> {
  return runGuarded(() => promptHook(cliPath));
}
