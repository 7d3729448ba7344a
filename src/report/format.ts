import { isAbsolute, relative } from "node:path";
import { printable } from "../text/printable.js";
import type { Report, ReportPrompt } from "./report.js";

const BAR = 10;
/** How many of the checked counts a row shows, the newest ones. */
const SHOWN_STEPS = 8;

function bar(checked: number, total: number): string {
  const filled = total <= 0 ? 0 : Math.min(BAR, Math.round((checked / total) * BAR));
  return `[${"#".repeat(filled)}${"-".repeat(BAR - filled)}] ${checked}/${total}`;
}

function tokens(count: number | null): string {
  if (count === null) return "-";
  if (count < 1000) return String(count);
  return count < 1_000_000 ? `${Math.round(count / 1000)}k` : `${(count / 1_000_000).toFixed(1)}M`;
}

function row(project: string, prompt: ReportPrompt): string[] {
  const plan = relative(project, prompt.plan);
  const steps = prompt.checkedAt.slice(-SHOWN_STEPS).join(" ");
  return [
    prompt.startedAt === null ? "-" : prompt.startedAt.slice(0, 16).replace("T", " "),
    prompt.session.slice(0, 8),
    plan.startsWith("..") || isAbsolute(plan) ? prompt.plan : plan,
    bar(prompt.checked, prompt.total),
    String(prompt.continuations),
    prompt.checkedAt.length > SHOWN_STEPS ? `... ${steps}` : steps,
    tokens(prompt.tokens),
    prompt.minutes === null ? "-" : prompt.minutes.toFixed(1),
    prompt.endedBy,
  ].map(printable);
}

/** The header and rows as lines, each column as wide as its widest cell, two spaces apart. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((cells) => cells[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [header, ...rows].map(line);
}

/** The report as a person reads it: one line a prompt, newest first, with the plan's progress. */
export function formatReport(report: Report): string {
  const { read, foreign, broken, older } = report.rollouts;
  const lines = [
    `Project ${report.project}, since ${report.since.slice(0, 16).replace("T", " ")} UTC`,
    `Rollouts in ${report.codexHome}: ${read} of this project read; skipped ${foreign} of other projects, ${broken} broken, ${older} older`,
    "",
  ].map(printable);
  if (report.prompts.length === 0) return `${[...lines, "No prompt continued by this hook."].join("\n")}\n`;
  const header = "STARTED (UTC)|SESSION|PLAN|PROGRESS|CONT|CHECKED|TOKENS|MIN|ENDED BY".split("|");
  const rows = report.prompts.map((prompt) => row(report.project, prompt));
  return `${[...lines, ...table(header, rows)].join("\n")}\n`;
}
