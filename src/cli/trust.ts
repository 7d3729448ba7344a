import { homedir } from "node:os";
import { resolve } from "node:path";
import { askCodex, CODEX_TIMEOUT_MS, type CodexCall, findCodex } from "../codex/app-server.js";
import { codexHome } from "../codex/hooks-change.js";
import {
  configReadRequest,
  type ListedHook,
  listHooks,
  trustState,
  trustStateOf,
  writeTrust,
} from "../codex/hooks-list.js";
import { pathKind } from "../fs/paths.js";
import { ownershipOfListed } from "../install/hook-ownership.js";
import { STATUS_PREFIX } from "../install/hooks-file.js";
import { PACKAGE_NAME, PLUGIN_NAME } from "../names.js";
import { codexComplaint, forgetTrust, table } from "./forget-trust.js";
import { CliError, say } from "./terminal.js";

export interface TrustOptions {
  readonly codexHome?: string | undefined;
  readonly cwd?: string | undefined;
  readonly codex?: string | undefined;
  readonly dryRun?: boolean;
  readonly forget?: boolean;
  readonly hook?: readonly string[];
  /** `install --project --trust`: `cwd` is the project whose .codex/hooks.json install just wrote. */
  readonly project?: boolean;
  /** Where the report goes: stdout, or stderr beside a dry run's file on stdout. */
  readonly write?: (text: string) => void;
}

const listed = (hooks: readonly ListedHook[]): string =>
  hooks.map((hook) => `  ${hook.key}\n    runs: ${hook.command}\n`).join("");

/** Trust for `pending` written through codex, or on a dry run the TOML it would write. */
async function record(call: CodexCall, pending: readonly ListedHook[], dryRun: boolean, whose: string) {
  if (dryRun) {
    const tables = pending.map((hook) => {
      const values = Object.entries(trustState(hook)).map(
        ([key, value]) => `${key} = ${JSON.stringify(value)}`,
      );
      return `# runs: ${hook.command}\n${table(hook.key)}\n${values.join("\n")}\n`;
    });
    return `Would record in Codex's config.toml:\n\n${tables.join("\n")}`;
  }
  const written = await writeTrust(call, pending);
  if (!written.ok) throw new CliError(`codex did not record the trust: ${written.why}`);
  return `Trusted ${pending.length} hook(s) ${whose}:\n${listed(pending)}`;
}

/** A project hook codex does not list, with the step that fixes it. */
const untrustedProject = (project: string): string =>
  `codex lists no hook of ${project}/.codex/hooks.json: it reads a project's .codex/ folder only when the project itself is trusted. ` +
  `Trust the project in codex first: start \`codex\` in ${project} and answer yes when it asks whether to trust the folder ` +
  `(or add \`[projects.${JSON.stringify(project)}]\` with \`trust_level = "trusted"\` to the config.toml of your Codex home), ` +
  `then run \`${PACKAGE_NAME} trust --cwd ${JSON.stringify(project)}\`. The hooks stay registered.`;

/** `trust --hook <key...>`: the named hooks, as codex lists them, trusted at the hash codex gives them now. */
async function trustNamed(
  call: CodexCall,
  hooks: readonly ListedHook[],
  keys: readonly string[],
  dryRun: boolean,
): Promise<string> {
  const missing = keys.filter((key) => !hooks.some((hook) => hook.key === key));
  if (missing.length > 0)
    throw new CliError(
      `codex lists no hook ${missing.map((key) => JSON.stringify(key)).join(", ")} (see \`doctor\`)`,
    );
  const named = hooks.filter((hook) => keys.includes(hook.key));
  const pending = named.filter((hook) => hook.trustStatus !== "trusted");
  if (pending.length === 0) return `Already trusted:\n${listed(named)}`;
  // Only what the person trusted before, moved to another place: a model can run this command too.
  const asked = await askCodex(call, [configReadRequest(call.cwd)]);
  const state = asked.ok ? trustStateOf(asked.results[0]) : asked;
  if (!state.ok) throw new CliError(`cannot read codex's trust entries: ${state.why}`);
  const before = new Set(state.entries.flatMap((entry) => entry.trustedHash ?? []));
  const fresh = pending.filter((hook) => !before.has(hook.currentHash.split("/")[0] ?? ""));
  if (fresh.length > 0)
    throw new CliError(
      `--hook trusts again only a hook that was trusted before at another place (the same hash in config.toml); these never were, so trust them in codex itself:\n${listed(fresh)}`,
    );
  return record(call, pending, dryRun, "you named");
}

