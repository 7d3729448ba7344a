import { type Fence, lineKind } from "../../src/plan/markdown-line.js";

/** What the documentation tests need of a Markdown file: its headings and its inline links. */
export interface MarkdownOutline {
  /** Heading texts in order, as written (inline code marks included). */
  readonly headings: readonly string[];
  /** The destination of every inline link `[text](destination)` outside code. */
  readonly links: readonly string[];
}

/** A code span: a run of backticks, up to the next run of the same length (CommonMark). */
const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;
/** An inline link; its text may wrap onto the next line. Reference-style links are not used here. */
const INLINE_LINK = /\[[^\]]*\]\(([^)\s]*)\)/g;

/**
 * Headings and links of a Markdown text. Fenced code blocks (the project's own fence rules, from the
 * plan reader) and code spans hold neither.
 */
export function outline(markdown: string): MarkdownOutline {
  const headings: string[] = [];
  const prose: string[] = [];
  let open: Fence | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const kind = lineKind(Buffer.from(line, "utf8").toString("latin1"), open);
    if (kind.kind === "fence-open") open = kind.fence;
    else if (kind.kind === "fence-close") open = undefined;
    else if (open === undefined && kind.kind === "heading") headings.push(kind.heading.text);
    prose.push(open === undefined && kind.kind === "other" ? line : "");
  }
  const text = prose.join("\n").replace(CODE_SPAN, "");
  const links = [...text.matchAll(INLINE_LINK)].map((match) => match[1] ?? "");
  return { headings, links };
}

/**
 * The anchor GitHub gives a heading: its text without inline markup, lower case, with every character
 * but letters, digits, blanks, `-` and `_` dropped, and each blank made a `-`.
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor of a file's headings; a repeated one gets `-1`, `-2`... as on GitHub. */
export function anchors(headings: readonly string[]): ReadonlySet<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const heading of headings) {
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** A link that leaves the repository's files: a URL with a scheme, or a protocol-relative one. */
export function isExternal(destination: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(destination) || destination.startsWith("//");
}
