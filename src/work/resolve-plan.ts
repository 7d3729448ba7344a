import { basename, extname, isAbsolute, join, resolve } from "node:path";
import { pathKind, resolvedPath } from "../fs/paths.js";
import { loadDiscovery } from "../plan/load-discovery.js";

/** The plan file a person named: exactly one match starts it; several, or none, list what there is. */
export type PlanChoice =
  | { readonly kind: "found"; readonly path: string }
  | { readonly kind: "ambiguous"; readonly matches: readonly string[] }
  | { readonly kind: "none"; readonly candidates: readonly string[] };

const isFile = (path: string): boolean => pathKind(path) === "file";

/** Every `.md` file under the project's plan folders, absolute and sorted. */
async function planFiles(root: string): Promise<string[]> {
  const { listPlanFiles } = await loadDiscovery();
  return (await listPlanFiles(root)).filter((file) => extname(file).toLowerCase() === ".md");
}

// A word with a slash is a path, from where the person is or from the project. Without one, `x` and `x.md`
// both mean that plan under the plan folders and the file `x.md` where the person is or at the root.
export async function resolvePlan(root: string, cwd: string, given: string): Promise<PlanChoice> {
  if (given === "") return { kind: "none", candidates: await planFiles(root) };
  if (given.includes("/") || isAbsolute(given)) {
    const places = isAbsolute(given)
      ? [given]
      : [resolve(cwd, given), resolve(root, given), join(root, ".omo", "plans", given)];
    const found = places.find(isFile);
    if (found !== undefined) return { kind: "found", path: found };
    return { kind: "none", candidates: await planFiles(root) };
  }
  const files = await planFiles(root);
  const named = files.filter((file) => {
    const base = basename(file);
    return base === given || base.slice(0, -extname(base).length) === given;
  });
  // `notes.txt` may also be itself; a name without an extension is only `<name>.md`.
  const extension = extname(given);
  const names =
    extension.toLowerCase() === ".md" ? [given] : extension === "" ? [`${given}.md`] : [given, `${given}.md`];
  const asFile = names.flatMap((name) => [
    join(root, ".omo", "plans", name),
    resolve(cwd, name),
    resolve(root, name),
  ]);
  // One file linked twice counts once: each distinct file first as given.
  const hits = [...named, ...asFile.filter(isFile)];
  const first = hits.map(resolvedPath).map((real, index, reals) => reals.indexOf(real) === index);
  const matches = hits.filter((_, index) => first[index]);
  const [only] = matches;
  if (only !== undefined && matches.length === 1) return { kind: "found", path: only };
  if (matches.length > 1) return { kind: "ambiguous", matches };
  return { kind: "none", candidates: files };
}
