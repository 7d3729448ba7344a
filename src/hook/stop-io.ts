import type { Outcome } from "../decision/outcome.js";
import { type PayloadResult, parseStopPayload } from "../payload/stop-payload.js";
import { overCap, type StdinRead } from "./stdin.js";

/** The answer: a block with the directive, and beside it or alone the person's line; else nothing. */
export function outputFor(outcome: Outcome, line: string | undefined): string {
  const message = line === undefined ? {} : { systemMessage: line };
  if (outcome.kind === "continue")
    return `${JSON.stringify({ decision: "block", reason: outcome.directive, ...message })}\n`;
  return line === undefined ? "" : `${JSON.stringify(message)}\n`;
}

/** A payload as read (by the hook from stdin, by explain from a file or stdin), validated. */
export function payloadFrom(read: StdinRead, source = "stdin"): PayloadResult {
  return read.overCap ? overCap(source) : parseStopPayload(read.text, source);
}
