// Runs the built hook on the bundled example workspace, exactly as Codex would: payload on stdin.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const workspace = fileURLToPath(new URL("./workspace", import.meta.url));

function payload(stopHookActive) {
  return JSON.stringify({
    session_id: "demo-session",
    turn_id: "turn-1",
    transcript_path: null,
    cwd: workspace,
    hook_event_name: "Stop",
    model: "gpt-5.5",
    permission_mode: "default",
    stop_hook_active: stopHookActive,
    last_assistant_message: "Ticked task 2; starting the middleware wiring next.",
  });
}

function runHook(stopHookActive) {
  const result = spawnSync(process.execPath, [cli, "hook", "stop"], { input: payload(stopHookActive) });
  return { stdout: result.stdout.toString(), stderr: result.stderr.toString(), status: result.status };
}

console.log(`Workspace: ${workspace}`);
console.log("Plan: .omo/plans/rate-limiter.md (2 of 5 TODOs and 0 of 2 final checks done)\n");

console.log("1) Stop payload with stop_hook_active: false -> the hook blocks and hands Codex the directive:\n");
const first = runHook(false);
process.stdout.write(first.stdout);
const decision = JSON.parse(first.stdout);
const summary = decision.reason.split("\n").filter((line) => /^- (Plan|Remaining|Next task)/.test(line));
console.log(`\n   exit ${first.status}; decision "${decision.decision}"; from the rendered directive:`);
for (const line of summary) console.log(`   ${line}`);

console.log("\n2) The same payload with stop_hook_active: true -> the hook prints nothing:\n");
const second = runHook(true);
console.log(`   stdout: ${second.stdout === "" ? "(empty)" : second.stdout}`);
console.log(`   exit ${second.status}`);

console.log("\n3) Why? `explain` decides exactly as the hook does and shows the facts behind it:\n");
const explained = spawnSync(process.execPath, [cli, "explain", "--cwd", workspace, "--session", "demo-session"]);
process.stdout.write(`${explained.stdout.toString().trimEnd().replace(/^/gm, "   ")}\n`);

if (first.status !== 0 || decision.decision !== "block" || second.stdout !== "" || second.status !== 0) {
  console.error("demo: the hook did not behave as described above");
  process.exit(1);
}
