import type { StatusChange } from "../boulder/edit.js";
import { sessionIdProblem } from "../boulder/session-id.js";
import { printable } from "../text/printable.js";
import { describeChanged, describeFailure, describeStarted } from "../work/describe.js";
import { changeWorkStatus, startPlan } from "../work/operations.js";
import { CliError } from "./fail.js";

const CHANGES: readonly StatusChange[] = ["complete", "pause", "resume", "abandon"];
/** A command waits this long for another writer's lock before it gives up. */
const LOCK_WAIT_MS = 5000;

interface SessionOptions {
  readonly session?: string;
  readonly cwd?: string;
  readonly force?: boolean;
}

/** The session: --session, else CODEX_SESSION_ID (which Codex sets for the model's commands). */
export function sessionFrom(options: SessionOptions, env: NodeJS.ProcessEnv): string {
  const id = options.session ?? env.CODEX_SESSION_ID;
  if (id === undefined || id.trim() === "")
    throw new CliError("no session: pass --session <id>, or run this inside Codex (CODEX_SESSION_ID)", 2);
  const problem = sessionIdProblem(id);
  if (problem !== undefined) throw new CliError(printable(problem), 2);
  return id;
}

function print(lines: readonly string[]): void {
  process.stdout.write(`${lines.map(printable).join("\n")}\n`);
}

export async function start(plan: string, options: SessionOptions): Promise<void> {
  const sessionId = sessionFrom(options, process.env);
  const cwd = options.cwd ?? process.cwd();
  const started = await startPlan({ cwd, plan, sessionId, lockWaitMs: LOCK_WAIT_MS });
  if (!started.ok) throw new CliError(describeFailure(started).map(printable).join("\n"));
  print([`Started the plan for ${started.sessionKey}.`, ...describeStarted(started)]);
}

export async function work(change: string, options: SessionOptions): Promise<void> {
  const known = CHANGES.find((candidate) => candidate === change);
  if (known === undefined)
    throw new CliError(
      `work takes one of ${CHANGES.join(", ")}, not ${printable(JSON.stringify(change))}`,
      2,
    );
  const sessionId = sessionFrom(options, process.env);
  const cwd = options.cwd ?? process.cwd();
  const force = options.force === true;
  const changed = await changeWorkStatus({ cwd, sessionId, change: known, force, lockWaitMs: LOCK_WAIT_MS });
  if (!changed.ok) throw new CliError(describeFailure(changed).map(printable).join("\n"));
  print([describeChanged(changed)]);
}
