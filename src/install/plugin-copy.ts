import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BRIEF_TEMPLATE_FILE } from "../fs/omo-paths.js";
import { MIB } from "../fs/regular-file.js";

/** More than any build of the plugin holds; a larger tree is not ours. */
const TREE_CAP = 32 * MIB;
const MANIFEST = join(".codex-plugin", "plugin.json");
/** The templates the hook renders, beside dist/: a copy that runs our code with other words is not ours. */
const TEMPLATE_FILES = ["directive.md", BRIEF_TEMPLATE_FILE];

export type TreeComparison = { readonly same: true } | { readonly same: false; readonly why: string };

/** Every regular file below `root`, relative, sorted; a symlink or special file makes it unreadable. */
function filesOf(root: string): { ok: true; files: string[] } | { ok: false; why: string } {
  const files: string[] = [];
  let bytes = 0;
  const walk = (relative: string): string | undefined => {
    const entries = readdirSync(join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const path = relative === "" ? entry.name : join(relative, entry.name);
      if (entry.isDirectory()) {
        const problem = walk(path);
        if (problem !== undefined) return problem;
      } else if (entry.isFile()) {
        bytes += lstatSync(join(root, path)).size;
        if (bytes > TREE_CAP) return `holds more than ${TREE_CAP / MIB} MiB`;
        files.push(path);
      } else {
        return `${path} is not a regular file`;
      }
    }
    return undefined;
  };
  try {
    const problem = walk("");
    return problem === undefined ? { ok: true, files: files.sort() } : { ok: false, why: problem };
  } catch (error) {
    return { ok: false, why: `cannot be read (${error instanceof Error ? error.message : "error"})` };
  }
}

/**
 * Whether the folder `copy` holds exactly the files of `reference`, byte for byte: no file more, none
 * fewer, none different. Names and labels prove nothing; only the content does.
 */
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
  for (const file of ours.files) {
    if (!readFileSync(join(copy, file)).equals(readFileSync(join(reference, file))))
      return { same: false, why: `${copy}: ${file} differs from this package's build` };
  }
  return { same: true };
}

/**
 * Whether a copy of this package embedded in another plugin runs this package's code: its `dist/`
 * holds exactly this package's bundles and its templates (`directive.md`, `directive-brief.md`) are
 * this package's, byte for byte.
 */
export function compareComponent(component: string, ourCli: string): TreeComparison {
  const dist = compareTrees(join(component, "dist"), dirname(ourCli));
  if (!dist.same) return dist;
  for (const file of TEMPLATE_FILES) {
    const theirs = join(component, file);
    try {
      if (!readFileSync(theirs).equals(readFileSync(join(dirname(dirname(ourCli)), file))))
        return { same: false, why: `${theirs} differs from this package's` };
    } catch (error) {
      return {
        same: false,
        why: `cannot compare ${theirs}: ${error instanceof Error ? error.message : "error"}`,
      };
    }
  }
  return { same: true };
}

/**
 * The plugin folder this package's build is, to compare installed copies with: the package itself when
 * it runs from a plugin copy, else the `plugin/` folder of a clone; undefined for an npm install.
 */
export function ourPluginFolder(cliPath: string): string | undefined {
  const root = dirname(dirname(cliPath));
  for (const folder of [root, join(root, "plugin")]) {
    if (lstatSync(join(folder, MANIFEST), { throwIfNoEntry: false })?.isFile() === true) return folder;
  }
  return undefined;
}
