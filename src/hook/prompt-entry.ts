import { existsSync } from "node:fs";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { lowMark } from "../decision/chain-rule.js";
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

/** The open boxes of the session's plan now, at most `low` (none counted without it), where it has work. */
async function openBoxes(cwd: string, low?: number, session?: string): Promise<number | undefined> {
  if (session === undefined || low === undefined) return undefined;
  const read = diskReaders("");
  const found = findWork(cwd, sessionKeyFromPayload(session), read);
  // A paused work is not the person's to chain on until they resume it.
  if (found.kind !== "work" || found.work.status === "paused") return undefined;
  const plan = await planOf(found.boulder, found.work, read);
  return plan.kind === "plan" ? Math.min(plan.plan.checklist.remaining, low) : undefined;
}

/** The previous prompt's settings stamp, and the fewest open boxes it saw of a work it counted. */
type Earlier = { readonly settings?: SettingsStamp; readonly low?: number };
const FIRST: Earlier = { low: Number.POSITIVE_INFINITY };

/** The session's previous prompt (Codex records this one after the hook); at the first, all is the person's. */
function earlierPrompt(transcript: string): Earlier {
  if (!existsSync(transcript)) return FIRST;
  const read = readHumanPrompt(transcript, "chain", { deadline: HOOK_BUDGET_MS });
  const unknown = (why: string): Earlier => ({ settings: { kind: "unknown", why } });
  if (read.kind !== "read") return unknown(`${transcript} could not be read back`);
  if (read.boundary === "cap" || read.pressure !== undefined)
    return unknown("the session's previous prompt lies beyond what the hook reads back");
  if (read.boundary === "start") return FIRST;
  const low = read.openAtStart === undefined ? {} : { low: lowMark(read.stamps, read.openAtStart) };
  return { settings: read.settings ?? { kind: "none" }, ...low };
}

/** Settings never looser than before; open boxes of a work this prompt starts, or the last one counted. */
async function promptStamp(payload: PromptPayload, started: boolean): Promise<string | undefined> {
  if (payload.cwd === undefined) return undefined;
  const boulder = findBoulder(payload.cwd).found;
  const file = readSettingsFact(boulder?.root ?? findProjectRoot(payload.cwd));
  // Read even without a boulder or a file now: the agent may have moved them away for this prompt.
  const earlier = payload.transcriptPath === undefined ? FIRST : earlierPrompt(payload.transcriptPath);
  const stamp = carrySettings(earlier.settings, file);
  const low = started ? Number.POSITIVE_INFINITY : earlier.low;
  const open = boulder === undefined ? undefined : await openBoxes(payload.cwd, low, payload.sessionId);
  if (stamp.kind === "none" && open === undefined && (earlier.settings?.kind ?? "none") === "none")
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
    // After the answer: a plan this prompt started (or resumed) is counted as it begins.
    const stamp = await promptStamp(payload, answer?.fresh === true);
    const parts = [answer && neutraliseStamps(answer.text), stamp].filter((part) => part !== undefined);
    if (parts.length > 0) writeContext("UserPromptSubmit", parts.join("\n\n"));
  });
}
