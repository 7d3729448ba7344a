// Runs `codex app-server` against the fake Responses server, inside the caller's loopback-only network
// namespace, and talks to it as a person's client does (JSON-RPC over stdio: initialize, thread/start).
// Input (argv[2], JSON): { home, work, replies, waitMs, stopAfter?, prompt?, keepGoing?, codex?, features?,
// trust? }. With a `prompt` it starts one turn with it (turn/start) and the run ends when that turn
// completes (with `keepGoing`, as without a prompt); without, it sets a goal with origin "user" (thread/goal/set) and Codex starts goal turns by itself,
// until the fake server has answered `stopAfter` requests. Either way the run ends after `waitMs`.
// `codex` is the argv that runs Codex (default: the pinned CLI with this Node); `features` lines go
// under `[features]`. Our hooks must already be registered in `home`; they are trusted here with our
// own `trust` where the release has hook trust (`trust` true). The request bodies are in
// `<home>/requests.jsonl`. Prints one JSON object: how many requests, the goal as set (or the turn as
// started), the app-server's hook and turn notifications of a prompt's turn, and the tail of its stderr.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { codexEnvironment, writeCodexConfig } from "./codex-config.mjs";
import { startFakeResponses } from "./fake-responses-server.mjs";

const {
  home,
  work,
  replies,
  stopAfter = Number.POSITIVE_INFINITY,
  waitMs,
  prompt,
  codex: codexArgv = [process.execPath, createRequire(import.meta.url).resolve("@openai/codex/bin/codex.js")],
  features = [],
  trust = true,
  // With a prompt: run on past its turn, through the goal turns of a goal the model creates in it.
  keepGoing = false,
} = JSON.parse(process.argv[2]);
const ourCli = new URL("../../dist/cli.js", import.meta.url).pathname;
const logFile = join(home, "requests.jsonl");
writeFileSync(logFile, "");
const server = await startFakeResponses({ replies, logFile });
writeCodexConfig(home, server.port, {
  config: ['approval_policy = "never"', 'sandbox_mode = "danger-full-access"'],
  features,
});
const env = codexEnvironment(home, codexArgv);
// `trust` gives codex 8 s to answer; a loaded machine can take longer, so it has three tries.
for (let tries = trust ? 3 : 0; tries > 0; tries -= 1) {
  try {
    execFileSync(process.execPath, [ourCli, "trust", "--codex-home", home, "--cwd", work], {
      env,
      cwd: work,
      stdio: "pipe",
    });
    break;
  } catch (error) {
    if (tries === 1) throw error;
  }
}

const [program, ...args] = codexArgv;
const child = spawn(program, [...args, "app-server"], { cwd: work, env, stdio: ["pipe", "pipe", "pipe"] });
const waiting = new Map();
const notifications = [];
let hooksRunning = 0;
let stopsCompleted = 0;
let turnDone = false;
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
    } else if (message.id === undefined && /^(hook|turn)\//.test(message.method ?? "")) {
      notifications.push({ method: message.method, params: message.params });
      if (message.method === "hook/started") hooksRunning += 1;
      if (message.method === "hook/completed") {
        hooksRunning -= 1;
        if (message.params?.run?.eventName === "stop") stopsCompleted += 1;
      }
      if (prompt !== undefined && !keepGoing && message.method === "turn/completed") turnDone = true;
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
const goal =
  prompt === undefined
    ? await call("thread/goal/set", { threadId, objective: "Work through the plan", origin: "user" })
    : await call("turn/start", { threadId, input: [{ type: "text", text: prompt }] });

const requests = () => readFileSync(logFile, "utf8").split("\n").filter(Boolean);
const deadline = Date.now() + waitMs;
const done = () => turnDone || requests().length >= stopAfter;
while (Date.now() < deadline && !done()) await new Promise((r) => setTimeout(r, 100));
// Let the last turn's Stop hook finish before the app-server goes: the next Stop run to complete,
// and no hook left running (5 s at most, should a notification never come).
if (prompt === undefined || keepGoing) {
  const stopsBefore = stopsCompleted;
  const until = Date.now() + 5000;
  while (Date.now() < until && (stopsCompleted === stopsBefore || hooksRunning > 0))
    await new Promise((r) => setTimeout(r, 10));
}
child.kill("SIGKILL");
// Gone before the test removes its Codex home: a live app-server wrote into it after the removal.
if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once("exit", r));
server.close();
process.stdout.write(
  JSON.stringify({
    threadId,
    goal: prompt === undefined ? (goal.result?.goal ?? goal.error) : undefined,
    turn: prompt === undefined ? undefined : (goal.result ?? goal.error),
    requests: requests().length,
    notifications: prompt === undefined ? undefined : notifications,
    stderr,
  }),
  // A pipe takes a long answer in parts: exit once it is all written.
  () => process.exit(0),
);
