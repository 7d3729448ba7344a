// Captures real rollout files from the pinned Codex CLI for the unit tests' fixtures:
//   npm run build && node test/e2e/capture-rollouts.mjs
// Each scenario runs codex against the fake Responses server in a loopback-only network namespace
// (as the e2e suite does), with our hook registered, and copies the session's rollout to
// test/fixtures/rollouts/<name>.jsonl. Re-run it when the pinned Codex changes.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const RUNNER = join(ROOT, "test/e2e/run-codex.mjs");
const OUT = join(ROOT, "test/fixtures/rollouts");

const boulder = JSON.stringify({
  schema_version: 2,
  active_work_id: "e2e",
  works: {
    e2e: {
      active_plan: ".omo/plans/e2e.md",
      plan_name: "e2e-plan",
      session_ids: ["codex:{{SESSION}}"],
      status: "active",
    },
  },
});
const files = (plan) => ({ ".omo/plans/e2e.md": plan, ".omo/boulder.json": boulder });

const writeBoulder = {
  exec: `printf '%s' '{"schema_version":2,"active_work_id":"e2e","works":{"e2e":{"active_plan":".omo/plans/e2e.md","plan_name":"e2e-plan","session_ids":["codex:'"$CODEX_SESSION_ID"'"],"status":"active"}}}' > .omo/boulder.json`,
};
const tick = { exec: "sed -i '0,/- \\[ \\]/s//- [x]/' .omo/plans/e2e.md" };

const SCENARIOS = {
  // A second prompt whose turn Codex compacts first (tiny window, large reported usage).
  compaction: {
    inputTokens: 5000,
    config: ["model_auto_compact_token_limit = 300", "model_context_window = 1000"],
    replies: ["Hello.", "Summary of the work so far.", "Ticked."],
    plan: "## TODOs\n- [x] 1. First\n- [ ] 2. Second\n",
    hookArgs: [],
  },
  // A continued turn: the task label and a tool's output carry pressure phrases; nothing is pressure.
  "phrases-in-content": {
    replies: [
      "Hello.",
      "Working on it.",
      { exec: "echo 'server said: context_too_large'" },
      "The API said context_length_exceeded & <retry>.",
    ],
    plan: "## TODOs\n- [x] 1. First\n- [ ] 2. Retry when the API returns context_length_exceeded <&>\n",
    hookArgs: [],
  },
  // Chain mode over two prompts: the first runs two continuations, the second prompt one more.
  chain: {
    replies: [
      writeBoulder,
      "Boulder written.",
      tick,
      "Ticked 1.",
      tick,
      "Ticked 2 & <more>.",
      "Nothing ticked.",
      "Next prompt.",
      "Nothing.",
    ],
    plan: "## TODOs\n- [ ] 1. Alpha\n- [ ] 2. Beta <&>\n- [ ] 3. Gamma\n",
    hookArgs: ["--chain"],
    execArgs: ["--dangerously-bypass-hook-trust", "--dangerously-bypass-approvals-and-sandbox"],
    runs: (files) => [
      { prompt: "work through the plan", files },
      { prompt: "keep going", resume: true },
    ],
  },
};

function newestRollout(dir) {
  let best;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(entry));
    if (path.endsWith(".jsonl") && (best === undefined || statSync(path).mtimeMs > statSync(best).mtimeMs))
      best = path;
  }
  return best;
}

mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
for (const [name, scenario] of Object.entries(SCENARIOS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const dir = mkdtempSync(join(tmpdir(), "ulw-capture-"));
  const home = join(dir, "home");
  const work = join(dir, "work");
  mkdirSync(home);
  mkdirSync(work);
  execFileSync(process.execPath, [
    join(ROOT, "dist/cli.js"),
    "install",
    "--user",
    "--codex-home",
    home,
    ...scenario.hookArgs,
  ]);
  const spec = JSON.stringify({
    home,
    work,
    replies: scenario.replies,
    inputTokens: scenario.inputTokens,
    config: scenario.config,
    execArgs: scenario.execArgs,
    runs: scenario.runs?.(files(scenario.plan)) ?? [
      { prompt: "hello" },
      { prompt: "continue the plan", resume: true, files: files(scenario.plan) },
    ],
  });
  const run = spawnSync(
    "unshare",
    ["-n", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', process.execPath, RUNNER, spec],
    {
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`${name}: runner failed: ${run.stderr}`);
  const rollout = newestRollout(join(home, "sessions"));
  if (rollout === undefined) throw new Error(`${name}: no rollout written`);
  copyFileSync(rollout, join(OUT, `${name}.jsonl`));
  process.stdout.write(`${name}: ${rollout} -> test/fixtures/rollouts/${name}.jsonl\n`);
  rmSync(dir, { recursive: true, force: true });
}
