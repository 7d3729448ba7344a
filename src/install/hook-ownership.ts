import { lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import type { ListedHook } from "../codex/hooks-list.js";
import { BRIEF_TEMPLATE_FILE, DIRECTIVE_TEMPLATE_FILE } from "../fs/omo-paths.js";
import { MIB } from "../fs/regular-file.js";
import { parseHookCommand } from "./hook-command.js";

export type Ownership = { readonly ours: true } | { readonly ours: false; readonly why: string };
type TreeComparison = { readonly same: true } | { readonly same: false; readonly why: string };

const notOurs = (why: string): Ownership => ({
  ours: false,
  why: `not ours: does not run this package (${why})`,
});
const CLI_IN_PACKAGE = join("dist", "cli.js");
/** More than any build of the plugin holds; a larger tree is not ours. */
const TREE_CAP = 32 * MIB;
/** The templates the hook renders, beside dist/: a copy that runs our code with other words is not ours. */
const TEMPLATE_FILES = [DIRECTIVE_TEMPLATE_FILE, BRIEF_TEMPLATE_FILE];

const errorText = (error: unknown): string => (error instanceof Error ? error.message : "error");

function real(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** Every regular file below `root`, relative, sorted; a symlink or special file makes it unreadable. */
function filesOf(root: string): { ok: true; files: string[] } | { ok: false; why: string } {
  const files: string[] = [];
  let bytes = 0;
  try {
    for (const path of readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
      const stats = lstatSync(join(root, path));
      if (stats.isDirectory()) continue;
      if (!stats.isFile()) return { ok: false, why: `${path} is not a regular file` };
      bytes += stats.size;
      if (bytes > TREE_CAP) return { ok: false, why: `holds more than ${TREE_CAP / MIB} MiB` };
      files.push(path);
    }
    return { ok: true, files };
  } catch (error) {
    return { ok: false, why: `cannot be read (${errorText(error)})` };
  }
}

/** Whether `copy` holds exactly the files of `reference`, byte for byte: names and labels prove nothing. */
export function compareTrees(copy: string, reference: string): TreeComparison {
  const ours = filesOf(reference);
  if (!ours.ok) return { same: false, why: `this package's build ${reference} ${ours.why}` };
  const theirs = filesOf(copy);
  if (!theirs.ok) return { same: false, why: `${copy} ${theirs.why}` };
  const extra = theirs.files.find((file) => !ours.files.includes(file));
  if (extra !== undefined)
    return { same: false, why: `${copy} holds ${extra}, which this package's build does not` };
  const missing = ours.files.find((file) => !theirs.files.includes(file));
  if (missing !== undefined) return { same: false, why: `${copy} lacks ${missing}` };
  const differs = ours.files.find(
    (file) => !readFileSync(join(copy, file)).equals(readFileSync(join(reference, file))),
  );
  return differs === undefined
    ? { same: true }
    : { same: false, why: `${copy}: ${differs} differs from this package's build` };
}

/** A copy of this package embedded in another plugin: its `dist/` and its templates must be ours, byte for byte. */
function compareComponent(component: string, ourCli: string): TreeComparison {
  const dist = compareTrees(join(component, "dist"), dirname(ourCli));
  if (!dist.same) return dist;
  for (const file of TEMPLATE_FILES) {
    const theirs = join(component, file);
    try {
      if (!readFileSync(theirs).equals(readFileSync(join(dirname(dirname(ourCli)), file))))
        return { same: false, why: `${theirs} differs from this package's` };
    } catch (error) {
      return { same: false, why: `cannot compare ${theirs}: ${errorText(error)}` };
    }
  }
  return { same: true };
}

/** Our plugin build to compare copies with: this package itself, or a clone's `plugin/`; none for npm. */
export function ourPluginFolder(cliPath: string): string | undefined {
  const root = dirname(dirname(cliPath));
  return [root, join(root, "plugin")].find(
    (folder) =>
      lstatSync(join(folder, ".codex-plugin", "plugin.json"), { throwIfNoEntry: false })?.isFile() === true,
  );
}

// Ours by what it runs, never its label: our dist/cli.js, or our plugin build byte for byte. Codex trusts
// the text, so it must pin what runs: no symlink, no PATH.
export function ownership(
  site: { readonly command: string; readonly pluginRoot?: string },
  ourCli: string,
): Ownership {
  const command = parseHookCommand(site.command);
  if (command === undefined) return notOurs('the command is not `node "<path>" hook <subcommand>`');
  if (command.launcher === "path")
    return {
      ours: false,
      why: `not trusted by this package: it runs whatever \`${command.script}\` the PATH finds when codex starts it; only \`node "<absolute path>/dist/cli.js"\` commands are pinned`,
    };
  const script = command.script;
  if (!isAbsolute(script))
    return notOurs(`it runs ${script}, a relative path: what it runs depends on the session's folder`);
  if (real(script) !== script)
    return notOurs(`${script} goes through a symlink or is not there: what it runs can change`);
  if (site.pluginRoot === undefined)
    return script === real(ourCli) ? { ours: true } : notOurs(`it runs ${script}, this package is ${ourCli}`);
  const inside = relative(site.pluginRoot, script);
  if (!script.endsWith(CLI_IN_PACKAGE) || inside.startsWith("..") || isAbsolute(inside))
    return notOurs(`it runs ${script}, outside its plugin folder`);
  const verdict = (compared: TreeComparison): Ownership =>
    compared.same ? { ours: true } : notOurs(compared.why);
  // A parent plugin that embeds this package (components/ulw-execute-continuation/) runs that folder's dist/.
  if (script !== join(site.pluginRoot, CLI_IN_PACKAGE))
    return verdict(compareComponent(dirname(dirname(script)), ourCli));
  const reference = ourPluginFolder(ourCli);
  if (reference === undefined)
    return {
      ours: false,
      why: `cannot tell: this package (${dirname(dirname(ourCli))}) has no plugin build to compare ${site.pluginRoot} with; run this from the clone the plugin was added from`,
    };
  return verdict(compareTrees(site.pluginRoot, reference));
}

/** Whether a hook Codex lists runs this package's code; a plugin's hooks file is `<root>/hooks/hooks.json`. */
export function ownershipOfListed(hook: ListedHook, ourCli: string): Ownership {
  if (hook.pluginId === null) return ownership({ command: hook.command }, ourCli);
  const path = hook.sourcePath;
  if (path === null || !path.endsWith(join("hooks", "hooks.json")))
    return notOurs(`its plugin folder cannot be told from ${path}`);
  return ownership({ command: hook.command, pluginRoot: dirname(dirname(path)) }, ourCli);
}
