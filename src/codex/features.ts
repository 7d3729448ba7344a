import { execFile } from "node:child_process";
import { type CodexCall, codexEnv, codexProgram } from "./app-server.js";

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
    const [, name, stage, enabled] = /^([a-z0-9_]+)\s+(.+?)\s+(true|false)\s*$/.exec(line) ?? [];
    if (name !== undefined && stage !== undefined) features.set(name, { stage, enabled: enabled === "true" });
  }
  return features;
}

/** Codex's own view of its feature flags for a session in `cwd`, as config.toml and the project's give them. */
export function listFeatures(call: CodexCall): Promise<FeaturesAnswer> {
  return new Promise((resolve) => {
    const { file, shell } = codexProgram(call.codex);
    execFile(
      file,
      ["features", "list"],
      {
        shell,
        cwd: call.cwd,
        env: codexEnv(call),
        timeout: call.timeoutMs,
        maxBuffer: 1024 * 1024,
        killSignal: "SIGKILL",
      },
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
