import type { WorkStatus } from "../boulder/work.js";
import type { DirectiveValues } from "../directive/render.js";
import { pathWithin } from "../fs/paths.js";
import { PACKAGE_NAME } from "../names.js";
import { printable } from "../text/printable.js";
import { cutUtf8 } from "../text/utf8-cut.js";

/**
 * The plan's state `hook session-start` hands the model after a compaction or a resume, until the Stop
 * hook's next directive. Codex adds it right after the compaction, so it must be short: never more than this.
 */
export const PLAN_STATE_CAP_BYTES = 1200;

export interface PlanState {
  readonly source: "compact" | "resume";
  /** The project root, against which a path too long to show whole is given. */
  readonly root: string;
  /** The Stop directive's own values for this work, each already within its cap (directiveValues). */
  readonly values: DirectiveValues;
  readonly completed: number;
  readonly status: WorkStatus;
}

/** What the text shows that may be cut: all but the command. */
const CUTTABLE = ["name", "planPath", "completed", "total", "next", "ledger", "worktree"] as const;
/** The values the text shows, escaped: control characters made visible, so no value adds a line. */
type Shown = Readonly<Record<(typeof CUTTABLE)[number] | "command", string>>;

const rules = (command: string): string =>
  "Rules that matter: re-read the plan file and the ledger before acting. Verify a task, then tick its " +
  "box (`- [ ]` to `- [x]`) and append its evidence to the ledger. An external blocker only the user or " +
  "the outside world can clear: make `<ulw-execute-blocked-external>` the entire first line of your " +
  "answer, then state the blocker and what lets work resume; a bare marker is ignored. Every box " +
  `checked and the final gate passed: mark the work \`completed\` with \`${command}\`, never by hand.`;

function compose(shown: Shown, state: PlanState): string {
  const what = state.source === "compact" ? "Codex compacted the context" : "this session was resumed";
  const lines = [
    `${PACKAGE_NAME}: ${what}. The ULW plan as it stands on disk now (it outranks any summary):`,
    `- Plan: ${shown.name}, file \`${shown.planPath}\``,
    `- Progress: ${shown.completed} of ${shown.total} top-level tasks checked; next: ${shown.next}`,
    `- Work status: ${state.status}`,
    `- Ledger: \`${shown.ledger}\``,
    shown.worktree,
    rules(shown.command),
  ];
  return lines.filter((line) => line !== "").join("\n");
}

/** `shown` with its `keys` cut to `budget` bytes together: the short stay whole, the long share the rest. */
function withinBudget(shown: Shown, keys: readonly (keyof Shown)[], budget: number): Shown {
  const sorted = [...keys].sort((a, b) => Buffer.byteLength(shown[a]) - Buffer.byteLength(shown[b]));
  const fitted: Record<keyof Shown, string> = { ...shown };
  let left = budget;
  for (const [rank, key] of sorted.entries()) {
    const value = shown[key];
    const share = Math.floor(left / (sorted.length - rank));
    const cut = Buffer.byteLength(value) <= share ? value : share < 4 ? "" : cutUtf8(value, share);
    fitted[key] = cut;
    left -= Buffer.byteLength(cut);
  }
  return fitted;
}

/**
 * The plan state within PLAN_STATE_CAP_BYTES. The plan's name and next task are cut first; a path the
 * model must open stays whole, or relative to the root, and is cut only when even that does not fit.
 */
export function planStateText(state: PlanState): string {
  const { values, root } = state;
  const shown: Shown = {
    name: printable(values.PLAN_NAME),
    planPath: printable(values.PLAN_PATH),
    completed: String(state.completed),
    total: printable(values.TOTAL_COUNT),
    next: printable(values.NEXT_TASK_LABEL),
    ledger: printable(values.LEDGER_PATH),
    worktree: printable(values.WORKTREE_BLOCK),
    command: values.COMPLETE_COMMAND,
  };
  const relative = {
    ...shown,
    planPath: pathWithin(shown.planPath, root, 0),
    ledger: pathWithin(shown.ledger, root, 0),
  };
  for (const whole of [shown, relative]) {
    const rest = PLAN_STATE_CAP_BYTES - Buffer.byteLength(compose({ ...whole, name: "", next: "" }, state));
    if (rest >= 0) return compose(withinBudget(whole, ["name", "next"], rest), state);
  }
  const empty = withinBudget(relative, CUTTABLE, 0);
  // Measured without the worktree line, which then takes its line break from the budget too.
  const fixed = Buffer.byteLength(compose(empty, state)) + (shown.worktree === "" ? 0 : 1);
  return compose(withinBudget(relative, CUTTABLE, PLAN_STATE_CAP_BYTES - fixed), state);
}
