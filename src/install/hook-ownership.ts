import { realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import type { ListedHook } from "../codex/hooks-list.js";
import { type HookCommand, parseHookCommand } from "./hook-command.js";
import { compareComponent, compareTrees, ourPluginFolder } from "./plugin-copy.js";

/** Where a hook command comes from: a hooks.json of the user or a project, or an installed plugin copy. */
export interface HookSite {
  /** The command as the shell gets it (a plugin's `${PLUGIN_ROOT}` already replaced). */
  readonly command: string;
  /** The installed plugin folder the command comes from, for a plugin's hook. */
  readonly pluginRoot?: string;
}

export type Ownership =
  | { readonly ours: true; readonly command: HookCommand }
  | { readonly ours: false; readonly why: string };

export const NOT_OURS = "not ours: does not run this package";
const CLI_IN_PACKAGE = join("dist", "cli.js");

function real(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Whether a hook runs this package's own code, judged by what it runs, never by its name or status
 * message: a user or project hook must run this package's dist/cli.js; a plugin's hook must run the
 * cli.js of its own plugin folder, and that folder must hold exactly this package's plugin build.
 * Codex records trust for the command's text, so the text alone must pin what runs: the script is an
 * absolute path with no symlink on the way (a relative path depends on the session's folder, and a
 * link can be pointed elsewhere after trust is recorded), and a bare name found on the PATH is never
 * trusted (the PATH of a later session decides what it runs).
 */
export function ownership(site: HookSite, ourCli: string): Ownership {
  const command = parseHookCommand(site.command);
  if (command === undefined)
    return { ours: false, why: `${NOT_OURS} (the command is not \`node "<path>" hook <subcommand>\`)` };
  if (command.launcher === "path")
    return {
      ours: false,
      why: `not trusted by this package: it runs whatever \`${command.script}\` the PATH finds when codex starts it; only \`node "<absolute path>/dist/cli.js"\` commands are pinned`,
    };
  const script = command.script;
  if (!isAbsolute(script))
    return {
      ours: false,
      why: `${NOT_OURS} (it runs ${script}, a relative path: what it runs depends on the session's folder)`,
    };
  if (real(script) !== script)
    return {
      ours: false,
      why: `${NOT_OURS} (${script} goes through a symlink or is not there: what it runs can change)`,
    };
  if (site.pluginRoot === undefined) {
    return script === real(ourCli)
      ? { ours: true, command }
      : { ours: false, why: `${NOT_OURS} (it runs ${script}, this package is ${ourCli})` };
  }
  const inside = relative(site.pluginRoot, script);
  if (!script.endsWith(CLI_IN_PACKAGE) || inside.startsWith("..") || isAbsolute(inside))
    return { ours: false, why: `${NOT_OURS} (it runs ${script}, outside its plugin folder)` };
  if (script !== join(site.pluginRoot, CLI_IN_PACKAGE)) {
    // A parent plugin that embeds this package (components/ulw-execute-continuation/): what runs is
    // that folder's dist/ and the directive it sends, so those must be this package's, byte for byte.
    const compared = compareComponent(dirname(dirname(script)), ourCli);
    return compared.same ? { ours: true, command } : { ours: false, why: `${NOT_OURS} (${compared.why})` };
  }
  const reference = ourPluginFolder(ourCli);
  if (reference === undefined) {
    return {
      ours: false,
      why: `cannot tell: this package (${dirname(dirname(ourCli))}) has no plugin build to compare ${site.pluginRoot} with; run this from the clone the plugin was added from`,
    };
  }
  const compared = compareTrees(site.pluginRoot, reference);
  return compared.same ? { ours: true, command } : { ours: false, why: `${NOT_OURS} (${compared.why})` };
}

/** A listed plugin hook's folder: its hooks file is `<root>/hooks/hooks.json`. */
export function pluginRootOf(sourcePath: string | null): string | undefined {
  if (sourcePath === null) return undefined;
  const hooks = dirname(sourcePath);
  return sourcePath.endsWith(join("hooks", "hooks.json")) ? dirname(hooks) : undefined;
}

/** Whether a hook Codex lists runs this package's code; `ourCli` is our dist/cli.js. */
export function ownershipOfListed(hook: ListedHook, ourCli: string): Ownership {
  if (hook.pluginId === null) return ownership({ command: hook.command }, ourCli);
  const pluginRoot = pluginRootOf(hook.sourcePath);
  if (pluginRoot === undefined)
    return { ours: false, why: `${NOT_OURS} (its plugin folder cannot be told from ${hook.sourcePath})` };
  return ownership({ command: hook.command, pluginRoot }, ourCli);
}
