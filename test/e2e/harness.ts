import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import { RUNNER_TIMEOUT_MS } from "../helpers/timeouts.js";
import { Workspace } from "../helpers/workspace.js";
import {
  bypassTrustArgs,
  featureLines,
  findCodexUnderTest,
  sessionIdShell,
  trustsBeforeRunning,
} from "./codex-under-test.js";

/**
 * The real Codex CLI (@openai/codex, pinned) runs a turn against a fake Responses server; our hook is
 * registered with `install --user` in a private CODEX_HOME. Server and codex share a network namespace
 * that has nothing but loopback, so codex cannot reach any other address; where such a namespace cannot
 * be made, the suite is skipped rather than run on the host network.
 */
const RUNNER = fileURLToPath(new URL("./run-codex.mjs", import.meta.url));
/** The Codex the suite drives: the pinned one, or the release ULW_E2E_CODEX names (see codex-under-test.ts). */
export const CODEX = findCodexUnderTest();

function probeNamespace(): { ok: true } | { ok: false; why: string } {
  const probe = spawnSync("unshare", ["-n", "sh", "-c", "ip link set lo up"], { encoding: "utf8" });
  if (probe.status === 0) return { ok: true };
  return { ok: false, why: (probe.stderr || probe.error?.message || `exit ${probe.status}`).trim() };
}

export const netns = probeNamespace();
if (!netns.ok) {
  console.warn(
    `[codex e2e] skipped: no private network namespace here (${netns.why}); codex is never run on the host network.`,
  );
}

/**
 * Runs a runner (run-codex.mjs, run-app-server.mjs) with its JSON spec in a private network namespace
 * with nothing but loopback up, the hooks' run log in `log`.
 */
