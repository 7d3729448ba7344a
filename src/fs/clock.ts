/**
 * Milliseconds since the process started, as `performance.now()` counts them. The `performance`
 * global loads Node's perf_hooks on first use, about 2 % of a bare `node` start in instructions
 * (measured with callgrind), which the hook pays at the end of every Codex turn; process.uptime() is
 * already there.
 */
export function msSinceStart(): number {
  return process.uptime() * 1000;
}
