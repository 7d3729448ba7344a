import { basename, extname, isAbsolute, relative } from "node:path";

// Plan files as a person names them and sees them: pure, no disk (resolve-plan.ts does the looking).

/**
 * What a person names when starting a plan: a path (relative to where they are, or to the project),
 * or a plan name, matched against the files under the plan folders by file name with or without
 * `.md`. Exactly one match starts it; several, or none, list what there is to choose from.
 */
export type PlanChoice =
  | { readonly kind: "found"; readonly path: string }
  | { readonly kind: "ambiguous"; readonly matches: readonly string[] }
  | { readonly kind: "none"; readonly candidates: readonly string[] };

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
