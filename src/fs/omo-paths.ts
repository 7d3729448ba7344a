import { join } from "node:path";

/** Where a project keeps its ULW state, relative to the project root. */
export const BOULDER_FILE = join(".omo", "boulder.json");
export const LEDGER_FILE = join(".omo", "ulw-execute", "ledger.jsonl");
/** A project's own directive template, used instead of the bundled one when present. */
export const DIRECTIVE_OVERRIDE_FILE = join(".omo", "ulw-execute", "directive.md");

export function boulderPath(root: string): string {
  return join(root, BOULDER_FILE);
}

export function ledgerPath(root: string): string {
  return join(root, LEDGER_FILE);
}

export function directiveOverridePath(root: string): string {
  return join(root, DIRECTIVE_OVERRIDE_FILE);
}

/**
 * The brief template's file name: chain mode's continuations after a prompt's first send it instead of
 * directive.md (see src/directive/brief.ts). Bundled beside directive.md; a project's own beside the
 * directive override.
 */
export const BRIEF_TEMPLATE_FILE = "directive-brief.md";
export const BRIEF_OVERRIDE_FILE = join(".omo", "ulw-execute", BRIEF_TEMPLATE_FILE);

export function briefOverridePath(root: string): string {
  return join(root, BRIEF_OVERRIDE_FILE);
}

/** A project's own settings for the hook (chain mode and its limits), next to the directive override. */
export const SETTINGS_FILE = join(".omo", "ulw-execute", "settings.json");

export function settingsPath(root: string): string {
  return join(root, SETTINGS_FILE);
}
