import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { resolvedPath, statOf } from "../fs/paths.js";
import { findBoulder } from "../fs/project-root.js";
import { MIB, readFullyAt, withRegularFile } from "../fs/regular-file.js";
import { field, isRecord, parseJson } from "../json/guards.js";

/** A rollout's first line (`session_meta`): which session, started in which folder. */
function readSessionMeta(line: string) {
  const parsed = parseJson(line);
  const record = parsed.ok && isRecord(parsed.value) ? parsed.value : {};
  const payload = field(record, "type") === "session_meta" ? field(record, "payload") : undefined;
  const id = isRecord(payload) ? field(payload, "id") : undefined;
  const cwd = isRecord(payload) ? field(payload, "cwd") : undefined;
  return typeof id === "string" && typeof cwd === "string" ? { id, cwd } : undefined;
}

/** Where Codex writes a session's rollout: sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl. */
const ROLLOUT_PATH = /^\d{4}[\\/]\d{2}[\\/]\d{2}[\\/]rollout-[^\\/]*\.jsonl$/;
/** A first line longer than this is not Codex's session_meta (about 22 KB on 0.171). */
const FIRST_LINE_CAP = 4 * MIB;
const CHUNK = 32 * 1024;

function listed(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
}

/** A regular file's first line, read a chunk at a time into `buffer`, if it ends within it. */
function firstLine(path: string, buffer: Buffer): Buffer | undefined {
  const line = withRegularFile(path, Number.POSITIVE_INFINITY, (fd) => {
    for (let filled = 0; filled < buffer.length; ) {
      const read = readFullyAt(fd, buffer.subarray(filled), Math.min(CHUNK, buffer.length - filled), filled);
      const newline = buffer.subarray(filled, filled + read).indexOf(0x0a);
      if (newline !== -1) return buffer.subarray(0, filled + newline);
      if (read === 0) return undefined;
      filled += read;
    }
    return undefined;
  });
  return Buffer.isBuffer(line) ? line : undefined;
}

/** Whether a session started in `cwd` is this project's: at or under its root, and no nearer boulder. */
function belongs(roots: readonly string[], cwd: string): boolean {
  if (!roots.some((r) => cwd === r || cwd.startsWith(r.endsWith(sep) ? r : `${r}${sep}`))) return false;
  const nearest = findBoulder(cwd).found?.root;
  return nearest === undefined || roots.includes(nearest);
}

// The project's rollouts under `<codexHome>/sessions/`, newest written first: of each written since `since`
// only the first line is read, and parsed only when it names the root as JSON would.
export function projectRollouts(codexHome: string, since: number, root: string) {
  // What became of each rollout in the Codex home's sessions/ (docs/report.schema.json says each).
  const counts = { read: 0, foreign: 0, broken: 0, older: 0 };
  const recent: { path: string; mtime: number }[] = [];
  const sessions = join(codexHome, "sessions");
  for (const name of listed(sessions)) {
    if (!ROLLOUT_PATH.test(name)) continue;
    const path = join(sessions, name);
    const stats = statOf(path);
    if (stats?.isFile() !== true) counts.broken++;
    else if (stats.mtimeMs < since) counts.older++;
    else recent.push({ path, mtime: stats.mtimeMs });
  }
  recent.sort((a, b) => b.mtime - a.mtime);
  const roots = [...new Set([root, resolvedPath(root)])];
  const named = roots.map((r) => Buffer.from(JSON.stringify(r).slice(1, -1)));
  const rollouts: { path: string; id: string; cwd: string }[] = [];
  const buffer = Buffer.allocUnsafe(FIRST_LINE_CAP);
  for (const { path } of recent) {
    const line = firstLine(path, buffer);
    if (line === undefined) counts.broken++;
    // A cwd at or under the root names it, escaped as JSON escapes it: any other line is not parsed.
    else if (!named.some((name) => line.includes(name))) counts.foreign++;
    else {
      const meta = readSessionMeta(line.toString("utf8"));
      if (meta === undefined) counts.broken++;
      else if (belongs(roots, meta.cwd)) rollouts.push({ path, ...meta });
      else counts.foreign++;
    }
  }
  return { rollouts, counts };
}
