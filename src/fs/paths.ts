import { type Dirent, readdirSync, realpathSync, type Stats, statSync } from "node:fs";
import { basename, dirname, isAbsolute, relative, resolve } from "node:path";

/** The stats of `path` (symlinks followed); anything that keeps us from looking means nothing is there. */
export function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function pathKind(path: string): "file" | "directory" | "other" | undefined {
  const stats = statOf(path);
  if (stats === undefined) return undefined;
  return stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
}

/** A path with symlinks resolved, or as given when it cannot be (it may not exist yet). */
export function resolvedPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function fileIdentity(path: string): string | undefined {
  const stats = statOf(path);
  return stats === undefined ? undefined : `${stats.dev}:${stats.ino}`;
}

// Whether absolute paths name the file at `target`, for many paths at once: each folder is listed once,
// and only a link or an entry of the target's name costs a stat (10,000 works took 10,000 otherwise).
export function sameFileTest(target: string): (path: string) => boolean {
  const identity = fileIdentity(target);
  const name = basename(target);
  const folders = new Map<string, ReadonlyMap<string, Dirent> | undefined>();
  const listing = (folder: string) => {
    if (!folders.has(folder)) {
      let entries: Map<string, Dirent> | undefined;
      try {
        entries = new Map(readdirSync(folder, { withFileTypes: true }).map((entry) => [entry.name, entry]));
      } catch {
        entries = undefined;
      }
      folders.set(folder, entries);
    }
    return folders.get(folder);
  };
  return (path) => {
    if (path === target) return true;
    if (identity === undefined) return false;
    const entry = listing(dirname(path))?.get(basename(path));
    if (entry === undefined) return listing(dirname(path)) === undefined && fileIdentity(path) === identity;
    if (!entry.isSymbolicLink() && entry.name !== name) return false;
    return fileIdentity(path) === identity;
  };
}

// A path the model can open: as it is when it fits `cap`, else relative to the project root, so a long
// root never leaves a cut path that does not exist.
export function pathWithin(path: string, root: string, cap: number): string {
  return Buffer.byteLength(path) <= cap || !isAbsolute(path) ? path : relative(root, path);
}
