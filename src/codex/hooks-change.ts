import { lstatSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { readHead } from "../fs/regular-file.js";

export function codexHome(given?: string): string {
  return resolve(given ?? (process.env.CODEX_HOME || join(homedir(), ".codex")));
}

/** A hooks or trust file changed after the session began: the agent may have written it; strictest mode. */
export type HooksChangeFact =
  | { readonly kind: "unchanged"; readonly sessionStart: number; readonly files: number }
  | { readonly kind: "changed"; readonly sessionStart: number; readonly path: string; readonly at: number }
  | { readonly kind: "unknown"; readonly why: string };

/** The file's change time, or its link's where that is later; undefined where there is nothing. */
function changedAt(path: string): number | undefined {
  const link = lstatSync(path, { throwIfNoEntry: false });
  if (link === undefined || !link.isSymbolicLink()) return link?.ctimeMs;
  const target = statSync(path, { throwIfNoEntry: false });
  return Math.max(link.ctimeMs, target?.ctimeMs ?? 0);
}

export function readHooksChange(cwd: string, transcript: string): HooksChangeFact {
  // Codex writes the session's first record (session_meta) as the session begins: its timestamp.
  const head = readHead(transcript, 128)?.toString("latin1") ?? "";
  const start = Date.parse(/^\{"timestamp":"([^"]{10,40})"/.exec(head)?.[1] ?? "");
  if (Number.isNaN(start)) return { kind: "unknown", why: `${transcript} does not begin with a timestamp` };
  // The hooks files and config.toml of the Codex homes and of every `.codex/` from `cwd` up.
  // A rollout lives at <home>/sessions/YYYY/MM/DD/: that home, and the one the environment names.
  const days = dirname(dirname(dirname(dirname(transcript))));
  const homes = new Set([codexHome()]);
  if (basename(days) === "sessions") homes.add(dirname(days));
  const projects: string[] = [];
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const folder = join(dir, ".codex");
    if (!homes.has(folder)) projects.push(folder);
    if (dirname(dir) === dir) break;
  }
  // A project's `.codex` itself too: a folder moved or linked in keeps its files' old change times.
  const files = [...homes, ...projects]
    .flatMap((folder) => [join(folder, "hooks.json"), join(folder, "config.toml")])
    .concat(projects);
  for (const path of files) {
    const at = changedAt(path);
    if (at !== undefined && at > start) return { kind: "changed", sessionStart: start, path, at };
  }
  return { kind: "unchanged", sessionStart: start, files: files.length };
}
