import { pathWithin } from "../fs/paths.js";
import { capped } from "../text/utf8-cut.js";
import { VALUE_CAPS } from "./limits.js";
import { type DirectiveValues, type Placeholder, valuesFor } from "./render.js";

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
  const { PLAN_PATH: cap } = BRIEF_VALUE_CAPS;
  const path = pathWithin(values.PLAN_PATH, root, cap);
  return valuesFor((name) => capped(name === "PLAN_PATH" ? path : values[name], BRIEF_VALUE_CAPS[name]));
}
