import { PACKAGE_NAME } from "../names.js";
import {
  type HookOptions,
  type HookOptionsResult,
  hookFlags,
  PLAIN,
  parseHookOptions,
} from "../settings/flags.js";

/** The `hook` subcommands this package answers to. */
const HOOK_SUBCOMMANDS = ["stop", "subagent-stop", "prompt-submit", "session-start"] as const;

/**
 * A registered command read back: `node "<script>" hook <subcommand> [flags]`, as `install` writes it,
 * or `ulw-execute-continuation hook <subcommand> [flags]`, the package's command on the PATH.
 */
export interface HookCommand {
  /** `node` runs `script`; `path` runs the executable named `script` that the PATH finds. */
  readonly launcher: "node" | "path";
  /** The script path exactly as the shell will pass it to node (escapes undone), or the command's name. */
  readonly script: string;
  readonly subcommand: (typeof HOOK_SUBCOMMANDS)[number];
  readonly flags: readonly string[];
  /** The flags read as `hook stop` reads them; only `stop` takes any. */
  readonly options: HookOptionsResult;
}

/** Quotes a path for the shell Codex runs hook commands in. */
export function shellQuote(path: string): string {
  return `"${path.replace(/(["\\$`])/g, "\\$1")}"`;
}

/** Full command lines for Stop, SubagentStop, UserPromptSubmit and SessionStart. */
export interface OurHooks {
  readonly stop: string;
  readonly subagentStop: string;
  readonly promptSubmit: string;
  readonly sessionStart: string;
}

/** The commands install registers for a checkout's dist/cli.js; only Stop takes the chain flags. */
export function commandsFor(cliPath: string, options: Partial<HookOptions> = {}): OurHooks {
  const node = `node ${shellQuote(cliPath)}`;
  return {
    stop: `${node} hook stop${hookFlags(options)}`,
    subagentStop: `${node} hook subagent-stop`,
    promptSubmit: `${node} hook prompt-submit`,
    sessionStart: `${node} hook session-start`,
  };
}

// A double-quoted word in which the shell expands nothing: `$`, backquote, `"` and `\` appear only
// escaped, the way shellQuote writes them. Flags are plain words, where nothing can hide.
const QUOTED_PATH = String.raw`"((?:[^"\\$\x60]|\\["\\$\x60])*)"`;
const REST = ` +hook +([a-z-]+)((?: +[A-Za-z0-9=-]+)*) *$`;
const BY_NODE = new RegExp(`^node +${QUOTED_PATH}${REST}`);
const BY_NAME = new RegExp(`^(${PACKAGE_NAME})${REST}`);

/**
 * Reads a hook command line back into what it runs, or undefined when it is not exactly of the shape
 * this package registers: what the shell does with it is then certain.
 */
export function parseHookCommand(command: string): HookCommand | undefined {
  const byNode = BY_NODE.exec(command);
  const [, quoted, word, rest = ""] = byNode ?? BY_NAME.exec(command) ?? [];
  const subcommand = HOOK_SUBCOMMANDS.find((known) => known === word);
  if (quoted === undefined || subcommand === undefined) return undefined;
  const flags = rest.split(" ").filter((flag) => flag !== "");
  const options: HookOptionsResult =
    subcommand === "stop"
      ? parseHookOptions(flags)
      : flags.length === 0
        ? { ok: true, options: PLAIN }
        : { ok: false, problem: `\`hook ${subcommand}\` takes no flags` };
  const launcher = byNode === null ? "path" : "node";
  return { launcher, script: quoted.replace(/\\(.)/g, "$1"), subcommand, flags, options };
}
