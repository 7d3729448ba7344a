import type { Outcome } from "../decision/outcome.js";
import { type PayloadResult, parseStopPayload } from "../payload/stop-payload.js";
import type { HookOptionsResult } from "../settings/flags.js";
import { evaluate } from "./evaluate.js";
import { readStdin, STDIN_CAP_BYTES, type StdinRead } from "./stdin.js";

/** Codex kills the hook at 10 s; we decide well before, measured from process start. */
export const HOOK_BUDGET_MS = 2500;

export interface StopHookOptions {
  readonly bundledDirective: string;
  readonly hook: HookOptionsResult;
}

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

export async function readStopPayload(): Promise<PayloadResult> {
  return payloadFrom(await readStdin());
}

/** The imperative shell of `hook stop`: a payload in, a decision out. */
export async function runStopHook(input: PayloadResult, options: StopHookOptions): Promise<Outcome> {
  const context = { bundledDirective: options.bundledDirective, scanDeadline: HOOK_BUDGET_MS };
  return (await evaluate(input, context, options.hook)).outcome;
}
