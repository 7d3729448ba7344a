import { lstatSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { readHead } from "../fs/regular-file.js";

/**
 * Codex's home: `given`, else CODEX_HOME, else `.codex` in `userHome`. The commands pass os.homedir(); the
 * hook passes what the environment says (where os.homedir() looks first) and so never loads node:os,
 * which costs every start about 0.8 M instructions.
 */
export function codexHome(given: string | undefined, userHome: string): string;
export function codexHome(given: string | undefined, userHome: string | undefined): string | undefined;
export function codexHome(given: string | undefined, userHome: string | undefined): string | undefined {
  const home = given ?? (process.env.CODEX_HOME || (userHome ? join(userHome, ".codex") : undefined));
  return home === undefined ? undefined : resolve(home);
}

const USER_HOME = process.platform === "win32" ? "USERPROFILE" : "HOME";

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
  const homes = new Set<string>();
  const named = codexHome(undefined, process.env[USER_HOME]);
  if (named !== undefined) homes.add(named);
  if (basename(days) === "sessions") homes.add(dirname(days));
  if (homes.size === 0)
    return {
      kind: "unknown",
      why: `no Codex home: CODEX_HOME and ${USER_HOME} are unset, and ${transcript} is not in a sessions folder`,
    };
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
