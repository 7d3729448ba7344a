import { decide } from "../decision/decide.js";
import type { Outcome } from "../decision/outcome.js";
import { personLine } from "../decision/person-line.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { parseHookOptions } from "../settings/flags.js";
import { diskReaders } from "./disk.js";
import { writeStdout } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { appendLogEntry } from "./run-log.js";
import { payloadFrom, readStdin } from "./stdin.js";

/** The answer: a block with the directive, and beside it or alone the person's line; else nothing. */
export function outputFor(outcome: Outcome, line: string | undefined): string {
  const message = line === undefined ? {} : { systemMessage: line };
  if (outcome.kind === "continue")
    return `${JSON.stringify({ decision: "block", reason: outcome.directive, ...message })}\n`;
  return line === undefined ? "" : `${JSON.stringify(message)}\n`;
}

/** The imperative shell of `hook stop`, in one direction: stdin, the decision, stdout, the run log. */
async function stopHook(bundledDirective: string, args: readonly string[]): Promise<void> {
  const hook = parseHookOptions(args);
  let input: PayloadResult | undefined;
  let outcome: Outcome | undefined;
  let line: string | undefined;
  try {
    input = payloadFrom(await readStdin());
    const read = diskReaders(bundledDirective);
    outcome = await decide(input, hook, read);
    line = personLine(outcome, read.facts);
    writeStdout(outputFor(outcome, line));
  } finally {
    // ULW_CONTINUATION_LOG=<file> (relative to the session's cwd) gets what it decided and why, only what
    // is there (no `false`s). No outcome means an unexpected failure (the guard keeps it silent): the line
    // says internal-error, and the flags the mode.
    const payload = input?.ok === true ? input.payload : undefined;
    const sent = outcome?.kind === "continue" ? outcome : undefined;
    appendLogEntry({
      session: payload?.sessionId ?? null,
      turn: payload?.turnId ?? null,
      cwd: payload?.cwd ?? null,
      decision: sent === undefined ? "silent" : "block",
      reason: outcome?.reason ?? "internal-error",
      ...((outcome?.chain ?? (hook.ok && hook.options.chain)) ? { chain: true } : {}),
      ...(sent === undefined
        ? {}
        : {
            step: sent.step,
            ...(sent.compacted ? { compacted: true } : {}),
            template: sent.template,
            bytes: sent.size.bytes,
          }),
      // What the person was shown (Codex's systemMessage), when anything.
      ...(line === undefined ? {} : { message: line }),
    });
  }
}

/** `hook stop`, and `hook subagent-stop`: deliberately a no-op, as sub-agents are never driven by the plan. */
export function runStopHook(
  name: "stop" | "subagent-stop",
  bundledDirective: string,
  args: readonly string[],
): Promise<never> {
  return runGuarded(async () => {
    if (name === "stop") await stopHook(bundledDirective, args);
    else await readStdin();
  });
}
