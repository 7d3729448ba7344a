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
import { type DirectiveValues, type Placeholder, renderDirective, valuesFor } from "./render.js";

/** Printable within its cap; cut a little past it first (escapes only lengthen): megabytes cost nothing. */
function shown(text: string, cap: number): string {
  return capped(printable(cutUtf8(text, cap + 8)), cap);
}

function worktreeBlock(root: string, work: BoulderWork): string {
  if (work.worktreePath === undefined) return "";
  const path = shown(pathWithin(resolve(root, work.worktreePath), root, PATH_CAP), PATH_CAP);
  return `- Worktree: \`${path}\` (every edit and command of this work happens inside it; the main checkout is read-only context)`;
}

/** The command that completes the work in this install, whole: past its cap, the package's own name. */
function completeCommand(cli: string, session: string): string {
  const command = workCompleteCommand(cli, session);
  return Buffer.byteLength(command) <= VALUE_CAPS.COMPLETE_COMMAND
    ? command
    : `${PACKAGE_NAME} work complete --session ${shellQuote(session)}`;
}

/** The values of one decision, each within its cap and printable: a line break in a name makes no line. */
export function directiveValues(
  { root, path: boulderPath }: { readonly root: string; readonly path: string },
  { path: planPath, checklist }: { readonly path: string; readonly checklist: Checklist },
  work: BoulderWork,
  sessionKey: string,
  install: InstallFact,
): DirectiveValues {
  const raw: DirectiveValues = {
    PLAN_NAME: work.planName,
    PLAN_PATH: pathWithin(planPath, root, VALUE_CAPS.PLAN_PATH),
    BOULDER_PATH: pathWithin(boulderPath, root, VALUE_CAPS.BOULDER_PATH),
    REMAINING_COUNT: String(checklist.remaining),
    TOTAL_COUNT: String(checklist.total),
    NEXT_TASK_LABEL: nextTaskLabel(checklist),
    WORKTREE_BLOCK: worktreeBlock(root, work),
    LEDGER_PATH: pathWithin(ledgerPath(root), root, VALUE_CAPS.LEDGER_PATH),
    SESSION_ID: sessionKey,
    COMPLETE_COMMAND: completeCommand(install.cli, sessionKey),
    // Step 3 of the directive: the skill when this install ships it, never one the model cannot open.
    SKILL_STEP: install.skill
      ? "Follow the `ulw-execute` skill in full; re-read its SKILL.md when it is out of view."
      : "Apply every step, rule and gate of this directive in full.",
  };
  return valuesFor((name) => shown(raw[name], VALUE_CAPS[name]));
}

/** A text to the model, measured: `overFullView` when Codex shows it only head and tail, `cut` at REASON_CAP_BYTES. */
export function sizeOf(text: string, cut: boolean) {
  const bytes = Buffer.byteLength(text);
  return { bytes, overFullView: bytes > CODEX_FULL_VIEW_BYTES, cut };
}
export type ReasonSize = Readonly<ReturnType<typeof sizeOf>>;

/**
 * The rendered template, neutralised so that the only stamp it holds is `suffix` (chain mode's, added here
 * so no template can drop it) after a blank line; cut so the whole stays within REASON_CAP_BYTES. `blank`
 * when it rendered to nothing but white space (the suffix aside).
 */
export function composeReason(template: string, values: DirectiveValues, suffix: string) {
  const full = neutraliseStamps(renderDirective(template, values));
  const rendered = suffix === "" ? full : full.trimEnd();
  const tail = suffix === "" ? "" : `\n\n${suffix}`;
  const body = cutUtf8(rendered, REASON_CAP_BYTES - Buffer.byteLength(tail));
  const text = `${body}${tail}`;
  return { text, size: sizeOf(text, body !== rendered), blank: body.trim() === "" };
}

// Chain mode sends the full directive only on a prompt's first continuation, later ones the brief
// (directive-brief.md): Codex keeps every hook prompt across a compaction, so copies would fill the context.

/** The bundled brief, stamp and compaction note included, renders to at most this with the longest values. */
export const BRIEF_MAX_BYTES = 1750;

/** Tighter than VALUE_CAPS, to stay within BRIEF_MAX_BYTES beside the longest stamp (counts: 8 digits). */
export const BRIEF_VALUE_CAPS: Readonly<Record<Placeholder, number>> = {
  ...VALUE_CAPS,
  PLAN_NAME: 40,
  PLAN_PATH: 160,
  REMAINING_COUNT: 10,
  TOTAL_COUNT: 10,
  NEXT_TASK_LABEL: 80,
};

/** The values the brief inserts: the directive's, cut again to the brief's caps, the plan's path made relative. */
export function briefValues(values: DirectiveValues, root: string): DirectiveValues {
  const path = pathWithin(values.PLAN_PATH, root, BRIEF_VALUE_CAPS.PLAN_PATH);
  return valuesFor((name) => capped(name === "PLAN_PATH" ? path : values[name], BRIEF_VALUE_CAPS[name]));
}
