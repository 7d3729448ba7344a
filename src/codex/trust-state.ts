import { field, isRecord } from "../json/guards.js";
import { askCodex, type CodexCall, type RpcRequest } from "./app-server.js";

/** One `[hooks.state."<key>"]` table of the user's config.toml, as Codex reads it. */
export interface TrustEntry {
  readonly key: string;
  readonly trustedHash?: string;
  /** Plugin hooks only: the hash of the plugin's files. */
  readonly trustedContentHash?: string;
}

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

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function entriesOf(config: unknown): TrustEntry[] {
  const hooks = isRecord(config) ? field(config, "hooks") : undefined;
  const state = isRecord(hooks) ? field(hooks, "state") : undefined;
  return Object.entries(isRecord(state) ? state : {}).map(([key, value]): TrustEntry => {
    const hash = isRecord(value) ? text(field(value, "trusted_hash")) : undefined;
    const content = isRecord(value) ? text(field(value, "trusted_content_hash")) : undefined;
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
    const version = text(field(layer, "version"));
    const file = isRecord(name) ? text(field(name, "file")) : undefined;
    if (isRecord(name) && field(name, "type") === "user" && version !== undefined && file !== undefined)
      return { ok: true, entries: entriesOf(field(layer, "config")), version, file };
  }
  return { ok: false, why: "codex reported no user config layer" };
}

/** The key path Codex's config writer takes for one entry: the key as a double-quoted segment. */
export const stateKeyPath = (key: string): string => `hooks.state.${JSON.stringify(key)}`;

/**
 * Removes these `[hooks.state]` entries through Codex's own config writer (value null, mergeStrategy
 * "replace": every other line of config.toml stays, measured on codex 0.171.0), and the `[hooks.state]`
 * table too `andTable`. Codex refuses if the file is no longer at `expectedVersion`. Answers with the
 * entries as codex reads them afterwards.
 */
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