/** Records trust, through codex's config writer, for the untrusted hooks that run our code (never by label). */
export async function trust(options: TrustOptions, ourCli: string): Promise<void> {
  const write = options.write ?? say;
  const dryRun = options.dryRun === true;
  const codex = findCodex(options.codex);
  if (codex === undefined)
    throw new CliError("no codex on the PATH: pass --codex <path>, or trust the hooks in codex");
  if (options.cwd === "") throw new CliError("--cwd needs a folder", 2);
  const cwd = resolve(options.cwd ?? process.cwd());
  // codex would be started in it: a missing folder reads as a missing codex (spawn's ENOENT).
  if (pathKind(cwd) !== "directory") throw new CliError(`--cwd ${cwd} does not exist or is not a folder`, 2);
  const call = {
    codex,
    cwd,
    timeoutMs: CODEX_TIMEOUT_MS,
    ...(options.codexHome !== undefined ? { codexHome: codexHome(options.codexHome, homedir()) } : {}),
  };
  if (options.forget === true) {
    const forgotten = await forgetTrust({ call, dryRun }, ourCli);
    if (!forgotten.ok) throw new CliError(`cannot remove the trust entries: ${forgotten.why}`);
    return write(forgotten.report);
  }
  const listing = await listHooks(call);
  const release = listing.version === undefined ? "This codex" : `Codex ${listing.version}`;
  if (!listing.ok && listing.noHookTrust === true)
    return write(
      `${release} has no hook trust (it came with 0.129): it runs registered hooks as they are. Nothing to record.\n`,
    );
  if (!listing.ok) throw new CliError(`cannot list the hooks: ${listing.why}`);
  // A config.toml codex cannot parse: it lists hooks from its defaults, and writes nothing into it.
  const complaint = codexComplaint(listing);
  if (complaint !== undefined && listing.errors.length > 0)
    throw new CliError(`${complaint}; fix what codex names, then run this again`);
  if (options.hook !== undefined) return write(await trustNamed(call, listing.hooks, options.hook, dryRun));
  const ours: ListedHook[] = [];
  const out = listing.warnings.map((warning) => `codex warns: ${warning}\n`);
  for (const hook of listing.hooks) {
    const owner = ownershipOfListed(hook, ourCli);
    if (owner.ours) ours.push(hook);
    // A hook that calls itself ours by its label or plugin name is worth a word when it is not.
    else if (hook.statusMessage?.startsWith(STATUS_PREFIX) || hook.pluginId?.startsWith(`${PLUGIN_NAME}@`))
      out.push(`Left alone: ${hook.key}\n  runs: ${hook.command}\n  ${owner.why}\n`);
  }
  if (ours.length > 0 && ours.every((hook) => hook.trustStatus === "no hook trust"))
    return write(
      `${release} reports no trust status: it runs registered hooks as they are. Nothing to record.\n`,
    );
  const pending = ours.filter((hook) => hook.trustStatus !== "trusted");
  if (ours.length === 0) {
    if (!dryRun) {
      write(out.join(""));
      throw new CliError(
        complaint === undefined && options.project === true
          ? untrustedProject(cwd)
          : complaint === undefined
            ? "codex lists no hook that runs this package: install it first (see `doctor`)"
            : `codex lists no hook that runs this package, and ${complaint}: fix what codex names, or install it first (see \`doctor\`)`,
      );
    }
    out.push(
      "codex lists no hook that runs this package yet: once registered, their trust would be recorded.\n",
    );
  } else if (pending.length === 0) {
    out.push(`All ${ours.length} hooks of this package are already trusted:\n${listed(ours)}`);
  } else out.push(await record(call, pending, dryRun, "of this package"));
  write(out.join(""));
}
