/**
 * Everything the command line offers besides the hooks. Bundled apart from dist/cli.js and loaded only
 * when a command other than `hook stop` / `hook subagent-stop` runs, so the hook never pays for parsing
 * the command-line parser and its friends.
 */
export { runProgram } from "./cli/program.js";
