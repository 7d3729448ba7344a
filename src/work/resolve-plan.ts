import { statSync } from "node:fs";
import { basename, extname, isAbsolute, join, relative, resolve } from "node:path";
import { loadDiscovery } from "../bundles/plan-discovery.js";

/**
 * What a person names when starting a plan: a path (relative to where they are, or to the project),
 * or a plan name, matched against the files under the plan folders by file name with or without
 * `.md`. Exactly one match starts it; several, or none, list what there is to choose from.
 */
export type PlanChoice =
  | { readonly kind: "found"; readonly path: string }
  | { readonly kind: "ambiguous"; readonly matches: readonly string[] }
  | { readonly kind: "none"; readonly candidates: readonly string[] };

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** Every `.md` file under the project's plan folders, absolute and sorted. */
export async function planFiles(root: string): Promise<string[]> {
  const { listPlanFiles } = await loadDiscovery();
  return (await listPlanFiles(root)).filter((file) => extname(file).toLowerCase() === ".md");
}

function namedLike(files: readonly string[], name: string): string[] {
  return files.filter((file) => {
    const base = basename(file);
    return base === name || base.slice(0, -extname(base).length) === name;
  });
}

/** Resolves `given` from `cwd` inside the project at `root`; `given` is not blank. */
export async function resolvePlan(root: string, cwd: string, given: string): Promise<PlanChoice> {
  const looksLikePath = given.includes("/") || isAbsolute(given);
  const places = isAbsolute(given)
    ? [given]
    : [resolve(cwd, given), resolve(root, given), join(root, ".omo", "plans", given)];
  if (looksLikePath || extname(given) !== "") {
    const found = places.find(isFile);
    if (found !== undefined) return { kind: "found", path: found };
  }
  const files = await planFiles(root);
  const matches = looksLikePath ? [] : namedLike(files, given);
  const [only] = matches;
  if (only !== undefined && matches.length === 1) return { kind: "found", path: only };
  if (matches.length > 1) return { kind: "ambiguous", matches };
  return { kind: "none", candidates: files };
}

/** A plan path as the person sees it: relative to the project when inside it. */
export function shownPath(root: string, path: string): string {
  const rel = relative(root, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}

/** `plan_name` for a plan file: its file name without `.md`. */
export function planNameOf(path: string): string {
  const base = basename(path);
  return extname(base).toLowerCase() === ".md" ? base.slice(0, -3) : base;
}
