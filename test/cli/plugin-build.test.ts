import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Workspace } from "../helpers/workspace.js";

/**
 * The plugin folder carries its built files in Git, so that `codex plugin marketplace add owner/repo`
 * (a clone, no build) installs a hook that runs. The suite has just built (globalSetup): what Git
 * holds must be exactly that, and a build from another checkout path must give the same bytes.
 */
const REPO = fileURLToPath(new URL("../../", import.meta.url));
const BUILT = [
  "plugin/dist",
  "plugin/directive.md",
  "plugin/directive-brief.md",
  "plugin/README.md",
  "plugin/docs",
  "plugin/LICENSE",
  // The build writes the parent plugin's list of files into these (scripts/build.mjs).
  "README.md",
  "docs/install.md",
];

const inGit = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { cwd: REPO }).status === 0;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace("ulw-build-");
});
afterEach(() => ws.dispose());

function filesUnder(root: string, parts: readonly string[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const part of parts) {
    const path = join(root, part);
    const entries = statSync(path).isDirectory() ? readdirSync(path, { recursive: true }).map(String) : [""];
    for (const entry of entries) {
      const file = entry === "" ? path : join(path, entry);
      try {
        files.set(join(part, entry), readFileSync(file));
      } catch {
        // A directory: its files are listed on their own.
      }
    }
  }
  return files;
}

describe("the plugin's built files in the repository", () => {
  it.skipIf(!inGit)(
    "given a fresh build, when Git compares the plugin folder, then nothing differs from what is committed",
    () => {
      const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=all", "--", ...BUILT], {
        cwd: REPO,
        encoding: "utf8",
      });
      // Not empty: run `npm run build` and commit plugin/ (a clone must install without a build).
      expect(status).toBe("");
    },
  );

  it("given a copy of the sources at another path, when built there, then every built file is byte for byte the same", () => {
    const copy = ws.path("elsewhere", "checkout");
    for (const part of [
      "src",
      "scripts",
      "plugin",
      "package.json",
      "tsconfig.json",
      "directive.md",
      "directive-brief.md",
      "README.md",
      "docs",
      "LICENSE",
      "hooks",
    ])
      cpSync(join(REPO, part), join(copy, part), { recursive: true });
    symlinkSync(join(REPO, "node_modules"), join(copy, "node_modules"));
    execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: copy, stdio: "pipe" });
    const here = filesUnder(REPO, BUILT);
    const there = filesUnder(copy, BUILT);
    expect([...there.keys()].sort()).toEqual([...here.keys()].sort());
    for (const [file, bytes] of here) expect(there.get(file)?.equals(bytes), file).toBe(true);
    expect([...here.keys()]).toContain("plugin/dist/prompt-submit.js");
    expect([...here.keys()]).toContain("plugin/docs/architecture.md");
  });
});
