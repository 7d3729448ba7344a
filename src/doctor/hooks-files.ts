import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathKind, resolvedPath } from "../fs/paths.js";
import { field, isRecord } from "../json/guards.js";

/** What Codex replaces with the plugin's installed folder in a plugin's hook commands. */
export const PLUGIN_ROOT_VARIABLE = "$" + "{PLUGIN_ROOT}";

/** A Git checkout: its .git is a folder with HEAD in it, or a file pointing at one (worktrees, submodules). */
const isCheckout = (dir: string): boolean =>
  pathKind(join(dir, ".git", "HEAD")) === "file" || pathKind(join(dir, ".git")) === "file";

/** A hooks file to read: whose it is, and for a plugin's, the plugin's installed folder and id. */
export interface HooksSite {
  readonly file: string;
  readonly source: "user" | "project" | "plugin";
  readonly plugin?: { readonly root: string; readonly id: string };
}

/** The user's hooks.json, each project `.codex/hooks.json` Codex loads or listed, each installed plugin's. */
export function hooksSites(
  codexHome: string,
  cwd: string,
  listedProjectFiles: readonly string[],
  pluginFiles: (root: string) => string[],
): HooksSite[] {
  const user = join(codexHome, "hooks.json");
  const start = resolve(cwd);
  // From the project root as Codex finds it (the nearest checkout up) down to `cwd`; else `cwd` alone.
  let folders = [start];
  for (let dir = start; !isCheckout(dir); dir = dirname(dir)) {
    if (dirname(dir) === dir) {
      folders = [start];
      break;
    }
    folders.unshift(dirname(dir));
  }
  // Never the user's, which a home at `~/.codex` makes look like a project's.
  const userPath = resolvedPath(user);
  const projects = folders
    .map((dir) => join(dir, ".codex", "hooks.json"))
    .filter((file) => pathKind(file) !== undefined && resolvedPath(file) !== userPath);
  const seen = new Set([userPath, ...projects.map(resolvedPath)]);
  for (const file of listedProjectFiles) {
    if (!seen.has(resolvedPath(file))) projects.push(file);
    seen.add(resolvedPath(file));
  }
  return [
    { file: user, source: "user" },
    ...projects.map((file) => ({ file, source: "project" as const })),
    ...installedPlugins(codexHome).flatMap((plugin) =>
      pluginFiles(plugin.root).map((file) => ({ file, source: "plugin" as const, plugin })),
    ),
  ];
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
function installedPlugins(codexHome: string): { root: string; id: string }[] {
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
