import { realpathSync, statSync } from "node:fs";
import { resolve } from "node:path";

/**
 * What is at `path` (symlinks followed). Anything that keeps us from looking (a file where a folder
 * should be on the way, a folder we may not search, a name too long) means nothing is there.
 */
export function pathKind(path: string): "file" | "directory" | "other" | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (stats === undefined) return undefined;
    return stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
  } catch {
    return undefined;
  }
}

/** A path with symlinks resolved, or as given when it cannot be (it may not exist yet). */
export function resolvedPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** The identity of the file at `path` (symlinks followed), or undefined when nothing can be seen there. */
export function fileIdentity(path: string): string | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats === undefined ? undefined : `${stats.dev}:${stats.ino}`;
  } catch {
    return undefined;
  }
}
