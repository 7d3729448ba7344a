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
  // The mode as decided (flags, then settings.json): known once the decision got that far.
  const chained = outcome?.evidence.mode?.mode.chain ?? (hook.ok && hook.options.chain);
  const chain = chained ? { chain: true } : {};
  const step = outcome?.kind === "continue" ? { step: outcome.step } : {};
  const compacted = outcome?.kind === "continue" && outcome.compacted ? { compacted: true } : {};
  appendRunLog(process.env.ULW_CONTINUATION_LOG, input, outcome, { ...chain, ...step, ...compacted });
}

/** `hook stop` and `hook subagent-stop`, under the hook guard (guard.ts). */
export function runHook(name: HookName, bundledDirective: string, args: readonly string[]): Promise<never> {
  return runGuarded(() => stopHook(name, bundledDirective, args));
}
