/** Codes both hooks give, meaning the same in each: both find the work and plan by work.ts's rules. */
export const WORK_REASONS = {
  "no-boulder": "no .omo/boulder.json in the session's directory or any parent",
  "boulder-unreadable": "boulder.json exists but could not be read or parsed",
  "no-work-for-session": "no valid work in boulder.json belongs to this Codex session",
  "work-not-continuable": "this session's work is not active or paused",
  "plan-unreadable": "the work's plan file is missing or could not be read",
  "plan-ambiguous": "the plan file is missing and several files under the plan folders have its name",
  "empty-checklist": "the plan has no top-level checklist to work through",
} as const;

const INTERNAL_ERROR = "an unexpected error occurred; the hook stays silent rather than disturb Codex";

/** Every outcome's code; stable: explain --json prints them, the log records them, the README lists them. */
export const SILENT_REASONS = {
  "invalid-hook-arguments": "the registered command passes flags `hook stop` does not take (see doctor)",
  "invalid-payload": "the Stop payload on stdin is not a valid Codex Stop payload",
  "subagent-stop": "the event is SubagentStop; sub-agents are never continued",
  "stop-hook-active": "Codex is already continuing because of a Stop hook (stop_hook_active is true)",
  "automatic-turn":
    "Codex started this turn by itself (a goal turn) after a Stop hook already continued the human prompt",
  "chain-unsupported":
    "chain mode needs the turn_id Codex sends from 0.117 on; this Codex gets one continuation per prompt",
  "external-blocker": "the agent declared an external blocker with the marker protocol",
  "work-paused":
    "chain mode: the work is paused (`$ulw-execute pause`, `work pause`); plain mode continues it once a prompt, as the seeds say",
  "prompt-not-found":
    "the transcript was read back as far as the hook reads without reaching the human prompt, and holds no limits of this hook's: what the person asked for is unknown",
  "person-stopped":
    "the human prompt is the person's `$ulw-execute pause` or `abandon`: no continuation for the rest of it",
  "context-pressure": "the transcript shows the context window is under pressure",
  "transcript-scan-timeout": "the transcript could not be scanned within the hook's time budget",
  "directive-unreadable": "the directive template could not be read",
  "no-start-count":
    "chain mode: the session had no continuable work as the human prompt began (no `open=N` stamp), so it gets plain mode's one continuation",
  "no-progress":
    "chain mode: no fewer boxes are open than at an earlier continuation of the prompt, and patience ran out",
  "chain-limit": "chain mode: this prompt had as many continuations as --max-chain allows",
  "token-budget": "chain mode: the prompt spent as many tokens as --max-tokens allows",
  "time-budget": "chain mode: the prompt has run as many minutes as --max-minutes allows",
  "goal-end-sent":
    "under a Codex goal: this hook's one goal-end text was sent in this goal already, so it stays silent for the rest of it",
  ...WORK_REASONS,
  "internal-error": INTERNAL_ERROR,
} as const;

export const CONTINUE_REASONS = {
  "work-remaining": "unchecked top-level tasks remain in the plan",
  "final-gate-pending": "every task is checked but the work is not marked completed: the final gate is due",
  "goal-complete":
    "under a Codex goal: the plan is finished and its work completed; the goal's one goal-end text asks the model to end the goal with update_goal",
  "goal-stalled":
    "chain mode under a Codex goal: the chain ended for lack of progress; the goal's one goal-end text asks for the next box or a declared blocker and update_goal blocked",
} as const;

export type SilentReason = keyof typeof SILENT_REASONS;
export type ContinueReason = keyof typeof CONTINUE_REASONS;

export const SESSION_START_SILENT_REASONS = {
  "invalid-payload": "stdin is not a valid Codex SessionStart payload",
  "fresh-context":
    "the source is startup or clear: the model starts without a summary, and the Stop hook's directive carries the plan",
  "other-source": "the source is neither compact nor resume (fork, or one this package does not know)",
  ...WORK_REASONS,
  "internal-error": INTERNAL_ERROR,
} as const;

export const SESSION_START_CONTEXT_REASONS = {
  "plan-state":
    "after a compaction or a resume, the model is given the plan's state and the rules that matter",
} as const;

export type WorkReason = keyof typeof WORK_REASONS;
export type SessionStartSilentReason = keyof typeof SESSION_START_SILENT_REASONS;
export type SessionStartContextReason = keyof typeof SESSION_START_CONTEXT_REASONS;
