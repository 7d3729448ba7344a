import { readFileSync } from "node:fs";
import { isRecord } from "../../src/json/guards.js";
import { CLI } from "./cli.js";

/** Our four hooks as `install` registers them for the built CLI. */
export const OURS_STOP = `node "${CLI}" hook stop`;
export const OURS_SUB = `node "${CLI}" hook subagent-stop`;
export const OURS_PROMPT = `node "${CLI}" hook prompt-submit`;
export const OURS_START = `node "${CLI}" hook session-start`;

/** A user's hooks.json before we touch it: a Stop hook and a PreToolUse hook of their own. */
export const existing = {
  model: "gpt-5.5",
  hooks: {
    Stop: [{ matcher: "*", hooks: [{ type: "command", command: "notify-send done", timeout: 5 }] }],
    PreToolUse: [{ hooks: [{ type: "command", command: "audit.sh" }] }],
  },
};

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The Stop groups of a hooks.json, checked on the way. */
export function stopGroups(path: string): unknown[] {
  const document = readJson(path);
  const hooks = isRecord(document) ? document.hooks : undefined;
  const stop = isRecord(hooks) ? hooks.Stop : undefined;
  if (!Array.isArray(stop)) throw new Error(`${path} has no Stop list`);
  return stop;
}
