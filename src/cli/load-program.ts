import { requireSibling } from "../fs/sibling-bundle.js";
import type * as Program from "./program.js";

declare const __ULW_BUNDLE__: boolean | undefined;

/**
 * The command line as dist/program.js, loaded only when no hook runs; the sources (tests) import it.
 * A ternary on the bundler's constant, so a bundle keeps only the `require`.
 */
export function loadProgram(): Promise<typeof Program> {
  return typeof __ULW_BUNDLE__ === "boolean"
    ? Promise.resolve(requireSibling<typeof Program>("./program.js", "runProgram"))
    : import("./program.js");
}
