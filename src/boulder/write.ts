import { isUtf8 } from "node:buffer";
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";
import { errorCode, MIB, readRegularBytes } from "../fs/regular-file.js";
import { isRecord, type JsonRecord, parseJson } from "../json/guards.js";
import { editJsonText, type TextEdit } from "../json/text-edit.js";
import type { EditResult } from "./edit.js";
import { removeLeftovers, tempNameFor } from "./leftovers.js";
import { acquireLock } from "./lock.js";
import { BOULDER_CAP_BYTES, BOULDER_CONTAINER_LIMIT, exceedsContainerLimit } from "./read.js";
import { ensureOmoFolder, locateTarget, notWritable } from "./target.js";

/**
 * The one way boulder.json is written: under the lock, read whole, edited, then replaced atomically
 * (a temp file in the same folder, renamed over it) with its mode kept. A file that is not a JSON
 * object, or not a regular file, is never replaced: what we cannot read we did not create.
 */

export type UpdateResult =
  | { readonly ok: true; readonly workId: string; readonly note: string; readonly boulder: JsonRecord }
  | { readonly ok: false; readonly problem: string };

export interface UpdateOptions {
  /** The most to wait for other writers' locks, in all. */
  readonly lockWaitMs: number;
}

/**
 * How long one writer may hold the lock before we stop waiting for it: what a write of a boulder
 * this size takes on a slow, busy machine (10,000 works, 3 to 4 MiB, took up to 0.9 s with six
 * writers at once on two shared cores), several times over.
 */
export function holdPatienceMs(boulderBytes: number): number {
  return 2000 + Math.ceil((boulderBytes / MIB) * 1000);
}

function sizeOf(path: string): number {
  try {
    return statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  } catch {
    return 0;
  }
}

function fail(problem: string): UpdateResult {
  return { ok: false, problem };
}

/** The file as it is: its text (without a BOM, which `bom` keeps), parsed, and its mode. */
interface Current {
  readonly text: string;
  readonly bom: boolean;
  readonly boulder: JsonRecord;
  readonly mode: number;
}

const UNTOUCHED = "; it was left untouched (fix or move it, then try again)";

/** undefined: there is no file yet. */
function readCurrent(
  path: string,
): { ok: true; current: Current | undefined } | { ok: false; problem: string } {
  const read = readRegularBytes(path, BOULDER_CAP_BYTES);
  if (!read.ok) {
    if (read.missing && statSync(path, { throwIfNoEntry: false }) === undefined)
      return { ok: true, current: undefined };
    return { ok: false, problem: `${path} ${read.why}` };
  }
  // Bytes that are not UTF-8 would come back changed from a rewrite: such a file is not ours to edit.
  if (!isUtf8(read.bytes)) return { ok: false, problem: `${path} is not valid UTF-8 text${UNTOUCHED}` };
  const decoded = read.bytes.toString("utf8");
  if (exceedsContainerLimit(decoded, BOULDER_CONTAINER_LIMIT))
    return {
      ok: false,
      problem: `${path} holds more JSON objects and arrays than the hook reads${UNTOUCHED}`,
    };
  const parsed = parseJson(decoded);
  if (!parsed.ok) return { ok: false, problem: `${path} is not valid JSON${UNTOUCHED}` };
  if (!isRecord(parsed.value)) return { ok: false, problem: `${path} is not a JSON object${UNTOUCHED}` };
  const bom = decoded.startsWith("\ufeff");
  const text = bom ? decoded.slice(1) : decoded;
  return { ok: true, current: { text, bom, boulder: parsed.value, mode: statSync(path).mode & 0o7777 } };
}

/** The new text: the old one edited in place, or, for a new or empty boulder, a pretty document. */
function nextText(current: Current | undefined, edited: JsonRecord): TextEdit {
  if (current === undefined || Object.keys(current.boulder).length === 0)
    return { ok: true, text: `${current?.bom === true ? "\ufeff" : ""}${JSON.stringify(edited, null, 2)}\n` };
  const next = editJsonText(current.text, current.boulder, edited);
  return next.ok ? { ok: true, text: `${current.bom ? "\ufeff" : ""}${next.text}` } : next;
}

function replaceAtomically(path: string, text: string, mode: number | undefined): string | undefined {
  const temp = tempNameFor(path);
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
    renameSync(temp, path);
    return undefined;
  } catch (error) {
    rmSync(temp, { force: true });
    return `cannot write ${path} (${errorCode(error) || String(error)})`;
  }
}

/**
 * Applies `edit` to the boulder at `path` (`<root>/.omo/boulder.json`; `.omo/` is created when
 * missing). Concurrent callers take turns through the lock, so each edit sees the one before it. Only
 * the values the edit changes are rewritten; an edit that changes nothing writes nothing.
 */
export function updateBoulder(
  path: string,
  edit: (boulder: JsonRecord) => EditResult,
  options: UpdateOptions,
): UpdateResult {
  const made = ensureOmoFolder(path);
  if (made !== undefined) return fail(made);
  const target = locateTarget(path);
  if (!target.ok) return target;
  // The lock sits beside the real file, so writers through any link to it take turns.
  const size = sizeOf(target.path);
  const lock = acquireLock(`${target.path}.lock`, {
    waitMs: options.lockWaitMs,
    patienceMs: holdPatienceMs(size),
  });
  if (!lock.ok) return lock;
  try {
    const again = locateTarget(path);
    if (!again.ok) return again;
    if (again.path !== target.path) return fail(`${path} changed its target while we waited; try again`);
    removeLeftovers(dirname(target.path));
    const read = readCurrent(target.path);
    if (!read.ok) return read;
    const { current } = read;
    const edited = edit(current?.boulder ?? {});
    if (!edited.ok) return fail(`${path}: ${edited.problem}; it was left untouched`);
    const result: UpdateResult = {
      ok: true,
      workId: edited.workId,
      note: edited.note,
      boulder: edited.boulder,
    };
    const next = nextText(current, edited.boulder);
    if (!next.ok) return fail(`${path} could not be edited in place: ${next.why}${UNTOUCHED}`);
    const { text } = next;
    if (current !== undefined && text === `${current.bom ? "\ufeff" : ""}${current.text}`) return result;
    if (Buffer.byteLength(text) > BOULDER_CAP_BYTES)
      return fail(
        `${path} would grow over the ${BOULDER_CAP_BYTES} bytes the hook reads; it was left untouched`,
      );
    const denied = notWritable(target.path);
    if (denied !== undefined) return fail(denied);
    const problem = replaceAtomically(target.path, text, current?.mode);
    return problem === undefined ? result : fail(problem);
  } finally {
    lock.release();
  }
}
