import { findBoulder, findProjectRoot } from "../fs/project-root.js";
import { parsePromptPayload } from "../payload/prompt-payload.js";
import { parseTrigger, TRIGGER_WORD } from "../payload/trigger.js";
import { neutraliseStamps } from "../rollout/chain-stamp.js";
import { readSettingsFact } from "../settings/read.js";
import { formatSettingsStamp } from "../settings/stamp.js";
import { writeStdout } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { loadPromptAnswer } from "./load-prompt-answer.js";
import { readStdin } from "./stdin.js";

/** The one object Codex reads from a UserPromptSubmit hook: context for the model, this turn. */
export function promptOutput(additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}\n`;
}

/** The project's settings.json as this prompt begins, stamped for the Stop hook; none without a file. */
function settingsStamp(cwd: string | undefined): string | undefined {
  if (cwd === undefined) return undefined;
  const root = findBoulder(cwd).found?.root ?? findProjectRoot(cwd);
  const stamp = formatSettingsStamp(readSettingsFact(root));
  return stamp === undefined ? undefined : `Chain settings for this prompt, as it began:\n${stamp}`;
}

/** A prompt in, nothing or one context object out: the `$ulw-execute` answer, then the settings stamp. */
async function promptHook(cliPath: string): Promise<void> {
  const read = await readStdin();
  if (read.overCap) return;
  const payload = parsePromptPayload(read.text);
  if (payload === undefined) return;
  const stamp = settingsStamp(payload.cwd);
  const trigger = read.text.includes(TRIGGER_WORD) ? parseTrigger(payload.prompt) : undefined;
  const answer =
    trigger === undefined
      ? undefined
      : await (await loadPromptAnswer()).answerPrompt(payload, trigger, cliPath);
  const parts = [
    ...(answer === undefined ? [] : [neutraliseStamps(answer)]),
    ...(stamp === undefined ? [] : [stamp]),
  ];
  if (parts.length > 0) writeStdout(promptOutput(parts.join("\n\n")));
}

/**
 * `hook prompt-submit`, run by Codex before every prompt reaches the model. It stamps the project's
 * settings.json as the prompt begins (src/settings/stamp.ts); a prompt that does not start with the
 * trigger costs no more than that: the code that starts plans and writes the boulder
 * (dist/prompt-submit.js) is loaded only for a trigger. Like `hook stop`, it runs under the hook guard
 * (guard.ts): exit 0, nothing or one JSON object, whatever happens.
 */
export function runPromptHook(cliPath: string): Promise<never> {
  return runGuarded(() => promptHook(cliPath));
}
