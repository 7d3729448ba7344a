import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { HooksListing } from "../codex/hooks-list.js";
import { executableOnPath } from "../fs/on-path.js";
import { pathKind, resolvedPath } from "../fs/paths.js";
import { parseHookCommand, platformCommand } from "../install/hook-command.js";
import { type Ownership, ownership } from "../install/hook-ownership.js";
import { EVENTS, readHooksText, STATUS_PREFIX } from "../install/hooks-file.js";
import { field, isRecord, parseJson } from "../json/guards.js";
import { PACKAGE_NAME } from "../names.js";
import type { HookOptionsResult } from "../settings/flags.js";

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
  listing: HooksListing | undefined,
  pluginFiles: (root: string) => string[],
): HooksSite[] {
  const user = join(codexHome, "hooks.json");
  const start = resolve(cwd);
  // From the project root as Codex finds it (the nearest checkout up) down to `cwd`; else `cwd` alone.
  const ancestors = [start];
  for (let dir = start; !isCheckout(dir) && dirname(dir) !== dir; dir = dirname(dir))
    ancestors.push(dirname(dir));
  const folders = isCheckout(ancestors.at(-1) ?? start) ? ancestors.reverse() : [start];
  // Never the user's, which a home at `~/.codex` makes look like a project's.
  const userPath = resolvedPath(user);
  const projects = folders
    .map((dir) => join(dir, ".codex", "hooks.json"))
    .filter((file) => pathKind(file) !== undefined && resolvedPath(file) !== userPath);
  const seen = new Set([userPath, ...projects.map(resolvedPath)]);
  // The project hooks files codex listed hooks from count too.
  for (const { source, sourcePath } of listing?.ok === true ? listing.hooks : []) {
    if (source !== "project" || sourcePath === null || seen.has(resolvedPath(sourcePath))) continue;
    projects.push(sourcePath);
    seen.add(resolvedPath(sourcePath));
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

/** Where a hook that looks like ours is registered, whether it is ours, and whether it can run. */
export interface Registration {
  readonly source: HooksSite["source"];
  readonly file: string;
  readonly event: (typeof EVENTS)[number][0];
  readonly command: string;
  /** The script the command runs, `${PLUGIN_ROOT}` resolved or found on the PATH; undefined when unknown. */
  readonly script?: string;
  readonly scriptExists: boolean;
  readonly options: HookOptionsResult;
  /** Whether it runs our code (a label proves nothing); `viaPath`: a bare command resolving to ours. */
  readonly owner: Ownership | { readonly ours: true; readonly viaPath: true };
  /** For a plugin: `<plugin>@<marketplace>` and the installed version folder. */
  readonly pluginId?: string;
  readonly pluginRoot?: string;
}

/** Where a hook is registered, in words: a plugin by its id and folder, else its hooks file. */
export function whereRegistered(source: string, file: string, pluginId?: string, folder?: string): string {
  return pluginId === undefined ? `${source} hooks file ${file}` : `plugin ${pluginId} (${folder})`;
}

export type HooksFileProblem = { readonly file: string; readonly problem: string };

/** Our handlers in one hooks.json, or why the file cannot be read; `ourCli` is this package's cli.js. */
function registrationsIn({ file, source, plugin }: HooksSite, ourCli: string) {
  const read = readHooksText(file);
  if (!read.ok) return read.missing ? [] : { file, problem: read.why };
  const parsed = parseJson(read.text);
  if (!parsed.ok || !isRecord(parsed.value)) return { file, problem: "is not a JSON object" };
  const document = parsed.value;
  return EVENTS.flatMap(([event]) =>
    handlersOf(document, event).flatMap((handler): Registration[] => {
      if (!isRecord(handler)) return [];
      const status = field(handler, "statusMessage");
      const raw = platformCommand(handler);
      const labelled = typeof status === "string" && status.startsWith(STATUS_PREFIX);
      if (!labelled && !(typeof raw === "string" && raw.includes(PACKAGE_NAME))) return [];
      const command = String(raw ?? "");
      const runs = plugin === undefined ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, plugin.root);
      const parsedCommand = parseHookCommand(runs);
      const script =
        parsedCommand?.launcher === "node"
          ? parsedCommand.script
          : parsedCommand && executableOnPath(parsedCommand.script);
      const owner = ownership({ command: runs, ...(plugin ? { pluginRoot: plugin.root } : {}) }, ourCli);
      const viaPath =
        parsedCommand?.launcher === "path" &&
        script !== undefined &&
        resolvedPath(script) === resolvedPath(ourCli);
      return [
        {
          source,
          file,
          event,
          command,
          ...(script !== undefined ? { script } : {}),
          scriptExists: script !== undefined && existsSync(script),
          options: parsedCommand?.options ?? {
            ok: false,
            problem: 'the command is not `node "<path>" hook stop|subagent-stop [flags]`',
          },
          owner: owner.ours || !viaPath ? owner : { ours: true, viaPath: true },
          ...(plugin !== undefined ? { pluginId: plugin.id, pluginRoot: plugin.root } : {}),
        },
      ];
    }),
  );
}

/** Every place our hooks are registered: user hooks.json, the project's, installed plugin copies. */
export function findRegistrations(
  codexHome: string,
  cwd: string,
  ourCli: string,
  listing: HooksListing | undefined,
): { registrations: Registration[]; problems: HooksFileProblem[] } {
  // Any plugin may carry our hook: ours, or a parent plugin that embeds this package.
  const sites = hooksSites(codexHome, cwd, listing, (root) => [join(root, "hooks", "hooks.json")]);
  const found = sites.map((site) => registrationsIn(site, ourCli));
  return {
    registrations: found.flatMap((entry) => (Array.isArray(entry) ? entry : [])),
    problems: found.flatMap((entry) => (Array.isArray(entry) ? [] : [entry])),
  };
}
