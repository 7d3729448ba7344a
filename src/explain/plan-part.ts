import { type Checklist, NO_NEXT_TASK_LABEL } from "../plan/checklist.js";
import type { PlanFact } from "../plan/fact.js";
import type { PlanSource } from "../plan/location.js";
import { NOT_CHECKED, type NotChecked } from "./not-checked.js";
import { row, text } from "./rows.js";

/** The work's plan file: read with its counts, or why it could not be used. */
export type PlanPart =
  | NotChecked
  | {
      readonly status: "read";
      readonly path: string;
      readonly source: PlanSource;
      /** Files looked at before this one (a worktree copy that did not exist, say). */
      readonly skipped: readonly string[];
      readonly mode: Checklist["mode"];
      readonly completed: number;
      readonly remaining: number;
      readonly total: number;
      /** null: every box is checked, the final gate is pending. */
      readonly nextTask: string | null;
    }
  | { readonly status: "ambiguous"; readonly tried: readonly string[]; readonly matches: readonly string[] }
  | { readonly status: "missing"; readonly tried: readonly string[]; readonly why: string }
  | { readonly status: "unreadable"; readonly path: string; readonly why: string };

export function planPart(plan: PlanFact | undefined): PlanPart {
  if (plan === undefined) return NOT_CHECKED;
  switch (plan.kind) {
    case "read": {
      const { checklist } = plan;
      return {
        status: "read",
        path: plan.path,
        source: plan.source,
        skipped: plan.skipped,
        mode: checklist.mode,
        completed: checklist.completed,
        remaining: checklist.remaining,
        total: checklist.total,
        nextTask: checklist.nextTask ?? null,
      };
    }
    case "ambiguous":
      return { status: "ambiguous", tried: plan.tried, matches: plan.matches };
    case "missing":
      return { status: "missing", tried: plan.tried, why: plan.why };
    case "unreadable":
      return { status: "unreadable", path: plan.path, why: plan.why };
  }
}

export function planLines(p: PlanPart): string[] {
  switch (p.status) {
    case "read": {
      const skipped = p.skipped.length > 0 ? [`(not found first: ${text(p.skipped)})`] : [];
      return row(
        "Plan",
        `${text(p.path)} (${text(p.source)})`,
        ...skipped,
        `${text(p.completed)} of ${text(p.total)} done, ${text(p.remaining)} remaining (${text(p.mode)} checklist)`,
        `next task: ${p.nextTask === null ? NO_NEXT_TASK_LABEL : text(p.nextTask)}`,
      );
    }
    case "ambiguous":
      return row("Plan", "missing, and several files have its name:", ...p.matches.map((m) => text(m)));
    case "missing":
      return row("Plan", text(p.why));
    case "unreadable":
      return row("Plan", `${text(p.path)} cannot be read: ${text(p.why)}`);
    case "not checked":
      return row("Plan", `${text(p.status)}: ${text(p.why)}`);
  }
}
