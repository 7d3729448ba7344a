/** Past this, whatever is still pending (a stdin that never closes, say) is abandoned: exit 0, silent. */
export const HARD_EXIT_MS = 3000;

function exitQuietly(): never {
  process.exit(0);
}

/**
 * Runs a hook the way Codex needs it, and every hook entry runs under it: exit 0 always, stdout empty
 * or one JSON line (the hook's own business), stderr untouched. Any failure, even an unexpected one (an
 * exception, a rejected promise, a stdin that never closes), means silence: a broken hook must never
 * stop a Codex session. The hook returns (or throws) when it is done; the process then exits.
 */
export async function runGuarded(hook: () => Promise<void>): Promise<never> {
  process.on("uncaughtException", exitQuietly);
  process.on("unhandledRejection", exitQuietly);
  setTimeout(exitQuietly, HARD_EXIT_MS).unref();
  try {
    await hook();
  } catch {
    // Silent by design (see above).
  }
  return exitQuietly();
}
