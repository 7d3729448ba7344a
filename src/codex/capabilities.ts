/**
 * What each Codex release can do for this package, measured offline with the same scripted scenarios on
 * 0.114, 0.117, 0.130, 0.141, 0.150, 0.160, 0.165, 0.169 and 0.171 (see docs/codex-versions.md);
 * SubagentStop on 0.131, 0.132 and 0.133; SessionStart on 0.117, 0.130, 0.133, 0.141, 0.150, 0.160,
 * 0.165 and 0.171.
 * Releases between two measured ones are taken to behave like the later change point says.
 */
export interface CodexVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
}

export interface CodexCapabilities {
  /** The oldest release this package supports (Stop payloads carry `turn_id`). */
  readonly supported: boolean;
  readonly sendsTurnId: boolean;
  /** The `[features]` key that turns hooks on: `codex_hooks` up to 0.128, `hooks` from 0.129. */
  readonly hooksFeatureKey: "codex_hooks" | "hooks";
  readonly hooksOnByDefault: boolean;
  /** Hook trust (`hooks/list` trust status, `[hooks.state]`); before it every hook runs. */
  readonly hookTrust: boolean;
  readonly bypassHookTrustFlag: boolean;
  readonly pluginHooks: boolean;
  /** Plugin hooks need `[features] plugin_hooks = true` (off by default up to 0.130, on from 0.131). */
  readonly pluginHooksFlag: boolean;
  readonly pluginAddCommand: boolean;
  /** Codex knows the SubagentStop event; before it, `hooks/list` shows only our Stop hook. */
  readonly subagentStopHook: boolean;
  /**
   * SessionStart runs after an automatic compaction in `codex exec` (source "compact"); every supported
   * release loads and lists a SessionStart hook, runs it at startup and resume, and still gives the Stop
   * hook its one continuation with it registered (measured on 0.117 to 0.171). 0.133 to 0.141 run it
   * only after a manual compaction (app-server), and before 0.133 never after one.
   */
  readonly sessionStartAfterCompaction: boolean;
  /** `CODEX_SESSION_ID` in the environment of the model's commands. */
  readonly sessionIdInCommands: boolean;
  /** Rollout items carry provenance metadata (before it, prompts are told by their records). */
  readonly rolloutProvenance: boolean;
}

export const OLDEST_SUPPORTED = "0.117.0";

/** "codex-cli 0.171.0", "ulw/0.150.2 (Debian...)" or "0.117.0" -> the version; undefined when none. */
export function parseCodexVersion(text: string): CodexVersion | undefined {
  const match = /(?:^|[\s/v])(\d+)\.(\d+)\.(\d+)(?:[-+.\s(]|$)/.exec(text);
  if (match === null) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export function formatVersion(version: CodexVersion): string {
  return `${version.major}.${version.minor}.${version.patch}`;
}

/** Whether `version` is `minor` of 0.x or later (every Codex measured is 0.x; 1.0 and later has all). */
function since(version: CodexVersion, minor: number): boolean {
  return version.major > 0 || version.minor >= minor;
}

export function capabilitiesOf(version: CodexVersion): CodexCapabilities {
  return {
    supported: since(version, 117),
    sendsTurnId: since(version, 117),
    hooksFeatureKey: since(version, 129) ? "hooks" : "codex_hooks",
    hooksOnByDefault: since(version, 124),
    hookTrust: since(version, 129),
    bypassHookTrustFlag: since(version, 141),
    pluginHooks: since(version, 128),
    pluginHooksFlag: since(version, 128) && !since(version, 131),
    pluginAddCommand: since(version, 131),
    subagentStopHook: since(version, 133),
    sessionStartAfterCompaction: since(version, 150),
    sessionIdInCommands: since(version, 148),
    rolloutProvenance: since(version, 164),
  };
}
