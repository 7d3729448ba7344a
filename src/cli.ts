import { fileURLToPath } from "node:url";
import { runHook } from "./hook/entry.js";
import { loadOnDemand } from "./load-on-demand.js";

/** directive.md ships beside dist/ (and beside src/ in a clone), so it is found from this file. */
const bundledDirective = fileURLToPath(new URL("../directive.md", import.meta.url));

async function main(args: readonly string[]): Promise<void> {
  const hookName = args.length === 2 && args[0] === "hook" ? args[1] : undefined;
  // The hook runs at the end of every Codex turn: it skips the command-line parser entirely.
  if (hookName === "stop" || hookName === "subagent-stop") {
    await runHook(hookName, bundledDirective);
    return;
  }
  const { runProgram } = await loadOnDemand();
  await runProgram(process.argv, { bundledDirective, cliPath: fileURLToPath(import.meta.url) });
}

void main(process.argv.slice(2));
