import { basename, extname, isAbsolute, relative } from "node:path";
import { PATH_CAP } from "../directive/limits.js";
import { capped } from "../text/utf8-cut.js";

// Names and paths as `start`, `work` and the prompt hook show them. What they repeat back from their
// input is cut (on a code point, ending in "…") so that a 3 MB prompt never becomes a 3 MB answer.

export function echoed(text: string): string {
  return capped(text, 300);
}

export function echoedPath(path: string): string {
  return capped(path, PATH_CAP);
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
