// Runs `codex app-server` (the pinned CLI) against the fake Responses server, inside the caller's
// loopback-only network namespace, and sets a goal the way a person does (JSON-RPC over stdio:
// initialize, thread/start, thread/goal/set with origin "user"). Codex then starts goal turns by
// itself. Input (argv[2], JSON): { home, work, replies, stopAfter, waitMs }. The run ends once the
// fake server has answered `stopAfter` requests, or after `waitMs`. Our hooks must already be
// registered in `home`; they are trusted here with our own `trust`. Prints one JSON object: the
// requests, the goal as set, and what the app-server said on stderr (its tail).
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { writeCodexConfig } from "./codex-config.mjs";
import { startFakeResponses } from "./fake-responses-server.mjs";

const { home, work, replies, stopAfter, waitMs } = JSON.parse(process.argv[2]);
const ourCli = new URL("../../dist/cli.js", import.meta.url).pathname;
const codexBin = createRequire(import.meta.url).resolve("@openai/codex/bin/codex.js");
const logFile = join(home, "requests.jsonl");
writeFileSync(logFile, "");
const server = await startFakeResponses({ replies, logFile });
writeCodexConfig(home, server.port, {
  config: ['approval_policy = "never"', 'sandbox_mode = "danger-full-access"'],
});
const env = {
  ...process.env,
  CODEX_HOME: home,
  ULW_E2E_FAKE_KEY: "not-a-key",
  PATH: `${join(dirname(codexBin), "..", "..", "..", ".bin")}:${process.env.PATH}`,
};
execFileSync(process.execPath, [ourCli, "trust", "--codex-home", home, "--cwd", work], { env, cwd: work });

const child = spawn(process.execPath, [codexBin, "app-server"], {
  cwd: work,
  env,
  stdio: ["pipe", "pipe", "pipe"],
});
const waiting = new Map();
let buffered = "";
let stderr = "";
child.stderr.on("data", (chunk) => {
  stderr = (stderr + chunk).slice(-4000);
});
child.stdout.setEncoding("utf8");
child.stdout.on("data", (chunk) => {
  buffered += chunk;
  for (let end = buffered.indexOf("\n"); end !== -1; end = buffered.indexOf("\n")) {
    const line = buffered.slice(0, end);
    buffered = buffered.slice(end + 1);
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      continue;
    }
    const answer = waiting.get(message.id);
    if (answer !== undefined) {
      waiting.delete(message.id);
      answer(message);
    }
  }
});
let id = 0;
const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
const call = (method, params) =>
  new Promise((resolve) => {
    id += 1;
    waiting.set(id, resolve);
    send({ id, method, params });
  });

await call("initialize", { clientInfo: { name: "ulw-e2e", version: "1" } });
send({ method: "initialized" });
const started = await call("thread/start", { cwd: work });
const threadId = started.result?.thread?.id;
const goal = await call("thread/goal/set", { threadId, objective: "Work through the plan", origin: "user" });

const requests = () => readFileSync(logFile, "utf8").split("\n").filter(Boolean);
const deadline = Date.now() + waitMs;
while (Date.now() < deadline && requests().length < stopAfter) await new Promise((r) => setTimeout(r, 100));
// Let the last turn's Stop hook finish before the app-server goes.
await new Promise((r) => setTimeout(r, 500));
child.kill("SIGKILL");
server.close();
process.stdout.write(
  JSON.stringify({ threadId, goal: goal.result?.goal ?? goal.error, requests: requests().length, stderr }),
);
process.exit(0);
