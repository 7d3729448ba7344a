import { Command } from "commander";
import { runHook } from "../hook/entry.js";
import { VERSION } from "./version.js";

export interface ProgramContext {
  readonly bundledDirective: string;
}

export function buildProgram(context: ProgramContext): Command {
  const program = new Command("ulw-execute-continuation")
    .description("Codex Stop hook that keeps a session working through its ULW plan until it is done.")
    .version(VERSION)
    .showHelpAfterError("(run with --help for usage)");

  const hook = program
    .command("hook")
    .description("Hook commands that Codex runs; they read a JSON payload on stdin and always exit 0.");
  hook
    .command("stop")
    .description("Decide whether Codex should keep working; prints nothing or one block decision as JSON.")
    .addHelpText(
      "after",
      '\nExample:\n  echo \'{"session_id":"s1","turn_id":"t1","cwd":"/repo","hook_event_name":"Stop","model":"gpt-5",' +
        '"permission_mode":"default","stop_hook_active":false,"transcript_path":null,"last_assistant_message":null}\' \\\n' +
        "    | ulw-execute-continuation hook stop",
    )
    .action(() => runHook("stop", context.bundledDirective));
  hook
    .command("subagent-stop")
    .description("Deliberate no-op for SubagentStop: reads stdin, prints nothing, exits 0.")
    .action(() => runHook("subagent-stop", context.bundledDirective));
  return program;
}

export async function runProgram(argv: readonly string[], context: ProgramContext): Promise<void> {
  await buildProgram(context).parseAsync([...argv]);
}
