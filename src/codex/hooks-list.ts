import { field, isRecord } from "../json/guards.js";
import { askCodex, type CodexCall, type RpcRequest } from "./app-server.js";
import { formatVersion, parseCodexVersion } from "./capabilities.js";

/** One hook as `codex app-server` lists it (`hooks/list`), with what decides whether it runs. */
export type ListedHook = NonNullable<ReturnType<typeof parseHook>>;

export type HooksListing =
  | ({ readonly ok: true; readonly version?: string } & Listing)
  | {
      readonly ok: false;
      readonly why: string;
      readonly missing?: true;
      /** This codex does not know `hooks/list`: it predates hook trust (0.129), so hooks run untrusted. */
      readonly noHookTrust?: true;
      readonly version?: string;
    };

const textOr = <T>(value: unknown, otherwise: T): string | T =>
  typeof value === "string" ? value : otherwise;
const text = (value: unknown): string => textOr(value, "");

function parseHook(value: unknown) {
  const key = isRecord(value) ? field(value, "key") : undefined;
  if (!isRecord(value) || typeof key !== "string") return undefined;
  return {
    key,
    eventName: text(field(value, "eventName")),
    command: text(field(value, "command")),
    statusMessage: textOr(field(value, "statusMessage"), null),
    source: text(field(value, "source")),
    sourcePath: textOr(field(value, "sourcePath"), null),
    pluginId: textOr(field(value, "pluginId"), null),
    enabled: field(value, "enabled") !== false,
    /** "sha256:A" for user and project hooks; "sha256:A/sha256:B" for plugin hooks (B covers its files). */
    currentHash: text(field(value, "currentHash")),
    // A codex that lists hooks but reports no trust status has no hook trust: the hook runs as it is.
    trustStatus: text(field(value, "trustStatus")) || "no hook trust",
  };
}

/** `warnings` are strings; `errors` are `{path, message}` (as codex 0.171 reports them). */
function complaints(items: readonly unknown[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === "string") return [item];
    const message = isRecord(item) ? text(field(item, "message")) : "";
    const path = isRecord(item) ? text(field(item, "path")) : "";
    return message === "" ? [] : [path === "" || message.includes(path) ? message : `${path}: ${message}`];
  });
}

/** The hooks, and what codex said beside them: files it could not parse, a config.toml it rejected. */
interface Listing {
  readonly hooks: readonly ListedHook[];
  readonly warnings: readonly string[];
  readonly errors: readonly string[];
}

/** The hooks and complaints in one `hooks/list` result, deduplicated by key. */
export function listingOf(result: unknown): Listing {
  const data = isRecord(result) ? field(result, "data") : undefined;
  const entries = Array.isArray(data) ? data.filter(isRecord) : [];
  // Every entry's array under `name`, one after the other; anything else there counts as none.
  const all = (name: string): unknown[] =>
    entries.flatMap((entry) => [field(entry, name)].filter(Array.isArray).flat());
  const hooks = all("hooks").flatMap((hook) => parseHook(hook) ?? []);
  return {
    hooks: hooks.filter((hook, index) => hooks.findIndex((seen) => seen.key === hook.key) === index),
    warnings: complaints(all("warnings")),
    errors: complaints(all("errors")),
  };
}

export const hooksListRequest = (cwd: string): RpcRequest => ({
  method: "hooks/list",
  params: { cwds: [cwd] },
});

/** Every hook Codex would consider for a session in `call.cwd`, and what codex said about them. */
export async function listHooks(call: CodexCall): Promise<HooksListing> {
  const answer = await askCodex(call, [hooksListRequest(call.cwd)]);
  const parsed = answer.userAgent === undefined ? undefined : parseCodexVersion(answer.userAgent);
  const version = parsed === undefined ? {} : { version: formatVersion(parsed) };
  if (answer.ok) return { ok: true, ...listingOf(answer.results[0]), ...version };
  return {
    ok: false,
    why: answer.why,
    ...(answer.missing ? { missing: true } : {}),
    ...(answer.unknownMethod === "hooks/list" ? { noHookTrust: true } : {}),
    ...version,
  };
}

