import { PACKAGE_NAME } from "../names.js";
import type { Mode } from "../settings/settings.js";
import { regexpLiteral } from "../text/regexp-literal.js";
import { cutUtf8, wellFormed } from "../text/utf8-cut.js";

/** The progress stamp ending every directive; without `<>&` in it, Codex's XML-escaped copy reads the same. */
export interface Stamp {
  /** Which continuation of this human prompt this directive is: 1 for the first. */
  readonly step: number;
  readonly done: number;
  readonly total: number;
  /** Continuations in a row, this one included, granted with no new box checked (not the first); else 0. */
  readonly idle: number;
  /** The Codex turn the continuation was sent in (a human prompt may span several goal turns). */
  readonly turn: string;
  /** The plan file, encoded and capped as written in the stamp. */
  readonly plan: string;
  /** The chain's limits as the prompt began (chain mode is implied), so a read cut short by its cap still finds them. */
  readonly limits?: Omit<Mode, "chain">;
}

const PREFIX = `[${PACKAGE_NAME} chain`;
/** A stamp as the hook writes it: the last line of its reason (in a message, `</hook_prompt>` may follow). */
const STAMP_AT_END = new RegExp(
  `(?:^|\\n)${regexpLiteral(PREFIX)} step=(?<step>\\d{1,9}) done=(?<done>\\d{1,9}) total=(?<total>\\d{1,9})(?: idle=(?<idle>\\d{1,9}))? turn=(?<turn>\\S*) plan=(?<plan>[^\\]\\s]*)(?: limits=(?<maxChain>\\d{1,3}),(?<patience>\\d{1,2}),(?<stop>[01]),(?<goalEnd>[01])(?:,(?<tokens>\\d{1,10}),(?<minutes>\\d{1,6}))?)?\\]\\s*(?:</hook_prompt>\\s*)?$`,
);
/** What could begin a stamp: neutralised wherever it appears in text the hook did not write itself. */
const STAMP_START = new RegExp(`\\[(?=${regexpLiteral(PACKAGE_NAME)})`, "gi");

/** Before the stamp on the first directive after a compaction: the model's memory is now a summary. */
export const COMPACTION_NOTE =
  "Codex compacted the context since the last continuation: re-read the plan file and the ledger before anything else.";

/** Percent-encodes what the stamp cannot hold raw: `%`, white space, controls, `<>&"[]`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what gets encoded.
const UNSAFE = /[%<>&"[\]\s\u0000-\u001f\u007f]/g;

/** A field as a stamp holds it: encoded, and cut without splitting a %XX sequence. */
function stamped(text: string, maxBytes: number): string {
  // wellFormed first: encodeURIComponent throws on half a surrogate pair.
  const encoded = wellFormed(text).replace(UNSAFE, (char) => encodeURIComponent(char));
  const cut = cutUtf8(encoded, maxBytes);
  if (cut === encoded) return encoded;
  return cut.slice(0, -1).replace(/%[0-9A-F]?$/, ""); // no ellipsis: the field is an identifier, not prose
}

/** The plan path as a stamp holds it: how two stamps (or a stamp and the current plan) are compared. */
export const stampedPlan = (planPath: string): string => stamped(planPath, 400);
export const stampedTurn = (turnId: string): string => stamped(turnId, 128);

export function formatStamp(
  stamp: Omit<Stamp, "plan" | "turn"> & { readonly planPath: string; readonly turnId: string },
): string {
  const { step, done, total, idle, limits } = stamp;
  const carried =
    limits === undefined
      ? ""
      : ` limits=${limits.maxChain},${limits.patience},${Number(limits.stopOnCompaction)},${Number(limits.goalEnd)},${limits.maxTokens},${limits.maxMinutes}`;
  return `${PREFIX} step=${step} done=${done} total=${total} idle=${idle} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}${carried}]`;
}

/** The stamp ending a hook's reason, as a list of none or one; the text before holds none (neutraliseStamps). */
export function readStamps(reason: string): Stamp[] {
  const found = STAMP_AT_END.exec(reason)?.groups;
  if (found === undefined) return [];
  const { step, done, total, idle, turn = "", plan = "", maxChain, patience, stop, goalEnd } = found;
  const limits = {
    maxChain: Number(maxChain),
    patience: Number(patience),
    stopOnCompaction: stop === "1",
    maxTokens: Number(found.tokens ?? 0),
    maxMinutes: Number(found.minutes ?? 0),
    goalEnd: goalEnd === "1",
  };
  const counts = { step: Number(step), done: Number(done), total: Number(total), idle: Number(idle ?? 0) };
  return [{ ...counts, ...(maxChain === undefined ? {} : { limits }), turn, plan }];
}

/** The stamp ending the hook's goal-end text: in a hook-prompt record, it says that text was already sent. */
export interface GoalEndStamp extends Pick<Stamp, "done" | "total" | "turn" | "plan"> {
  /** Why the hook wrote its one goal-end text of a goal: the plan was finished, or the chain stalled. */
  readonly kind: "complete" | "stalled";
}

const GOAL_END = new RegExp(
  `\\[${regexpLiteral(PACKAGE_NAME)} goal-end=(complete|stalled) done=(\\d{1,9}) total=(\\d{1,9}) turn=(\\S*) plan=([^\\]\\s]*)\\]`,
  "g",
);

export function formatGoalEndStamp(
  stamp: Omit<GoalEndStamp, "plan" | "turn"> & { readonly planPath: string; readonly turnId: string },
): string {
  const { kind, done, total } = stamp;
  return `[${PACKAGE_NAME} goal-end=${kind} done=${done} total=${total} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}]`;
}

/** The goal-end stamps in a text (a hook prompt), last one first. */
export function readGoalEndStamps(text: string): GoalEndStamp[] {
  const stamps: GoalEndStamp[] = [];
  for (const match of text.matchAll(GOAL_END)) {
    const [, kind, done, total, turn, plan] = match;
    if (kind !== "complete" && kind !== "stalled") continue;
    stamps.unshift({ kind, done: Number(done), total: Number(total), turn: turn ?? "", plan: plan ?? "" });
  }
  return stamps;
}

/** Percent-encodes every `[` that could begin a stamp: done to the directive before the hook's own stamp. */
export function neutraliseStamps(text: string): string {
  return text.replace(STAMP_START, "%5B");
}
