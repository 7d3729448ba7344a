import { join } from "node:path";

// Where a project keeps its ULW state, under its root; our own files sit in .omo/ulw-execute.

/** The brief template's name: bundled beside directive.md, a project's own beside its override. */
export const BRIEF_TEMPLATE_FILE = "directive-brief.md";

export function boulderPath(root: string): string {
  return join(root, ".omo", "boulder.json");
}

export function ledgerPath(root: string): string {
  return join(root, ".omo", "ulw-execute", "ledger.jsonl");
}

/** A project's own directive template, used instead of the bundled one when present. */
export function directiveOverridePath(root: string): string {
  return join(root, ".omo", "ulw-execute", "directive.md");
}

export function briefOverridePath(root: string): string {
  return join(root, ".omo", "ulw-execute", BRIEF_TEMPLATE_FILE);
}

/** A project's own settings for the hook (chain mode and its limits). */
export function settingsPath(root: string): string {
  return join(root, ".omo", "ulw-execute", "settings.json");
}
