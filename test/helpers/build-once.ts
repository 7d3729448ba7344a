import { execFileSync } from "node:child_process";

/** CLI tests spawn dist/cli.js; build it from the current sources once per test run. */
export function setup(): void {
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
