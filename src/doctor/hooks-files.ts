import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathKind, resolvedPath } from "../fs/paths.js";
import { field, isRecord } from "../json/guards.js";

/** What Codex replaces with the plugin's installed folder in a plugin's hook commands. */
export const PLUGIN_ROOT_VARIABLE = "$" + "{PLUGIN_ROOT}";

/** The project root as Codex finds it: the nearest folder from `cwd` up that is a Git checkout. */
function projectRoot(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const git = join(dir, ".git");
    // A checkout's .git is a folder with HEAD in it, or a file pointing at one (worktrees, submodules).
    if (pathKind(join(git, "HEAD")) === "file" || pathKind(git) === "file") return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The user's hooks.json, and every `.codex/hooks.json` Codex loads for a session in `cwd` (one in each
 * folder from the project root down to `cwd`, only `cwd`'s outside a checkout, never the user's, which
 * a Codex home at `~/.codex` makes look like a project's), plus any project file codex listed hooks from.
 */
export function hooksFilesToRead(
  codexHome: string,
  cwd: string,
  listedProjectFiles: readonly string[],
): { user: string; projects: string[] } {
  const user = join(codexHome, "hooks.json");
  const start = resolve(cwd);
  const root = projectRoot(start) ?? start;
  const folders: string[] = [];
  for (let dir = start; ; dir = dirname(dir)) {
    folders.unshift(dir);
    if (dir === root || dirname(dir) === dir) break;
  }
  const userPath = resolvedPath(user);
  const projects = folders
    .map((dir) => join(dir, ".codex", "hooks.json"))
    .filter((file) => pathKind(file) !== undefined && resolvedPath(file) !== userPath);
  const seen = new Set([userPath, ...projects.map(resolvedPath)]);
  for (const file of listedProjectFiles) {
    if (!seen.has(resolvedPath(file))) projects.push(file);
    seen.add(resolvedPath(file));
  }
  return { user, projects };
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

/** The handlers a hooks document lists for `event`: `{"hooks": {"<event>": [{"hooks": [handler...]}]}}`. */
export function handlersOf(document: unknown, event: string): unknown[] {
  const hooks = isRecord(document) ? field(document, "hooks") : undefined;
  const groups = isRecord(hooks) ? field(hooks, event) : undefined;
  return (Array.isArray(groups) ? groups : []).flatMap((group) => {
    const handlers = isRecord(group) ? field(group, "hooks") : undefined;
    return Array.isArray(handlers) ? handlers : [];
  });
}
