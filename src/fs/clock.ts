// Milliseconds since the process started. process.uptime() is already loaded, where the `performance`
// global loads perf_hooks on first use: about 2 % of a bare `node` start, paid at every Codex turn.
export function msSinceStart(): number {
  return process.uptime() * 1000;
}
