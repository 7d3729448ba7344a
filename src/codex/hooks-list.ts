import { field, isRecord } from "../json/guards.js";
import { askCodex, type CodexCall } from "./app-server.js";

/** One hook as `codex app-server` lists it (`hooks/list`), with what decides whether it runs. */
export interface ListedHook {
  readonly key: string;
  readonly eventName: string;
  readonly command: string;
  readonly statusMessage: string | null;
  readonly source: string;
  readonly sourcePath: string | null;
  readonly pluginId: string | null;
  readonly enabled: boolean;
  /** "sha256:A" for user and project hooks; "sha256:A/sha256:B" for plugin hooks (B covers its files). */
  readonly currentHash: string;
  readonly trustStatus: string;
}

export type HooksListing =
  | { readonly ok: true; readonly hooks: readonly ListedHook[] }
  | { readonly ok: false; readonly why: string; readonly missing?: true };

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

function parseHook(value: unknown): ListedHook | undefined {
  if (!isRecord(value)) return undefined;
  const key = field(value, "key");
  if (typeof key !== "string") return undefined;
  return {
    key,
    eventName: text(field(value, "eventName")),
    command: text(field(value, "command")),
    statusMessage: textOrNull(field(value, "statusMessage")),
    source: text(field(value, "source")),
    sourcePath: textOrNull(field(value, "sourcePath")),
    pluginId: textOrNull(field(value, "pluginId")),
    enabled: field(value, "enabled") !== false,
    currentHash: text(field(value, "currentHash")),
    trustStatus: text(field(value, "trustStatus")) || "unknown",
  };
}

/** Every hook Codex would consider for a session in `call.cwd`. */
export async function listHooks(call: CodexCall): Promise<HooksListing> {
  const answer = await askCodex(call, [{ method: "hooks/list", params: { cwds: [call.cwd] } }]);
  if (!answer.ok) return answer;
  const [result] = answer.results;
  const data = isRecord(result) ? field(result, "data") : undefined;
  const hooks: ListedHook[] = [];
  for (const entry of Array.isArray(data) ? data : []) {
    const list = isRecord(entry) ? field(entry, "hooks") : undefined;
    for (const hook of Array.isArray(list) ? list : []) {
      const parsed = parseHook(hook);
      if (parsed !== undefined && !hooks.some((seen) => seen.key === parsed.key)) hooks.push(parsed);
    }
  }
  return { ok: true, hooks };
}

/** What config.toml must hold for Codex to trust a hook: `[hooks.state."<key>"]`. */
export function trustState(hook: ListedHook): Record<string, string> {
  const [hash, contentHash] = hook.currentHash.split("/");
  return contentHash === undefined
    ? { trusted_hash: hash ?? "" }
    : { trusted_hash: hash ?? "", trusted_content_hash: contentHash };
}

/** Records trust for these hooks with Codex's own config writer (`config/batchWrite`), nothing else. */
export async function writeTrust(
  call: CodexCall,
  hooks: readonly ListedHook[],
): Promise<{ ok: true } | { ok: false; why: string }> {
  const value = Object.fromEntries(hooks.map((hook) => [hook.key, trustState(hook)]));
  const answer = await askCodex(call, [
    {
      method: "config/batchWrite",
      params: { edits: [{ keyPath: "hooks.state", value, mergeStrategy: "upsert" }] },
    },
  ]);
  return answer.ok ? { ok: true } : answer;
}
