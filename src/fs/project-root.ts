import { dirname, join, resolve } from "node:path";
import { boulderPath } from "./omo-paths.js";
import { pathKind } from "./paths.js";

export interface BoulderLocation {
  /** The project root: the directory whose `.omo/boulder.json` was found. */
  readonly root: string;
  readonly path: string;
}

/**
 * The boulder of the project `cwd` belongs to: `<cwd>/.omo/boulder.json`, else the nearest ancestor
 * directory that has one, so a session started in a subdirectory still finds its plan. `searched`
 * lists every path looked at, for explain.
 */
export function findBoulder(cwd: string): { readonly found?: BoulderLocation; readonly searched: string[] } {
  const searched: string[] = [];
  for (let dir = resolve(cwd); ; ) {
    const path = boulderPath(dir);
    searched.push(path);
    // Anything in the way (a file named `.omo`, a folder we may not search) means no boulder here.
    if (pathKind(path) !== undefined) return { found: { root: dir, path }, searched };
    const parent = dirname(dir);
    if (parent === dir) return { searched };
    dir = parent;
  }
}

/**
 * The project a new boulder belongs to: `cwd` or the nearest ancestor that has a `.omo/` folder,
 * else `cwd` itself. The Stop hook, searching upwards from the same `cwd`, finds what is written there.
 */
export function findProjectRoot(cwd: string): string {
  const start = resolve(cwd);
  for (let dir = start; ; ) {
    if (pathKind(join(dir, ".omo")) === "directory") return dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}
