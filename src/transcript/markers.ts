/**
 * Phrases Codex writes into a session's transcript when the context window is under pressure. Once one
 * appears, driving the session on would work from a compacted or truncated memory, so the hook stays
 * silent. Matched case-insensitively; all are ASCII, so byte-wise matching is exact.
 */
export const PRESSURE_MARKERS: readonly string[] = [
  "context compacted",
  "context_length_exceeded",
  "skill descriptions were shortened",
  "context_too_large",
  "codex ran out of room in the model's context window",
  "your input exceeds the context window",
  "long threads and multiple compactions",
];
