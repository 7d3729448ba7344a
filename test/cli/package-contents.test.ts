import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { isExternal, outline } from "../helpers/markdown-links.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

/** The files `npm pack` would put in the package, as it lists them (the suite has just built). */
function packed(): string[] {
  const text = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: REPO,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [pack]: unknown[] = JSON.parse(text);
  const files = isRecord(pack) && Array.isArray(pack.files) ? pack.files : [];
  return files.flatMap((file) => (isRecord(file) && typeof file.path === "string" ? [file.path] : []));
}

/** The "Embedded in a parent plugin" section of a page: up to the next heading. */
function embeddedSection(page: string): string {
  const text = readFileSync(join(REPO, page), "utf8");
  const start = text.search(/^#+ Embedded in a parent plugin$/m);
  const rest = text.slice(start).split("\n").slice(1).join("\n");
  return rest.slice(0, rest.search(/^#+ /m));
}

describe("the npm package", () => {
  it("given npm pack, when its files are listed, then it carries the LICENSE and every file the packed README links to", () => {
    const files = packed();
    expect(files).toContain("LICENSE");
    const links = outline(readFileSync(join(REPO, "README.md"), "utf8"))
      .links.filter((link) => !isExternal(link))
      .map((link) => normalize(link.split("#")[0] ?? ""))
      .filter((path) => path !== "." && path !== "");
    expect(links).toContain("docs/install.md");
    expect(links.filter((link) => !files.includes(link))).toEqual([]);
  });

  it.each(["README.md", "docs/install.md"])(
    "given the build, when %s says what a parent plugin embeds, then it names each file of dist/, both templates and each hook command",
    (page) => {
      const section = embeddedSection(page);
      const named = [...section.matchAll(/`((?:dist\/)?[\w.-]+\.(?:js|json|md))`/g)].map((match) => match[1]);
      const built = readdirSync(join(REPO, "dist")).map((file) => `dist/${file}`);
      expect(named.sort()).toEqual([...built, "directive.md", "directive-brief.md"].sort());
      const hooks = readFileSync(join(REPO, "hooks/hooks.json"), "utf8");
      const commands = [...hooks.matchAll(/"command": "((?:[^"\\]|\\.)*)"/g)].map((match): string =>
        String(JSON.parse(`"${match[1]}"`)),
      );
      expect(commands).toHaveLength(4);
      for (const command of commands) expect(section).toContain(`\`${command}\``);
      expect(section).toContain(`${commands.length} entries`);
    },
  );
});

describe("where the package says it lives", () => {
  it("given the README's marketplace command, when package.json and the plugin manifest name the repository, then each names the same one", () => {
    const readme = readFileSync(join(REPO, "README.md"), "utf8");
    const repository = /codex plugin marketplace add (\S+\/ulw-execute-continuation)/.exec(readme)?.[1];
    expect(repository).toBeDefined();
    const read = (file: string): unknown => JSON.parse(readFileSync(join(REPO, file), "utf8"));
    const pkg = read("package.json");
    const manifest = read("plugin/.codex-plugin/plugin.json");
    const urls = [
      isRecord(pkg) && pkg.homepage,
      isRecord(pkg) && isRecord(pkg.repository) && pkg.repository.url,
      isRecord(pkg) && isRecord(pkg.bugs) && pkg.bugs.url,
      isRecord(manifest) && manifest.homepage,
      isRecord(manifest) && manifest.repository,
    ];
    for (const url of urls) expect(url).toContain(`github.com/${repository}`);
  });
});
