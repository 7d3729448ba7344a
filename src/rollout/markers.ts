import markers from "./pressure-markers.json" with { type: "json" };

/**
 * Phrases Codex writes when the context window is under pressure, matched case-insensitively (all ASCII).
 * In a JSON file so the benchmark's grep baseline searches for exactly the same phrases.
 */
export const PRESSURE_MARKERS: readonly string[] = markers;
