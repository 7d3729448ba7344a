import { writeSync } from "node:fs";
import { errorCode } from "../fs/regular-file.js";
import { PACKAGE_NAME } from "../names.js";
import { printableLines } from "../text/printable.js";

/** What every command of the program knows: the bundled directive, and the dist/cli.js the hooks run. */
export interface ProgramContext {
  readonly bundledDirective: string;
  readonly cliPath: string;
}

/** Help's examples, each a command of this program: its name is put in front. */
export const examples = (...commands: string[]): string =>
  `\nExamples:\n${commands.map((command) => `  $ ${PACKAGE_NAME} ${command}`).join("\n")}\n`;

/** An error meant for the person at the terminal: printed as is, with a non-zero exit. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export function describeError(error: unknown): string {
  const code = errorCode(error);
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory";
  if (code === "ENOSPC" || code === "EDQUOT") return "disk full";
  return error instanceof Error ? error.message : String(error);
}

/** A reader closing the pipe early (`| head -1`) ends it quietly; any other write failure says so, exit 1. */
export function guardStdout(name: string): void {
  process.stdout.on("error", (error) => {
    if (errorCode(error) === "EPIPE") process.exit(0);
    try {
      writeSync(2, `${name}: cannot write the output: ${describeError(error)}\n`);
    } catch {
      // Nowhere left to say it.
    }
    process.exit(1);
  });
}

/** Human output on stdout, every line made safe for a terminal (paths can hold ESC or BEL too). */
export function say(text: string): void {
  process.stdout.write(printableLines(text));
}

/** A remark beside machine output (a dry run's file on stdout): on stderr, made safe the same way. */
export function note(text: string): void {
  process.stderr.write(printableLines(text));
}
