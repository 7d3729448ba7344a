import { requireSibling } from "../fs/sibling-bundle.js";
import type * as Discovery from "./discover.js";

/** Plan discovery (fast-glob) as dist/plan-discovery.js, loaded only when a plan is missing. */
export function loadDiscovery(): Promise<typeof Discovery> {
  return typeof __ULW_BUNDLE__ === "boolean"
    ? Promise.resolve(requireSibling<typeof Discovery>("./plan-discovery.js", "listPlanFiles"))
    : import("./discover.js");
}
