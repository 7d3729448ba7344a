/** What each Codex release can do for this package, measured on the releases docs/codex-versions.md lists. */
export type CodexVersion = NonNullable<ReturnType<typeof parseCodexVersion>>;
export type CodexCapabilities = ReturnType<typeof capabilitiesOf>;

export const OLDEST_SUPPORTED = "0.117.0";

/** "codex-cli 0.171.0", "ulw/0.150.2 (Debian...)" or "0.117.0" -> the version; undefined when none. */
export function parseCodexVersion(text: string) {
  const match = /(?:^|[\s/v])(\d+)\.(\d+)\.(\d+)(?:[-+.\s(]|$)/.exec(text);
  if (match === null) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export function formatVersion(version: CodexVersion): string {
  return `${version.major}.${version.minor}.${version.patch}`;
}

export function capabilitiesOf(version: CodexVersion) {
  // Every Codex measured is 0.x; 1.0 and later has all.
  const since = (minor: number): boolean => version.major > 0 || version.minor >= minor;
  return {
    /** The oldest release this package supports: Stop payloads carry `turn_id`. */
    supported: since(117),
    sendsTurnId: since(117),
    /** The `[features]` key that turns hooks on. */
    hooksFeatureKey: since(129) ? ("hooks" as const) : ("codex_hooks" as const),
    hooksOnByDefault: since(124),
    /** `hooks/list` trust status and `[hooks.state]`; before it every hook runs. */
    hookTrust: since(129),
    bypassHookTrustFlag: since(141),
    pluginHooks: since(128),
    /** Plugin hooks need `[features] plugin_hooks = true`. */
    pluginHooksFlag: since(128) && !since(131),
    pluginAddCommand: since(131),
    /** Codex knows SubagentStop; before it, `hooks/list` shows only our Stop hook. */
    subagentStopHook: since(133),
    /** SessionStart runs after an automatic compaction in `codex exec` (source "compact"). */
    sessionStartAfterCompaction: since(150),
    /** `CODEX_SESSION_ID` in the environment of the model's commands. */
    sessionIdInCommands: since(148),
    /** Rollout items carry provenance metadata. */
    rolloutProvenance: since(164),
  };
}
