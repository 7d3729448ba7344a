import { Argument, type Command } from "commander";
import type { StatusChange } from "../boulder/edit.js";
import { sessionIdProblem } from "../boulder/session-id.js";
import { printable } from "../text/printable.js";
import { describeChanged, describeFailure, describeStarted } from "../work/describe.js";
import { changeWorkStatus, startPlan } from "../work/operations.js";
import { CliError, examples } from "./terminal.js";

const CHANGES: readonly StatusChange[] = ["complete", "pause", "resume", "abandon"];
const LOCK_WAIT_MS = 5000;

interface SessionOptions {
  readonly session?: string;
  readonly cwd?: string;
  readonly force?: boolean;
}

/** The session (--session, else CODEX_SESSION_ID, which Codex sets for the model's commands) and folder. */
function sessionOf(options: SessionOptions) {
  const id = options.session ?? process.env.CODEX_SESSION_ID;
  if (id === undefined || id.trim() === "")
    throw new CliError("no session: pass --session <id>, or run this inside Codex (CODEX_SESSION_ID)", 2);
  const problem = sessionIdProblem(id);
  if (problem !== undefined) throw new CliError(printable(problem), 2);
  return { sessionId: id, cwd: options.cwd ?? process.cwd(), lockWaitMs: LOCK_WAIT_MS };
}

function print(lines: readonly string[]): void {
  process.stdout.write(`${lines.map(printable).join("\n")}\n`);
}

async function start(plan: string, options: SessionOptions): Promise<void> {
  const started = await startPlan({ ...sessionOf(options), plan });
  if (!started.ok) throw new CliError(describeFailure(started).map(printable).join("\n"));
  print([`Started the plan for ${started.sessionKey}.`, ...describeStarted(started)]);
}

/** `change` is one of CHANGES: commander checks it against the argument's choices. */
async function work(change: StatusChange, options: SessionOptions): Promise<void> {
  const changed = await changeWorkStatus({ ...sessionOf(options), change, force: options.force === true });
  if (!changed.ok) throw new CliError(describeFailure(changed).map(printable).join("\n"));
  print([describeChanged(changed)]);
}

const SESSION_HELP = "the Codex session (default: $CODEX_SESSION_ID, set by Codex for the model's commands)";
const CWD_HELP = "the project, or any folder inside it (default: the current directory)";
/** `start <plan>` and `work complete|pause|resume|abandon`: the only commands that write the boulder. */
export function addWorkCommands(program: Command): void {
  program
    .command("start")
    .description(
      "Register a plan for a Codex session in the project's .omo/boulder.json, so the Stop hook drives it.",
    )
    .argument("<plan>", "a plan file's path, or a plan name (a file under .omo/plans/, with or without .md)")
    .option("--session <id>", SESSION_HELP)
    .option("--cwd <dir>", CWD_HELP)
    .addHelpText(
      "after",
      `\nA word without a slash is a plan name: rate-limiter and rate-limiter.md both mean the plan of that\n` +
        `name under .omo/plans/; when rate-limiter.md also names another file (where you are, or at the\n` +
        `project root), both are listed and nothing starts: give the path (./rate-limiter.md) instead.\n` +
        `A plan that already has a work gets the session added and becomes the active work; any other plan\n` +
        `gets a new work. The session leaves its other unfinished works (another session's start never\n` +
        `sends it back to them). Every other work and key in boulder.json is kept; a boulder.json that is\n` +
        `not a JSON object is never overwritten.\n` +
        examples("start .omo/plans/rate-limiter.md", "start rate-limiter --session 019a5b1e-..."),
    )
    .action(start);
  program
    .command("work")
    .description("Set the status of the session's work: complete, pause, resume or abandon.")
    .addArgument(new Argument("<change>", "complete | pause | resume | abandon").choices(CHANGES))
    .option("--session <id>", SESSION_HELP)
    .option("--cwd <dir>", CWD_HELP)
    .option("--force", "complete even though tasks are still open (the person decided to end it early)")
    .addHelpText(
      "after",
      `\nThe work is the one the Stop hook would continue for the session. complete (only once every\n` +
        `counted task is checked, unless --force) and abandon end it: the hook then stays silent. pause\n` +
        `works on an active work, resume on a paused one. An ended work is not changed: start its plan\n` +
        `again with \`start <plan>\` (or \`$ulw-execute <plan>\` in Codex).\n` +
        examples("work complete", "work complete --force", "work pause --session 019a5b1e-..."),
    )
    .action(work);
}
