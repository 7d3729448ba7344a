import { writeSync } from "node:fs";
import { errorCode } from "../fs/regular-file.js";
import { printableLines } from "../text/printable.js";
import { describeError } from "./fail.js";

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
