import { homedir } from "node:os";
import { codexHome } from "../codex/hooks-change.js";
import { formatReport } from "../report/format.js";
import { buildReport } from "../report/report.js";
import { CliError } from "./terminal.js";

const UNIT_MS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--since`: a duration back from now (`90m`, `12h`, `7d`), or a date or date-time (`2026-11-30T22:00`). */
function sinceMs(text: string, now: number): number {
  const duration = /^(\d+(?:\.\d+)?)([mhd])$/.exec(text);
  if (duration !== null) return now - Number(duration[1]) * (UNIT_MS[duration[2] ?? ""] ?? Number.NaN);
  const at = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isFinite(at)) return at;
  throw new CliError(
    `--since ${text}: give a duration (90m, 12h, 7d) or a date (2026-11-30, 2026-11-30T22:00)`,
    2,
  );
}

export function report(options: { cwd?: string; codexHome?: string; since: string; json?: boolean }): void {
  const home = codexHome(options.codexHome, homedir());
  const result = buildReport(options.cwd ?? process.cwd(), home, sinceMs(options.since, Date.now()));
  process.stdout.write(options.json === true ? `${JSON.stringify(result, null, 2)}\n` : formatReport(result));
}
