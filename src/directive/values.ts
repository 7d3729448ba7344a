import { resolve } from "node:path";
import type { BoulderWork } from "../boulder/work.js";
import { ledgerPath } from "../fs/omo-paths.js";
import { pathWithin } from "../fs/paths.js";
import { shellQuote, workCompleteCommand } from "../install/hook-command.js";
import { PACKAGE_NAME } from "../names.js";
import { type Checklist, nextTaskLabel } from "../plan/checklist.js";
import { neutraliseStamps } from "../rollout/chain-stamp.js";
import { printable } from "../text/printable.js";
import { capped, cutUtf8 } from "../text/utf8-cut.js";
import type { InstallFact } from "./fact.js";
import { CODEX_FULL_VIEW_BYTES, PATH_CAP, REASON_CAP_BYTES, VALUE_CAPS } from "./limits.js";
import { type DirectiveValues, renderDirective, valuesFor } from "./render.js";

export interface ValueSources {
  readonly root: string;
  readonly boulderPath: string;
  readonly planPath: string;
  readonly work: BoulderWork;
  readonly checklist: Checklist;
  readonly sessionKey: string;
  readonly install: InstallFact;
}

/**
 * A value made printable, within its cap. It is cut first, a little past the cap (an escape only
 * lengthens text, and whether a joiner is kept depends on the character after it), so that a plan
 * whose task label is megabytes of hidden characters costs no more than a short one.
 */
function shown(text: string, cap: number): string {
  return capped(printable(cutUtf8(text, cap + 8)), cap);
}

function worktreeBlock(root: string, work: BoulderWork): string {
  if (work.worktreePath === undefined) return "";
  const path = shown(pathWithin(resolve(root, work.worktreePath), root, PATH_CAP), PATH_CAP);
  return `- Worktree: \`${path}\` (every edit and command of this work happens inside it; the main checkout is read-only context)`;
}

// Step 3 of the directive: the skill when this install ships it, and never a skill the model cannot open.
const SKILL_STEPS = {
  shipped: "Follow the `ulw-execute` skill in full; re-read its SKILL.md when it is out of view.",
  absent: "Apply every step, rule and gate of this directive in full.",
};

/** The command that completes the work in this install, whole: past its cap, the package's own name. */
function completeCommand(cli: string, session: string): string {
  const command = workCompleteCommand(cli, session);
  return Buffer.byteLength(command) <= VALUE_CAPS.COMPLETE_COMMAND
    ? command
    : `${PACKAGE_NAME} work complete --session ${shellQuote(session)}`;
}

/**
 * The placeholder values for one decision, each well-formed and within its cap. Names and paths come
 * from files and the boulder, so each value is made printable: a line break or a terminal escape in a
 * plan's name reaches the model as a visible escape, never as a line of its own.
 */
export function directiveValues(sources: ValueSources): DirectiveValues {
  const { checklist, root, work, install } = sources;
  const raw: DirectiveValues = {
    PLAN_NAME: work.planName,
    PLAN_PATH: pathWithin(sources.planPath, root, VALUE_CAPS.PLAN_PATH),
    BOULDER_PATH: pathWithin(sources.boulderPath, root, VALUE_CAPS.BOULDER_PATH),
    REMAINING_COUNT: String(checklist.remaining),
    TOTAL_COUNT: String(checklist.total),
    NEXT_TASK_LABEL: nextTaskLabel(checklist),
    WORKTREE_BLOCK: worktreeBlock(root, work),
    LEDGER_PATH: pathWithin(ledgerPath(root), root, VALUE_CAPS.LEDGER_PATH),
    SESSION_ID: sources.sessionKey,
    COMPLETE_COMMAND: completeCommand(install.cli, sources.sessionKey),
    SKILL_STEP: install.skill ? SKILL_STEPS.shipped : SKILL_STEPS.absent,
  };
  return valuesFor((name) => shown(raw[name], VALUE_CAPS[name]));
}

export interface Reason {
  readonly text: string;
  readonly bytes: number;
  /** Set when Codex will show the model only a head and a tail of it. */
  readonly overFullView: boolean;
  /** Set when the rendered template was cut at REASON_CAP_BYTES. */
  readonly cut: boolean;
  /** Set when the template rendered to nothing but white space (the suffix aside). */
  readonly blank: boolean;
}

/**
 * The block reason: the rendered template, then `suffix` (chain mode's stamp), which the hook adds
 * itself so that no template can drop it. The rendered text is neutralised first (any stamp-shaped
 * text in the template or a value has its `[` encoded), so the only stamp a reason can hold is the
 * suffix. Without a suffix the reason is the rendered (and neutralised) template exactly;
 * with one, the template is trimmed at its end and the suffix follows a blank line. The template is
 * cut so that the whole reason, suffix included, stays within REASON_CAP_BYTES.
 */
export function composeReason(template: string, values: DirectiveValues, suffix: string): Reason {
  const full = neutraliseStamps(renderDirective(template, values));
  const rendered = suffix === "" ? full : full.trimEnd();
  const tail = suffix === "" ? "" : `\n\n${suffix}`;
  const body = cutUtf8(rendered, REASON_CAP_BYTES - Buffer.byteLength(tail));
  const text = `${body}${tail}`;
  const bytes = Buffer.byteLength(text);
  return {
    text,
    bytes,
    overFullView: bytes > CODEX_FULL_VIEW_BYTES,
    cut: body !== rendered,
    blank: body.trim() === "",
  };
}
