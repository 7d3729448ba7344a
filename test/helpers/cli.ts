import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isRecord } from "../../src/json/guards.js";
import { assertCodexHookStdout } from "./codex-output.js";

export const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

export interface RunOptions {
  readonly input?: string | Buffer;
  /** Leave stdin open and never write to it (a stuck pipe). */
  readonly keepStdinOpen?: boolean;
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  readonly killAfterMs?: number;
  /** A command that runs node for us (such as `nsenter ... --`), with its arguments. */
  readonly via?: readonly string[];
}

/**
 * Spawns the built CLI the way Codex does: `node dist/cli.js <args>`, payload on stdin. Whatever a
 * `hook ...` run prints is checked against Codex's Stop output schema before the test sees it.
 */
export function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliResult> {
  const started = performance.now();
  const [command = process.execPath, ...prefix] = [...(options.via ?? []), process.execPath];
  const child = spawn(command, [...prefix, CLI, ...args], {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
  child.stdin.on("error", () => undefined);
  if (!options.keepStdinOpen) child.stdin.end(options.input ?? "");
  const killer = setTimeout(() => child.kill("SIGKILL"), options.killAfterMs ?? 20_000);
  return new Promise((resolve) => {
    child.on("close", (status) => {
      clearTimeout(killer);
      const result = {
        status,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
        ms: performance.now() - started,
      };
      if (args[0] === "hook" && args.length === 2) assertCodexHookStdout(result.stdout, args[1]);
      resolve(result);
    });
  });
}

/**
 * Runs the CLI with stdin on a real pipe, as Codex (a Rust program) gives it: Node's own "pipe" stdio
 * is a socket pair, which takes another code path. The pipe is a FIFO in `dir`; the payload is
 * written, then the writer closes, unless `keepWriterOpen` holds it open for the whole run.
 */
export async function runCliPiped(
  args: readonly string[],
  dir: string,
  input: string,
  options: { keepWriterOpen?: boolean; killAfterMs?: number } = {},
): Promise<CliResult> {
  const { execFileSync } = await import("node:child_process");
  const { closeSync, constants, openSync, writeSync } = await import("node:fs");
  const fifo = `${dir}/stdin-${process.hrtime.bigint()}.fifo`;
  execFileSync("mkfifo", [fifo]);
  const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeFd = openSync(fifo, constants.O_WRONLY);
  writeSync(writeFd, input);
  if (!options.keepWriterOpen) closeSync(writeFd);
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, ...args], { stdio: [readFd, "pipe", "pipe"] });
  closeSync(readFd);
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
  const killer = setTimeout(() => child.kill("SIGKILL"), options.killAfterMs ?? 20_000);
  const status: number | null = await new Promise((resolve) => child.on("close", resolve));
  clearTimeout(killer);
  if (options.keepWriterOpen) closeSync(writeFd);
  const result = {
    status,
    stdout: Buffer.concat(stdout).toString("utf8"),
    stderr: Buffer.concat(stderr).toString("utf8"),
    ms: performance.now() - started,
  };
  assertCodexHookStdout(result.stdout, args[1]);
  return result;
}

/** The reason code of the newest stop in a run log (ULW_CONTINUATION_LOG): which silence a silent stop was. */
export function lastLoggedReason(log: string): unknown {
  const line = readFileSync(log, "utf8").trimEnd().split("\n").at(-1) ?? "";
  const entry: unknown = JSON.parse(line);
  return isRecord(entry) ? entry.reason : undefined;
}
