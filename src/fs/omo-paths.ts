import { join } from "node:path";

// Where a project keeps its ULW state, under its root; our own files sit in .omo/ulw-execute.

/** The templates' names: bundled beside each other, a project's own in .omo/ulw-execute. */
export const DIRECTIVE_TEMPLATE_FILE = "directive.md";
export const BRIEF_TEMPLATE_FILE = "directive-brief.md";

export function boulderPath(root: string): string {
  return join(root, ".omo", "boulder.json");
}

export function ledgerPath(root: string): string {
  return join(root, ".omo", "ulw-execute", "ledger.jsonl");
}

/** A project's own template (the directive's or the brief's), used instead of the bundled one when present. */
export function templateOverridePath(root: string, file: string): string {
  return join(root, ".omo", "ulw-execute", file);
}

/** A project's own settings for the hook (chain mode and its limits). */
export function settingsPath(root: string): string {
  return join(root, ".omo", "ulw-execute", "settings.json");
}
