// Bundles the CLI into five CommonJS files, each dependency in exactly one of them:
//   dist/cli.js            the executable: the hooks' whole path, nothing else;
//   dist/program.js        the command line (commander, explain, status, install, doctor, start,
//                          work), loaded by cli.js only when something other than a hook runs;
//   dist/plan-discovery.js fast-glob, loaded only when a work's plan is not where boulder.json says;
//   dist/prompt-submit.js  what a `$ulw-execute` prompt needs (plan resolution, the boulder writer),
//                          loaded by `hook prompt-submit` only for such a prompt;
//   dist/jsonc-parser.js   jsonc-parser, which program.js and prompt-submit.js both require.
// CommonJS although the sources are ESM: Node's ESM loader adds about 7 ms to every start, and parsing
// the command-line parser another 5 ms, together more than the hook's whole budget over a bare `node`
// start (see `npm run bench`). dist/package.json marks the folder as CommonJS.
import { chmodSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);
const { version } = JSON.parse(readFileSync("package.json", "utf8"));

const common = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
  // jsonc-parser's "main" is a UMD build with runtime requires that cannot be bundled; its ESM build can.
  mainFields: ["module", "main"],
  // Every hook start compiles dist/cli.js, so it ships minified (sizes: docs/speed-and-limits.md). Minifying
  // also folds `typeof __ULW_BUNDLE__`, so each bundle keeps only its `require` of a sibling (see
  // src/fs/sibling-bundle.ts), and the siblings are never bundled into it.
  minify: true,
  external: ["./program.js", "./plan-discovery.js", "./prompt-submit.js", "./jsonc-parser.js"],
  plugins: [
    {
      name: "shared-jsonc-parser",
      setup(build) {
        build.onResolve({ filter: /^jsonc-parser$/ }, () => ({ path: "./jsonc-parser.js", external: true }));
      },
    },
  ],
  // Paths in the bundles' comments are relative to the repository, wherever it is checked out: the
  // plugin's committed copy must come out of any clone byte for byte.
  absWorkingDir: root,
  // ...and name a linked node_modules by where it is linked, not where it leads.
  preserveSymlinks: true,
  define: {
    __ULW_VERSION__: JSON.stringify(version),
    __ULW_BUNDLE__: "true",
    // Only the sources' ESM branches read import.meta.url (the bundles use __filename): building a URL
    // costs each start node:url's first use. Live code that still read it would fail loudly here.
    "import.meta.url": "__importMetaUrlIsNotBundled",
  },
};
rmSync("dist", { recursive: true, force: true });

await build({
  ...common,
  entryPoints: ["src/cli.ts"],
  outfile: "dist/cli.js",
  banner: { js: "#!/usr/bin/env node" },
});
await build({
  ...common,
  entryPoints: ["src/cli/program.ts"],
  outfile: "dist/program.js",
});
await build({
  ...common,
  entryPoints: ["src/plan/discover.ts"],
  outfile: "dist/plan-discovery.js",
});
await build({
  ...common,
  entryPoints: ["src/work/prompt-answer.ts"],
  outfile: "dist/prompt-submit.js",
});
await build({
  ...common,
  plugins: [],
  stdin: { contents: 'export * from "jsonc-parser";', resolveDir: root, sourcefile: "jsonc-parser.js" },
  outfile: "dist/jsonc-parser.js",
});
writeFileSync("dist/package.json", `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);
chmodSync("dist/cli.js", 0o755);

// What a parent plugin embeds, told once, from the build itself: the entries of hooks/hooks.json and
// the files doctor and trust compare (dist/ and the two templates). The README and docs/install.md
// carry the same words between the markers; test/cli/plugin-build.test.ts fails when they are stale.
const commands = Object.values(JSON.parse(readFileSync("hooks/hooks.json", "utf8")).hooks).flatMap((groups) =>
  groups.flatMap((group) => group.hooks.map((hook) => [hook.command, hook.commandWindows])),
);
const shipped = [
  ...readdirSync("dist")
    .sort()
    .map((file) => `dist/${file}`),
  "directive.md",
  "directive-brief.md",
];
const embedded = [
  "A plugin that ships this package at `components/ulw-execute-continuation/` merges the",
  `${commands.length} entries of this repository's \`hooks/hooks.json\` into its own \`hooks/hooks.json\`:`,
  ...commands.map(([command, windows]) => `- \`${command}\`, on Windows \`${windows}\``),
  "",
  "and ships these files there, byte for byte (`doctor` and `trust` judge the copy ours only then):",
  `${shipped.map((file) => `\`${file}\``).join(", ")}.`,
].join("\n");
const BLOCK =
  /(<!-- embedded-files: written by scripts\/build\.mjs -->\n)[\s\S]*?(<!-- \/embedded-files -->)/;
for (const file of ["README.md", "docs/install.md"]) {
  const text = readFileSync(file, "utf8");
  if (!BLOCK.test(text)) throw new Error(`${file} has no embedded-files block`);
  const next = text.replace(BLOCK, (_all, begin, end) => `${begin}${embedded}\n${end}`);
  if (next !== text) writeFileSync(file, next);
}

// The Codex plugin (.agents/plugins/marketplace.json offers ./plugin). Its manifest, hooks file and
// skills are written by hand; what runs is copied in here, and committed too, so that a clone of the
// repository at any commit is a working marketplace (`codex plugin marketplace add owner/repo` builds
// nothing). test/cli/plugin-build.test.ts fails when the committed copy differs from this build.
// Codex copies the folder as it is into its plugin cache, so it holds only files (no node_modules,
// no .git, no symlinks, which Codex would drop).
const manifest = JSON.parse(readFileSync("plugin/.codex-plugin/plugin.json", "utf8"));
if (manifest.version !== version) {
  throw new Error(
    `plugin/.codex-plugin/plugin.json says version ${manifest.version}, package.json ${version}`,
  );
}
rmSync("plugin/dist", { recursive: true, force: true });
cpSync("dist", "plugin/dist", { recursive: true });
cpSync("directive.md", "plugin/directive.md");
cpSync("directive-brief.md", "plugin/directive-brief.md");
cpSync("LICENSE", "plugin/LICENSE");
// The README links to docs/; the plugin carries both, so its copy's links work where Codex installs it.
cpSync("README.md", "plugin/README.md");
rmSync("plugin/docs", { recursive: true, force: true });
cpSync("docs", "plugin/docs", { recursive: true });
