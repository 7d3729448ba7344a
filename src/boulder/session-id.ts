const KNOWN_PREFIXES = ["codex:", "opencode:"] as const;

function hasKnownPrefix(id: string): boolean {
  return KNOWN_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** The id Codex gives us, as boulder.json stores it: `codex:<id>` unless it already carries a prefix. */
export function sessionKeyFromPayload(sessionId: string): string {
  return hasKnownPrefix(sessionId) ? sessionId : `codex:${sessionId}`;
}

/** Stored ids without a prefix predate Codex support: they are legacy OpenCode ids. */
export function sessionKeyFromBoulder(storedId: string): string {
  return hasKnownPrefix(storedId) ? storedId : `opencode:${storedId}`;
}
