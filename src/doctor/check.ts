/** One line of doctor's verdict: what was checked, how it stands, and the next step when it is not ok. */
export interface Check {
  /** warning: the hook runs, but not quite as written (a value clamped to its ceiling). */
  readonly status: "ok" | "problem" | "warning" | "unknown";
  readonly what: string;
  /** The exact next step, for anything that is not ok. */
  readonly next?: string;
  /** A problem with which Codex still runs the Stop hook, only not as configured (a settings.json not used). */
  readonly hookRuns?: true;
}
