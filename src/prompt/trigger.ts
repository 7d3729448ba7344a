import type { StatusChange } from "../boulder/edit.js";

/**
 * The prompts the UserPromptSubmit hook acts on. A prompt starts with `$ulw-execute` (or the
 * plugin-qualified skill name Codex shows, `$ulw-execute-continuation:ulw-execute`) and then a blank
 * or its end. The first word after it is a plan path or name, or `pause`, `resume`, `abandon`;
 * what follows is left to the model.
 */
export type PromptChange = Exclude<StatusChange, "complete">;

export type Trigger =
  | { readonly kind: "start"; readonly plan: string }
  | { readonly kind: "choose" }
  | { readonly kind: "status"; readonly change: PromptChange };

/** Cheap test on the raw payload text: no trigger word anywhere means nothing to do. */
export const TRIGGER_WORD = "$ulw-execute";

const TRIGGER = /^\s*\$(?:ulw-execute-continuation:)?ulw-execute(?=\s|$)\s*/;
const CHANGES: readonly PromptChange[] = ["pause", "resume", "abandon"];

/**
 * The first word: up to a blank, or a path that may hold blanks in "double quotes", 'single quotes'
 * (the shell's habit) or `backticks`, up to the same quote on the same line.
 */
function firstWord(text: string): string {
  const quoted = /^(["'`])([^\n]*?)\1/.exec(text);
  if (quoted !== null) return quoted[2] ?? "";
  return /^\S*/.exec(text)?.[0] ?? "";
}

export function parseTrigger(prompt: string): Trigger | undefined {
  const found = TRIGGER.exec(prompt);
  if (found === null) return undefined;
  const word = firstWord(prompt.slice(found[0].length));
  if (word === "") return { kind: "choose" };
  const change = CHANGES.find((candidate) => candidate === word);
  return change !== undefined ? { kind: "status", change } : { kind: "start", plan: word };
}
