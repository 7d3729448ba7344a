import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { FIXTURES } from "./workspace.js";

const ajv = new Ajv({ allErrors: true });
function compile(file: string) {
  const schema: unknown = JSON.parse(readFileSync(`${FIXTURES}${file}`, "utf8"));
  return ajv.compile(typeof schema === "object" && schema !== null ? schema : {});
}
const validators = {
  stop: compile("codex-stop-output.schema.json"),
  "prompt-submit": compile("codex-prompt-submit-output.schema.json"),
  "session-start": compile("codex-session-start-output.schema.json"),
};

/**
 * Throws unless `stdout` is what Codex accepts from a hook that exits 0: nothing at all, or exactly one
 * JSON object valid against the hook's output schema (Stop's, UserPromptSubmit's for prompt-submit,
 * SessionStart's for session-start).
 */
export function assertCodexHookStdout(stdout: string, hook = "stop"): void {
  const validate = hook === "prompt-submit" || hook === "session-start" ? validators[hook] : validators.stop;
  if (stdout === "") return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    throw new Error(`hook stdout is not one JSON value: ${stdout.slice(0, 200)}`);
  }
  if (!validate(parsed)) {
    throw new Error(
      `hook stdout violates the Codex ${hook} output schema: ${ajv.errorsText(validate.errors)}`,
    );
  }
}
