import { existsSync } from "node:fs";
import { join } from "node:path";
import { executableOnPath } from "../fs/on-path.js";
import { resolvedPath } from "../fs/paths.js";
import { type HookCommand, parseHookCommand } from "../install/hook-command.js";
import { ownership } from "../install/hook-ownership.js";
import { EVENTS, readHooksText, STATUS_PREFIX } from "../install/hooks-file.js";
import { field, isRecord, parseJson } from "../json/guards.js";
import { PACKAGE_NAME } from "../names.js";
import type { HookOptionsResult } from "../settings/flags.js";
import { hooksFilesToRead, installedPlugins } from "./hooks-files.js";

/** Where a hook that looks like ours is registered, whether it is ours, and whether it can run. */
export interface Registration {
  readonly source: "user" | "project" | "plugin";
  /** The hooks file that holds it. */
  readonly file: string;
  readonly event: (typeof EVENTS)[number][0];
  readonly command: string;
  /** The script the command runs, `${PLUGIN_ROOT}` resolved or found on the PATH; undefined when unknown. */
  readonly script?: string;
  readonly scriptExists: boolean;
  readonly options: HookOptionsResult;
  /** Whether it runs this package's own code (see ownership/): a label proves nothing. */
  readonly owner:
    | { readonly ours: true; readonly viaPath?: true }
    | { readonly ours: false; readonly why: string };
  /** For a plugin: `<plugin>@<marketplace>` and the installed version folder. */
  readonly pluginId?: string;
  readonly pluginRoot?: string;
}

export type HooksFileProblem = { readonly file: string; readonly problem: string };

/** What Codex replaces with the plugin's installed folder in a plugin's hook commands. */
export const PLUGIN_ROOT_VARIABLE = "$" + "{PLUGIN_ROOT}";

function looksOurs(handler: unknown): handler is Readonly<Record<string, unknown>> {
  if (!isRecord(handler)) return false;
  const status = field(handler, "statusMessage");
  const command = field(handler, "command");
  if (typeof status === "string" && status.startsWith(STATUS_PREFIX)) return true;
  return typeof command === "string" && command.includes(PACKAGE_NAME);
}

/** Where the shell would find the script a parsed command runs. */
function scriptOf(command: HookCommand | undefined): string | undefined {
  if (command === undefined) return undefined;
  return command.launcher === "node" ? command.script : executableOnPath(command.script);
}

/**
 * A bare `ulw-execute-continuation hook ...` that the PATH resolves to this package: it runs this
 * package today, although `trust` never pins it (a later session's PATH decides what it runs).
 */
function viaPath(command: HookCommand | undefined, script: string | undefined, ourCli: string): boolean {
  return (
    command?.launcher === "path" && script !== undefined && resolvedPath(script) === resolvedPath(ourCli)
  );
}

/** Our handlers in one hooks.json, or why the file cannot be read; `ourCli` is this package's cli.js. */
export function registrationsIn(
  file: string,
  source: Registration["source"],
  ourCli: string,
  plugin?: { readonly root: string; readonly id: string },
): { registrations: Registration[]; problem?: HooksFileProblem } {
  const read = readHooksText(file);
  if (!read.ok)
    return read.missing ? { registrations: [] } : { registrations: [], problem: { file, problem: read.why } };
  const parsed = parseJson(read.text);
  if (!parsed.ok || !isRecord(parsed.value))
    return { registrations: [], problem: { file, problem: "is not a JSON object" } };
  const hooks = field(parsed.value, "hooks");
  const registrations: Registration[] = [];
  for (const [event] of EVENTS) {
    const groups = isRecord(hooks) ? field(hooks, event) : undefined;
    for (const group of Array.isArray(groups) ? groups : []) {
      const handlers = isRecord(group) ? field(group, "hooks") : undefined;
      for (const handler of Array.isArray(handlers) ? handlers : []) {
        if (!looksOurs(handler)) continue;
        const command = String(field(handler, "command") ?? "");
        const resolved =
          plugin === undefined ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, plugin.root);
        const parsedCommand = parseHookCommand(resolved);
        const script = scriptOf(parsedCommand);
        const owner = ownership(
          { command: resolved, ...(plugin ? { pluginRoot: plugin.root } : {}) },
          ourCli,
        );
        registrations.push({
          source,
          file,
          event,
          command,
          ...(script !== undefined ? { script } : {}),
          scriptExists: script !== undefined && existsSync(script),
          options:
            parsedCommand === undefined
              ? { ok: false, problem: 'the command is not `node "<path>" hook stop|subagent-stop [flags]`' }
              : parsedCommand.options,
          owner: owner.ours
            ? { ours: true }
            : viaPath(parsedCommand, script, ourCli)
              ? { ours: true, viaPath: true }
              : { ours: false, why: owner.why },
          ...(plugin !== undefined ? { pluginId: plugin.id, pluginRoot: plugin.root } : {}),
        });
      }
    }
  }
  return { registrations };
}

/** Every place our hooks are registered: user hooks.json, the project's, installed plugin copies. */
export function findRegistrations(
  codexHome: string,
  cwd: string,
  ourCli: string,
  /** Project hooks files codex listed hooks from, in case they are more than the rule above finds. */
  listedProjectFiles: readonly string[] = [],
): { registrations: Registration[]; problems: HooksFileProblem[] } {
  const { user, projects } = hooksFilesToRead(codexHome, cwd, listedProjectFiles);
  const found: { registrations: Registration[]; problem?: HooksFileProblem }[] = [
    registrationsIn(user, "user", ourCli),
  ];
  for (const file of projects) found.push(registrationsIn(file, "project", ourCli));
  // Any plugin may carry our hook: ours, or a parent plugin that embeds this package.
  for (const plugin of installedPlugins(codexHome))
    found.push(registrationsIn(join(plugin.root, "hooks", "hooks.json"), "plugin", ourCli, plugin));
  return {
    registrations: found.flatMap((entry) => entry.registrations),
    problems: found.flatMap((entry) => (entry.problem === undefined ? [] : [entry.problem])),
  };
}
