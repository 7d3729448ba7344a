import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CONTINUE_REASONS,
  SESSION_START_CONTEXT_REASONS,
  SESSION_START_SILENT_REASONS,
  SILENT_REASONS,
} from "../../src/decision/reasons.js";
import { anchors, githubSlug, isExternal, outline } from "../helpers/markdown-links.js";

/**
 * The README and docs/ are copied into the plugin (scripts/build.mjs), so a plugin user reads them
 * too. These tests keep them true where a test can: every link leads somewhere, the architecture lists
 * what src/ holds, and every reason code the hook can give is documented.
 */
const REPO = fileURLToPath(new URL("../../", import.meta.url));
const DOCS = join(REPO, "docs");
const docFiles = (): string[] => [
  join(REPO, "README.md"),
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => join(DOCS, name)),
];
const read = (path: string): string => readFileSync(path, "utf8");
const repoPath = (path: string): string => relative(REPO, path).split("\\").join("/");

/** What is wrong with each relative link of `file`: a missing file, a file the plugin lacks, an anchor. */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const link of outline(read(file)).links) {
    if (isExternal(link)) continue;
    const hash = link.indexOf("#");
    const path = hash === -1 ? link : link.slice(0, hash);
    const anchor = hash === -1 ? undefined : decodeURIComponent(link.slice(hash + 1));
    const target = path === "" ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${repoPath(file)}: (${link})`;
    if (!existsSync(target)) {
      problems.push(`${where} leads to nothing`);
      continue;
    }
    const inPlugin = repoPath(target) === "README.md" || repoPath(target).startsWith("docs/");
    if (!inPlugin) problems.push(`${where} leads out of README.md and docs/, which the plugin lacks`);
    if (anchor === undefined) continue;
    if (!statSync(target).isFile() || !target.endsWith(".md")) {
      problems.push(`${where} has an anchor into a file that is not Markdown`);
      continue;
    }
    if (!anchors(outline(read(target)).headings).has(anchor))
      problems.push(`${where} names no heading of ${repoPath(target)}`);
  }
  return problems;
}

/** The first cell of each row of the table under `heading`, without its code marks. */
function firstCells(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`no heading "${heading}"`);
  const next = markdown.indexOf("\n## ", start + 1);
  const section = markdown.slice(start, next === -1 ? undefined : next);
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split("|")[1]?.trim().replace(/^`|`$/g, "") ?? "");
}

describe("Markdown outlines, as the documentation tests read them", () => {
  it("given headings with code, punctuation and parentheses, when slugged, then they give GitHub's anchors", () => {
    expect(githubSlug("Trust: the most common reason nothing happens")).toBe(
      "trust-the-most-common-reason-nothing-happens",
    );
    expect(githubSlug("`start` and `work`")).toBe("start-and-work");
    expect(githubSlug("In a hooks.json (user or project)")).toBe("in-a-hooksjson-user-or-project");
    expect(githubSlug("Debugging: why did it (not) continue?")).toBe("debugging-why-did-it-not-continue");
    expect(githubSlug("Starting a plan from Codex: `$ulw-execute`")).toBe(
      "starting-a-plan-from-codex-ulw-execute",
    );
    expect(githubSlug("Case 2a, über `--max-chain`")).toBe("case-2a-über---max-chain");
  });

  it("given the same heading three times, when anchors are made, then the repeats get -1 and -2", () => {
    expect([...anchors(["Sizes", "Sizes", "Sizes"])]).toEqual(["sizes", "sizes-1", "sizes-2"]);
  });

  it("given links in fenced blocks, in code spans and in headings, when outlined, then only prose links count", () => {
    const markdown = [
      "# Title [not a link](in-heading.md)",
      "See [a](one.md) and `[b](two.md)` and ``[c](`three`.md)``.",
      "```sh",
      "[d](four.md)",
      "```",
      "~~~~",
      "[e](five.md)",
      "~~~",
      "still fenced: [f](six.md)",
      "~~~~",
      "[g](seven.md#anchor), [h](https://example.com/x.md) and [i](#local)",
    ].join("\n");
    const { headings, links } = outline(markdown);
    expect(headings).toEqual(["Title [not a link](in-heading.md)"]);
    expect(links).toEqual(["one.md", "seven.md#anchor", "https://example.com/x.md", "#local"]);
  });

  it("given a link whose text wraps onto the next line, CRLF endings and an unclosed fence, when outlined, then the link counts and the fence runs to the end", () => {
    const markdown = "a [wrapped\r\ntext](wrapped.md) b\r\n## Next\r\n```\r\n[x](never.md)\r\n";
    const { headings, links } = outline(markdown);
    expect(headings).toEqual(["Next"]);
    expect(links).toEqual(["wrapped.md"]);
  });

  it("given a lone run of backticks and a bracket that is no link, when outlined, then nothing is taken for a link", () => {
    const { links } = outline("Fences (``` or ~~~) close; [not a link] (spaced.md); [empty]() too.\n");
    expect(links).toEqual([""]);
  });

  it("given destinations with a scheme or none, when classified, then only scheme and // links are external", () => {
    for (const link of ["https://a", "mailto:x@y", "//host/x", "HTTP://A"])
      expect(isExternal(link)).toBe(true);
    for (const link of ["docs/x.md", "#a", "../README.md", "x.md#y:z"]) expect(isExternal(link)).toBe(false);
  });
});

describe("the README and docs/", () => {
  it("given README.md and every docs/*.md, when each relative link is followed, then it leads to README.md or docs/ and its #anchor to a heading there", () => {
    const files = docFiles();
    expect(files.length).toBeGreaterThan(1);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it("given the README, when read, then it stays short and states the two contributor commands", () => {
    const readme = read(join(REPO, "README.md"));
    expect(readme.split("\n").length).toBeLessThanOrEqual(300);
    expect(readme).toContain("`npm ci && npm run demo`");
    expect(readme).toContain("`npm test`");
  });

  it("given docs/architecture.md, when its table of src/ is compared with src/, then it lists every folder and top-level file once, and nothing else", () => {
    const documented = firstCells(read(join(DOCS, "architecture.md")), "## The folders of `src/`");
    const actual = readdirSync(join(REPO, "src"), { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? `src/${entry.name}/` : `src/${entry.name}`,
    );
    expect([...documented].sort()).toEqual([...actual].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("given docs/how-it-decides.md, when its table is compared with the reason codes, then every code has a row and every row a known code", () => {
    const markdown = read(join(DOCS, "how-it-decides.md"));
    const rows = markdown.split("\n").filter((line) => /^\| [-0-9]+ \|/.test(line));
    const documented = new Set(
      rows.flatMap((row) => {
        const code = /\| `([a-z-]+)` \|$/.exec(row)?.[1];
        return code === undefined ? [] : [code];
      }),
    );
    const codes = new Set([
      ...Object.keys(SILENT_REASONS),
      ...Object.keys(CONTINUE_REASONS),
      ...Object.keys(SESSION_START_SILENT_REASONS),
      ...Object.keys(SESSION_START_CONTEXT_REASONS),
    ]);
    expect([...documented].sort()).toEqual([...codes].sort());
  });
});
