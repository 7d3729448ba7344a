import { field, type JsonRecord } from "../json/guards.js";
import { PACKAGE_NAME } from "../names.js";
import type { ModeFlags } from "../settings/effective.js";
import { type HookOptionsResult, hookFlags, PLAIN, parseHookOptions } from "../settings/flags.js";

const HOOK_SUBCOMMANDS = ["stop", "subagent-stop", "prompt-submit", "session-start"] as const;

const WIN32 = process.platform === "win32";

// Inside double quotes PowerShell expands `$` and the backquote (and ends at a typographic quote), cmd.exe
// `%`; no escape works in both, so a path holding one, a quote or a control character has no Windows form.
const WINDOWS_UNSAFE = String.raw`"$\x60%\x00-\x1f\u201c-\u201e`;

/** A path double-quoted for PowerShell 5.1 and 7 and cmd.exe alike, or undefined when none can be. */
export function windowsQuote(path: string): string | undefined {
  return new RegExp(`[${WINDOWS_UNSAFE}]`).test(path) ? undefined : `"${path}"`;
}

/** Quotes a path for the shell Codex runs commands in on this platform (sh, or PowerShell and cmd.exe). */
export function shellQuote(path: string, win32 = WIN32): string {
  return (win32 ? windowsQuote(path) : undefined) ?? `"${path.replace(/(["\\$`])/g, "\\$1")}"`;
}

/** Runs the installed copy (not on the PATH) and names the session (no CODEX_SESSION_ID before 0.148). */
export function workCompleteCommand(cliPath: string, session: string, win32 = WIN32): string {
  return `node ${shellQuote(cliPath, win32)} work complete --session ${shellQuote(session, win32)}`;
}

/** Each registration: `command`, and `commandWindows`, undefined when the path has no Windows form. */
export type OurHooks = ReturnType<typeof commandsFor>;

/** Only Stop takes chain flags; `node` comes first, unquoted: Codex on Windows launches no quoted program. */
export function commandsFor(cliPath: string, options: Partial<ModeFlags> = {}, win32 = WIN32) {
  const windows = windowsQuote(cliPath);
  const hook = (rest: string) => ({
    command: `node ${shellQuote(cliPath, win32)} hook ${rest}`,
    commandWindows: windows === undefined ? undefined : `node ${windows} hook ${rest}`,
  });
  return {
    stop: hook(`stop${hookFlags(options)}`),
    subagentStop: hook("subagent-stop"),
    promptSubmit: hook("prompt-submit"),
    sessionStart: hook("session-start"),
  };
}

/** What Codex runs of a hooks.json handler on this platform: `commandWindows` first on Windows. */
export function platformCommand(handler: JsonRecord, win32 = WIN32): unknown {
  const windows = win32 ? field(handler, "commandWindows") : undefined;
  return typeof windows === "string" && windows.trim() !== "" ? windows : field(handler, "command");
}

// A double-quoted word the shell expands nothing in: for sh, `$`, backquote, `"` and `\` only escaped (as
// shellQuote writes them); for PowerShell and cmd.exe, no escapes and nothing either would expand.
const QUOTED_PATH = String.raw`"((?:[^"\\$\x60]|\\["\\$\x60])*)"`;
const QUOTED_WINDOWS_PATH = `"([^${WINDOWS_UNSAFE}]*)"`;
const REST = ` +hook +([a-z-]+)((?: +[A-Za-z0-9=-]+)*) *$`;
const BY_NODE = new RegExp(`^node +${QUOTED_PATH}${REST}`);
const BY_NODE_WINDOWS = new RegExp(`^node +${QUOTED_WINDOWS_PATH}${REST}`);
const BY_NAME = new RegExp(`^(${PACKAGE_NAME})${REST}`);

/**
 * A command read back: `node "<script>" hook <sub> [flags]`, or the package's name on the PATH instead;
 * undefined unless the command has exactly our shape: what the shell does with it is then certain.
 */
export function parseHookCommand(command: string, win32 = WIN32) {
  const byNode = (win32 ? BY_NODE_WINDOWS : BY_NODE).exec(command);
  const [, quoted, word, rest = ""] = byNode ?? BY_NAME.exec(command) ?? [];
  const subcommand = HOOK_SUBCOMMANDS.find((known) => known === word);
  if (quoted === undefined || subcommand === undefined) return undefined;
  const flags = rest.split(" ").filter((flag) => flag !== "");
  // Read as `hook stop` reads them; only `stop` takes any.
  const options: HookOptionsResult =
    subcommand === "stop"
      ? parseHookOptions(flags)
      : flags.length === 0
        ? { ok: true, options: PLAIN }
        : { ok: false, problem: `\`hook ${subcommand}\` takes no flags` };
  // `node` runs `script`; `path` runs the executable named `script` that the PATH finds.
  const launcher: "node" | "path" = byNode === null ? "path" : "node";
  // The script path exactly as the shell will pass it to node (escapes undone), or the command's name.
  const script = win32 ? quoted : quoted.replace(/\\(.)/g, "$1");
  return { launcher, script, subcommand, flags, options };
}
