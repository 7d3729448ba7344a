import type { CodexCall } from "../codex/app-server.js";
import { type ListedHook, listHooks } from "../codex/hooks-list.js";
import { shellQuote } from "../install/hook-command.js";
import { PACKAGE_NAME } from "../names.js";

export interface Moved {
  readonly before: ListedHook;
  readonly after: ListedHook;
}

/** The same hook wherever it sits in its file: Codex's hash covers what it runs, not its place. */
const same = (a: ListedHook, b: ListedHook): boolean =>
  a.sourcePath === b.sourcePath &&
  a.eventName === b.eventName &&
  a.command === b.command &&
  a.currentHash === b.currentHash;

/** Which of the hooks codex trusted before (`trusted`) it lists as not trusted now, each with its listing now. */
export function lostTrust(trusted: readonly ListedHook[], now: readonly ListedHook[]): Moved[] {
  const unpaired = [...now];
  const lost: Moved[] = [];
  for (const before of trusted) {
    const index = unpaired.findIndex((hook) => same(before, hook));
    const after = unpaired[index];
    if (after === undefined) continue;
    unpaired.splice(index, 1);
    if (after.trustStatus !== "trusted") lost.push({ before, after });
  }
  return lost;
}

/**
 * Codex keys trust by a hook's place in its file (`<file>:stop:1:0`), so removing our hooks moves the
 * person's hooks after them, and Codex then skips those as untrusted. We never write trust for them
 * unasked: this asks codex again and names each such hook, with the `trust --hook` step that trusts it
 * where it is now. `codexFlags` are the flags that reach the same codex and Codex home.
 */
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