export function runInLoopback(
  runner: string,
  spec: string,
  log: string,
  timeout: number,
): SpawnSyncReturns<string> {
  return spawnSync(
    "unshare",
    ["-n", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', process.execPath, runner, spec],
    { encoding: "utf8", timeout, env: { ...process.env, ULW_CONTINUATION_LOG: log } },
  );
}

/**
 * Where scenarios' workspaces go: /dev/shm where it is a tmpfs with 1 GiB free, else the system's
 * temporary folder. Codex syncs its SQLite databases and rollouts at every start and turn (80 fsyncs
 * in a new Codex home, some 25 a run after that), which a loaded disk makes each scenario wait on; on
 * a tmpfs they cost nothing. What a scenario checks does not depend on the folder's file system.
 */
export const SCENARIO_PARENT = ((): string => {
  try {
    const shm = statfsSync("/dev/shm");
    const TMPFS_MAGIC = 0x01021994;
    if (shm.type === TMPFS_MAGIC && shm.bavail * shm.bsize >= 2 ** 30) return "/dev/shm";
  } catch {
    // No /dev/shm here.
  }
  return tmpdir();
})();

/** A scenario's throwaway folder, in SCENARIO_PARENT. */
export function scenarioWorkspace(prefix = "ulw-e2e-"): Workspace {
  return new Workspace(prefix, SCENARIO_PARENT);
}

export interface CommandRun {
  readonly argv: readonly string[];
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CodexRun {
  readonly commands: readonly CommandRun[];
  readonly code: number | null;
  readonly session?: string;
  readonly requests: readonly { readonly body: string }[];
  readonly stderr: string;
}

export type Step =
  | string
  | { readonly exec: string; readonly inputTokens?: number }
  | { readonly call: string; readonly args?: Readonly<Record<string, unknown>> }
  | { readonly say: string; readonly inputTokens?: number };

export interface CodexOptions {
  readonly capturePayloads?: boolean;
  readonly inputTokens?: number;
  /** Answer Codex's compaction requests with a summary that consumes no step of the script. */
  readonly answerCompaction?: boolean;
  readonly config?: readonly string[];
  readonly installArgs?: readonly string[];
  /** Flags for `codex exec` in place of --dangerously-bypass-hook-trust alone. */
  readonly execArgs?: readonly string[];
  readonly plugins?: boolean;
  /** Register nothing with `install`: the test installs what it needs itself. */
  readonly noInstall?: boolean;
  /** Variables added to the environment of `codex` and everything it starts (its hooks among them). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface RunSpec {
  readonly prompt?: string;
  readonly commands?: readonly (readonly string[])[];
  readonly execArgs?: readonly string[];
  readonly resume?: boolean;
  readonly cwd?: string;
  readonly files?: Record<string, string>;
}

function parseRuns(stdout: string): CodexRun[] {
  const parsed: unknown = JSON.parse(stdout);
  if (!isRecord(parsed) || !Array.isArray(parsed.runs))
    throw new Error(`runner printed: ${stdout.slice(0, 500)}`);
  return parsed.runs.map((run: unknown): CodexRun => {
    if (!isRecord(run) || !Array.isArray(run.requests)) throw new Error("malformed run");
    const commands = Array.isArray(run.commands) ? run.commands.filter(isRecord) : [];
    return {
      commands: commands.map((c) => ({
        argv: Array.isArray(c.argv) ? c.argv.map(String) : [],
        code: typeof c.code === "number" ? c.code : null,
        stdout: String(c.stdout),
        stderr: String(c.stderr),
      })),
      code: typeof run.code === "number" ? run.code : null,
      ...(typeof run.session === "string" ? { session: run.session } : {}),
      requests: run.requests.filter(isRecord).map((request) => ({ body: String(request.body) })),
      stderr: String(run.stderr),
    };
  });
}

/** The Codex an app-server runner (run-app-server.mjs) starts, and the `[features]` it needs. */
export function codexUnderTest(): { codex: readonly string[]; features: string[] } {
  return { codex: CODEX.argv, features: featureLines(CODEX, false) };
}

/** Runs the scenario in `ws` (its codex-home and project folders are created here). */
export async function runCodex(
  ws: Workspace,
  replies: readonly Step[],
  runs: readonly RunSpec[],
  options: CodexOptions = {},
): Promise<CodexRun[]> {
  const home = ws.path("codex-home");
  const work = ws.path("project");
  // A test that registers its own hooks (noInstall) may have made the home already.
  mkdirSync(home, { recursive: true });
  mkdirSync(work);
  if (options.noInstall !== true) {
    const installed = await runCli([
      "install",
      "--user",
      "--codex-home",
      home,
      ...(options.installArgs ?? []),
    ]);
    expect(installed.status).toBe(0);
  }
  if (options.capturePayloads === true) {
    // A second Stop hook that keeps every payload Codex sends, one per line.
    const hooksFile = ws.path("codex-home/hooks.json");
    const parsed: unknown = JSON.parse(readFileSync(hooksFile, "utf8"));
    const hooks = isRecord(parsed) ? parsed : {};
    const events = isRecord(hooks.hooks) ? hooks.hooks : {};
    const stop = Array.isArray(events.Stop) ? events.Stop : [];
    const capture = {
      type: "command",
      command: `cat >> "${ws.path("payloads.jsonl")}"; echo >> "${ws.path("payloads.jsonl")}"`,
    };
    writeFileSync(
      hooksFile,
      JSON.stringify({ ...hooks, hooks: { ...events, Stop: [...stop, { hooks: [capture] }] } }),
    );
  }
  const { inputTokens, config, plugins = false, answerCompaction } = options;
  const spec = JSON.stringify({
    home,
    work,
    replies,
    runs,
    inputTokens,
    config,
    plugins,
    answerCompaction,
    codex: CODEX.argv,
    features: featureLines(CODEX, plugins),
    execArgs: options.execArgs ?? bypassTrustArgs(CODEX),
    trustFirst: options.noInstall !== true && trustsBeforeRunning(CODEX),
    env: options.env ?? {},
  });
  const result = runInLoopback(RUNNER, spec, ws.path("run-log.jsonl"), RUNNER_TIMEOUT_MS);
  if (result.status !== 0) throw new Error(`runner failed (${result.status}): ${result.stderr}`);
  return parseRuns(result.stdout);
}

/** The hook's run log, one parsed entry per `hook stop` run, in order. */
export function loggedEntries(ws: Workspace): Record<string, unknown>[] {
  return everyLogged(ws).filter((entry) => entry.hook === undefined);
}

/** The run log's entries of `hook session-start` (they carry `"hook":"session-start"`), in order. */
export function loggedSessionStarts(ws: Workspace): Record<string, unknown>[] {
  return everyLogged(ws).filter((entry) => entry.hook === "session-start");
}

function everyLogged(ws: Workspace): Record<string, unknown>[] {
  let text = "";
  try {
    text = readFileSync(ws.path("run-log.jsonl"), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line): unknown => JSON.parse(line))
    .filter(isRecord);
}

/** The reason codes the hook wrote to its run log, in order. */
export function loggedReasons(ws: Workspace): string[] {
  return loggedEntries(ws).map((entry) => String(entry.reason));
}

/**
 * The scripted model's moves on a plan at .omo/plans/e2e.md: write the boulder naming its own session
 * (Codex gives commands CODEX_SESSION_ID), tick the first open box, mark the work completed.
 */
export const WRITE_BOULDER = `printf '%s' '{"schema_version":2,"active_work_id":"e2e","works":{"e2e":{"active_plan":".omo/plans/e2e.md","plan_name":"e2e-plan","session_ids":["codex:'${sessionIdShell(CODEX)}'"],"status":"active"}}}' > .omo/boulder.json`;
export const writeBoulder: Step = { exec: WRITE_BOULDER };
export const TICK = "sed -i '0,/- \\[ \\]/s//- [x]/' .omo/plans/e2e.md";
export const tick: Step = { exec: TICK };
export const complete: Step = { exec: `sed -i 's/"active"/"completed"/' .omo/boulder.json` };
/**
 * The person's prompt that starts the plan at .omo/plans/e2e.md: the prompt hook registers it for the
 * session and counts its open boxes as the prompt begins, the count a chain is built on.
 */
export const START_PLAN = "$ulw-execute .omo/plans/e2e.md";
/** The plan the chain scenarios work through: three open top-level tasks. */
export const THREE_TASKS = "## TODOs\n- [ ] 1. Alpha\n- [ ] 2. Beta\n- [ ] 3. Gamma\n";
/**
 * A model that carries THREE_TASKS to the end in one prompt: it writes the boulder, ticks one box a
 * turn, marks the work completed at the final gate, and has one more reply that nothing should ask for.
 */
export const WHOLE_PLAN: readonly Step[] = [
  writeBoulder,
  "Boulder written.",
  tick,
  "Ticked 1.",
  tick,
  "Ticked 2.",
  tick,
  "Ticked 3.",
  complete,
  "Final gate passed. ORCHESTRATION COMPLETE",
  "unexpected extra request",
];
/** Config that makes Codex compact once a response reports more than 300 input tokens. */
export const COMPACTING = ["model_auto_compact_token_limit = 300", "model_context_window = 1000"];
/** A step whose response reports a full context, so that Codex compacts before the turn can stop. */
export function thenCompact(step: Step): Step {
  return typeof step === "string" ? { say: step, inputTokens: 5000 } : { ...step, inputTokens: 5000 };
}
export const sandboxOff = [...bypassTrustArgs(CODEX), "--dangerously-bypass-approvals-and-sandbox"];

/** The text of the last user input item of a request: where Codex puts a Stop hook's reason. */
export function lastUserText(body: string): string {
  const request: unknown = JSON.parse(body);
  const input = isRecord(request) && Array.isArray(request.input) ? request.input : [];
  const users = input.filter((item) => isRecord(item) && item.role === "user");
  const last: unknown = users.at(-1);
  const content = isRecord(last) && Array.isArray(last.content) ? last.content : [];
  return content.map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : "")).join("");
}
