import type { WorkStatus } from "../boulder/work.js";
import type { DirectiveValues } from "../directive/render.js";
import { pathWithin } from "../fs/paths.js";
import { PACKAGE_NAME } from "../names.js";
import { printable } from "../text/printable.js";
import { cutUtf8 } from "../text/utf8-cut.js";

/**
 * What `hook session-start` hands the model after Codex compacted the context (or resumed the
 * session): the plan's state as it stands on disk and the few rules that matter until the Stop hook's
 * next directive. Codex adds it as a developer message right after the compaction, so it must be
 * short: never more than this, whatever the plan and boulder hold.
 */
export const PLAN_STATE_CAP_BYTES = 1200;

export type Resumption = "compact" | "resume";

export interface PlanState {
  readonly source: Resumption;
  /** The project root, against which a path too long to show whole is given. */
  readonly root: string;
  /** The Stop directive's own values for this work, each already within its cap (directiveValues). */
  readonly values: DirectiveValues;
  readonly completed: number;
  readonly status: WorkStatus;
}

/** The values the text shows, escaped: control characters made visible, so no value adds a line. */
interface Shown {
  readonly name: string;
  readonly planPath: string;
  readonly completed: string;
  readonly total: string;
  readonly next: string;
  readonly ledger: string;
  readonly worktree: string;
  readonly command: string;
}

const OPENINGS: Readonly<Record<Resumption, string>> = {
  compact: "Codex compacted the context",
  resume: "this session was resumed",
};

const rules = (command: string): string =>
  "Rules that matter: re-read the plan file and the ledger before acting. Verify a task, then tick its " +
  "box (`- [ ]` to `- [x]`) and append its evidence to the ledger. An external blocker only the user or " +
  "the outside world can clear: make `<ulw-execute-blocked-external>` the entire first line of your " +
  "answer, then state the blocker and what lets work resume; a bare marker is ignored. Every box " +
  `checked and the final gate passed: mark the work \`completed\` with \`${command}\`, never by hand.`;

function compose(shown: Shown, state: PlanState): string {
  const lines = [
    `${PACKAGE_NAME}: ${OPENINGS[state.source]}. The ULW plan as it stands on disk now (it outranks any summary):`,
    `- Plan: ${shown.name}, file \`${shown.planPath}\``,
    `- Progress: ${shown.completed} of ${shown.total} top-level tasks checked; next: ${shown.next}`,
    `- Work status: ${state.status}`,
    `- Ledger: \`${shown.ledger}\``,
    shown.worktree,
    rules(shown.command),
  ];
  return lines.filter((line) => line !== "").join("\n");
}

/**
 * Cuts the values so that together they take at most `budget` bytes: values shorter than an equal
 * share stay whole, and what they leave is shared equally among the longer ones.
 */
function withinBudget(values: Readonly<Record<string, string>>, budget: number): Record<string, string> {
  const entries = Object.entries(values).sort(([, a], [, b]) => Buffer.byteLength(a) - Buffer.byteLength(b));
  const fitted: Record<string, string> = {};
  let left = budget;
  for (const [rank, [key, value]] of entries.entries()) {
    const share = Math.floor(left / (entries.length - rank));
    const cut = Buffer.byteLength(value) <= share ? value : share < 4 ? "" : cutUtf8(value, share);
    fitted[key] = cut;
    left -= Buffer.byteLength(cut);
  }
  return fitted;
}

/** `shown` with the values `cut` holds in place of its own; the command is never cut. */
function withCut(shown: Shown, cut: Readonly<Record<string, string>>): Shown {
  return {
    name: cut.name ?? shown.name,
    planPath: cut.planPath ?? shown.planPath,
    completed: cut.completed ?? shown.completed,
    total: cut.total ?? shown.total,
    next: cut.next ?? shown.next,
    ledger: cut.ledger ?? shown.ledger,
    worktree: cut.worktree ?? shown.worktree,
    command: shown.command,
  };
}

/**
 * The plan state, at most PLAN_STATE_CAP_BYTES of UTF-8, one value per line and no raw control
 * character. The plan's name and next task are cut first; a path the model must open stays whole, as
 * it is or else relative to the project root, and is cut only when even that does not fit.
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
    if (rest >= 0)
      return compose(withCut(whole, withinBudget({ name: whole.name, next: whole.next }, rest)), state);
  }
  const { command: _whole, ...cuttable } = relative;
  const empty = withCut(relative, withinBudget(cuttable, 0));
  // Measured without the worktree line, which then takes its line break from the budget too.
  const fixed = Buffer.byteLength(compose(empty, state)) + (shown.worktree === "" ? 0 : 1);
  return compose(withCut(relative, withinBudget(cuttable, PLAN_STATE_CAP_BYTES - fixed)), state);
}
