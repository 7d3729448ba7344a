import { closeSync, readSync } from "node:fs";
import { openRegularFile } from "../fs/regular-file.js";
import { parseJson } from "../json/guards.js";
import { JsonScanner, type MemberSpan } from "../json/scanner.js";
import { type BoulderDocument, MIRROR_ID } from "./document.js";
import { parseWork, type WorkEntry } from "./work.js";

const CHUNK_BYTES = 64 * 1024;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const BACKSLASH = 0x5c;
/** The top-level keys a work (and the mirror) is built from; nothing else is parsed. */
const MIRROR_KEYS = new Set([
  "active_plan",
  "plan_name",
  "session_ids",
  "status",
  "worktree_path",
  "started_at",
  "updated_at",
  "active_work_id",
]);

export type BoulderRead =
  | { readonly ok: true; readonly document: BoulderDocument }
  | { readonly ok: false; readonly missing: boolean; readonly why: string };

/**
 * The text a matching `session_ids` entry must contain. A stored id equals the key either as written
 * or, for `opencode:` keys, without its prefix; both contain the bare id.
 */
export function sessionNeedle(sessionKey: string): Buffer {
  return Buffer.from(sessionKey.startsWith("opencode:") ? sessionKey.slice("opencode:".length) : sessionKey);
}

/** Array-index keys come first in ascending order, as in any JS object built by JSON.parse. */
function objectKeyOrder(keys: readonly string[]): string[] {
  const isIndex = (key: string) => {
    const first = key.charCodeAt(0);
    return first >= 0x30 && first <= 0x39 && /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
  };
  const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((key) => !isIndex(key))];
}

interface Scan {
  readonly scanner: JsonScanner;
  /** Every work is a candidate when the needle cannot be searched for as bytes. */
  readonly matchAll: boolean;
  /** Offsets where the needle or a backslash (an escape could hide the needle) occurs. */
  readonly hints: number[];
}

function scanFile(fd: number, sessionKey: string): Scan {
  const needle = sessionNeedle(sessionKey);
  // An empty needle matches everywhere; U+FFFD may stand for undecodable bytes in the file.
  const matchAll = needle.length === 0 || sessionKey.includes("\ufffd");
  const scanner = new JsonScanner("works");
  const hints: number[] = [];
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let carry = Buffer.alloc(0);
  let position = 0;
  let first = true;
  for (;;) {
    const read = readSync(fd, buffer, 0, buffer.length, position);
    if (read === 0) break;
    let chunk = buffer.subarray(0, read);
    let chunkStart = position;
    position += read;
    if (first && chunk.subarray(0, 3).equals(BOM)) {
      chunk = chunk.subarray(3);
      chunkStart += 3;
      scanner.skip(3);
    }
    first = false;
    scanner.feed(chunk);
    if (scanner.failed) break;
    if (matchAll) continue;
    // A needle split across the chunk border is found in carry + the head of this chunk.
    const border = Buffer.concat([carry, chunk.subarray(0, needle.length - 1)]);
    for (let at = border.indexOf(needle); at !== -1; at = border.indexOf(needle, at + 1)) {
      hints.push(chunkStart - carry.length + at);
    }
    for (let at = chunk.indexOf(needle); at !== -1; at = chunk.indexOf(needle, at + 1))
      hints.push(chunkStart + at);
    for (let at = chunk.indexOf(BACKSLASH); at !== -1; at = chunk.indexOf(BACKSLASH, at + 1)) {
      hints.push(chunkStart + at);
    }
    carry = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (needle.length - 1))));
  }
  hints.sort((a, b) => a - b);
  return { scanner, hints, matchAll };
}

function readValue(fd: number, span: MemberSpan): unknown {
  const bytes = Buffer.allocUnsafe(span.end - span.start);
  let length = 0;
  while (length < bytes.length) {
    const read = readSync(fd, bytes, length, bytes.length - length, span.start + length);
    if (read === 0) break;
    length += read;
  }
  const parsed = parseJson(bytes.toString("utf8", 0, length));
  return parsed.ok ? parsed.value : undefined;
}

function containsHint(hints: readonly number[], start: number, end: number): boolean {
  let low = 0;
  let high = hints.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((hints[mid] ?? 0) < start) low = mid + 1;
    else high = mid;
  }
  return low < hints.length && (hints[low] ?? end) < end;
}

function buildDocument(fd: number, { scanner, hints, matchAll }: Scan): BoulderDocument {
  // Later duplicates win, as with JSON.parse.
  const top = new Map<string, MemberSpan>();
  for (const member of scanner.members) if (member.parent === undefined) top.set(member.key, member);
  const mirrorRecord: Record<string, unknown> = {};
  for (const [key, span] of top) if (MIRROR_KEYS.has(key)) mirrorRecord[key] = readValue(fd, span);
  const activeWorkId = mirrorRecord.active_work_id;
  const base = {
    mirror: parseWork(MIRROR_ID, mirrorRecord),
    ...(typeof activeWorkId === "string" ? { activeWorkId } : {}),
  };

  const worksSpan = top.get("works");
  const worksMembers = new Map<string, MemberSpan>();
  for (const member of scanner.members) {
    const inLastWorks =
      worksSpan !== undefined && member.start > worksSpan.start && member.end < worksSpan.end;
    if (member.parent === "works" && inLastWorks) worksMembers.set(member.key, member);
  }
  if (worksSpan === undefined || !isObjectSpan(fd, worksSpan)) return base;
  const works: WorkEntry[] = [];
  for (const id of objectKeyOrder([...worksMembers.keys()])) {
    const span = worksMembers.get(id);
    if (span !== undefined && (matchAll || containsHint(hints, span.start, span.end)))
      works.push(parseWork(id, readValue(fd, span)));
  }
  return { ...base, works, worksTotal: worksMembers.size };
}

function isObjectSpan(fd: number, span: MemberSpan): boolean {
  const first = Buffer.alloc(1);
  readSync(fd, first, 0, 1, span.start);
  return first[0] === 0x7b;
}

/**
 * Reads boulder.json for one session without building the whole document: a streaming validator
 * checks the file is JSON and locates each work, and only works whose bytes could list the session
 * are parsed. The selected work is the same as a full parse would give; works that cannot belong to
 * the session are counted, not judged.
 */
export function readBoulderForSession(path: string, sessionKey: string, capBytes: number): BoulderRead {
  const opened = openRegularFile(path);
  if (!opened.ok) return opened;
  const { fd } = opened;
  try {
    if (opened.size > capBytes) {
      return {
        ok: false,
        missing: false,
        why: `is ${opened.size} bytes, over the ${capBytes / 1024 / 1024} MiB cap`,
      };
    }
    const scan = scanFile(fd, sessionKey);
    if (!scan.scanner.finish()) return { ok: false, missing: false, why: "boulder.json is not valid JSON" };
    if (!scan.scanner.topIsObject)
      return { ok: false, missing: false, why: "boulder.json is not a JSON object" };
    return { ok: true, document: buildDocument(fd, scan) };
  } catch (error) {
    return { ok: false, missing: false, why: error instanceof Error ? error.message : "read failed" };
  } finally {
    closeSync(fd);
  }
}
