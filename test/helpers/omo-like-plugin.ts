import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * An omo-like Codex plugin, generated here: the layout oh-my-openagent's `omo` 4.19.4 plugin has where
 * doctor looks (manifest with a `hooks` list, one hooks file per hook, the bundles under components/),
 * with the two Stop registrations as measured, and stubs of our own in place of OmO's bundles. The
 * start-work-continuation stub opens with the bundle's source-path comment, which is what tells it
 * apart; it blocks once a turn while a .omo/boulder.json is there, with STUB_REASON.
 */
export const OMO_PLUGIN = "omo";
export const OMO_MARKETPLACE = "sisyphuslabs";
export const OMO_VERSION = "4.19.4";
export const START_WORK_HOOKS_FILE = "hooks/stop-checking-start-work-continuation.json";
export const ULW_LOOP_HOOKS_FILE = "hooks/stop-checking-ulw-loop-resume.json";
/** The key Codex lists OmO's start-work-continuation Stop hook under (measured on 0.171.0). */
export const START_WORK_KEY = `${OMO_PLUGIN}@${OMO_MARKETPLACE}:${START_WORK_HOOKS_FILE}:stop:0:0`;
export const ULW_LOOP_KEY = `${OMO_PLUGIN}@${OMO_MARKETPLACE}:${ULW_LOOP_HOOKS_FILE}:stop:0:0`;
export const STUB_REASON = "omo-like stub: the plan goes on";
export const PLUGIN_ROOT = "$" + "{PLUGIN_ROOT}";

/** What `${PLUGIN_ROOT}/components/<name>/dist/cli.js hook stop` looks like, for a component. */
export function stopCommand(root: string, component: string): string {
  return `node "${root}/components/${component}/dist/cli.js" hook stop`;
}

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function stopHooksFile(command: string, statusMessage: string): string {
  const handler = { type: "command", command, timeout: 10, statusMessage };
  return `${JSON.stringify({ hooks: { Stop: [{ hooks: [handler] }] } }, null, 2)}\n`;
}

const BLOCKING_STUB = `// A stand-in written by this package's tests; it is not OmO's code.
const fs = require("node:fs");
let input = "";
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
  const payload = JSON.parse(input || "{}");
  if (payload.stop_hook_active === true) return;
  if (!fs.existsSync(require("node:path").join(payload.cwd || ".", ".omo", "boulder.json"))) return;
  process.stdout.write(JSON.stringify({ decision: "block", reason: ${JSON.stringify(STUB_REASON)} }));
});
`;

const SILENT_STUB = `// A stand-in written by this package's tests: it reads the payload and says nothing.
process.stdin.resume();
`;

export interface OmoLikeOptions {
  /** The first lines of start-work-continuation's cli.js; the bundle's source-path comment by default. */
  readonly bundleHead?: string;
  /** Leave out directive.md beside the start-work-continuation bundle. */
  readonly noDirective?: boolean;
}

/** Lays out the plugin folder at `root` (a marketplace's plugin source or an installed copy). */
export function layOutOmoLikePlugin(root: string, options: OmoLikeOptions = {}): void {
  write(
    join(root, ".codex-plugin", "plugin.json"),
    `${JSON.stringify(
      {
        name: OMO_PLUGIN,
        version: OMO_VERSION,
        description: "A test stand-in laid out like the omo plugin.",
        hooks: [`./${START_WORK_HOOKS_FILE}`, `./${ULW_LOOP_HOOKS_FILE}`],
      },
      null,
      2,
    )}\n`,
  );
  write(
    join(root, START_WORK_HOOKS_FILE),
    stopHooksFile(
      stopCommand(PLUGIN_ROOT, "start-work-continuation"),
      `(OmO ${OMO_VERSION}) Checking Start-Work Continuation`,
    ),
  );
  write(
    join(root, ULW_LOOP_HOOKS_FILE),
    stopHooksFile(stopCommand(PLUGIN_ROOT, "ulw-loop"), `(OmO ${OMO_VERSION}) Checking Ulw-Loop Resume`),
  );
  const head =
    options.bundleHead ?? "#!/usr/bin/env node\n\n// components/start-work-continuation/src/cli.ts\n";
  write(join(root, "components/start-work-continuation/dist/cli.js"), `${head}${BLOCKING_STUB}`);
  if (options.noDirective !== true)
    write(
      join(root, "components/start-work-continuation/directive.md"),
      "<start-work-continuation>\nA stand-in directive written by this package's tests.\n</start-work-continuation>\n",
    );
  write(
    join(root, "components/ulw-loop/dist/cli.js"),
    `#!/usr/bin/env node\n\n// components/ulw-loop/src/cli.ts\n${SILENT_STUB}`,
  );
}

/** Where Codex keeps the installed copy: `<codex-home>/plugins/cache/sisyphuslabs/omo/4.19.4`. */
export function installedOmoRoot(codexHome: string): string {
  return join(codexHome, "plugins", "cache", OMO_MARKETPLACE, OMO_PLUGIN, OMO_VERSION);
}

/** A local marketplace `sisyphuslabs` at `dir` offering the plugin `omo`, as `codex plugin marketplace add` takes it. */
export function layOutOmoLikeMarketplace(dir: string, options: OmoLikeOptions = {}): void {
  write(
    join(dir, ".agents", "plugins", "marketplace.json"),
    `${JSON.stringify({
      name: OMO_MARKETPLACE,
      plugins: [{ name: OMO_PLUGIN, source: { source: "local", path: `./plugins/${OMO_PLUGIN}` } }],
    })}\n`,
  );
  layOutOmoLikePlugin(join(dir, "plugins", OMO_PLUGIN), options);
}
