import { requireSibling } from "../fs/sibling-bundle.js";
import type * as Program from "./program.js";

/** Loaded only when no hook runs; a ternary on the bundler's constant keeps only `require` in a bundle. */
export function loadProgram(): Promise<typeof Program> {
  return typeof __ULW_BUNDLE__ === "boolean"
    ? Promise.resolve(requireSibling<typeof Program>("./program.js", "runProgram"))
    : import("./program.js");
}
