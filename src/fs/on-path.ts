import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

// The first executable file `name` on PATH, as a shell would find it (on Windows with the endings of
// PATHEXT, as `node.exe` or `codex.cmd`).
export function executableOnPath(name: string): string | undefined {
  const { env } = process;
  const endings = process.platform === "win32" ? (env.PATHEXT ?? ".COM;.EXE;.BAT;.CMD").split(";") : [""];
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    for (const ending of endings) {
      const candidate = join(dir, `${name}${ending}`);
      try {
        if (!statSync(candidate).isFile()) continue;
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // Not here.
      }
    }
  }
  return undefined;
}
