import { execFile, spawn } from "node:child_process";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { executableOnPath } from "../fs/on-path.js";
import { field, isRecord, parseJson } from "../json/guards.js";
import { PACKAGE_NAME } from "../names.js";

/** How long doctor and trust wait for `codex app-server` by default. */
export const CODEX_TIMEOUT_MS = 8000;

export interface RpcRequest {
  readonly method: string;
  readonly params: unknown;
}

export type RpcAnswer =
  | { readonly ok: true; readonly results: readonly unknown[]; readonly userAgent?: string }
  | {
      readonly ok: false;
      readonly why: string;
      readonly missing?: true;
      /** The request codex did not know (an older release). */
      readonly unknownMethod?: string;
      readonly userAgent?: string;
    };

export interface CodexCall {
  readonly codex: string;
  readonly codexHome?: string;
  readonly cwd: string;
  readonly timeoutMs: number;
}

/** The codex given (a path taken from here, a bare name left to the PATH), else the first on the PATH. */
export function findCodex(given: string | undefined): string | undefined {
  if (given === undefined) return executableOnPath("codex");
  return given.includes("/") ? resolve(given) : given;
}

/** How to start codex: Node starts a Windows npm shim (`codex.cmd`) only through cmd.exe, when asked to. */
function codexProgram({ codex, codexHome, cwd }: CodexCall) {
  const shell = process.platform === "win32" && /\.(cmd|bat)$/i.test(codex);
  const env = codexHome === undefined ? process.env : { ...process.env, CODEX_HOME: codexHome };
  return { file: shell ? `"${codex}"` : codex, options: { shell, cwd, env } };
}

/** `initialize`, `initialized`, then the requests in order within `timeoutMs`, as Codex records trust. */
export function askCodex(call: CodexCall, requests: readonly RpcRequest[]): Promise<RpcAnswer> {
  return new Promise((done) => {
    const { file, options } = codexProgram(call);
    const child = spawn(file, ["app-server"], { ...options, stdio: ["pipe", "pipe", "ignore"] });
    const results: unknown[] = [];
    let agent: { userAgent?: string } = {};
    // The first answer settles the promise; a later one (the exit our kill causes) changes nothing.
    const finish = (answer: RpcAnswer) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      // codex may be a launcher whose own child outlives it and keeps the pipes open: let go of them.
      child.stdin.destroy();
      child.stdout.destroy();
      child.unref();
      done(answer);
    };
    const fail = (why: string) => finish({ ok: false, why });
    const timer = setTimeout(
      () => fail(`${call.codex} app-server did not answer within ${call.timeoutMs / 1000} s`),
      call.timeoutMs,
    );
    const send = (message: Record<string, unknown>) =>
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    const next = () => {
      const request = requests[results.length];
      if (request === undefined) return finish({ ok: true, results, ...agent });
      send({ id: results.length + 2, method: request.method, params: request.params });
    };
    child.on("error", (error) => {
      const missing = "code" in error && error.code === "ENOENT";
      finish({
        ok: false,
        why: missing ? `no ${call.codex} found` : `${call.codex} could not be started: ${error.message}`,
        ...(missing ? { missing: true } : {}),
      });
    });
    child.on("exit", (code) => fail(`${call.codex} app-server exited (${code}) before answering`));
    child.stdin.on("error", () => undefined);
    createInterface({ input: child.stdout }).on("line", (line) => {
      const parsed = parseJson(line);
      const message = parsed.ok ? parsed.value : undefined;
      const id = isRecord(message) ? field(message, "id") : undefined;
      if (!isRecord(message) || typeof id !== "number") return;
      const error = field(message, "error");
      const result = field(message, "result");
      if (error !== undefined) {
        const text = isRecord(error) ? String(field(error, "message")) : "an error";
        const method = requests[results.length]?.method;
        // JSON-RPC's "method not found", or the "unknown variant" serde reports for a request enum.
        const unknown =
          (isRecord(error) && field(error, "code") === -32601) ||
          /unknown variant|method not found/i.test(text);
        finish({
          ok: false,
          why: `codex app-server answered: ${text}`,
          ...(unknown && method !== undefined && id !== 1 ? { unknownMethod: method } : {}),
          ...agent,
        });
      } else if (id === 1) {
        const reported = isRecord(result) ? field(result, "userAgent") : undefined;
        if (typeof reported === "string") agent = { userAgent: reported };
        send({ method: "initialized" });
        next();
      } else {
        results.push(result);
        next();
      }
    });
    send({ id: 1, method: "initialize", params: { clientInfo: { name: PACKAGE_NAME, version: "1" } } });
  });
}

export type FeaturesAnswer =
  | { readonly ok: true; readonly features: ReturnType<typeof parseFeatures> }
  | { readonly ok: false; readonly why: string };

/** Each line of `codex features list`: `<name> <stage words> <true|false>`. */
export function parseFeatures(text: string) {
  const features = new Map<string, { stage: string; enabled: boolean }>();
  for (const line of text.split("\n")) {
    const [, name, stage, enabled] = /^([a-z0-9_]+)\s+(.+?)\s+(true|false)\s*$/.exec(line) ?? [];
    if (name !== undefined && stage !== undefined) features.set(name, { stage, enabled: enabled === "true" });
  }
  return features;
}

/** Codex's own view of its feature flags for a session in `cwd`, as config.toml and the project's give them. */
export function listFeatures(call: CodexCall): Promise<FeaturesAnswer> {
  return new Promise((done) => {
    const { file, options } = codexProgram(call);
    execFile(
      file,
      ["features", "list"],
      { ...options, timeout: call.timeoutMs, maxBuffer: 1024 * 1024, killSignal: "SIGKILL" },
      (error, stdout) => {
        const features = parseFeatures(String(stdout));
        if (features.size > 0) return done({ ok: true, features });
        done({
          ok: false,
          why: error === null ? "it listed no feature" : (error.message.split("\n")[0] ?? ""),
        });
      },
    );
  });
}
