/**
 * Every outcome of `hook session-start` carries one of these codes; the run log records them. Codes
 * the Stop hook also gives (src/decision/reasons.ts) mean the same thing here: the two hooks find the
 * session's work by the same rules.
 */
export const SESSION_START_SILENT_REASONS = {
  "invalid-payload": "stdin is not a valid Codex SessionStart payload",
  "fresh-context":
    "the source is startup or clear: the model starts without a summary, and the Stop hook's directive carries the plan",
  "other-source": "the source is neither compact nor resume (fork, or one this package does not know)",
  "no-boulder": "no .omo/boulder.json in the session's directory or any parent",
  "boulder-unreadable": "boulder.json exists but could not be read or parsed",
  "no-work-for-session": "no valid work in boulder.json belongs to this Codex session",
  "work-not-continuable": "this session's work is not active or paused",
  "plan-unreadable": "the work's plan file is missing or could not be read",
  "plan-ambiguous": "the plan file is missing and several files under the plan folders have its name",
  "empty-checklist": "the plan has no top-level checklist to work through",
  "internal-error": "an unexpected error occurred; the hook stays silent rather than disturb Codex",
} as const;

export const SESSION_START_CONTEXT_REASONS = {
  "plan-state":
    "after a compaction or a resume, the model is given the plan's state and the rules that matter",
} as const;

export type SessionStartSilentReason = keyof typeof SESSION_START_SILENT_REASONS;
export type SessionStartContextReason = keyof typeof SESSION_START_CONTEXT_REASONS;
