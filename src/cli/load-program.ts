import type * as Program from "./program.js";

declare const __ULW_BUNDLE__: boolean | undefined;

type ProgramModule = typeof Program;

function isProgramModule(value: unknown): value is ProgramModule {
  return (
    typeof value === "object" &&
    value !== null &&
    "runProgram" in value &&
    typeof value.runProgram === "function"
  );
}

/**
 * The command line (commander, explain, status, install, doctor) as dist/program.js, loaded only
 * when something other than a hook runs. Inside the CommonJS bundle it is required: Node's ESM loader
 * refuses a file URL with an escaped backslash, so `import()` fails under a path that contains "\".
 */
function requireBundle(): ProgramModule {
  const loaded: unknown = require("./program.js");
  if (!isProgramModule(loaded)) throw new Error("dist/program.js does not export runProgram");
  return loaded;
}

export function loadProgram(): Promise<ProgramModule> {
  // A ternary on the bundler's constant, so the bundle keeps only the `require`.
  return typeof __ULW_BUNDLE__ === "boolean" ? Promise.resolve(requireBundle()) : import("./program.js");
}
