import { existsSync } from "node:fs";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { findWork, planOf } from "../decision/work.js";
import { findBoulder, findProjectRoot } from "../fs/project-root.js";
import { type PromptPayload, parsePromptPayload } from "../payload/prompt-payload.js";
import { parseTrigger, TRIGGER_WORD } from "../payload/trigger.js";
import { neutraliseStamps } from "../rollout/chain-stamp.js";
import { readHumanPrompt } from "../rollout/human-prompt.js";
import { readSettingsFact } from "../settings/read.js";
import { carrySettings, formatSettingsStamp, type SettingsStamp } from "../settings/stamp.js";
import { diskReaders, HOOK_BUDGET_MS } from "./disk.js";
import { writeContext } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { loadPromptAnswer } from "./load-prompt-answer.js";
import { readStdin } from "./stdin.js";

/** The open boxes of the session's plan now, where the session has continuable work. */
async function openBoxes(cwd: string, sessionId: string | undefined): Promise<number | undefined> {
  if (sessionId === undefined) return undefined;
  const read = diskReaders("");
  const found = findWork(cwd, sessionKeyFromPayload(sessionId), read);
  // A paused work is not the person's to chain on until they resume it.
  if (found.kind !== "work" || found.work.status === "paused") return undefined;
  const plan = await planOf(found.boulder, found.work, read);
  return plan.kind === "plan" ? plan.plan.checklist.remaining : undefined;
}

/** The session's newest settings stamp before this prompt (recorded after this hook); none at its first. */
function earlierStamp(transcript: string): SettingsStamp | undefined {
  if (!existsSync(transcript)) return undefined;
  const read = readHumanPrompt(transcript, "chain", { deadline: HOOK_BUDGET_MS });
  if (read.kind !== "read") return { kind: "unknown", why: `${transcript} could not be read back` };
  if (read.boundary === "cap" || read.pressure !== undefined)
    return { kind: "unknown", why: "the session's previous prompt lies beyond what the hook reads back" };
  return read.settings ?? (read.boundary === "start" ? undefined : { kind: "none" });
}

/** One stamp for the Stop hook: settings never looser than earlier prompts allowed, and the open boxes. */
async function promptStamp(payload: PromptPayload): Promise<string | undefined> {
  if (payload.cwd === undefined) return undefined;
  const boulder = findBoulder(payload.cwd).found;
  const file = readSettingsFact(boulder?.root ?? findProjectRoot(payload.cwd));
  // Read even without a boulder or a file now: the agent may have moved them away for this prompt.
  const earlier = payload.transcriptPath === undefined ? undefined : earlierStamp(payload.transcriptPath);
  const stamp = carrySettings(earlier, file);
  const open = boulder === undefined ? undefined : await openBoxes(payload.cwd, payload.sessionId);
  if (stamp.kind === "none" && open === undefined && (earlier === undefined || earlier.kind === "none"))
    return undefined;
  return `Chain settings for this prompt, as it began:\n${formatSettingsStamp(stamp, open)}`;
}

/** `hook prompt-submit`, before every prompt: nothing, or a trigger's answer, then the settings stamp. */
export function runPromptHook(cliPath: string): Promise<never> {
  return runGuarded(async () => {
    const read = await readStdin();
    if (read.overCap) return;
    const payload = parsePromptPayload(read.text);
    if (payload === undefined) return;
    const trigger = read.text.includes(TRIGGER_WORD) ? parseTrigger(payload.prompt) : undefined;
    const answer =
      trigger === undefined
        ? undefined
        : await (await loadPromptAnswer()).answerPrompt(payload, trigger, cliPath);
    // After the answer: a plan this prompt starts is counted as it begins.
    const stamp = await promptStamp(payload);
    const parts = [answer && neutraliseStamps(answer), stamp].filter((part) => part !== undefined);
    if (parts.length > 0) writeContext("UserPromptSubmit", parts.join("\n\n"));
  });
}
