// Runs the real Codex CLI against the fake Responses server, both inside the caller's network
// namespace (the test starts this under `unshare -n` with only loopback up). Input (argv[2], JSON):
//   { home, work, replies, inputTokens?, config?, execArgs?, runs: [{ prompt, resume?, cwd?, files? }] }
// `config` lines open config.toml (top-level keys); `execArgs` replace the default extra `codex exec` flags.
// `files` are written (relative to `work`) before that run, with {{SESSION}} replaced by the session
// id the first run reported. Prints one JSON object: for each run its exit code, session id, and the
// request bodies the fake server received during it.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { startFakeResponses } from "./fake-responses-server.mjs";

const { home, work, replies, runs, inputTokens, config = [], execArgs } = JSON.parse(process.argv[2]);
const codexBin = createRequire(import.meta.url).resolve("@openai/codex/bin/codex.js");
const logFile = join(home, "requests.jsonl");
writeFileSync(logFile, "");
const server = await startFakeResponses({ replies, logFile, inputTokens });

writeFileSync(
  join(home, "config.toml"),
  [
    ...config,
    'model = "gpt-5.5"',
    'model_provider = "fake"',
    "check_for_update_on_startup = false",
    "",
    "[model_providers.fake]",
    'name = "fake"',
    `base_url = "http://127.0.0.1:${server.port}/v1"`,
    'wire_api = "responses"',
    'env_key = "ULW_E2E_FAKE_KEY"',
    "request_max_retries = 0",
    "stream_max_retries = 0",
    "",
    "[features]",
    "plugins = false",
    "",
    "[analytics]",
    "enabled = false",
    "",
    "[otel]",
    'metrics_exporter = "none"',
    "",
  ].join("\n"),
);

function codex(args, cwd) {
  const child = spawn(
    process.execPath,
    [
      codexBin,
      "exec",
      "--skip-git-repo-check",
      ...(execArgs ?? ["--dangerously-bypass-hook-trust"]),
      ...args,
    ],
    {
      cwd,
      env: { ...process.env, CODEX_HOME: home, ULW_E2E_FAKE_KEY: "not-a-key" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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

const results = [];
let session;
let seen = 0;
for (const run of runs) {
  for (const [file, content] of Object.entries(run.files ?? {})) {
    const path = join(work, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content.replaceAll("{{SESSION}}", session ?? ""));
  }
  const args = run.resume ? ["resume", session, run.prompt] : [run.prompt];
  const result = await codex(args, join(work, run.cwd ?? "."));
  session ??= /session id: (\S+)/.exec(result.stderr)?.[1];
  const lines = readFileSync(logFile, "utf8").split("\n").filter(Boolean);
  const requests = lines.slice(seen).map((line) => JSON.parse(line));
  seen = lines.length;
  results.push({ code: result.code, session, requests, stderr: result.stderr.slice(-4000) });
}
server.close();
process.stdout.write(JSON.stringify({ runs: results }));
