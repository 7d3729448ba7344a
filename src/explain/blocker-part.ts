import type { BlockerCheck } from "../decision/external-blocker.js";
import { NOT_CHECKED, type NotChecked } from "./not-checked.js";
import { row, text } from "./rows.js";

/** The external-blocker check of the last assistant message: declared (and where), or why not. */
export type BlockerPart =
  | NotChecked
  | { readonly declared: true; readonly markerLine: 1 | 2 }
  | { readonly declared: false; readonly why: string };

export function blockerPart(blocker: BlockerCheck | undefined): BlockerPart {
  if (blocker === undefined) return NOT_CHECKED;
  return blocker.declared
    ? { declared: true, markerLine: blocker.markerLine }
    : { declared: false, why: blocker.why };
}

export function blockerLines(b: BlockerPart): string[] {
  if ("status" in b) return row("Blocker", `${text(b.status)}: ${text(b.why)}`);
  if (b.declared) return row("Blocker", `declared (marker on line ${text(b.markerLine)})`);
  return row("Blocker", `not declared: ${text(b.why)}`);
}
