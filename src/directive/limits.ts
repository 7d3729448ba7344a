/**
 * Codex shows the model a Stop reason of up to about 2,500 tokens whole, a longer one as head and tail. The
 * bundled directive stays under this with the longest values; a larger override is sent, and `explain` warns.
 */
export const CODEX_FULL_VIEW_BYTES = 9600;
/** No reason is ever longer than this, whatever a template or its values hold. */
export const REASON_CAP_BYTES = 64 * 1024;

/** The most UTF-8 bytes a value takes: longer ones end in "…" (paths go relative first, see values.ts). */
export const VALUE_CAPS = {
  PLAN_NAME: 160,
  PLAN_PATH: 400,
  BOULDER_PATH: 400,
  REMAINING_COUNT: 16,
  TOTAL_COUNT: 16,
  // Short: the label gives way first, so that the paths and the command fit whole.
  NEXT_TASK_LABEL: 128,
  // The worktree line: its path is capped like the others, plus the line's own words.
  WORKTREE_BLOCK: 560,
  LEDGER_PATH: 400,
  SESSION_ID: 128,
  COMPLETE_COMMAND: 240,
  SKILL_STEP: 100,
} as const;
export const PATH_CAP = 400;
