import {
  chmodSync,
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";
import { errorCode, readRegularText } from "../fs/regular-file.js";
import { isRecord, type JsonRecord, parseJson } from "../json/guards.js";
import type { EditResult } from "./edit.js";
import { acquireLock } from "./lock.js";
import { BOULDER_CAP_BYTES, BOULDER_CONTAINER_LIMIT, exceedsContainerLimit } from "./read.js";

/**
 * The one way boulder.json is written: under the lock, read whole, edited, then replaced atomically
 * (a temp file in the same folder, renamed over it) with its mode kept. A file that is not a JSON
 * object, or not a regular file, is never replaced: what we cannot read we did not create.
 */

export type UpdateResult =
  | { readonly ok: true; readonly workId: string; readonly note: string; readonly boulder: JsonRecord }
  | { readonly ok: false; readonly problem: string };

export interface UpdateOptions {
  /** How long to wait for another writer's lock. */
  readonly lockWaitMs: number;
}

function fail(problem: string): UpdateResult {
  return { ok: false, problem };
}

/** The file to replace: the path, or the file a symlink there points at (the link stays). */
function target(path: string): { ok: true; path: string } | { ok: false; problem: string } {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (stats?.isSymbolicLink() !== true) return { ok: true, path };
  try {
    return { ok: true, path: realpathSync(path) };
  } catch (error) {
    return { ok: false, problem: `${path} is a symlink that cannot be followed (${errorCode(error)})` };
  }
}

/** `mode` is undefined for a new file: it gets the default mode, as the umask says. */
type Current =
  | { ok: true; boulder: JsonRecord | undefined; mode: number | undefined }
  | { ok: false; problem: string };

function readCurrent(path: string): Current {
  const read = readRegularText(path, BOULDER_CAP_BYTES);
  if (!read.ok) {
    if (read.missing && lstatSync(path, { throwIfNoEntry: false }) === undefined)
      return { ok: true, boulder: undefined, mode: undefined };
    return { ok: false, problem: `${path} ${read.why}` };
  }
  const untouched = "; it was left untouched (fix or move it, then try again)";
  if (exceedsContainerLimit(read.text, BOULDER_CONTAINER_LIMIT))
    return {
      ok: false,
      problem: `${path} holds more JSON objects and arrays than the hook reads${untouched}`,
    };
  const parsed = parseJson(read.text);
  if (!parsed.ok) return { ok: false, problem: `${path} is not valid JSON${untouched}` };
  if (!isRecord(parsed.value)) return { ok: false, problem: `${path} is not a JSON object${untouched}` };
  return { ok: true, boulder: parsed.value, mode: statSync(path).mode & 0o7777 };
}

function replaceAtomically(path: string, text: string, mode: number | undefined): string | undefined {
  const temp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    const fd = openSync(temp, "wx", mode ?? 0o666);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (mode !== undefined) chmodSync(temp, mode);
    renameSync(temp, path);
    return undefined;
  } catch (error) {
    rmSync(temp, { force: true });
    return `cannot write ${path} (${errorCode(error) || String(error)})`;
  }
}

/**
 * Applies `edit` to the boulder at `path` (`<root>/.omo/boulder.json`; `.omo/` is created when
 * missing). Concurrent callers take turns through the lock, so each edit sees the one before it.
 */
export function updateBoulder(
  path: string,
  edit: (boulder: JsonRecord) => EditResult,
  options: UpdateOptions,
): UpdateResult {
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    return fail(`cannot create ${dirname(path)} (${errorCode(error) || String(error)})`);
  }
  const lock = acquireLock(`${path}.lock`, options.lockWaitMs);
  if (!lock.ok) return lock;
  try {
    const file = target(path);
    if (!file.ok) return file;
    const current = readCurrent(file.path);
    if (!current.ok) return current;
    const edited = edit(current.boulder ?? {});
    if (!edited.ok) return fail(`${path}: ${edited.problem}; it was left untouched`);
    const text = `${JSON.stringify(edited.boulder, null, 2)}\n`;
    if (Buffer.byteLength(text) > BOULDER_CAP_BYTES)
      return fail(
        `${path} would grow over the ${BOULDER_CAP_BYTES} bytes the hook reads; it was left untouched`,
      );
    const problem = replaceAtomically(file.path, text, current.mode);
    if (problem !== undefined) return fail(problem);
    return { ok: true, workId: edited.workId, note: edited.note, boulder: edited.boulder };
  } finally {
    lock.release();
  }
}
