import { askCodex, type CodexCall } from "../codex/app-server.js";
import {
  configReadRequest,
  hooksListRequest,
  type ListedHook,
  listHooks,
  listingOf,
  removeTrustEntries,
  stateKeyPath,
  type TrustEntry,
  trustState,
  trustStateOf,
} from "../codex/hooks-list.js";
import { resolvedPath } from "../fs/paths.js";
import { shellQuote } from "../install/hook-command.js";
import { ownershipOfListed } from "../install/hook-ownership.js";
import { EVENTS } from "../install/hooks-file.js";
import { PACKAGE_NAME, PLUGIN_NAME } from "../names.js";
import { regexpLiteral } from "../text/regexp-literal.js";

export type ForgetTrustResult =
  /** `theirs`: the trusted hooks (of `hooksFile`, if given) that are not ours, for uninstall to check after. */
  | { readonly ok: true; readonly report: string; readonly theirs?: readonly ListedHook[] }
  | { readonly ok: false; readonly why: string };

export const table = (key: string): string => `[${stateKeyPath(key)}]`;
const entryLines = (found: readonly { entry: TrustEntry; runs: string }[]): string =>
  found.map(({ entry, runs }) => `  ${table(entry.key)}\n    runs: ${runs}\n`).join("");

/** The complaints codex made beside its hooks list: with them, its view of the hooks cannot be relied on. */
export function codexComplaint(listing: { warnings: readonly string[]; errors: readonly string[] }) {
  const said = [
    ...listing.errors.map((e) => `an error: ${e}`),
    ...listing.warnings.map((w) => `a warning: ${w}`),
  ];
  return said.length === 0 ? undefined : `codex reports ${said.join("; ")}`;
}

/** Our plugin's hook keys in any marketplace: `<plugin>@<market>:hooks/hooks.json:<snake_event>:0:0`. */
const PLUGIN_KEY = new RegExp(
  `^${regexpLiteral(PLUGIN_NAME)}@[^:]+:hooks/hooks\\.json:(?:${EVENTS.map(([event]) => event.replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase()).join("|")}):0:0$`,
);

/** Ours only at our hook's key and current hash (a key is only a place), or at a removed plugin's key. */
export function sortTrustEntries(
  ourHooks: readonly ListedHook[],
  entries: readonly TrustEntry[],
  listedKeys?: readonly string[],
) {
  const ours: { entry: TrustEntry; runs: string }[] = [];
  const leftAlone: { entry: TrustEntry; why: string }[] = [];
  for (const entry of entries) {
    const hook = ourHooks.find((candidate) => candidate.key === entry.key);
    if (hook === undefined) {
      if (listedKeys !== undefined && PLUGIN_KEY.test(entry.key) && !listedKeys.includes(entry.key))
        ours.push({ entry, runs: "a hook of this package's plugin, no longer installed" });
      continue;
    }
    const wanted = trustState(hook);
    if (entry.trustedHash === wanted.trusted_hash && entry.trustedContentHash === wanted.trusted_content_hash)
      ours.push({ entry, runs: hook.command });
    else
      leftAlone.push({
        entry,
        why: `trusted at ${entry.trustedHash ?? "no hash"}, not at the hash codex gives this package's hook (${hook.currentHash}): it records trust for another command`,
      });
  }
  return { ours, leftAlone };
}

