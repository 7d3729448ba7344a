import { askCodex, type CodexCall } from "../codex/app-server.js";
import { hooksListRequest, type ListedHook, listingOf } from "../codex/hooks-list.js";
import {
  configReadRequest,
  removeTrustEntries,
  type TrustEntry,
  trustStateOf,
} from "../codex/trust-state.js";
import { resolvedPath } from "../fs/paths.js";
import { ownershipOfListed } from "../install/hook-ownership.js";
import { sortTrustEntries } from "../install/trust-entries.js";

export interface ForgetTrust {
  readonly call: CodexCall;
  readonly dryRun: boolean;
  /** Only the hooks Codex reads from this hooks file (uninstall); every hook of ours when absent. */
  readonly hooksFile?: string;
}

export type ForgetTrustResult =
  | {
      readonly ok: true;
      readonly report: string;
      /** The hooks of `hooksFile` that are not ours and that codex trusts: uninstall checks them after. */
      readonly theirs?: readonly ListedHook[];
    }
  | { readonly ok: false; readonly why: string };

const table = (key: string): string => `[hooks.state.${JSON.stringify(key)}]`;
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

/**
 * Removes from the user's config.toml, through codex's own config writer, the `[hooks.state]` entries
 * that are provably this package's (see ownership/trust-entries.ts), and says what it removed and what
 * it left alone. A user or project hook must still be registered: only then does codex list its key
 * and hash. A dry run says what it would remove and writes nothing.
 */
export async function forgetTrust(request: ForgetTrust, ourCli: string): Promise<ForgetTrustResult> {
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
  const theirs =
    wanted === undefined
      ? []
      : listing.hooks.filter(
          (hook) => inFile(hook) && hook.trustStatus === "trusted" && !ours.includes(hook),
        );
  // Every hook of ours (not one file's): entries of our plugin after `codex plugin remove` count too.
  const listed = wanted === undefined ? listing.hooks.map((hook) => hook.key) : undefined;
  const sorted = sortTrustEntries(ours, state.entries, listed);
  const out = sorted.leftAlone.map(
    ({ entry, why }) => `Left alone in ${state.file}: ${table(entry.key)}\n  ${why}\n`,
  );
  if (sorted.ours.length === 0) {
    out.push(`No trust entry of this package's hooks in ${state.file}.\n`);
    return { ok: true, report: out.join(""), theirs };
  }
  if (request.dryRun) {
    out.push(`Would remove from ${state.file}:\n${entryLines(sorted.ours)}`);
    return { ok: true, report: out.join(""), theirs };
  }
  const keys = sorted.ours.map(({ entry }) => entry.key);
  // The `[hooks.state]` header Codex's writer added with the first entry goes with the last one.
  const last = state.entries.every((entry) => keys.includes(entry.key));
  const after = await removeTrustEntries(call, keys, state.version, last);
  if (!after.ok) return { ok: false, why: `codex did not remove the trust entries: ${after.why}` };
  const kept = keys.filter((key) => after.entries.some((entry) => entry.key === key));
  if (kept.length > 0) return { ok: false, why: `codex left ${kept.map(table).join(", ")} in ${after.file}` };
  out.push(`Removed from ${state.file}:\n${entryLines(sorted.ours)}`);
  return { ok: true, report: out.join(""), theirs };
}
