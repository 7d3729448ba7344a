import { spawn } from "node:child_process";
import { field, isRecord } from "../json/guards.js";
import { PACKAGE_NAME } from "../names.js";

/**
 * A short conversation with `codex app-server` (JSON-RPC, one message a line on stdio), the way Codex
 * itself reports and records hook trust: `initialize`, `initialized`, then the given requests in
 * order. Established on @openai/codex 0.171.0. It never waits longer than `timeoutMs` in all.
 */
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
      /** The request codex did not know (an older release): `method` is its name. */
      readonly unknownMethod?: string;
      readonly userAgent?: string;
    };

export interface CodexCall {
  /** The codex executable (a path, or a name found on PATH). */
  readonly codex: string;
  readonly codexHome?: string;
  readonly cwd: string;
  readonly timeoutMs: number;
}

export function askCodex(call: CodexCall, requests: readonly RpcRequest[]): Promise<RpcAnswer> {
  return new Promise((resolve) => {
    const env = call.codexHome === undefined ? process.env : { ...process.env, CODEX_HOME: call.codexHome };
    const child = spawn(call.codex, ["app-server"], {
      cwd: call.cwd,
      env,
      stdio: ["pipe", "pipe", "ignore"],
    });
    const results: unknown[] = [];
    let userAgent: string | undefined;
    const agent = () => (userAgent === undefined ? {} : { userAgent });
    let buffered = "";
    let settled = false;
    const finish = (answer: RpcAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      // codex may be a launcher whose own child outlives it and keeps the pipes open: let go of them.
      child.stdin.destroy();
      child.stdout.destroy();
      child.unref();
      resolve(answer);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          why: `${call.codex} app-server did not answer within ${call.timeoutMs / 1000} s`,
        }),
      call.timeoutMs,
    );
    const send = (message: Record<string, unknown>) =>
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    const next = () => {
      const index = results.length;
      const request = requests[index];
      if (request === undefined) return finish({ ok: true, results, ...agent() });
      send({ id: index + 2, method: request.method, params: request.params });
    };
    child.on("error", (error) => {
      const missing = "code" in error && error.code === "ENOENT";
      finish({
        ok: false,
        why: missing ? `no ${call.codex} found` : `${call.codex} could not be started: ${error.message}`,
        ...(missing ? { missing: true } : {}),
      });
    });
    child.on("exit", (code) =>
      finish({ ok: false, why: `${call.codex} app-server exited (${code}) before answering` }),
    );
    child.stdin.on("error", () => undefined);
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf("\n"); end !== -1; end = buffered.indexOf("\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        let message: unknown;
        try {
          message = JSON.parse(line);
        } catch {
          continue;
        }
        if (!isRecord(message) || typeof field(message, "id") !== "number") continue;
        const error = field(message, "error");
        if (error !== undefined) {
          const text = isRecord(error) ? String(field(error, "message")) : "an error";
          const code = isRecord(error) ? field(error, "code") : undefined;
          const method = requests[results.length]?.method;
          // JSON-RPC's "method not found", or the "unknown variant" serde reports for a request enum.
          const unknown = code === -32601 || /unknown variant|method not found/i.test(text);
          return finish({
            ok: false,
            why: `codex app-server answered: ${text}`,
            ...(unknown && method !== undefined && field(message, "id") !== 1
              ? { unknownMethod: method }
              : {}),
            ...agent(),
          });
        }
        if (field(message, "id") === 1) {
          const result = field(message, "result");
          const reported = isRecord(result) ? field(result, "userAgent") : undefined;
          if (typeof reported === "string") userAgent = reported;
          send({ method: "initialized" });
          next();
        } else {
          results.push(field(message, "result"));
          next();
        }
      }
    });
    send({
      id: 1,
      method: "initialize",
      params: { clientInfo: { name: PACKAGE_NAME, version: "1" } },
    });
  });
}
