import type { Command } from "commander";
import { runPromptHook } from "../hook/prompt-entry.js";
import { runSessionStartHook } from "../hook/session-start-entry.js";
import { runStopHook } from "../hook/stop-entry.js";
import { PACKAGE_NAME as NAME, PLUGIN_NAME } from "../names.js";
import { addChainOptions } from "../settings/flags.js";
import type { ProgramContext } from "./terminal.js";

/** The `hook` commands' help and odd invocations; Codex's own runs never come here (src/cli.ts runs them). */
export function addHookCommands(program: Command, context: ProgramContext): void {
  const hook = program
    .command("hook")
    .description("Hook commands that Codex runs; they read a JSON payload on stdin and always exit 0.");
  addChainOptions(
    hook.command("stop"),
    "chain mode: continue past the first continuation while the plan makes progress",
  )
    .description("Decide whether Codex should keep working; prints nothing or one block decision as JSON.")
    .addHelpText(
      "after",
      "\nExamples:\n" +
        `  $ echo '{"session_id":"s1","turn_id":"t1","cwd":"/repo","hook_event_name":"Stop","model":"gpt-5",` +
        `"permission_mode":"default","stop_hook_active":false,"transcript_path":null,"last_assistant_message":null}' | ${NAME} hook stop\n`,
    )
    .action(() => runStopHook("stop", context.bundledDirective, process.argv.slice(4)));
  hook
    .command("prompt-submit")
    .description(
      "UserPromptSubmit: `$ulw-execute <plan>` starts the plan for the session; other prompts get nothing.",
    )
    .addHelpText(
      "after",
      "\nPrompts it acts on (the rest of the prompt is left to the model):\n" +
        "  $ulw-execute <plan path|plan name>   register the plan for this session, answer with its state\n" +
        "  $ulw-execute                         list the plan files to choose from\n" +
        "  $ulw-execute pause|resume|abandon    set the status of this session's work\n" +
        "A plan path with blanks goes in quotes: \"my plan.md\", 'my plan.md' or `my plan.md`.\n" +
        `The plugin-qualified name ($${PLUGIN_NAME}:ulw-execute) works the same. It prints nothing\n` +
        "or one JSON object with hookSpecificOutput.additionalContext, and always exits 0.\n",
    )
    .action(() => runPromptHook(context.cliPath));
  hook
    .command("session-start")
    .description(
      "SessionStart: after a compaction or a resume, hand the model the state of the session's plan; otherwise nothing.",
    )
    .addHelpText(
      "after",
      "\nIt answers sources compact and resume for a session whose work the Stop hook would continue, with\n" +
        "one JSON object whose hookSpecificOutput.additionalContext (at most 1,200 bytes) names the plan, its\n" +
        "progress, the next task and the rules that matter; it prints nothing otherwise, and always exits 0.\n",
    )
    .action(() => runSessionStartHook(context.bundledDirective));
  hook
    .command("subagent-stop")
    .description("Deliberate no-op for SubagentStop: reads stdin, prints nothing, exits 0.")
    .action(() => runStopHook("subagent-stop", context.bundledDirective, []));
}
