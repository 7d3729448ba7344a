import { relative } from "node:path";
import { printable } from "../text/printable.js";
import type { StatusReport, WorkRow } from "./status-collect.js";

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

function progress(work: WorkRow): string {
  return work.total === null ? "-" : `${work.completed}/${work.total}`;
}

/** A compact table of the works, then what needs a person's attention. */
export function formatStatus(report: StatusReport): string {
  if (report.boulder === null || report.root === null)
    return `${printable(report.problem ?? "no boulder")}\n`;
  const root = report.root;
  const rel = (path: string | null) => (path === null ? "-" : relative(root, path) || ".");
  const lines = [`Boulder ${report.boulder}`];
  if (report.problem !== undefined) return `${printable(lines[0] ?? "")}\n${printable(report.problem)}\n`;
  lines.push(`${report.works.length} work(s), active: ${report.activeWorkId ?? "none"}`);
  if (report.mode !== undefined)
    lines.push(`Mode (a hook command without flags; flags on it win, see doctor): ${report.mode}`);
  lines.push("");
  const rows = report.works.map((w) => [
    w.active ? "*" : " ",
    w.id,
    w.status ?? "(none)",
    progress(w),
    w.planPath === null
      ? `${w.activePlan} (${w.plan})`
      : `${rel(w.planPath)}${w.plan === "project" || w.plan === "absolute" ? "" : ` (${w.plan})`}`,
    String(w.sessionIds.length),
    w.updatedAt ?? w.startedAt ?? "-",
  ]);
  lines.push(
    ...table(
      [" ", "ID", "STATUS", "DONE", "PLAN", "SESSIONS", "UPDATED"],
      rows.map((r) => r.map(printable)),
    ),
  );
  for (const w of report.works) {
    const next = w.nextTask ?? (w.total !== null ? "none (final gate pending)" : null);
    const details = [
      `plan name: ${w.planName}`,
      next !== null ? `next: ${next}` : null,
      w.worktree !== null ? `worktree: ${w.worktree}` : null,
      w.sessionIds.length > 0 ? `sessions: ${w.sessionIds.join(", ")}` : null,
      w.startedAt !== null ? `started: ${w.startedAt}` : null,
    ].filter((detail) => detail !== null);
    lines.push("", `${w.id}:`, ...details.map((detail) => `  ${detail}`));
  }
  if (report.invalid.length > 0) {
    lines.push(
      "",
      "Invalid works (the hook skips them):",
      ...report.invalid.map((w) => `  ${w.id}: ${w.problem}`),
    );
  }
  if (report.orphanPlans.length > 0) {
    lines.push("", "Plans no work points at:", ...report.orphanPlans.map((path) => `  ${rel(path)}`));
  }
  // Each line is made printable whole: plans and boulders may hold terminal control sequences.
  return `${lines.map(printable).join("\n")}\n`;
}
