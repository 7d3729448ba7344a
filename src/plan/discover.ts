import { basename, join } from "node:path";
import fg from "fast-glob";

/** Every regular file under the plan folders (`.sisyphus/plans` is the legacy one), absolute and sorted. */
export async function listPlanFiles(root: string): Promise<string[]> {
  const patterns = [".omo/plans", ".sisyphus/plans"].map((dir) => `${fg.escapePath(join(root, dir))}/**/*`);
  const files = await fg(patterns, {
    onlyFiles: true,
    dot: true,
    followSymbolicLinks: false,
    absolute: true,
    // A plan folder that is a file, a symlink loop or unreadable holds no plans; it is not an error.
    suppressErrors: true,
  });
  return files.sort();
}

/** The files with the same base name as `activePlan`: the candidates when the recorded path is stale. */
export function plansNamedLike(files: readonly string[], activePlan: string): string[] {
  const name = basename(activePlan);
  return files.filter((file) => basename(file) === name);
}
