import { statSync } from "node:fs";
import { resolve } from "node:path";
import { CliError } from "./fail.js";
import { collectStatus } from "./status-collect.js";
import { formatStatus } from "./status-format.js";

export async function status(options: { cwd?: string; json?: boolean }): Promise<void> {
  const cwd = resolve(options.cwd ?? process.cwd());
  if (!statSync(cwd, { throwIfNoEntry: false })?.isDirectory())
    throw new CliError(`--cwd ${cwd} is not a directory`, 2);
  const report = await collectStatus(cwd);
  process.stdout.write(options.json === true ? `${JSON.stringify(report, null, 2)}\n` : formatStatus(report));
  // No boulder, or one that cannot be used: the report says why, and scripts see it in the exit code.
  if (report.problem !== undefined) process.exitCode = 1;
}
