import { PATH_CAP } from "../directive/limits.js";
import { capped } from "../text/utf8-cut.js";

/**
 * What `start`, `work` and the prompt hook repeat back from their input (a plan word, names and
 * labels from plans and boulders) is cut, on a code point and ending in "…", so that a 3 MB prompt
 * or label never becomes a 3 MB answer.
 */
export const ECHO_CAP_BYTES = 300;
/** A whole problem line (paths and a few echoed values in words) stays within this. */
export const LINE_CAP_BYTES = 2000;

export function echoed(text: string): string {
  return capped(text, ECHO_CAP_BYTES);
}

export function echoedPath(path: string): string {
  return capped(path, PATH_CAP);
}

export function echoedLine(line: string): string {
  return capped(line, LINE_CAP_BYTES);
}
