import type * as Discovery from "./discover.js";

declare const __ULW_BUNDLE__: boolean | undefined;

type DiscoveryModule = typeof Discovery;

function isDiscoveryModule(value: unknown): value is DiscoveryModule {
  return (
    typeof value === "object" &&
    value !== null &&
    "discoverPlan" in value &&
    typeof value.discoverPlan === "function"
  );
}

/**
 * Plan discovery (fast-glob) as dist/plan-discovery.js, loaded only when a work's plan is missing
 * where boulder.json says. Required inside the bundle, for the reason given in cli/load-program.ts.
 */
function requireBundle(): DiscoveryModule {
  const loaded: unknown = require("./plan-discovery.js");
  if (!isDiscoveryModule(loaded)) throw new Error("dist/plan-discovery.js does not export discoverPlan");
  return loaded;
}

export function loadDiscovery(): Promise<DiscoveryModule> {
  // A ternary on the bundler's constant, so the bundle keeps only the `require`.
  return typeof __ULW_BUNDLE__ === "boolean" ? Promise.resolve(requireBundle()) : import("./discover.js");
}
