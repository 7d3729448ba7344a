import { writeSync } from "node:fs";
import { errorCode } from "../fs/regular-file.js";

/** Straight to fd 1: `process.stdout` costs milliseconds, and an inherited blocking fd writes at once. */
export function writeStdout(text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(1, bytes, offset);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") return;
    }
  }
}

/** The one object Codex reads from a UserPromptSubmit or SessionStart hook: context for the model. */
export function writeContext(
  hookEventName: "UserPromptSubmit" | "SessionStart",
  additionalContext: string,
): void {
  writeStdout(`${JSON.stringify({ hookSpecificOutput: { hookEventName, additionalContext } })}\n`);
}
