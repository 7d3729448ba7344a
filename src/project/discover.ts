import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { boulderPath } from "./paths.js";

export interface BoulderLocation {
  /** The project root: the directory whose `.omo/boulder.json` was found. */
  readonly root: string;
  readonly path: string;
}

function exists(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    // It is there but cannot be looked at (a permission problem): the reader will say so.
    return true;
  }
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
    if (exists(path)) return { found: { root: dir, path }, searched };
    const parent = dirname(dir);
    if (parent === dir) return { searched };
    dir = parent;
  }
}
