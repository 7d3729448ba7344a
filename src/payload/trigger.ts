import type { StatusChange } from "../boulder/edit.js";
import { PLUGIN_NAME } from "../names.js";
import { regexpLiteral } from "../text/regexp-literal.js";

// The prompts the UserPromptSubmit hook acts on: `$ulw-execute`, then a plan path or name, or `pause`,
// `resume`, `abandon`, or nothing; what follows the first word is left to the model.
export type PromptChange = Exclude<StatusChange, "complete">;

export type Trigger =
  | { readonly kind: "start"; readonly plan: string }
  | { readonly kind: "choose" }
  | { readonly kind: "status"; readonly change: PromptChange }
  /** A word that opens a quote not closed on its line: `quote` and what follows it on that line. */
  | { readonly kind: "unclosed"; readonly quote: string; readonly rest: string };

/** Cheap test on the raw payload text: no trigger word anywhere means nothing to do. */
export const TRIGGER_WORD = "$ulw-execute";

// The skill's name, bare or qualified by the plugin's (Codex lists a plugin's skills both ways).
const TRIGGER = new RegExp(`^\\s*\\$(?:${regexpLiteral(PLUGIN_NAME)}:)?ulw-execute(?=\\s|$)\\s*`);
const CHANGES: readonly PromptChange[] = ["pause", "resume", "abandon"];

// The first word: up to a blank, or a path with blanks in "double", 'single' or `back` quotes up to the
// same quote on its line. A quote left open is said to be so, not read as a word starting with a quote.
function firstWord(text: string): string | Trigger {
  const quoted = /^(["'`])([^\n]*?)\1/.exec(text);
  if (quoted !== null) return quoted[2] ?? "";
  const open = /^(["'`])([^\n]*)/.exec(text);
  if (open !== null) return { kind: "unclosed", quote: open[1] ?? "", rest: (open[2] ?? "").trimEnd() };
  return /^\S*/.exec(text)?.[0] ?? "";
}

export function parseTrigger(prompt: string): Trigger | undefined {
  const found = TRIGGER.exec(prompt);
  if (found === null) return undefined;
  const word = firstWord(prompt.slice(found[0].length));
  if (typeof word !== "string") return word;
  if (word === "") return { kind: "choose" };
  const change = CHANGES.find((candidate) => candidate === word);
  return change !== undefined ? { kind: "status", change } : { kind: "start", plan: word };
}

/** The person's `$ulw-execute pause` or `abandon` as the human prompt: what ends it for good. */
export function personStopped(text: string | undefined): string | undefined {
  const asked = text === undefined ? undefined : parseTrigger(text);
  if (asked?.kind !== "status" || asked.change === "resume") return undefined;
  return `the human prompt is \`$ulw-execute ${asked.change}\`: nothing continues it, whatever the boulder says now`;
}
