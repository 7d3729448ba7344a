import { dirname, join } from "node:path";
import { BRIEF_TEMPLATE_FILE } from "../fs/omo-paths.js";
import { pathWithin } from "../fs/paths.js";
import { capped } from "../text/utf8-cut.js";
import { VALUE_CAPS } from "./limits.js";
import { type DirectiveValues, type Placeholder, valuesFor } from "./render.js";

/**
 * Chain mode repeats the full directive only on a human prompt's first continuation; later ones send
 * the brief template (directive-brief.md), which points back to it. Codex keeps every hook prompt in the
 * history it carries across a compaction, so a long plan would otherwise fill its own context with
 * copies of the protocol. This is the one shipped beside the bundled directive.md (the package root,
 * or the plugin's).
 */
export function bundledBriefPath(bundledDirective: string): string {
  return join(dirname(bundledDirective), BRIEF_TEMPLATE_FILE);
}

/** The bundled brief, stamp and compaction note included, renders to at most this with the longest values. */
export const BRIEF_MAX_BYTES = 1750;

/**
 * The brief's own caps: tighter than VALUE_CAPS for what it shows, so that it stays within
 * BRIEF_MAX_BYTES next to the longest stamp. A plan file is at most 64 MiB, so a count has at most 8
 * digits.
 */
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
