// Prints the hooks Codex lists for a session in the current folder, as `codex app-server` answers
// `hooks/list` (the `codex` on the PATH, the Codex home in CODEX_HOME): one JSON object a line, with
// its key, what it runs and its trust status. Run as a command of the e2e runner: `node list-hooks.mjs`.
// `--trust <key>` then records trust for that hook at the hash Codex gives it, through Codex's own
// config writer: what a person's "trust" answer in Codex records, played without the TUI.
import { spawn } from "node:child_process";

const trustKey = process.argv[2] === "--trust" ? process.argv[3] : undefined;
const child = spawn("codex", ["app-server"], { stdio: ["pipe", "pipe", "inherit"] });
const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
const timer = setTimeout(() => {
  process.stderr.write("codex app-server did not answer\n");
  child.kill("SIGKILL");
  process.exit(1);
}, 30_000);
let buffered = "";
child.stdout.on("data", (chunk) => {
  buffered += chunk;
  for (let end = buffered.indexOf("\n"); end !== -1; end = buffered.indexOf("\n")) {
    const message = JSON.parse(buffered.slice(0, end));
    buffered = buffered.slice(end + 1);
    if (message.id === 1) {
      send({ method: "initialized" });
      send({ id: 2, method: "hooks/list", params: { cwds: [process.cwd()] } });
    } else if (message.id === 2) {
      const hooks = (message.result?.data ?? []).flatMap((entry) => entry.hooks ?? []);
      for (const { key, command, trustStatus } of hooks)
        process.stdout.write(`${JSON.stringify({ key, command, trustStatus })}\n`);
      const chosen = hooks.find((hook) => hook.key === trustKey);
      if (chosen === undefined) {
        clearTimeout(timer);
        child.kill("SIGKILL");
        if (trustKey !== undefined) process.exit(1);
      } else {
        const value = { [chosen.key]: { trusted_hash: chosen.currentHash.split("/")[0] } };
        const edits = [{ keyPath: "hooks.state", value, mergeStrategy: "upsert" }];
        send({ id: 3, method: "config/batchWrite", params: { edits } });
      }
    } else if (message.id === 3) {
      clearTimeout(timer);
      child.kill("SIGKILL");
      if (message.error !== undefined) process.exit(1);
    }
  }
});
send({ id: 1, method: "initialize", params: { clientInfo: { name: "ulw-e2e", version: "1" } } });
