import { execFile } from "node:child_process";

/** One line of `codex features list`: `<name> <stage words> <true|false>`. */
export interface CodexFeature {
  readonly stage: string;
  readonly enabled: boolean;
}

export type FeaturesAnswer =
  | { readonly ok: true; readonly features: ReadonlyMap<string, CodexFeature> }
  | { readonly ok: false; readonly why: string };

export function parseFeatures(text: string): ReadonlyMap<string, CodexFeature> {
  const features = new Map<string, CodexFeature>();
  for (const line of text.split("\n")) {
    const match = /^([a-z0-9_]+)\s+(.+?)\s+(true|false)\s*$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined)
      features.set(match[1], { stage: match[2], enabled: match[3] === "true" });
  }
  return features;
}

/**
 * Codex's own view of its feature flags for a session in `cwd` (`codex features list`, which reads
 * config.toml and the project's config as a session would). A codex without the command says so.
 */
export function listFeatures(call: {
  readonly codex: string;
  readonly codexHome?: string;
  readonly cwd: string;
  readonly timeoutMs: number;
}): Promise<FeaturesAnswer> {
  const env = call.codexHome === undefined ? process.env : { ...process.env, CODEX_HOME: call.codexHome };
  return new Promise((resolve) => {
    execFile(
      call.codex,
      ["features", "list"],
      { cwd: call.cwd, env, timeout: call.timeoutMs, maxBuffer: 1024 * 1024, killSignal: "SIGKILL" },
      (error, stdout) => {
        const features = parseFeatures(String(stdout));
        if (features.size > 0) return resolve({ ok: true, features });
        resolve({
          ok: false,
          why: error === null ? "it listed no feature" : (error.message.split("\n")[0] ?? ""),
        });
      },
    );
  });
}
