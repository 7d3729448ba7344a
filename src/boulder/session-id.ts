const KNOWN_PREFIX = /^(?:codex|opencode):/;

/** The id Codex gives us, as boulder.json stores it: `codex:<id>` unless it already carries a prefix. */
export function sessionKeyFromPayload(sessionId: string): string {
  return KNOWN_PREFIX.test(sessionId) ? sessionId : `codex:${sessionId}`;
}

/** Stored ids without a prefix predate Codex support: they are legacy OpenCode ids. */
export function sessionKeyFromBoulder(storedId: string): string {
  return KNOWN_PREFIX.test(storedId) ? storedId : `opencode:${storedId}`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a session id never holds control characters.
const NOT_IN_AN_ID = /[\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Why `sessionId` cannot be stored in `session_ids`: Codex's ids are UUIDs, and the hook matches them. */
export function sessionIdProblem(sessionId: string): string | undefined {
  if (sessionId.trim() === "") return "the session id is blank";
  const shown = JSON.stringify(sessionId.slice(0, 80));
  if (sessionId.length > 256 || NOT_IN_AN_ID.test(sessionId)) return `not a session id: ${shown}`;
  if (sessionId.replace(KNOWN_PREFIX, "") === "")
    return `not a session id: ${shown} (a prefix with no id after it)`;
  return undefined;
}
