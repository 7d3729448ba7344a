/** How long one real-Codex runner may take; sized for the slowest release measured (the plugin scenario took about 40 s on 0.131 to 0.165). */
export const RUNNER_TIMEOUT_MS = 170_000;
