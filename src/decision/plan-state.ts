import type { WorkStatus } from "../boulder/work.js";
import type { DirectiveValues } from "../directive/render.js";
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
}

const OPENINGS: Readonly<Record<Resumption, string>> = {
  compact: "Codex compacted the context",
  resume: "this session was resumed",
};

const RULES =
  "Rules that matter: re-read the plan file and the ledger before acting. Verify a task, then tick its " +
  "box (`- [ ]` to `- [x]`) and append its evidence to the ledger. An external blocker only the user or " +
  "the outside world can clear: make `<ulw-execute-blocked-external>` the entire first line of your " +
  "answer, then state the blocker and what lets work resume; a bare marker is ignored. Every box " +
  "checked and the final gate passed: mark the work `completed` with `work complete`, never by hand.";

function compose(shown: Shown, state: PlanState): string {
  const lines = [
    `${PACKAGE_NAME}: ${OPENINGS[state.source]}. The ULW plan as it stands on disk now (it outranks any summary):`,
    `- Plan: ${shown.name}, file \`${shown.planPath}\``,
    `- Progress: ${shown.completed} of ${shown.total} top-level tasks checked; next: ${shown.next}`,
    `- Work status: ${state.status}`,
    `- Ledger: \`${shown.ledger}\``,
    shown.worktree,
    RULES,
  ];
  return lines.filter((line) => line !== "").join("\n");
}

/**
 * Cuts the values so that together they take at most `budget` bytes: values shorter than an equal
 * share stay whole, and what they leave is shared equally among the longer ones.
 */
function withinBudget(shown: Shown, budget: number): Shown {
  const entries = Object.entries(shown).sort(([, a], [, b]) => Buffer.byteLength(a) - Buffer.byteLength(b));
  const fitted: Record<string, string> = {};
  let left = budget;
  for (const [rank, [key, value]] of entries.entries()) {
    const share = Math.floor(left / (entries.length - rank));
    const cut = Buffer.byteLength(value) <= share ? value : share < 4 ? "" : cutUtf8(value, share);
    fitted[key] = cut;
    left -= Buffer.byteLength(cut);
  }
  const get = (key: keyof Shown): string => fitted[key] ?? "";
  return {
    name: get("name"),
    planPath: get("planPath"),
    completed: get("completed"),
    total: get("total"),
    next: get("next"),
    ledger: get("ledger"),
    worktree: get("worktree"),
  };
}

/** The plan state, at most PLAN_STATE_CAP_BYTES of UTF-8, one value per line and no raw control character. */
export function planStateText(state: PlanState): string {
  const { values } = state;
  const shown: Shown = {
    name: printable(values.PLAN_NAME),
    planPath: printable(values.PLAN_PATH),
    completed: String(state.completed),
    total: printable(values.TOTAL_COUNT),
    next: printable(values.NEXT_TASK_LABEL),
    ledger: printable(values.LEDGER_PATH),
    worktree: printable(values.WORKTREE_BLOCK),
  };
  const empty: Shown = {
    name: "",
    planPath: "",
    completed: "",
    total: "",
    next: "",
    ledger: "",
    worktree: "",
  };
  // Measured without the worktree line, which then takes its line break from the budget too.
  const fixed = Buffer.byteLength(compose(empty, state)) + (shown.worktree === "" ? 0 : 1);
  return compose(withinBudget(shown, PLAN_STATE_CAP_BYTES - fixed), state);
}