/** Removes our provable entries (only `hooksFile`'s, for uninstall) while codex still lists our hooks. */
export async function forgetTrust(
  request: { readonly call: CodexCall; readonly dryRun?: boolean | undefined; readonly hooksFile?: string },
  ourCli: string,
): Promise<ForgetTrustResult> {
  const { call } = request;
  const asked = await askCodex(call, [hooksListRequest(call.cwd), configReadRequest(call.cwd)]);
  if (!asked.ok && asked.unknownMethod === "hooks/list")
    return {
      ok: true,
      report: "This codex has no hook trust (it came with 0.129): no trust entry to remove.\n",
    };
  if (!asked.ok) return { ok: false, why: asked.why };
  const listing = listingOf(asked.results[0]);
  const complaint = codexComplaint(listing);
  if (complaint !== undefined) return { ok: false, why: complaint };
  const state = trustStateOf(asked.results[1]);
  if (!state.ok) return state;
  const wanted = request.hooksFile === undefined ? undefined : resolvedPath(request.hooksFile);
  const inFile = (hook: ListedHook) =>
    wanted === undefined || (hook.sourcePath !== null && resolvedPath(hook.sourcePath) === wanted);
  const ours = listing.hooks.filter((hook) => ownershipOfListed(hook, ourCli).ours && inFile(hook));
  const theirs = listing.hooks.filter(
    (hook) => inFile(hook) && hook.trustStatus === "trusted" && !ours.includes(hook),
  );
  // Every hook of ours (not one file's): entries of our plugin after `codex plugin remove` count too.
  const sorted = sortTrustEntries(
    ours,
    state.entries,
    wanted === undefined ? listing.hooks.map((hook) => hook.key) : undefined,
  );
  const out = sorted.leftAlone.map(
    ({ entry, why }) => `Left alone in ${state.file}: ${table(entry.key)}\n  ${why}\n`,
  );
  const done = (line: string): ForgetTrustResult => ({ ok: true, report: out.join("") + line, theirs });
  if (sorted.ours.length === 0) return done(`No trust entry of this package's hooks in ${state.file}.\n`);
  if (request.dryRun) return done(`Would remove from ${state.file}:\n${entryLines(sorted.ours)}`);
  const keys = sorted.ours.map(({ entry }) => entry.key);
  // The `[hooks.state]` header Codex's writer added with the first entry goes with the last one.
  const last = state.entries.every((entry) => keys.includes(entry.key));
  const after = await removeTrustEntries(call, keys, state.version, last);
  if (!after.ok) return { ok: false, why: `codex did not remove the trust entries: ${after.why}` };
  const kept = keys.filter((key) => after.entries.some((entry) => entry.key === key));
  if (kept.length > 0) return { ok: false, why: `codex left ${kept.map(table).join(", ")} in ${after.file}` };
  return done(`Removed from ${state.file}:\n${entryLines(sorted.ours)}`);
}

/** The same hook wherever it sits in its file: Codex's hash covers what it runs, not its place. */
const same = (a: ListedHook, b: ListedHook): boolean =>
  (["sourcePath", "eventName", "command", "currentHash"] as const).every((key) => a[key] === b[key]);

/** Which of the hooks codex trusted before (`trusted`) it lists as not trusted now, each with its listing now. */
export function lostTrust(trusted: readonly ListedHook[], now: readonly ListedHook[]) {
  const unpaired = [...now];
  const lost: { before: ListedHook; after: ListedHook }[] = [];
  for (const before of trusted) {
    const index = unpaired.findIndex((hook) => same(before, hook));
    const after = unpaired[index];
    if (after === undefined) continue;
    unpaired.splice(index, 1);
    if (after.trustStatus !== "trusted") lost.push({ before, after });
  }
  return lost;
}

/** Codex keys trust by place: removing ours untrusts the hooks after them; we name them, never trust them. */
export async function keptTrust(
  call: CodexCall,
  trusted: readonly ListedHook[],
  codexFlags: readonly string[],
): Promise<string> {
  const listing = await listHooks(call);
  if (!listing.ok)
    return `codex could not list the hooks after the edit (${listing.why}): run \`${PACKAGE_NAME} doctor\` to see whether your own hooks are still trusted.\n`;
  const lost = lostTrust(trusted, listing.hooks);
  if (lost.length === 0) return "";
  const lines = lost.map(
    ({ before, after }) => `  ${after.key} (trusted as ${before.key})\n    runs: ${after.command}\n`,
  );
  const keys = lost.flatMap(({ after }) => ["--hook", after.key]);
  const step = [PACKAGE_NAME, "trust", ...codexFlags, ...keys].map((word, i) =>
    i < 2 || word.startsWith("--") ? word : shellQuote(word),
  );
  return (
    `Codex no longer trusts ${lost.length} hook(s) of yours: removing ours moved them, and Codex keys trust by place:\n` +
    lines.join("") +
    `Their old [hooks.state] entries stay in config.toml. To trust them again where they are now, run:\n  ${step.join(" ")}\n`
  );
}
