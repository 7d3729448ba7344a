import markers from "./pressure-markers.json" with { type: "json" };

/**
 * Phrases Codex writes into a session's transcript when the context window is under pressure. Once one
 * appears, driving the session on would work from a compacted or truncated memory, so the hook stays
 * silent. Matched case-insensitively; all are ASCII, so byte-wise matching is exact. The list lives in
 * pressure-markers.json so the benchmark's grep baseline searches for exactly the same phrases.
 */
export const PRESSURE_MARKERS: readonly string[] = markers;
