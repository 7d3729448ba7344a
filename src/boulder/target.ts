import { accessSync, constants, lstatSync, mkdirSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { pathKind } from "../fs/paths.js";
import { errorCode } from "../fs/regular-file.js";

/**
 * The file a boulder write replaces. `<root>/.omo/boulder.json` may be a symlink, or sit in a `.omo`
 * that is one (a project sharing another checkout's `.omo`): the write goes to the real file, but only
 * when that is a `boulder.json` in a folder named `.omo`. A link to anything else (a package.json, a
 * folder of another name) is refused, so no write through a link lands on what is not a boulder.
 */

export type Target =
  | { readonly ok: true; readonly path: string }
  | { readonly ok: false; readonly problem: string };

const NOTHING = "nothing was written";

function code(error: unknown): string {
  return errorCode(error) || String(error);
}

/**
 * Creates `<root>/.omo` when missing (never its parents: the project folder must exist). Something
 * else already there under that name is named for what it is.
 */
export function ensureOmoFolder(path: string): string | undefined {
  const folder = dirname(path);
  try {
    mkdirSync(folder);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") return `cannot create ${folder} (${code(error)}); ${NOTHING}`;
    const kind = pathKind(folder);
    if (kind === "file")
      return `${folder} is a file, where a folder is needed to hold boulder.json; move or rename that file; ${NOTHING}`;
    if (kind === "other")
      return `${folder} is neither a folder nor a file (a FIFO, socket or device), where a folder is needed to hold boulder.json; ${NOTHING}`;
  }
  return undefined;
}

/** The real file behind `path` (which need not exist yet), checked to be a `.omo/boulder.json`. */
export function locateTarget(path: string): Target {
  let real: string;
  try {
    real =
      lstatSync(path, { throwIfNoEntry: false }) === undefined
        ? join(realpathSync(dirname(path)), basename(path))
        : realpathSync(path);
  } catch (error) {
    return {
      ok: false,
      problem: `${path} is a symlink that cannot be followed (${code(error)}); ${NOTHING}`,
    };
  }
  if (basename(real) !== "boulder.json" || basename(dirname(real)) !== ".omo")
    return {
      ok: false,
      problem: `${path} leads through a symlink to ${real}, which is not a boulder.json in a .omo folder; ${NOTHING}`,
    };
  return { ok: true, path: real };
}

/**
 * Why we may not replace the file at `real` (undefined: we may). A file without any write permission
 * was made read-only on purpose, so it is refused even for a user (root) whom the system would let write.
 */
export function notWritable(real: string): string | undefined {
  const folder = dirname(real);
  try {
    accessSync(folder, constants.W_OK);
  } catch (error) {
    return `the folder ${folder} is not writable by us (${code(error)}); ${NOTHING}`;
  }
  const stats = statSync(real, { throwIfNoEntry: false });
  if (stats === undefined) return undefined;
  let denied = (stats.mode & 0o222) === 0 ? `mode ${(stats.mode & 0o777).toString(8)}` : undefined;
  try {
    accessSync(real, constants.W_OK);
  } catch (error) {
    denied = code(error);
  }
  if (denied !== undefined)
    return `${real} is read-only for us (${denied}); make it writable to change it; ${NOTHING}`;
  return undefined;
}
