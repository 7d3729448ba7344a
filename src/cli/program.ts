import { resolve } from "node:path";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { CODEX_TIMEOUT_MS } from "../codex/app-server.js";
import { pathKind } from "../fs/paths.js";
import { PACKAGE_NAME as NAME } from "../names.js";
import { addChainOptions, optionsFromValues } from "../settings/flags.js";
import { printableLines } from "../text/printable.js";
import { doctor } from "./doctor.js";
import { explain } from "./explain.js";
import { addHookCommands } from "./hook-commands.js";
import { install } from "./install.js";
import { report } from "./report.js";
import { status } from "./status.js";
import { CliError, describeError, examples, guardStdout, note, type ProgramContext } from "./terminal.js";
import { trust } from "./trust.js";
import { uninstall } from "./uninstall.js";
import { addWorkCommands } from "./work.js";

declare const __ULW_VERSION__: string | undefined;

const CODEX_HOME_HELP = "the Codex home (default: $CODEX_HOME, else ~/.codex)";

/** A path given empty would quietly mean the default (or the current directory): a usage error instead. */
function nonEmpty(value: string): string {
  if (value === "") throw new InvalidArgumentError("It cannot be empty.");
  return value;
}

/** `--cwd` of explain, status and report, resolved; a usage error when it names no folder. */
function folder(value: string): string {
  const cwd = resolve(value);
  if (pathKind(cwd) !== "directory") throw new InvalidArgumentError(`${cwd} is not a directory.`);
  return cwd;
}

function scopeOptions(command: Command): Command {
  return command
    .option("--project [dir]", "the project's .codex/hooks.json (dir defaults to the current directory)")
    .addOption(new Option("--user", "your own hooks.json in the Codex home").conflicts("project"))
    .option("--codex-home <dir>", "Codex home for --user (default: $CODEX_HOME, else ~/.codex)", nonEmpty)
    .option("--dry-run", "print the resulting hooks.json instead of writing it");
}

