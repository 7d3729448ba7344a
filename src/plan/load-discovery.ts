import { requireSibling } from "../fs/sibling-bundle.js";
import type * as Discovery from "./discover.js";

declare const __ULW_BUNDLE__: boolean | undefined;

/**
 * Plan discovery (fast-glob) as dist/plan-discovery.js, loaded only when a work's plan is missing
 * where boulder.json says; the sources (tests) import it. A ternary on the bundler's constant, so a
 * bundle keeps only the `require`.
 */
export function loadDiscovery(): Promise<typeof Discovery> {
  return typeof __ULW_BUNDLE__ === "boolean"
    ? Promise.resolve(requireSibling<typeof Discovery>("./plan-discovery.js", "discoverPlan"))
    : import("./discover.js");
}
