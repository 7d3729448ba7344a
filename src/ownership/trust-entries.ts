import { type ListedHook, trustState } from "../codex/hooks-list.js";
import type { TrustEntry } from "../codex/trust-state.js";

export interface TrustEntriesSorted {
  /** Entries that record trust for exactly one of our hooks: its key, at the hash Codex gives it now. */
  readonly ours: readonly { readonly entry: TrustEntry; readonly hook: ListedHook }[];
  /** Entries under the key of one of our hooks but at another hash: trust for some other command. */
  readonly leftAlone: readonly { readonly entry: TrustEntry; readonly why: string }[];
}

/**
 * Which `[hooks.state]` entries are provably this package's: the key of a hook that runs this package
 * (judged by what it runs, see hook-ownership.ts) and the very hash(es) Codex computes for that hook now. A key
 * is only a position in a hooks file (`<file>:stop:0:0`); the hash is what ties the entry to our
 * command, so an entry at our key with another hash is somebody else's trust and is left alone.
 */
export function sortTrustEntries(
  ourHooks: readonly ListedHook[],
  entries: readonly TrustEntry[],
): TrustEntriesSorted {
  const ours: { entry: TrustEntry; hook: ListedHook }[] = [];
  const leftAlone: { entry: TrustEntry; why: string }[] = [];
  for (const entry of entries) {
    const hook = ourHooks.find((candidate) => candidate.key === entry.key);
    if (hook === undefined) continue;
    const wanted = trustState(hook);
    if (entry.trustedHash === wanted.trusted_hash && entry.trustedContentHash === wanted.trusted_content_hash)
      ours.push({ entry, hook });
    else
      leftAlone.push({
        entry,
        why: `trusted at ${entry.trustedHash ?? "no hash"}, not at the hash codex gives this package's hook (${hook.currentHash}): it records trust for another command`,
      });
  }
  return { ours, leftAlone };
}