export function buildProgram(context: ProgramContext): Command {
  const program = new Command(NAME)
    .description("Codex Stop hook that keeps a session working through its ULW plan until it is done.")
    .version(typeof __ULW_VERSION__ === "string" ? __ULW_VERSION__ : "dev")
    .showHelpAfterError("(run with --help for usage)")
    // Copied to each command as it is added: errors reach runProgram instead of exiting.
    .exitOverride()
    // Commander's errors echo the words given, which may hold terminal control sequences.
    .configureOutput({ outputError: (text, write) => write(printableLines(text)) })
    .addHelpText(
      "after",
      examples("install --user", "explain --cwd . --session <codex-session-id>", "status"),
    );

  addHookCommands(program, context);

  addChainOptions(
    program.command("explain"),
    "decide as a hook registered with --chain (and the flags below)",
  )
    .description("Say why `hook stop` would (not) continue a session, deciding exactly as the hook does.")
    .option("--payload <file|->", "a Stop payload as Codex sends it (- reads stdin)")
    .option("--cwd <dir>", "with --session: build the payload for this directory", folder)
    .option("--session <id>", "with --cwd: the Codex session id (codex: is added when missing)")
    .option("--transcript <file>", "use this transcript_path")
    .option("--last-message <text>", "use this last_assistant_message")
    .option("--stop-hook-active", "decide as for a stop that follows a continuation (stop_hook_active true)")
    .option(
      "--turn <id>",
      'use this turn_id (default with --cwd: "explain"; it only names the turn in a stamp)',
    )
    .addOption(
      new Option(
        "--json",
        "print the decision's record as one JSON object (docs/explain.schema.json)",
      ).conflicts("printDirective"),
    )
    .option("--print-directive", "print the rendered directive the hook would send, nothing else")
    .addHelpText(
      "after",
      examples(
        "explain --cwd . --session 0199f0c2-aaaa-7000-8000-000000000001",
        "explain --payload payload.json --json",
        "explain --cwd . --session s1 --print-directive | less",
        "explain --payload payload.json --chain --stop-hook-active",
      ),
    )
    .action((options) => explain(options, context.bundledDirective));

  program
    .command("status")
    .description(
      "List the works in the project's boulder: status, progress, next task, and plans no work uses.",
    )
    .option("--cwd <dir>", "the project, or any directory inside it (default: the current directory)", folder)
    .option("--json", "print the same data as JSON")
    .addHelpText("after", examples("status", "status --cwd ~/src/app --json"))
    .action(status);

  program
    .command("report")
    .description(
      "What the hook did for each prompt it continued, from Codex's rollouts: plan progress, tokens, minutes, how it ended.",
    )
    .option("--cwd <dir>", "the project, or any directory inside it (default: the current directory)", folder)
    .option("--codex-home <dir>", CODEX_HOME_HELP)
    .option("--since <when>", "a duration back from now (90m, 12h, 7d) or a date or date-time", "24h")
    .option("--json", "print the same data as JSON (docs/report.schema.json)")
    .addHelpText("after", examples("report", "report --since 7d --json"))
    .action(report);

  program
    .command("doctor")
    .description(
      "Say whether Codex will actually run the Stop hook, and the exact next step for each problem.",
    )
    .option("--codex-home <dir>", CODEX_HOME_HELP, nonEmpty)
    .option("--cwd <dir>", "the project to check a .codex/hooks.json for (default: the current directory)")
    .option("--codex <path>", "the codex to ask about trust (default: codex on the PATH)", nonEmpty)
    .option("--no-codex", "do not ask codex (trust stays unknown)")
    .option(
      "--timeout <seconds>",
      `how long to wait for codex to answer (default ${CODEX_TIMEOUT_MS / 1000})`,
    )
    .option("--json", "print the same as one JSON object")
    .addHelpText("after", examples("doctor", "doctor --json", "doctor --codex-home ~/.codex --cwd ~/src/app"))
    .action((options) => doctor(options, context.cliPath));

  program
    .command("trust")
    .description("Record Codex's trust for this package's hooks, and nobody else's, through codex itself.")
    .option("--codex-home <dir>", CODEX_HOME_HELP, nonEmpty)
    .option("--cwd <dir>", "the project whose .codex/hooks.json counts too (default: the current directory)")
    .option("--codex <path>", "the codex to ask (default: codex on the PATH)", nonEmpty)
    .option("--dry-run", "print what would be recorded in (or removed from) config.toml, write nothing")
    .addOption(
      new Option(
        "--forget",
        "remove the trust entries of this package's hooks instead (before or after `codex plugin remove`)",
      ).conflicts("hook"),
    )
    .option(
      "--hook <key...>",
      "trust again exactly these hooks codex lists (by key), as uninstall names them: each must have been trusted before at another place (its hash is in config.toml)",
    )
    .addHelpText("after", examples("trust --dry-run", "trust", "trust --forget --dry-run"))
    .action((options) => trust(options, context.cliPath));

  addWorkCommands(program);

  addChainOptions(
    scopeOptions(
      program
        .command("install")
        .description(
          "Register the Stop, SubagentStop, UserPromptSubmit and SessionStart hooks with Codex, keeping every other hook as it was.",
        ),
    ),
    "register the Stop hook in chain mode (see the README: Chain mode)",
  )
    .option("--trust", "then record Codex's trust for this package's hooks (asks codex; see `trust`)")
    .option("--codex <path>", "with --trust: the codex executable (default: codex on the PATH)", nonEmpty)
    .addHelpText(
      "after",
      examples("install --user", "install --user --chain", "install --project . --dry-run"),
    )
    .action(async (options) => {
      if (options.codex !== undefined && options.trust !== true)
        throw new CliError("--codex goes with --trust (it names the codex that records the trust)", 2);
      // The chain flags are checked as the hook checks its own.
      const flags = optionsFromValues(options);
      if (!flags.ok) throw new CliError(flags.problem, 2);
      install({ ...options, ...flags.options }, context.cliPath);
      if (options.trust !== true) return;
      const cwd = typeof options.project === "string" ? options.project : undefined;
      const write = options.dryRun === true ? { write: note } : {};
      await trust({ ...options, cwd, project: options.project !== undefined, ...write }, context.cliPath);
    });

  // The flags install was given are accepted too (and ignored: every hook of ours goes, whatever its flags).
  addChainOptions(
    scopeOptions(
      program
        .command("uninstall")
        .description(
          "Remove only what install added: our hooks (and groups left empty), the file and .codex/ folder it created, and Codex's trust entries for our hooks.",
        ),
    ),
    "as given to install; accepted and ignored, like the flags below: every hook of ours goes",
  )
    .option(
      "--codex <path>",
      "the codex that removes this package's trust entries from config.toml (default: codex on the PATH)",
      nonEmpty,
    )
    .addHelpText("after", examples("uninstall --user", "uninstall --project"))
    .action((options) => uninstall(options, context.cliPath));

  return program;
}

/** Exit codes: 0 done, 1 the command could not do its job, 2 a usage error. */
export async function runProgram(argv: readonly string[], context: ProgramContext): Promise<void> {
  guardStdout(NAME);
  try {
    await buildProgram(context).parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    const message = error instanceof CliError ? error.message : `unexpected error: ${describeError(error)}`;
    process.stderr.write(`${NAME}: ${printableLines(message)}\n`);
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  }
}
