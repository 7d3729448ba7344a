import { resolve } from "node:path";
import { CODEX_TIMEOUT_MS } from "../codex/app-server.js";
import { codexOnPath } from "../codex/find.js";
import { type ListedHook, listHooks, trustState, writeTrust } from "../codex/hooks-list.js";
import { STATUS_PREFIX } from "../install/hooks-file.js";
import { PLUGIN_NAME } from "../plugin/names.js";
import { CliError } from "./fail.js";

export interface TrustOptions {
  readonly codexHome?: string;
  readonly cwd?: string;
  readonly codex?: string;
  readonly dryRun?: boolean;
}

/** Ours, and only ours: our plugin's hooks, or hooks carrying our status message. */
export function isOurListedHook(hook: ListedHook): boolean {
  if (hook.pluginId !== null) return hook.pluginId.startsWith(`${PLUGIN_NAME}@`);
  return hook.statusMessage?.startsWith(STATUS_PREFIX) === true;
}

function tomlLines(hooks: readonly ListedHook[]): string {
  return hooks
    .map((hook) => {
      const values = Object.entries(trustState(hook)).map(
        ([key, value]) => `${key} = ${JSON.stringify(value)}`,
      );
      return `[hooks.state.${JSON.stringify(hook.key)}]\n${values.join("\n")}\n`;
    })
    .join("\n");
}

/**
 * Records, through Codex's own config writer, that the hooks of this package which Codex lists as not
 * trusted are trusted, at the hashes Codex reports now. Nobody else's hook is touched.
 */
export async function trust(options: TrustOptions): Promise<void> {
  const codex = options.codex ?? codexOnPath();
  if (codex === undefined)
    throw new CliError("no codex on the PATH: pass --codex <path>, or trust the hooks in codex");
  const call = {
    codex,
    cwd: resolve(options.cwd ?? process.cwd()),
    timeoutMs: CODEX_TIMEOUT_MS,
    ...(options.codexHome !== undefined ? { codexHome: resolve(options.codexHome) } : {}),
  };
  const listing = await listHooks(call);
  if (!listing.ok) throw new CliError(`cannot list the hooks: ${listing.why}`);
  const ours = listing.hooks.filter(isOurListedHook);
  if (ours.length === 0 && options.dryRun === true) {
    process.stdout.write(
      "codex lists no hook of this package yet: once registered, their trust would be recorded.\n",
    );
    return;
  }
  if (ours.length === 0)
    throw new CliError("codex lists no hook of this package: install it first (see `doctor`)");
  const pending = ours.filter((hook) => hook.trustStatus !== "trusted");
  if (pending.length === 0) {
    process.stdout.write(`All ${ours.length} hooks of this package are already trusted.\n`);
    return;
  }
  if (options.dryRun === true) {
    process.stdout.write(`Would record in Codex's config.toml:\n\n${tomlLines(pending)}`);
    return;
  }
  const written = await writeTrust(call, pending);
  if (!written.ok) throw new CliError(`codex did not record the trust: ${written.why}`);
  process.stdout.write(
    `Trusted ${pending.length} hook(s) of this package:\n${pending.map((hook) => `  ${hook.key}\n`).join("")}`,
  );
}
