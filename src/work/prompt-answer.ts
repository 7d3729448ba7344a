import { isAbsolute } from "node:path";
import { unchangedNote } from "../boulder/edit.js";
import { sessionIdProblem } from "../boulder/session-id.js";
import { msSinceStart } from "../fs/clock.js";
import { ledgerPath } from "../fs/omo-paths.js";
import { workCompleteCommand } from "../install/hook-command.js";
import { PACKAGE_NAME as NAME } from "../names.js";
import type { PromptPayload } from "../payload/prompt-payload.js";
import type { PromptChange, Trigger } from "../payload/trigger.js";
import { printable } from "../text/printable.js";
import { describeChanged, describeFailure, describeStarted } from "./describe.js";
import { changeWorkStatus, startPlan, type WorkRequest } from "./operations.js";
import { echoed } from "./shown.js";

// The context a trigger prompt gets (dist/prompt-submit.js), which Codex shows the model as a developer
// message of the same request: what was done, or what went wrong and that nothing was written, and what next.

// Codex kills a hook at 10 s: other writers' locks are waited for until 5 s after this process started,
// which leaves the write itself (under a second for 10,000 works) well inside that.
const lockWaitMs = () => Math.max(0, 5000 - msSinceStart());

const STATUS_NOTES: Readonly<Record<PromptChange, string>> = {
  pause:
    "The person paused this work: stop working on the plan now and end your turn with a short summary. " +
    "In chain mode the Stop hook no longer continues a paused work; in plain mode it still continues it " +
    "once a prompt (OmO's rule), so `$ulw-execute abandon` is the way to end it for good.",
  resume:
    "The person had paused this work and has now resumed it: it is active again, so anything said earlier in " +
    'this session about it being paused (a "Work status: paused" line) is out of date. Pick the plan up where ' +
    "it stands: re-read the plan file and the ledger, take the next unchecked top-level task, verify it, tick " +
    "its box. While tasks remain, the Stop hook sends you back to the plan when a turn ends.",
  abandon: "The Stop hook no longer continues this work. Stop working on the plan unless the person asks.",
};

type Session = Pick<WorkRequest, "sessionId" | "cwd">;

function session(payload: PromptPayload): Session | string {
  if (payload.sessionId === undefined) return "the hook payload carried no session_id";
  const problem = sessionIdProblem(payload.sessionId);
  if (problem !== undefined) return `the hook payload's session_id cannot be stored: ${echoed(problem)}`;
  if (payload.cwd === undefined || !isAbsolute(payload.cwd))
    return "the hook payload carried no absolute cwd";
  return { sessionId: payload.sessionId, cwd: payload.cwd };
}

/** Each line made printable: a name holding a line break or an escape never starts a line of its own. */
function context(lines: readonly string[]): string {
  return lines.map(printable).join("\n");
}

/** What the person's prompt did to the work: started a plan (with the open boxes the start counted), or changed its status. */
export type Begins = { readonly kind: "start"; readonly open: number } | { readonly kind: PromptChange };

/**
 * The additionalContext for a trigger prompt, and what it began: a start is counted as the start found it,
 * and a resume no higher than the work was paused with, so boxes added since never count.
 */
export interface PromptAnswer {
  readonly text: string;
  readonly begins?: Begins;
}

const told = (lines: readonly string[]): PromptAnswer => ({ text: context(lines) });
const begun = (begins: Begins, lines: readonly string[]) => ({ ...told(lines), begins });

function failed(action: string, lines: readonly string[]): PromptAnswer {
  return told([`${NAME} could not ${action}; nothing was written.`, ...lines]);
}

/** Said only when the failure is about which plan: none named, none or several matched, a quote left open. */
const ASK_WHICH = "Ask the person which plan to start; they can type `$ulw-execute <plan path or name>`.";
/** Said for every other failure (a lock held, a full disk, a boulder it will not write, a plan it refuses). */
const TELL = "Tell the person what went wrong; once it is put right they can type the prompt again.";

async function start(plan: string, known: Session, cliPath: string): Promise<PromptAnswer> {
  const started = await startPlan({ ...known, plan, lockWaitMs: lockWaitMs() });
  if (!started.ok)
    return failed("start a plan", [...describeFailure(started), "choices" in started ? ASK_WHICH : TELL]);
  return begun({ kind: "start", open: started.checklist.remaining }, [
    `${NAME} registered this plan for this session in the project's boulder.`,
    ...describeStarted(started),
    "",
    "Work through the plan: take the next unchecked top-level task, verify " +
      "it, tick its box in the plan file, and append the evidence to the ledger " +
      `(${ledgerPath(started.root)}). While tasks remain, the Stop hook sends you back to the plan when a turn ends.`,
    `When every box is checked and the final gate has passed, mark the work completed: ${workCompleteCommand(cliPath, known.sessionId)}`,
  ]);
}

export async function answerPrompt(
  payload: PromptPayload,
  trigger: Trigger,
  cliPath: string,
): Promise<PromptAnswer> {
  const known = session(payload);
  if (typeof known === "string") return failed("act on the prompt", [known]);
  if (trigger.kind === "unclosed") {
    const example = `${trigger.quote}${trigger.rest === "" ? "<plan path>" : trigger.rest}${trigger.quote}`;
    return failed("start a plan", [
      `the quote ${trigger.quote} before ${JSON.stringify(echoed(trigger.rest))} is not closed on its line; a plan path with blanks goes between two quotes on one line, as ${echoed(example)}`,
      ASK_WHICH,
    ]);
  }
  if (trigger.kind !== "status") return start(trigger.kind === "start" ? trigger.plan : "", known, cliPath);
  const changed = await changeWorkStatus({ ...known, change: trigger.change, lockWaitMs: lockWaitMs() });
  if (!changed.ok) return failed(`${trigger.change} the work`, describeFailure(changed));
  // Resuming a work that was not paused changes nothing, so its count is carried as for any prompt.
  const unchanged = trigger.change === "resume" && changed.note === unchangedNote("active");
  const note = unchanged
    ? "The work was not paused: it stays active, and the Stop hook continues it when a turn ends while tasks remain."
    : STATUS_NOTES[trigger.change];
  const lines = [`${NAME}: ${describeChanged(changed)}`, note];
  return unchanged ? told(lines) : begun({ kind: trigger.change }, lines);
}
