/** Markdown line rules the checklist needs (CommonMark's ATX headings and fences), on one line. */

export interface Fence {
  readonly char: "`" | "~";
  readonly length: number;
}

export type LineKind =
  | { readonly kind: "fence-open"; readonly fence: Fence }
  | { readonly kind: "fence-close" }
  /** `text`: decoded, trimmed, without a closing run of '#'. */
  | { readonly kind: "heading"; readonly heading: { readonly level: number; readonly text: string } }
  | { readonly kind: "other" };

const FENCE = /^ {0,3}(`{3,}|~{3,})([\s\S]*)$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]([\s\S]*))?$/;
const OTHER: LineKind = { kind: "other" };

// One line (latin1, without its line ending), given the open fence: inside it only its closing fence
// matters (same character, at least as long, only blanks after); a backtick fence's info has no backtick.
export function lineKind(line: string, open: Fence | undefined): LineKind {
  const fence = FENCE.exec(line);
  const run = fence?.[1];
  const rest = fence?.[2] ?? "";
  if (open !== undefined) {
    const closes =
      run !== undefined && run[0] === open.char && run.length >= open.length && /^[ \t]*$/.test(rest);
    return closes ? { kind: "fence-close" } : OTHER;
  }
  if (run !== undefined) {
    const char = run[0] === "`" ? "`" : "~";
    if (char === "~" || !rest.includes("`"))
      return { kind: "fence-open", fence: { char, length: run.length } };
    return OTHER;
  }
  const heading = HEADING.exec(line);
  const hashes = heading?.[1];
  if (hashes === undefined) return OTHER;
  // An ATX heading may close with a run of '#' preceded by a blank.
  const text = Buffer.from(heading?.[2] ?? "", "latin1")
    .toString("utf8")
    .trim()
    .replace(/(?:^|[ \t]+)#+$/, "")
    .trim();
  return { kind: "heading", heading: { level: hashes.length, text } };
}
