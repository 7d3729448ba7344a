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
import type { Begins } from "../work/prompt-answer.js";
import { diskReaders, HOOK_BUDGET_MS } from "./disk.js";
import { writeContext } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { loadPromptAnswer } from "./load-prompt-answer.js";
import { readStdin } from "./stdin.js";

/** The previous prompt's settings stamp, and the fewest open boxes it saw of a work it counted or held. */
type Earlier = { readonly settings?: SettingsStamp; readonly low?: number; readonly held?: number };
const FIRST: Earlier = { low: Number.POSITIVE_INFINITY, held: Number.POSITIVE_INFINITY };

/** The session's previous prompt (Codex records this one after the hook); at the first, all is the person's. */
function earlierPrompt(transcript: string): Earlier {
  if (!existsSync(transcript)) return FIRST;
  const read = readHumanPrompt(transcript, "chain", { deadline: HOOK_BUDGET_MS });
  const unknown = (why: string): Earlier => ({ settings: { kind: "unknown", why } });
  if (read.kind !== "read") return unknown(`${transcript} could not be read back`);
  if (read.boundary === "cap" || read.pressure !== undefined)
    return unknown("the session's previous prompt lies beyond what the hook reads back");
  if (read.boundary === "start") return FIRST;
  const counts = [read.openAtStart, read.heldAtStart].filter((count) => count !== undefined);
  return {
    settings: read.settings ?? { kind: "none" },
    ...(read.openAtStart === undefined ? {} : { low: lowMark(read.stamps, read.openAtStart) }),
    ...(counts.length === 0 ? {} : { held: lowMark(read.stamps, Math.min(...counts)) }),
  };
}

/**
 * The open boxes of the session's plan now, where it has work: no more than a start this prompt made found
 * (whatever work the boulder names by now), or than the previous prompt counted, or held for a paused work,
 * which only the person's resume frees; none after the person's abandon.
 */
async function openBoxes(cwd: string, session: string, earlier: Earlier, begins?: Begins) {
  if (begins?.kind === "abandon" || (begins?.kind !== "start" && earlier.held === undefined))
    return undefined;
  const read = diskReaders("");
  const found = findWork(cwd, sessionKeyFromPayload(session), read);
  if (found.kind !== "work") return undefined;
  // The person's pause holds the count whatever the boulder says by now: another process may have undone it.
  const paused = begins?.kind === "pause" || found.work.status === "paused";
  const low =
    begins?.kind === "start" ? begins.open : paused || begins?.kind === "resume" ? earlier.held : earlier.low;
  if (low === undefined) return undefined;
  const plan = await planOf(found.boulder, found.work, read);
  if (plan.kind !== "plan") return undefined;
  return { boxes: Math.min(plan.plan.checklist.remaining, low), paused };
}

/** Settings never looser than before, and the open boxes the prompt's chain is measured from. */
async function promptStamp(payload: PromptPayload, begins?: Begins): Promise<string | undefined> {
  if (payload.cwd === undefined) return undefined;
  const boulder = findBoulder(payload.cwd).found;
  const file = readSettingsFact(boulder?.root ?? findProjectRoot(payload.cwd));
  // Read even without a boulder or a file now: the agent may have moved them away for this prompt.
  const earlier = payload.transcriptPath === undefined ? FIRST : earlierPrompt(payload.transcriptPath);
  const stamp = carrySettings(earlier.settings, file);
  const { sessionId } = payload;
  const open =
    boulder === undefined || sessionId === undefined
      ? undefined
      : await openBoxes(payload.cwd, sessionId, earlier, begins);
  if (stamp.kind === "none" && open === undefined && (earlier.settings?.kind ?? "none") === "none")
    return undefined;
  return `Chain settings for this prompt, as it began:\n${formatSettingsStamp(stamp, open?.boxes, open?.paused)}`;
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
    // After the answer: what the person's command did to the work decides how it is counted.
    const stamp = await promptStamp(payload, answer?.begins);
    const parts = [answer && neutraliseStamps(answer.text), stamp].filter((part) => part !== undefined);
    if (parts.length > 0) writeContext("UserPromptSubmit", parts.join("\n\n"));
  });
}
