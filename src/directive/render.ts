import { VALUE_CAPS } from "./limits.js";

/** Every placeholder a template may use: the keys of VALUE_CAPS, so none goes without a cap. */
export type Placeholder = keyof typeof VALUE_CAPS;
const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(VALUE_CAPS, name);
export const PLACEHOLDERS: readonly Placeholder[] = Object.keys(VALUE_CAPS).filter(isPlaceholder);
export type DirectiveValues = Readonly<Record<Placeholder, string>>;

export function valuesFor(value: (name: Placeholder) => string): DirectiveValues {
  return {
    PLAN_NAME: value("PLAN_NAME"),
    PLAN_PATH: value("PLAN_PATH"),
    BOULDER_PATH: value("BOULDER_PATH"),
    REMAINING_COUNT: value("REMAINING_COUNT"),
    TOTAL_COUNT: value("TOTAL_COUNT"),
    NEXT_TASK_LABEL: value("NEXT_TASK_LABEL"),
    WORKTREE_BLOCK: value("WORKTREE_BLOCK"),
    LEDGER_PATH: value("LEDGER_PATH"),
    SESSION_ID: value("SESSION_ID"),
    COMPLETE_COMMAND: value("COMPLETE_COMMAND"),
    SKILL_STEP: value("SKILL_STEP"),
  };
}

const TOKEN = /\{\{([A-Z_]+)\}\}/g;

/** One pass: inserted text is never scanned again, so a plan named `{{SESSION_ID}}` stays as written. */
export function renderDirective(template: string, values: DirectiveValues): string {
  return template.replace(TOKEN, (token, name: string) => (isPlaceholder(name) ? values[name] : token));
}
