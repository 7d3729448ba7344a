import type { Outcome } from "../decision/outcome.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { parseHookOptions } from "../settings/flags.js";
import { writeStdout } from "./fd-write.js";
import { appendRunLog } from "./run-log.js";
import { readStdin } from "./stdin.js";
import { outputFor, readStopPayload, runStopHook } from "./stop-command.js";

export type HookName = "stop" | "subagent-stop";

// Past this, whatever is still pending (a stdin that never closes, say) is abandoned: exit 0, silent.
export const HARD_EXIT_MS = 3000;

export function exitQuietly(): never {
  process.exit(0);
}

/**
 * Runs a hook the way Codex needs it: exit 0 always, stdout empty or one JSON line, stderr untouched.
 * Any failure, even an unexpected one, means silence; a broken hook must never stop a Codex session.
 */
export async function runHook(
  name: HookName,
  bundledDirective: string,
  args: readonly string[],
): Promise<never> {
  process.on("uncaughtException", exitQuietly);
  process.on("unhandledRejection", exitQuietly);
  setTimeout(exitQuietly, HARD_EXIT_MS).unref();
  let input: PayloadResult | undefined;
  let outcome: Outcome | undefined;
  const hook = parseHookOptions(args);
  try {
    if (name === "subagent-stop") {
      // Deliberately a no-op channel: sub-agents are never driven by the root plan.
      await readStdin();
      return exitQuietly();
    }
    input = await readStopPayload();
    outcome = await runStopHook(input, { bundledDirective, hook });
    writeStdout(outputFor(outcome));
  } catch {
    // Silent by design (see above); the run log, when on, says it happened (internal-error).
  }
  // The mode as decided (flags, then settings.json): known once the decision got that far.
  const chained = outcome?.evidence.mode?.mode.chain ?? (hook.ok && hook.options.chain);
  const chain = chained ? { chain: true } : {};
  const step = outcome?.kind === "continue" ? { step: outcome.step } : {};
  const compacted = outcome?.kind === "continue" && outcome.compacted ? { compacted: true } : {};
  const sent = outcome?.kind === "continue" ? { template: outcome.template, bytes: outcome.size.bytes } : {};
  appendRunLog(process.env.ULW_CONTINUATION_LOG, input, outcome, {
    ...chain,
    ...step,
    ...compacted,
    ...sent,
  });
  return exitQuietly();
}
