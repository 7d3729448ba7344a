import { basename, extname, isAbsolute, join, resolve } from "node:path";
import { pathKind, resolvedPath } from "../fs/paths.js";
import { loadDiscovery } from "../plan/load-discovery.js";
import type { PlanChoice } from "./plan-names.js";

function isFile(path: string): boolean {
  return pathKind(path) === "file";
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

/** The paths that lead to different files, each first as given (one file linked twice counts once). */
function distinctFiles(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const real = resolvedPath(path);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** The file names a plan word may mean: `rate-limiter` is `rate-limiter.md`; `notes.txt` is also itself. */
function fileNames(given: string): string[] {
  const extension = extname(given);
  if (extension.toLowerCase() === ".md") return [given];
  return extension === "" ? [`${given}.md`] : [given, `${given}.md`];
}

/**
 * Resolves `given` from `cwd` inside the project at `root`; `given` is not blank. A word with a slash
 * is a path. A word without one is a plan name: `rate-limiter` and `rate-limiter.md` both mean the
 * plan of that name under the plan folders, and both may also mean the file `rate-limiter.md` where
 * the person is or at the project root. When those are different files, the answer lists them all
 * (ambiguous), the same for both forms, rather than one form starting one file and the other form
 * another or naming the ambiguity.
 */
export async function resolvePlan(root: string, cwd: string, given: string): Promise<PlanChoice> {
  if (given.includes("/") || isAbsolute(given)) {
    const places = isAbsolute(given)
      ? [given]
      : [resolve(cwd, given), resolve(root, given), join(root, ".omo", "plans", given)];
    const found = places.find(isFile);
    if (found !== undefined) return { kind: "found", path: found };
    return { kind: "none", candidates: await planFiles(root) };
  }
  const files = await planFiles(root);
  const asFile = fileNames(given).flatMap((name) => [
    join(root, ".omo", "plans", name),
    resolve(cwd, name),
    resolve(root, name),
  ]);
  const matches = distinctFiles([...namedLike(files, given), ...asFile.filter(isFile)]);
  const [only] = matches;
  if (only !== undefined && matches.length === 1) return { kind: "found", path: only };
  if (matches.length > 1) return { kind: "ambiguous", matches };
  return { kind: "none", candidates: files };
}
