import type { Outcome, TemplateKind } from "../decision/outcome.js";
import type { Facts } from "../decision/readers.js";
import { CODEX_FULL_VIEW_BYTES, REASON_CAP_BYTES } from "../directive/limits.js";
import { NOT_CHECKED, type NotChecked } from "./not-checked.js";
import { row, text } from "./rows.js";

type Template = TemplateKind | "goal-end";

/**
 * What a continuation rendered: its size, and warnings when any. A silent decision rendered nothing,
 * so the directive part then has neither key.
 */
type Rendered =
  | { readonly bytes?: never; readonly warnings?: never }
  | { readonly bytes: number; readonly warnings?: readonly string[] };

/** The directive template the decision rendered (or, silent, the one it was rendering). */
export type DirectivePart =
  | NotChecked
  | {
      readonly status: "unreadable";
      readonly template: Template;
      readonly path: string;
      readonly why: string;
    }
  | ({
      readonly status: "read";
      readonly template: Template;
      readonly path: string;
      readonly source: "bundled" | "override";
      /** Why a project override next to the boulder was not used, when one exists. */
      readonly overrideProblem?: string;
      /** Why the brief template could not be read, so the full one was sent. */
      readonly briefProblem?: string;
    } & Rendered);

function rendered(outcome: Outcome): Rendered {
  if (outcome.kind !== "continue") return {};
  const { bytes, overFullView, cut } = outcome.size;
  const warnings: string[] = [];
  if (overFullView)
    warnings.push(
      `the directive is ${bytes} bytes: over the ${CODEX_FULL_VIEW_BYTES} Codex shows the model whole, so the model sees only its head and tail`,
    );
  if (cut) warnings.push(`the rendered template was cut at ${REASON_CAP_BYTES} bytes`);
  return { bytes, ...(warnings.length > 0 ? { warnings } : {}) };
}

export function directivePart(facts: Facts, outcome: Outcome): DirectivePart {
  // The template the decision rendered, or (silent) the one it was rendering.
  const template: Template =
    outcome.kind === "continue" ? outcome.template : facts.brief?.kind === "read" ? "brief" : "full";
  const d = template === "brief" ? facts.brief : facts.directive;
  if (d === undefined) return NOT_CHECKED;
  if (d.kind === "unreadable") return { status: "unreadable", template, path: d.path, why: d.why };
  const brief = facts.brief;
  return {
    status: "read",
    template,
    path: d.path,
    source: d.source,
    ...(d.overrideProblem !== undefined ? { overrideProblem: d.overrideProblem } : {}),
    ...(brief?.kind === "unreadable"
      ? { briefProblem: `${brief.path} ${brief.why}: the full directive is sent instead` }
      : {}),
    ...rendered(outcome),
  };
}

export function directiveLines(d: DirectivePart): string[] {
  switch (d.status) {
    case "read": {
      const note =
        d.overrideProblem === undefined ? [] : [`(project override not used: ${text(d.overrideProblem)})`];
      const brief =
        d.briefProblem === undefined ? [] : [`(brief template not used: ${text(d.briefProblem)})`];
      const size =
        d.bytes === undefined ? [] : [`${text(d.template)} template, ${text(d.bytes)} bytes rendered`];
      const warnings = (d.warnings ?? []).map((w) => `warning: ${text(w)}`);
      return row("Directive", `${text(d.source)}: ${text(d.path)}`, ...note, ...brief, ...size, ...warnings);
    }
    case "unreadable":
      return row("Directive", `${text(d.path)} cannot be read: ${text(d.why)}`);
    case "not checked":
      return row("Directive", `${text(d.status)}: ${text(d.why)}`);
  }
}
