import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathKind, resolvedPath } from "../fs/paths.js";

/** The project root as Codex finds it: the nearest folder from `cwd` up that is a Git checkout. */
export function projectRoot(cwd: string): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const git = join(dir, ".git");
    // A checkout's .git is a folder with HEAD in it, or a file pointing at one (worktrees, submodules).
    if (pathKind(join(git, "HEAD")) === "file" || pathKind(git) === "file") return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Every `.codex/hooks.json` Codex loads for a session in `cwd`: one in each folder from the project
 * root down to `cwd` (only `cwd`'s own outside a checkout), leaving out the user's hooks.json, which a
 * Codex home at `~/.codex` makes look like a project's.
 */
export function projectHooksFiles(cwd: string, userHooksFile: string): string[] {
  const start = resolve(cwd);
  const root = projectRoot(start) ?? start;
  const folders: string[] = [];
  for (let dir = start; ; dir = dirname(dir)) {
    folders.unshift(dir);
    if (dir === root || dirname(dir) === dir) break;
  }
  const user = resolvedPath(userHooksFile);
  return folders
    .map((dir) => join(dir, ".codex", "hooks.json"))
    .filter((file) => pathKind(file) !== undefined && resolvedPath(file) !== user);
}

function folderNames(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * The user's hooks.json and every project hooks file to read: the rule above, and any project hooks
 * file codex listed hooks from, in case those are more.
 */
export function hooksFilesToRead(
  codexHome: string,
  cwd: string,
  listedProjectFiles: readonly string[],
): { user: string; projects: string[] } {
  const user = join(codexHome, "hooks.json");
  const projects = projectHooksFiles(cwd, user);
  const seen = new Set([resolvedPath(user), ...projects.map(resolvedPath)]);
  for (const file of listedProjectFiles) {
    if (!seen.has(resolvedPath(file))) projects.push(file);
    seen.add(resolvedPath(file));
  }
  return { user, projects };
}

/** Every installed plugin copy: `<codex-home>/plugins/cache/<marketplace>/<plugin>/<version>/`. */
export function installedPlugins(codexHome: string): { root: string; id: string }[] {
  const cache = join(codexHome, "plugins", "cache");
  return folderNames(cache).flatMap((marketplace) =>
    folderNames(join(cache, marketplace)).flatMap((plugin) =>
      folderNames(join(cache, marketplace, plugin)).map((version) => ({
        root: join(cache, marketplace, plugin, version),
        id: `${plugin}@${marketplace}`,
      })),
    ),
  );
}
