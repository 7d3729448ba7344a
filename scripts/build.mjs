// Bundles the CLI into one executable ESM file, dist/cli.js.
import { chmodSync, readFileSync } from "node:fs";
import { build } from "esbuild";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/cli.ts"],
  outfile: "dist/cli.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  legalComments: "none",
  define: { __ULW_VERSION__: JSON.stringify(version) },
  // CommonJS dependencies (fast-glob) call require(); ESM output has none unless we provide it.
  banner: {
    js: [
      "#!/usr/bin/env node",
      'import { createRequire as __ulwCreateRequire } from "node:module";',
      "const require = __ulwCreateRequire(import.meta.url);",
    ].join("\n"),
  },
  logLevel: "warning",
});
chmodSync("dist/cli.js", 0o755);
