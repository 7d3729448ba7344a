import { MAX_CHAIN_LIMIT, PATIENCE_LIMIT, type SettingsFact } from "../settings/settings.js";
import type { Check } from "./check.js";

/** A change applies from the next human prompt: the prompt hook stamps the file as each one begins. */
const WHEN =
  "; a change applies from the next human prompt (the prompt hook reads the file as each one begins)";

/** settings.json: not used when invalid (the hook still runs, by its flags alone). */
export function settingsChecks(settings: SettingsFact): Check[] {
  const changed = WHEN;
  if (settings.kind === "invalid")
    return [
      {
        status: "problem",
        what: `${settings.path} is not used: ${settings.why}${changed}; Codex still runs the Stop hook, in the mode its own flags give (plain unless the command has --chain)`,
        next: `fix ${settings.path}: an object with chain (true/false), maxChain (1-${MAX_CHAIN_LIMIT}; more is used as ${MAX_CHAIN_LIMIT}), patience (0-${PATIENCE_LIMIT}), stopOnCompaction (true/false)`,
        hookRuns: true,
      },
    ];
  if (settings.kind === "read") {
    const used: Check = { status: "ok", what: `${settings.path} is used${changed}` };
    const asked = settings.clamped?.maxChain;
    if (asked === undefined) return [used];
    return [
      used,
      {
        status: "warning",
        what: `${settings.path}: maxChain ${asked} is above the ceiling ${MAX_CHAIN_LIMIT}: used as ${MAX_CHAIN_LIMIT}`,
        next: `set "maxChain" to ${MAX_CHAIN_LIMIT} (or less) in ${settings.path}`,
      },
    ];
  }
  return [];
}
