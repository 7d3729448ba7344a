import { dirname, join, resolve } from "node:path";
import { boulderPath } from "./omo-paths.js";
import { pathKind } from "./paths.js";

/** The first of `cwd` and its ancestors that `has` accepts, or undefined. */
function upwards(cwd: string, has: (dir: string) => boolean): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (has(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

// The boulder of the project `cwd` belongs to: `<cwd>/.omo/boulder.json`, else the nearest ancestor's,
// so a session started in a subdirectory still finds its plan. `searched` lists every path looked at.
export function findBoulder(cwd: string): {
  readonly found?: { readonly root: string; readonly path: string };
  readonly searched: string[];
} {
  const searched: string[] = [];
  // Anything in the way (a file named `.omo`, a folder we may not search) means no boulder here.
  const root = upwards(cwd, (dir) => {
    const path = boulderPath(dir);
    searched.push(path);
    return pathKind(path) !== undefined;
  });
  return root === undefined ? { searched } : { found: { root, path: boulderPath(root) }, searched };
}

// The project a new boulder belongs to: `cwd` or the nearest ancestor with a `.omo/` folder, else
// `cwd` itself. The Stop hook, searching upwards from the same `cwd`, finds what is written there.
export function findProjectRoot(cwd: string): string {
  return upwards(cwd, (dir) => pathKind(join(dir, ".omo")) === "directory") ?? resolve(cwd);
}
