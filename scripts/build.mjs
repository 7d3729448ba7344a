// Bundles the CLI into one executable file, dist/cli.js.
//
// The bundle is CommonJS although the sources are ESM: Node's ESM loader adds about 7 ms to every
// start, a large share of the hook's whole budget (see `npm run bench`). dist/package.json marks
// the folder as CommonJS so that `node dist/cli.js` loads it through the faster CJS loader.
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/cli.ts"],
  outfile: "dist/cli.js",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  legalComments: "none",
  define: {
    __ULW_VERSION__: JSON.stringify(version),
    "import.meta.url": "__ulwModuleUrl",
  },
  banner: {
    js: [
      "#!/usr/bin/env node",
      'const __ulwModuleUrl = require("node:url").pathToFileURL(__filename).href;',
    ].join("\n"),
  },
  logLevel: "warning",
});
writeFileSync("dist/package.json", `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);
chmodSync("dist/cli.js", 0o755);
