/**
 * Everything the hook path loads only on demand, bundled apart as dist/on-demand.js: the command line
 * (commander, explain, status, install) and plan discovery (fast-glob). The hook runs at the end of
 * every Codex turn and needs none of it in the common case, so it never pays for parsing it.
 */
export { runProgram } from "./cli/program.js";
export { discoverPlan } from "./plan/discover.js";