/** What config.toml must hold for Codex to trust a hook: `[hooks.state."<key>"]`. */
export function trustState(hook: ListedHook): Record<string, string> {
  const [hash = "", contentHash] = hook.currentHash.split("/");
  return { trusted_hash: hash, ...(contentHash === undefined ? {} : { trusted_content_hash: contentHash }) };
}

/** Records trust for these hooks with Codex's own config writer (`config/batchWrite`), nothing else. */
export function writeTrust(call: CodexCall, hooks: readonly ListedHook[]) {
  const value = Object.fromEntries(hooks.map((hook) => [hook.key, trustState(hook)]));
  const edits = [{ keyPath: "hooks.state", value, mergeStrategy: "upsert" }];
  return askCodex(call, [{ method: "config/batchWrite", params: { edits } }]);
}

/** One `[hooks.state."<key>"]` table of the user's config.toml, as Codex reads it. */
export type TrustEntry = ReturnType<typeof entriesOf>[number];

/** The trust entries of the user's config.toml, and the version (`sha256:...`) Codex gives that file now. */
export type TrustStateAnswer =
  | {
      readonly ok: true;
      readonly entries: readonly TrustEntry[];
      readonly version: string;
      readonly file: string;
    }
  | { readonly ok: false; readonly why: string };

/** Codex's config as it reads it, with each layer (user, system, project) apart. */
export const configReadRequest = (cwd: string): RpcRequest => ({
  method: "config/read",
  params: { cwd, includeLayers: true },
});

function entriesOf(config: unknown) {
  const hooks = isRecord(config) ? field(config, "hooks") : undefined;
  const state = isRecord(hooks) ? field(hooks, "state") : undefined;
  return Object.entries(isRecord(state) ? state : {}).map(([key, value]) => {
    const hash = isRecord(value) ? textOr(field(value, "trusted_hash"), undefined) : undefined;
    // Plugin hooks only: the hash of the plugin's files.
    const content = isRecord(value) ? textOr(field(value, "trusted_content_hash"), undefined) : undefined;
    return {
      key,
      ...(hash !== undefined ? { trustedHash: hash } : {}),
      ...(content !== undefined ? { trustedContentHash: content } : {}),
    };
  });
}

/** The user layer (`$CODEX_HOME/config.toml`) of a `config/read` result with its layers. */
export function trustStateOf(result: unknown): TrustStateAnswer {
  const layers = isRecord(result) ? field(result, "layers") : undefined;
  for (const layer of Array.isArray(layers) ? layers.filter(isRecord) : []) {
    const name = field(layer, "name");
    const version = textOr(field(layer, "version"), undefined);
    const file = isRecord(name) ? textOr(field(name, "file"), undefined) : undefined;
    if (isRecord(name) && field(name, "type") === "user" && version !== undefined && file !== undefined)
      return { ok: true, entries: entriesOf(field(layer, "config")), version, file };
  }
  return { ok: false, why: "codex reported no user config layer" };
}

/** The key path Codex's config writer takes for one entry: the key as a double-quoted segment. */
export const stateKeyPath = (key: string): string => `hooks.state.${JSON.stringify(key)}`;

/** Removes these entries (and the table, with `andTable`) unless the file moved past `expectedVersion`. */
export async function removeTrustEntries(
  call: CodexCall,
  keys: readonly string[],
  expectedVersion: string,
  andTable = false,
): Promise<TrustStateAnswer> {
  const paths = [...keys.map(stateKeyPath), ...(andTable ? ["hooks.state"] : [])];
  const edits = paths.map((keyPath) => ({ keyPath, value: null, mergeStrategy: "replace" }));
  const answer = await askCodex(call, [
    { method: "config/batchWrite", params: { edits, expectedVersion } },
    configReadRequest(call.cwd),
  ]);
  return answer.ok ? trustStateOf(answer.results[1]) : { ok: false, why: answer.why };
}
