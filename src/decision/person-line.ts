import { printable } from "../text/printable.js";
import { wellFormed } from "../text/utf8-cut.js";
import type { Outcome } from "./outcome.js";
import type { Facts } from "./readers.js";
import type { SilentReason } from "./reasons.js";

/** The most characters of the one line the person sees (Codex's TUI shows it under the hook). */
export const PERSON_LINE_CAP = 120;

/** What the person is told when a chain ends, and what to do next: only stops worth a look. */
const ENDED: Partial<Record<SilentReason, string>> = {
  "no-progress": "stopped, no box checked lately; check the plan, then continue",
  "chain-limit": "stopped at the cap of continuations; type continue for more",
  "token-budget": "stopped at the token budget; type continue for more",
  "time-budget": "stopped at the time budget; type continue for more",
  "context-pressure": "stopped, the context is under pressure; a new session helps",
  "external-blocker": "stopped, the agent declared a blocker; see its last message",
  "work-paused": "paused; $ulw-execute resume continues",
  "person-stopped": "stopped as you asked",
  "prompt-not-found": "stopped, your prompt is out of reach; type continue",
  "no-start-count": "stopped, no plan was running when you typed; type continue",
};

const thousands = (tokens: number) => (tokens < 1000 ? `${tokens}` : `${Math.round(tokens / 1000)}k`);

/** The person's line (`systemMessage`): the plan at each continuation, or why a chain ended. */
export function personLine(outcome: Outcome, facts: Facts): string | undefined {
  const work = outcome.evidence.selection?.work;
  if (work === undefined) return undefined;
  const plan = facts.plan?.kind === "read" ? facts.plan.checklist : undefined;
  const counted = plan === undefined ? [] : [`${plan.completed}/${plan.total} checked`];
  const mode = outcome.evidence.mode?.mode;
  const prompt = facts.prompt?.kind === "read" ? facts.prompt : undefined;
  const tokens = prompt?.tokens === undefined ? [] : [`${thousands(prompt.tokens)} tokens`];
  let parts: string[];
  if (outcome.kind === "continue") {
    const of = outcome.chain && mode !== undefined ? `/${mode.maxChain}` : "";
    parts = [...counted, `continuation ${outcome.step}${of}`, ...tokens];
  } else {
    // Plain mode's silence stays the seeds' own: only a chain's end is told.
    if (!outcome.chain) return undefined;
    // Complete is news once: in the prompt this hook continued, not at every later stop.
    const done = work.status === "completed" && (prompt?.hookPrompts ?? 0) > 0;
    const ended =
      outcome.reason === "work-not-continuable" ? (done ? "complete" : undefined) : ENDED[outcome.reason];
    if (ended === undefined) return undefined;
    parts = [...counted, ...tokens, ended];
  }
  const rest = `: ${parts.join(" · ")}`;
  // The plan's name gives way first: what follows is what the person acts on.
  const room = Math.max(8, PERSON_LINE_CAP - "ULW ".length - rest.length);
  const name = printable(wellFormed(work.planName));
  const shown = name.length <= room ? name : `${name.slice(0, room - 1)}…`;
  return `ULW ${shown}${rest}`.slice(0, PERSON_LINE_CAP);
}
