import { briefValues } from "../directive/brief.js";
import type { DirectiveValues } from "../directive/render.js";
import type { DirectiveFact, Facts, Need } from "./facts.js";

export type TemplateKind = "full" | "brief";

type ReadTemplate = Extract<DirectiveFact, { kind: "read" }>;

export type TemplateChoice =
  | { readonly kind: "need"; readonly need: Need }
  | { readonly kind: "unreadable"; readonly path: string; readonly why: string }
  | {
      readonly kind: "use";
      readonly template: TemplateKind;
      readonly fact: ReadTemplate;
      /** The values as this template inserts them (the brief's are capped tighter). */
      readonly values: DirectiveValues;
    };

/**
 * Which template a continuation renders. The full directive, except on a chain's later continuations
 * (`brief`: chain mode, step 2 on), which send the brief one: the first continuation's full directive
 * stays in the history Codex carries, compactions included. The brief template is asked for only
 * then; when it cannot be read (a broken install) the full directive is sent instead, and explain says
 * why from the facts.
 */
export function chooseTemplate(
  facts: Facts,
  root: string,
  brief: boolean,
  values: DirectiveValues,
): TemplateChoice {
  if (brief) {
    if (facts.brief === undefined) return { kind: "need", need: { fact: "brief", root } };
    if (facts.brief.kind === "read")
      return { kind: "use", template: "brief", fact: facts.brief, values: briefValues(values) };
  }
  const { directive } = facts;
  if (directive === undefined) return { kind: "need", need: { fact: "directive", root } };
  if (directive.kind === "unreadable") return directive;
  return { kind: "use", template: "full", fact: directive, values };
}
