import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The first executable file `name` on PATH, as a shell would find it; undefined when there is none. */
export function executableOnPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join(dir, name);
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
