import type { Outcome } from "../decision/outcome.js";
import { type PayloadResult, parseStopPayload } from "../payload/stop-payload.js";
import { STDIN_CAP_BYTES, type StdinRead } from "./stdin.js";

/** What `hook stop` takes in and gives back: the payload as read, its time budget, its one answer. */

/** The one line Codex reads as "keep working, with this prompt". */
export function blockOutput(reason: string): string {
  return `${JSON.stringify({ decision: "block", reason })}\n`;
}

export function outputFor(outcome: Outcome): string {
  return outcome.kind === "continue" ? blockOutput(outcome.directive) : "";
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
