import { closeSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { MIB, openRegularFile, readFullyAt } from "../fs/regular-file.js";
import { readSessionMeta, type SessionMeta } from "../rollout/report-records.js";

/** What became of each rollout in the Codex home's sessions/ (docs/report.schema.json says each). */
export type RolloutCounts = Record<"read" | "foreign" | "broken" | "older", number>;

export interface ProjectRollout extends SessionMeta {
  readonly path: string;
}

/** Where Codex writes a session's rollout: sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl. */
const ROLLOUT_PATH = /^\d{4}[\\/]\d{2}[\\/]\d{2}[\\/]rollout-[^\\/]*\.jsonl$/;
/** A first line longer than this is not Codex's session_meta (about 22 KB on 0.171). */
const FIRST_LINE_CAP = 4 * MIB;
const CHUNK = 64 * 1024;

function listed(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
}

function statOf(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** The first line of a regular file, when it ends within FIRST_LINE_CAP bytes. */
function firstLine(path: string): string | undefined {
  const opened = openRegularFile(path);
  if (!opened.ok) return undefined;
  try {
    // Most first lines end in the first chunk: the whole cap is read only for the rest.
    for (const cap of [CHUNK, FIRST_LINE_CAP]) {
      const bytes = Buffer.allocUnsafe(Math.min(cap, opened.size));
      const read = readFullyAt(opened.fd, bytes, bytes.length, 0);
      const newline = bytes.subarray(0, read).indexOf(0x0a);
      if (newline !== -1) return bytes.toString("utf8", 0, newline);
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(opened.fd);
  }
}

/**
 * This project's rollouts under `<codexHome>/sessions/YYYY/MM/DD/`, newest written first: only files
 * written since `since` are opened, and of each only its first line, which `belongs` judges by the
 * session's cwd.
 */
export function projectRollouts(
  codexHome: string,
  since: number,
  belongs: (cwd: string) => boolean,
): { readonly rollouts: ProjectRollout[]; readonly counts: RolloutCounts } {
  const counts: RolloutCounts = { read: 0, foreign: 0, broken: 0, older: 0 };
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
  const rollouts: ProjectRollout[] = [];
  for (const { path } of recent) {
    const line = firstLine(path);
    const meta = line === undefined ? undefined : readSessionMeta(line);
    if (meta === undefined) counts.broken++;
    else if (!belongs(meta.cwd)) counts.foreign++;
    else rollouts.push({ path, ...meta });
  }
  return { rollouts, counts };
}
