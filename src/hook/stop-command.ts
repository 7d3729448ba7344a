import type { Outcome } from "../decision/outcome.js";
import { type PayloadResult, parseStopPayload } from "../payload/stop-payload.js";
import { evaluate } from "./evaluate.js";
import { readStdin } from "./stdin.js";

/** Codex kills the hook at 10 s; we decide well before, measured from process start. */
export const HOOK_BUDGET_MS = 2500;

export interface StopHookOptions {
  readonly bundledDirective: string;
}

/** The one line Codex reads as "keep working, with this prompt". */
export function blockOutput(reason: string): string {
  return `${JSON.stringify({ decision: "block", reason })}\n`;
}

export function outputFor(outcome: Outcome): string {
  return outcome.kind === "continue" ? blockOutput(outcome.directive) : "";
}

/** The imperative shell of `hook stop`: stdin in, decision out. Throws nothing it can avoid. */
export async function runStopHook(
  options: StopHookOptions,
): Promise<{ input: PayloadResult; outcome: Outcome }> {
  const stdin = await readStdin();
  const input: PayloadResult = stdin.overCap
    ? { ok: false, problem: "stdin carried more than the 8 MiB a payload may have" }
    : parseStopPayload(stdin.text);
  const context = { bundledDirective: options.bundledDirective, scanDeadline: HOOK_BUDGET_MS };
  return { input, outcome: (await evaluate(input, context)).outcome };
}
