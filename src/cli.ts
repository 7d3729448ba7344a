import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadProgram } from "./cli/load-program.js";
import { DIRECTIVE_TEMPLATE_FILE } from "./fs/omo-paths.js";
import { runPromptHook } from "./hook/prompt-entry.js";
import { runSessionStartHook } from "./hook/session-start-entry.js";
import { runStopHook } from "./hook/stop-entry.js";

// The bundle is CommonJS and knows its own path: a URL built from it would cost every start node:url's
// first use (about 2 M instructions). The sources (tests) run as ESM, with only import.meta.url.
const cliPath = typeof __ULW_BUNDLE__ === "boolean" ? __filename : fileURLToPath(import.meta.url);
/** directive.md ships beside dist/ (and beside src/ in a clone), so it is found from this file. */
const bundledDirective = join(dirname(cliPath), "..", DIRECTIVE_TEMPLATE_FILE);

async function main(args: readonly string[]): Promise<void> {
  const [first, hookName, ...rest] = args;
  const asksForHelp = rest.some((arg) => arg === "--help" || arg === "-h");
  // The hook runs at the end of every Codex turn: it skips the command-line parser entirely.
  if (first === "hook" && (hookName === "stop" || hookName === "subagent-stop") && !asksForHelp) {
    await runStopHook(hookName, bundledDirective, rest);
    return;
  }
  // Flags a hooks file may add are ignored: this hook takes none, and must never fail a turn.
  if (first === "hook" && hookName === "prompt-submit" && !asksForHelp) {
    await runPromptHook(cliPath);
    return;
  }
  // Runs at every session start and after every compaction: the same start-up as `hook stop`.
  if (first === "hook" && hookName === "session-start" && !asksForHelp) {
    await runSessionStartHook(bundledDirective);
    return;
  }
  const { runProgram } = await loadProgram();
  await runProgram(process.argv, { bundledDirective, cliPath });
}

void main(process.argv.slice(2));
