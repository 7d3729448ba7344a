import type { Outcome } from "../decision/outcome.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { writeStdout } from "./fd-write.js";
import { runGuarded } from "./guard.js";
import { parseHookOptions } from "./options.js";
import { appendRunLog } from "./run-log.js";
import { readStdin } from "./stdin.js";
import { outputFor, readStopPayload, runStopHook } from "./stop-command.js";

export type HookName = "stop" | "subagent-stop";

async function stopHook(name: HookName, bundledDirective: string, args: readonly string[]): Promise<void> {
  let input: PayloadResult | undefined;
  let outcome: Outcome | undefined;
  const hook = parseHookOptions(args);
  try {
    if (name === "subagent-stop") {
      // Deliberately a no-op channel: sub-agents are never driven by the root plan.
      await readStdin();
      return;
    }
    input = await readStopPayload();
    outcome = await runStopHook(input, { bundledDirective, hook });
    writeStdout(outputFor(outcome));
  } catch {
    // Silent by design (see guard.ts); the run log, when on, says it happened (internal-error).
  }
  // The outcome carries the mode it was decided in; the flags count only when there is none.
  appendRunLog(process.env.ULW_CONTINUATION_LOG, input, outcome, hook.ok && hook.options.chain);
}

/** `hook stop` and `hook subagent-stop`, under the hook guard (guard.ts). */
export function runHook(name: HookName, bundledDirective: string, args: readonly string[]): Promise<never> {
  return runGuarded(() => stopHook(name, bundledDirective, args));
}
