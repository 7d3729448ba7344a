import { isAbsolute, join, relative, resolve } from "node:path";
import { readHooksText } from "../install/hooks-file.js";
import { field, isRecord, parseJson } from "../json/guards.js";
import { hooksFilesToRead, installedPlugins } from "./hooks-files.js";
import { PLUGIN_ROOT_VARIABLE } from "./registrations.js";

/** Any command handler registered for Stop, whoever registered it. */
export interface StopHandler {
  readonly source: "user" | "project" | "plugin";
  /** The hooks file that holds it. */
  readonly file: string;
  /** The command as the shell gets it: a plugin's `${PLUGIN_ROOT}` replaced by its folder. */
  readonly runs: string;
  /** For a plugin: `<plugin>@<marketplace>` and the installed version folder. */
  readonly pluginId?: string;
  readonly pluginRoot?: string;
}

const MANIFEST = join(".codex-plugin", "plugin.json");

/** A hooks file, or the manifest that names a plugin's, read by the one hooks-file reader. */
function parsedJsonFile(file: string): unknown {
  const read = readHooksText(file);
  if (!read.ok) return undefined;
  const parsed = parseJson(read.text);
  return parsed.ok ? parsed.value : undefined;
}

/** The Stop commands of one hooks document (`{"hooks": {"Stop": [{"hooks": [{"command": ...}]}]}}`). */
function stopCommandsOf(document: unknown): string[] {
  const hooks = isRecord(document) ? field(document, "hooks") : undefined;
  const groups = isRecord(hooks) ? field(hooks, "Stop") : undefined;
  return (Array.isArray(groups) ? groups : []).flatMap((group) => {
    const handlers = isRecord(group) ? field(group, "hooks") : undefined;
    return (Array.isArray(handlers) ? handlers : []).flatMap((handler) => {
      const command = isRecord(handler) ? field(handler, "command") : undefined;
      return typeof command === "string" ? [command] : [];
    });
  });
}

/**
 * Every Stop command handler in one hooks file; a file that is missing or unreadable holds none (the
 * registration checks already name a hooks.json that cannot be read).
 */
export function stopHandlersIn(
  file: string,
  source: StopHandler["source"],
  plugin?: { readonly root: string; readonly id: string },
): StopHandler[] {
  return stopCommandsOf(parsedJsonFile(file)).map((command) => ({
    source,
    file,
    runs: plugin === undefined ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, plugin.root),
    ...(plugin !== undefined ? { pluginId: plugin.id, pluginRoot: plugin.root } : {}),
  }));
}

/**
 * The hooks files of an installed plugin: those its manifest's `hooks` names (one path or a list,
 * relative to the plugin folder and inside it), else `hooks/hooks.json`.
 */
export function pluginHooksFiles(root: string): string[] {
  const manifest = parsedJsonFile(join(root, MANIFEST));
  const named = isRecord(manifest) ? field(manifest, "hooks") : undefined;
  const paths = typeof named === "string" ? [named] : Array.isArray(named) ? named : [];
  const files = paths.flatMap((path) => {
    if (typeof path !== "string") return [];
    const file = resolve(root, path);
    const inside = relative(root, file);
    return inside === "" || inside.startsWith("..") || isAbsolute(inside) ? [] : [file];
  });
  return files.length > 0 ? files : [join(root, "hooks", "hooks.json")];
}

/**
 * Every Stop handler in the places doctor reads: the user's hooks.json, the project's hooks files,
 * and each installed plugin copy (a parent plugin's embedded components included).
 */
export function allStopHandlers(
  codexHome: string,
  cwd: string,
  listedProjectFiles: readonly string[] = [],
): StopHandler[] {
  const { user, projects } = hooksFilesToRead(codexHome, cwd, listedProjectFiles);
  return [
    ...stopHandlersIn(user, "user"),
    ...projects.flatMap((file) => stopHandlersIn(file, "project")),
    ...installedPlugins(codexHome).flatMap((plugin) =>
      pluginHooksFiles(plugin.root).flatMap((file) => stopHandlersIn(file, "plugin", plugin)),
    ),
  ];
}
