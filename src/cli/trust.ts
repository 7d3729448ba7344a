import { resolve } from "node:path";
import { CODEX_TIMEOUT_MS } from "../codex/app-server.js";
import { codexOnPath } from "../codex/find.js";
import { type ListedHook, listHooks, trustState, writeTrust } from "../codex/hooks-list.js";
import { STATUS_PREFIX } from "../install/hooks-file.js";
import { NOT_OURS, type Ownership, ownership, pluginRootOf } from "../ownership/ours.js";
import { PLUGIN_NAME } from "../plugin/names.js";
import { CliError } from "./fail.js";
import { say } from "./terminal.js";

export interface TrustOptions {
  readonly codexHome?: string;
  readonly cwd?: string;
  readonly codex?: string;
  readonly dryRun?: boolean;
  /** Where the report goes: stdout, or stderr beside a dry run's file on stdout. */
  readonly write?: (text: string) => void;
}

const NO_HOOK_TRUST = "no hook trust";

/** Whether a hook Codex lists runs this package's code (see ownership/ours.ts); `ourCli` is our dist/cli.js. */
export function ownershipOfListed(hook: ListedHook, ourCli: string): Ownership {
  if (hook.pluginId === null) return ownership({ command: hook.command }, ourCli);
  const pluginRoot = pluginRootOf(hook.sourcePath);
  if (pluginRoot === undefined)
    return { ours: false, why: `${NOT_OURS} (its plugin folder cannot be told from ${hook.sourcePath})` };
  return ownership({ command: hook.command, pluginRoot }, ourCli);
}

/** A hook that calls itself ours by its label or plugin name: worth a word when it is not. */
function claimsToBeOurs(hook: ListedHook): boolean {
  return (
    hook.statusMessage?.startsWith(STATUS_PREFIX) === true ||
    hook.pluginId?.startsWith(`${PLUGIN_NAME}@`) === true
  );
}

function tomlLines(hooks: readonly ListedHook[]): string {
  return hooks
    .map((hook) => {
      const values = Object.entries(trustState(hook)).map(
        ([key, value]) => `${key} = ${JSON.stringify(value)}`,
      );
      return `# runs: ${hook.command}\n[hooks.state.${JSON.stringify(hook.key)}]\n${values.join("\n")}\n`;
    })
    .join("\n");
}

const listed = (hooks: readonly ListedHook[]): string =>
  hooks.map((hook) => `  ${hook.key}\n    runs: ${hook.command}\n`).join("");

/**
 * Records, through Codex's own config writer, that the hooks which run this package's own code and
 * which Codex lists as not trusted are trusted, at the hashes Codex reports now. A hook is ours by
 * what it runs (see ownership/), never by its label: anything else is left alone and named.
 */
export async function trust(options: TrustOptions, ourCli: string): Promise<void> {
  const write = options.write ?? say;
  if (options.codex === "") throw new CliError("--codex needs the path of a codex executable", 2);
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
  const release = listing.version === undefined ? "This codex" : `Codex ${listing.version}`;
  if (!listing.ok && listing.noHookTrust === true) {
    write(
      `${release} has no hook trust (it came with 0.129): it runs registered hooks as they are. Nothing to record.\n`,
    );
    return;
  }
  if (!listing.ok) throw new CliError(`cannot list the hooks: ${listing.why}`);
  const judged = listing.hooks.map((hook) => ({ hook, owner: ownershipOfListed(hook, ourCli) }));
  const ours = judged.flatMap(({ hook, owner }) => (owner.ours ? [hook] : []));
  const out: string[] = [];
  for (const { hook, owner } of judged) {
    if (!owner.ours && claimsToBeOurs(hook))
      out.push(`Left alone: ${hook.key}\n  runs: ${hook.command}\n  ${owner.why}\n`);
  }
  if (ours.length > 0 && ours.every((hook) => hook.trustStatus === NO_HOOK_TRUST)) {
    write(`${release} reports no trust status: it runs registered hooks as they are. Nothing to record.\n`);
    return;
  }
  const pending = ours.filter((hook) => hook.trustStatus !== "trusted");
  if (ours.length === 0) {
    if (options.dryRun !== true) {
      write(out.join(""));
      throw new CliError("codex lists no hook that runs this package: install it first (see `doctor`)");
    }
    out.push(
      "codex lists no hook that runs this package yet: once registered, their trust would be recorded.\n",
    );
  } else if (pending.length === 0) {
    out.push(`All ${ours.length} hooks of this package are already trusted:\n${listed(ours)}`);
  } else if (options.dryRun === true) {
    out.push(`Would record in Codex's config.toml:\n\n${tomlLines(pending)}`);
  } else {
    const written = await writeTrust(call, pending);
    if (!written.ok) throw new CliError(`codex did not record the trust: ${written.why}`);
    out.push(`Trusted ${pending.length} hook(s) of this package:\n${listed(pending)}`);
  }
  write(out.join(""));
}
