import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { FIXTURES } from "./workspace.js";

const schema: unknown = JSON.parse(readFileSync(`${FIXTURES}codex-stop-output.schema.json`, "utf8"));
const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile(typeof schema === "object" && schema !== null ? schema : {});

/**
 * Throws unless `stdout` is what Codex accepts from a hook that exits 0: nothing at all, or exactly one
 * JSON object valid against the Stop output schema.
 */
export function assertCodexHookStdout(stdout: string): void {
  if (stdout === "") return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    throw new Error(`hook stdout is not one JSON value: ${stdout.slice(0, 200)}`);
  }
  if (!validate(parsed)) {
    throw new Error(`hook stdout violates the Codex Stop output schema: ${ajv.errorsText(validate.errors)}`);
  }
}
