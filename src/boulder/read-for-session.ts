import { readSync } from "node:fs";
import { type ReadFailure, readFullyAt, withRegularFile } from "../fs/regular-file.js";
import { scanObjectFast } from "../json/fast-object-scan.js";
import { parseJson } from "../json/guards.js";
import type { IndexResult, ObjectIndex, Span } from "../json/object-index.js";
import { JsonScanner } from "../json/scanner.js";
import { type BoulderDocument, MIRROR_ID, parseBoulder } from "./document.js";
import { parseWork, type WorkEntry } from "./work.js";

const CHUNK_BYTES = 64 * 1024;
/**
 * Files up to this size are simply parsed whole: JSON.parse is quickest there, and the streaming
 * machinery (a large regular expression to compile) would cost more than it saves.
 */
export const WHOLE_FILE_LIMIT = 256 * 1024;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** The top-level keys a work (and the mirror) is built from; nothing else is parsed. */
const MIRROR_KEYS = [
  "active_plan",
  "plan_name",
  "session_ids",
  "status",
  "worktree_path",
  "started_at",
  "updated_at",
  "active_work_id",
];

export type BoulderRead = { readonly ok: true; readonly document: BoulderDocument } | ReadFailure;

/**
 * What a matching `session_ids` entry must contain, as bytes: a stored id equals the key either as
 * written or, for `opencode:` keys, without its prefix; both contain the bare id. A backslash is a hint
 * too, since a JSON escape can spell the id without containing it. Undefined: every work may match.
 */
export function sessionHints(sessionKey: string): string[] | undefined {
  const id = sessionKey.startsWith("opencode:") ? sessionKey.slice("opencode:".length) : sessionKey;
  // U+FFFD may stand for undecodable bytes in the file, which no byte search can see.
  if (id === "" || id.includes("\ufffd")) return undefined;
  return [Buffer.from(id).toString("latin1"), "\\"];
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

function readAt(fd: number, buffer: Buffer, position: number): number {
  return readSync(fd, buffer, 0, buffer.length, position);
}

function bomLength(fd: number): number {
  const head = Buffer.alloc(3);
  return readSync(fd, head, 0, 3, 0) === 3 && head.equals(BOM) ? 3 : 0;
}

/** The exact path: a byte-level validator, for whatever the fast path cannot vouch for. */
function scanSlow(fd: number, skip: number, hints: readonly string[] | undefined): IndexResult {
  const scanner = new JsonScanner("works");
  scanner.skip(skip);
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  for (let position = skip; ; ) {
    const read = readAt(fd, buffer, position);
    if (read === 0) break;
    position += read;
    scanner.feed(buffer.subarray(0, read));
    if (scanner.failed) return { kind: "invalid" };
  }
  if (!scanner.finish()) return { kind: "invalid" };
  if (!scanner.topIsObject) return { kind: "not-object" };
  const top = new Map<string, Span>();
  for (const member of scanner.members) if (member.parent === undefined) top.set(member.key, member);
  const works = top.get("works");
  if (works === undefined || !startsWithBrace(fd, works)) return { kind: "indexed", index: { top } };
  // Keys keep their first position and last value, as with JSON.parse: settle values before filtering.
  const all = new Map<string, Span>();
  for (const member of scanner.members) {
    if (member.parent === "works" && member.start > works.start && member.end < works.end)
      all.set(member.key, member);
  }
  const nested = new Map<string, Span>();
  for (const [key, span] of all)
    if (hints === undefined || containsAny(fd, span, hints)) nested.set(key, span);
  return { kind: "indexed", index: { top, nested, nestedCount: all.size } };
}

function startsWithBrace(fd: number, span: Span): boolean {
  const first = Buffer.alloc(1);
  readSync(fd, first, 0, 1, span.start);
  return first[0] === 0x7b;
}

function containsAny(fd: number, span: Span, hints: readonly string[]): boolean {
  const text = readSpan(fd, span).toString("latin1");
  return hints.some((hint) => text.includes(hint));
}

function readSpan(fd: number, span: Span): Buffer {
  const bytes = Buffer.allocUnsafe(span.end - span.start);
  return bytes.subarray(0, readFullyAt(fd, bytes, bytes.length, span.start));
}

function readValue(fd: number, span: Span): unknown {
  const parsed = parseJson(readSpan(fd, span).toString("utf8"));
  return parsed.ok ? parsed.value : undefined;
}

function buildDocument(fd: number, index: ObjectIndex): BoulderDocument {
  const mirrorRecord: Record<string, unknown> = {};
  for (const key of MIRROR_KEYS) {
    const span = index.top.get(key);
    if (span !== undefined) mirrorRecord[key] = readValue(fd, span);
  }
  const activeWorkId = mirrorRecord.active_work_id;
  const base = {
    mirror: parseWork(MIRROR_ID, mirrorRecord),
    ...(typeof activeWorkId === "string" ? { activeWorkId } : {}),
  };
  if (index.nested === undefined) return base;
  const works: WorkEntry[] = [];
  for (const id of objectKeyOrder([...index.nested.keys()])) {
    const span = index.nested.get(id);
    if (span !== undefined) works.push(parseWork(id, readValue(fd, span)));
  }
  return index.nestedCount === undefined
    ? { ...base, works }
    : { ...base, works, worksTotal: index.nestedCount };
}

/**
 * Reads boulder.json for one session without building the whole document: the file is validated as
 * JSON while streaming, each work is located, and only works whose bytes could list the session are
 * parsed. The selected work is the same as a full parse would give; works that cannot belong to the
 * session are counted, not judged.
 */
export function readBoulderForSession(
  path: string,
  sessionKey: string,
  capBytes: number,
  wholeFileLimit = WHOLE_FILE_LIMIT,
): BoulderRead {
  return withRegularFile(path, capBytes, (fd, size): BoulderRead => {
    if (size <= wholeFileLimit) {
      const parsed = parseBoulder(readSpan(fd, { start: 0, end: size }).toString("utf8"));
      return parsed.ok ? parsed : { ok: false, missing: false, why: parsed.problem };
    }
    const skip = bomLength(fd);
    const hints = sessionHints(sessionKey);
    const fast = scanObjectFast({
      read: (buffer, offset, length, position) => readSync(fd, buffer, offset, length, position),
      nestedOf: "works",
      hints: hints ?? [""],
      skip,
    });
    const result: IndexResult =
      fast !== undefined ? { kind: "indexed", index: fast } : scanSlow(fd, skip, hints);
    if (result.kind === "invalid")
      return { ok: false, missing: false, why: "boulder.json is not valid JSON" };
    if (result.kind === "not-object")
      return { ok: false, missing: false, why: "boulder.json is not a JSON object" };
    return { ok: true, document: buildDocument(fd, result.index) };
  });
}
