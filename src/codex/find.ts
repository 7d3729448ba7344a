import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The first executable `codex` on PATH, as a shell would find it; undefined when there is none. */
export function codexOnPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join(dir, "codex");
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}
