import { readFileSync } from "node:fs";
import { isRecord } from "../../src/json/guards.js";
import { type CliResult, runCli } from "./cli.js";
import type { Workspace } from "./workspace.js";

/** What the `start` and `work` command tests share: a session, a plan, and reading back the boulder. */

export const SESSION = "019a5b1e-0000-7000-8000-000000000001";
export const ALPHA_PLAN = "## TODOs\n- [x] 1. First\n- [ ] 2. Second\n- [ ] 3. Third\n";

/** This process's environment without the Codex session id it may run in, plus `extra`. */
export const env = (extra: NodeJS.ProcessEnv = {}) => {
  const { CODEX_SESSION_ID: _, ...rest } = process.env;
  return { ...rest, ...extra };
};

/** Runs the CLI in the workspace's root. */
export const runIn = (
  ws: Workspace,
  args: readonly string[],
  extra: NodeJS.ProcessEnv = {},
): Promise<CliResult> => runCli(args, { cwd: ws.root, env: env(extra) });

/** The workspace's .omo/boulder.json, parsed (a BOM dropped). */
export function boulderIn(ws: Workspace): Record<string, unknown> {
  const parsed: unknown = JSON.parse(
    readFileSync(ws.path(".omo/boulder.json"), "utf8").replace(/^\ufeff/, ""),
  );
  if (!isRecord(parsed)) throw new Error("not an object");
  return parsed;
}

/** The boulder's works, each copied. */
export function worksIn(ws: Workspace): Record<string, Record<string, unknown>> {
  const map = boulderIn(ws).works;
  if (!isRecord(map)) throw new Error("no works");
  return Object.fromEntries(Object.entries(map).map(([id, work]) => [id, isRecord(work) ? { ...work } : {}]));
}

/** What the Stop hook says for the session now: its reason code, through explain --json. */
export async function hookReasonIn(ws: Workspace, session = SESSION): Promise<string> {
  const result = await runIn(ws, ["explain", "--cwd", ws.root, "--session", session, "--json"]);
  const parsed: unknown = JSON.parse(result.stdout);
  return isRecord(parsed) ? String(parsed.reason) : "?";
}
