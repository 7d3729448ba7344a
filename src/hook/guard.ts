/** Past this, whatever is still pending (a stdin that never closes, say) is abandoned: exit 0, silent. */
const HARD_EXIT_MS = 3000;

function exitQuietly(): never {
  process.exit(0);
}

/** Every hook runs under this: exit 0, stderr untouched; any failure is silence, never a stopped session. */
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
