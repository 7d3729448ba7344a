/** Past this, whatever is still pending (a stdin that never closes, say) is abandoned: exit 0, silent. */
const HARD_EXIT_MS = 3000;

function exitQuietly(): never {
  process.exit(0);
}

/** Every hook runs under this: exit 0, stderr untouched; any failure is silence, never a stopped session. */
export async function runGuarded(hook: () => Promise<void>): Promise<never> {
  process.on("uncaughtException", exitQuietly);
  process.on("unhandledRejection", exitQuietly);
  // A timeout V8 keeps itself, which holds no process open, like an unref'd timer: setTimeout would
  // compile Node's timer code at every start (about 1.4 M instructions, a quarter of case 1's margin).
  const timeout = Atomics.waitAsync(new Int32Array(new SharedArrayBuffer(4)), 0, 0, HARD_EXIT_MS);
  if (timeout.async) void timeout.value.then(exitQuietly);
  try {
    await hook();
  } catch {
    // Silent by design (see above).
  }
  return exitQuietly();
}
