import { isUtf8 } from "node:buffer";
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { pathKind, statOf } from "../fs/paths.js";
import { errorCode, MIB, readRegularBytes } from "../fs/regular-file.js";
import { renameOver } from "../fs/rename.js";
import { isRecord, type JsonRecord, parseJson } from "../json/guards.js";
import { editJsonText, type TextEdit } from "../json/text-edit.js";
import type { EditResult } from "./edit.js";
import { acquireLock, removeLeftovers } from "./lock.js";
import { BOULDER_CAP_BYTES, BOULDER_CONTAINER_LIMIT, exceedsContainerLimit } from "./read.js";

// The one way boulder.json is written: under the lock, read whole, edited in place, replaced atomically
// (a temp file renamed over it) with its mode kept. What we cannot read we did not create: never replaced.

type Problem = { readonly ok: false; readonly problem: string };

const NOTHING = "nothing was written";
const UNTOUCHED = "; it was left untouched (fix or move it, then try again)";
const code = (error: unknown): string =>
  errorCode(error) || (error instanceof Error ? error.message : String(error));
const fail = (problem: string): Problem => ({ ok: false, problem });

/** Creates `<root>/.omo` when missing (never its parents); something else there is named for what it is. */
function omoFolderProblem(path: string): string | undefined {
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

/** The real file behind `path` (a project may share another's `.omo`), only ever a `.omo/boulder.json`. */
function locateTarget(path: string): { readonly ok: true; readonly path: string } | Problem {
  let real: string;
  try {
    real =
      lstatSync(path, { throwIfNoEntry: false }) === undefined
        ? join(realpathSync(dirname(path)), basename(path))
        : realpathSync(path);
  } catch (error) {
    return fail(`${path} is a symlink that cannot be followed (${code(error)}); ${NOTHING}`);
  }
  if (basename(real) !== "boulder.json" || basename(dirname(real)) !== ".omo")
    return fail(
      `${path} leads through a symlink to ${real}, which is not a boulder.json in a .omo folder; ${NOTHING}`,
    );
  return { ok: true, path: real };
}

/** Why we may not replace `real` (`mode` undefined: no file yet); no write bit is refused even for root. */
function notWritable(real: string, mode: number | undefined): string | undefined {
  const folder = dirname(real);
  try {
    accessSync(folder, constants.W_OK);
  } catch (error) {
    return `the folder ${folder} is not writable by us (${code(error)}); ${NOTHING}`;
  }
  if (mode === undefined) return undefined;
  let denied = (mode & 0o222) === 0 ? `mode ${(mode & 0o777).toString(8)}` : undefined;
  try {
    accessSync(real, constants.W_OK);
  } catch (error) {
    denied = code(error);
  }
  return denied === undefined
    ? undefined
    : `${real} is read-only for us (${denied}); make it writable to change it; ${NOTHING}`;
}

/** The file's text, BOM and object, and its mode (undefined: there is no file yet). */
function readCurrent(path: string) {
  const read = readRegularBytes(path, BOULDER_CAP_BYTES);
  if (!read.ok) {
    if (read.missing && statSync(path, { throwIfNoEntry: false }) === undefined)
      return { ok: true as const, text: "", bom: "", boulder: {}, mode: undefined };
    return fail(`${path} ${read.why}`);
  }
  // Bytes that are not UTF-8 would come back changed from a rewrite: such a file is not ours to edit.
  if (!isUtf8(read.bytes)) return fail(`${path} is not valid UTF-8 text${UNTOUCHED}`);
  const decoded = read.bytes.toString("utf8");
  if (exceedsContainerLimit(decoded, BOULDER_CONTAINER_LIMIT))
    return fail(`${path} holds more JSON objects and arrays than the hook reads${UNTOUCHED}`);
  const parsed = parseJson(decoded);
  if (!parsed.ok) return fail(`${path} is not valid JSON${UNTOUCHED}`);
  if (!isRecord(parsed.value)) return fail(`${path} is not a JSON object${UNTOUCHED}`);
  const bom = decoded.startsWith("\ufeff") ? "\ufeff" : "";
  const mode = statSync(path).mode & 0o7777;
  return { ok: true as const, text: decoded.slice(bom.length), bom, boulder: parsed.value, mode };
}

function replaceAtomically(path: string, text: string, mode: number | undefined): string | undefined {
  const temp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    const fd = openSync(temp, "wx", mode ?? 0o666);
    try {
      // The whole text (one write() may take only part of it, on a disk near full) or an error.
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (mode !== undefined) chmodSync(temp, mode);
    renameOver(temp, path);
    return undefined;
  } catch (error) {
    rmSync(temp, { force: true });
    return `cannot write ${path} (${code(error)})`;
  }
}

// Callers take turns through the lock, so each edit sees the one before it; only the values it changes
// are rewritten, and no change writes nothing.
export function updateBoulder(
  path: string,
  edit: (boulder: JsonRecord) => EditResult,
  options: { readonly lockWaitMs: number },
): EditResult {
  const made = omoFolderProblem(path);
  if (made !== undefined) return fail(made);
  const target = locateTarget(path);
  if (!target.ok) return target;
  // A size unknown is waited for as for a small one.
  const size = statOf(target.path)?.size ?? 0;
  // The lock sits beside the real file, so writers through any link to it take turns. One holder is
  // waited for as long as a write of this size takes on a slow, busy machine, several times over.
  const patienceMs = 2000 + Math.ceil((size / MIB) * 1000);
  const lock = acquireLock(`${target.path}.lock`, { waitMs: options.lockWaitMs, patienceMs });
  if (!lock.ok) return lock;
  try {
    const again = locateTarget(path);
    if (!again.ok) return again;
    if (again.path !== target.path) return fail(`${path} changed its target while we waited; try again`);
    removeLeftovers(dirname(target.path));
    const current = readCurrent(target.path);
    if (!current.ok) return current;
    const edited = edit(current.boulder);
    if (!edited.ok) return fail(`${path}: ${edited.problem}; it was left untouched`);
    // A new or empty boulder is written pretty; any other is edited in place.
    const next: TextEdit =
      Object.keys(current.boulder).length === 0
        ? { ok: true, text: `${JSON.stringify(edited.boulder, null, 2)}\n` }
        : editJsonText(current.text, current.boulder, edited.boulder);
    if (!next.ok) return fail(`${path} could not be edited in place: ${next.why}${UNTOUCHED}`);
    const text = current.bom + next.text;
    // A new file's text is never empty, so it is always written.
    if (text === current.bom + current.text) return edited;
    if (Buffer.byteLength(text) > BOULDER_CAP_BYTES)
      return fail(
        `${path} would grow over the ${BOULDER_CAP_BYTES} bytes the hook reads; it was left untouched`,
      );
    const denied = notWritable(target.path, current.mode);
    if (denied !== undefined) return fail(denied);
    const problem = replaceAtomically(target.path, text, current.mode);
    return problem === undefined ? edited : fail(problem);
  } finally {
    lock.release();
  }
}
