import { type ListedHook, trustState } from "../codex/hooks-list.js";
import type { TrustEntry } from "../codex/trust-state.js";
import { PLUGIN_NAME } from "../names.js";
import { regexpLiteral } from "../text/regexp-literal.js";
import { EVENTS } from "./hooks-file.js";

export interface TrustEntriesSorted {
  /** Entries that record trust for one of our hooks, and what that hook runs. */
  readonly ours: readonly { readonly entry: TrustEntry; readonly runs: string }[];
  /** Entries under the key of one of our hooks but at another hash: trust for some other command. */
  readonly leftAlone: readonly { readonly entry: TrustEntry; readonly why: string }[];
}

/** Codex's name of an event in a key: `UserPromptSubmit` is `user_prompt_submit`. */
const keyName = (event: string): string => event.replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase();

/**
 * The keys Codex gives our plugin's hooks (plugin/hooks/hooks.json: one group per event, ours alone in
 * it) in any marketplace: `ulw-execute-continuation@<marketplace>:hooks/hooks.json:<event>:0:0`.
 */
const PLUGIN_KEY = new RegExp(
  `^${regexpLiteral(PLUGIN_NAME)}@[^:]+:hooks/hooks\\.json:(?:${EVENTS.map(([event]) => keyName(event)).join("|")}):0:0$`,
);

/**
 * Which `[hooks.state]` entries are provably this package's: the key of a hook that runs this package
 * (judged by what it runs, see hook-ownership.ts) and the very hash(es) Codex computes for that hook now. A key
 * is only a position in a hooks file (`<file>:stop:0:0`); the hash is what ties the entry to our
 * command, so an entry at our key with another hash is somebody else's trust and is left alone. Once
 * `codex plugin remove` went, Codex lists no hook of our plugin and gives no hash: an entry at one of
 * our plugin's own keys that no listed hook has (`listedKeys`, when given) trusts nothing that exists,
 * and is ours.
 */
export function sortTrustEntries(
  ourHooks: readonly ListedHook[],
  entries: readonly TrustEntry[],
  listedKeys?: readonly string[],
): TrustEntriesSorted {
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
