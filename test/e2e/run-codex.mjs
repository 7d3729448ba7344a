// Runs the real Codex CLI against the fake Responses server, both inside the caller's network
// namespace (the test starts this under `unshare -n` with only loopback up). Input (argv[2], JSON):
//   { home, work, replies, inputTokens?, answerCompaction?, config?, features?, execArgs?, plugins?,
//     codex?, trustFirst?, env?,
//     runs: [{ prompt?, resume?, cwd?, files?, commands?, execArgs? }] }
// `config` lines open config.toml (top-level keys), `features` lines go under `[features]`;
// `execArgs` replace the default extra `codex exec` flags; `plugins` turns Codex's plugin feature on.
// `codex` is the argv that runs Codex (default: the pinned CLI with this Node); it is also the `codex`
// first on the PATH of everything started here. `trustFirst` runs `ulw trust` before the first run
// (a release with hook trust but no bypass flag). `env` is added to the environment of every
// command started here, and so of Codex's hooks. `commands` run before the prompt, each an argv
// whose first word is "codex", "ulw" (our dist/cli.js) or "node"; their output is reported.
// A run without a prompt only runs its commands.
// `files` are written (relative to `work`) before that run, with {{SESSION}} replaced by the session
// id the first run reported. Prints one JSON object: for each run its exit code, session id, and the
// request bodies the fake server received during it.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { codexEnvironment, writeCodexConfig } from "./codex-config.mjs";
import { startFakeResponses } from "./fake-responses-server.mjs";

const {
  home,
  work,
  replies,
  runs,
  inputTokens,
  config = [],
  features = [],
  execArgs,
  plugins = false,
  answerCompaction = false,
  codex: codexArgv = [process.execPath, createRequire(import.meta.url).resolve("@openai/codex/bin/codex.js")],
  trustFirst = false,
  env = {},
} = JSON.parse(process.argv[2]);
const ourCli = new URL("../../dist/cli.js", import.meta.url).pathname;
const codexEnv = codexEnvironment(home, codexArgv, env);
const logFile = join(home, "requests.jsonl");
writeFileSync(logFile, "");
const server = await startFakeResponses({ replies, logFile, inputTokens, answerCompaction });

writeCodexConfig(home, server.port, { config, plugins, features });

function spawnCaptured(argv, cwd) {
  const [program, ...args] = argv;
  const child = spawn(program, args, {
    cwd,
    env: codexEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

function codex(args, cwd, runArgs) {
  const extra = runArgs ?? execArgs ?? ["--dangerously-bypass-hook-trust"];
  return spawnCaptured([...codexArgv, "exec", "--skip-git-repo-check", ...extra, ...args], cwd);
}

function command([program, ...args], cwd) {
  const head = { codex: codexArgv, ulw: [process.execPath, ourCli], node: [process.execPath] }[program];
  if (head === undefined) throw new Error(`commands run codex, ulw or node, not ${program}`);
  return spawnCaptured([...head, ...args], cwd);
}

if (trustFirst) {
  const trusted = await command(["ulw", "trust"], work);
  if (trusted.code !== 0)
    throw new Error(`ulw trust failed (${trusted.code}): ${trusted.stdout}${trusted.stderr}`);
}
const results = [];
let session;
let seen = 0;
for (const run of runs) {
  for (const [file, content] of Object.entries(run.files ?? {})) {
    const path = join(work, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content.replaceAll("{{SESSION}}", session ?? ""));
  }
  const commands = [];
  for (const argv of run.commands ?? []) {
    const done = await command(argv, join(work, run.cwd ?? "."));
    commands.push({ argv, code: done.code, stdout: done.stdout, stderr: done.stderr.slice(-4000) });
  }
  if (run.prompt === undefined) {
    results.push({ code: 0, session, requests: [], stderr: "", commands });
    continue;
  }
  const args = run.resume ? ["resume", session, run.prompt] : [run.prompt];
  const result = await codex(args, join(work, run.cwd ?? "."), run.execArgs);
  session ??= /session id: (\S+)/.exec(result.stderr)?.[1];
  const lines = readFileSync(logFile, "utf8").split("\n").filter(Boolean);
  const requests = lines.slice(seen).map((line) => JSON.parse(line));
  seen = lines.length;
  results.push({ code: result.code, session, requests, stderr: result.stderr.slice(-4000), commands });
}
server.close();
process.stdout.write(JSON.stringify({ runs: results }));
