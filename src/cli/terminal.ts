import { writeSync } from "node:fs";
import { errorCode } from "../fs/regular-file.js";
import { describeError } from "./fail.js";

// C0 and C1 controls, DEL, and the bidirectional overrides that can reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text from plans and boulders as a terminal may show it: control characters (ANSI colours, OSC
 * title or clipboard writes, a bell, a line break inside a value) become visible escapes.
 */
export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Several lines of human output, each made printable; the line breaks between them stay. */
export function printableLines(text: string): string {
  return text.split("\n").map(printable).join("\n");
}

/**
 * `status | head -1` closes the pipe early: that is the reader's choice, not an error, so the command
 * ends quietly. Any other failure to write (a full disk, /dev/full) is one line on stderr and exit 1.
 */
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
