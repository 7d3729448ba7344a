import type { Outcome } from "../decision/outcome.js";
import { type PayloadResult, parseStopPayload } from "../payload/stop-payload.js";
import { STDIN_CAP_BYTES, type StdinRead } from "./stdin.js";

/** What `hook stop` takes in and gives back: the payload as read, its time budget, its one answer. */

/**
 * The hook's one answer: a block with the directive ("keep working, with this prompt"), and beside it
 * or alone the one line the person sees (`systemMessage`: Codex shows it, never the model); nothing
 * for a silent stop the person need not hear about.
 */
export function outputFor(outcome: Outcome, line: string | undefined): string {
  const message = line === undefined ? {} : { systemMessage: line };
  if (outcome.kind === "continue")
    return `${JSON.stringify({ decision: "block", reason: outcome.directive, ...message })}\n`;
  return line === undefined ? "" : `${JSON.stringify(message)}\n`;
}

/** A payload as read (by the hook from stdin, by explain from a file or stdin), validated. */
export function payloadFrom(read: StdinRead, source = "stdin"): PayloadResult {
  if (read.overCap)
    return {
      ok: false,
      problem: `${source} carried more than the ${STDIN_CAP_BYTES / 1024 / 1024} MiB a payload may have`,
    };
  return parseStopPayload(read.text, source);
}
