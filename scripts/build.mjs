// Bundles the CLI: dist/cli.js (the executable, with everything the hooks need) and dist/on-demand.js
// (the rest of the command line and plan discovery, loaded by cli.js only when needed).
//
// Both are CommonJS although the sources are ESM: Node's ESM loader adds about 7 ms to every start,
// and parsing the command-line parser another 5 ms, together more than the hook's whole budget over
// a bare `node` start (see `npm run bench`). dist/package.json marks the folder as CommonJS.
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

const common = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
  // jsonc-parser's "main" is a UMD build with runtime requires that cannot be bundled; its ESM build can.
  mainFields: ["module", "main"],
  define: {
    __ULW_VERSION__: JSON.stringify(version),
    "import.meta.url": "__ulwModuleUrl",
  },
};
rmSync("dist", { recursive: true, force: true });
const moduleUrl = 'const __ulwModuleUrl = require("node:url").pathToFileURL(__filename).href;';

await build({
  ...common,
  entryPoints: ["src/cli.ts"],
  outfile: "dist/cli.js",
  external: ["./on-demand.js"],
  banner: { js: `#!/usr/bin/env node\n${moduleUrl}` },
});
await build({
  ...common,
  entryPoints: ["src/on-demand.ts"],
  outfile: "dist/on-demand.js",
  banner: { js: moduleUrl },
});
writeFileSync("dist/package.json", `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);
chmodSync("dist/cli.js", 0o755);
