import {
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { codexHome } from "../codex/hooks-change.js";
import { pathKind } from "../fs/paths.js";
import { errorCode } from "../fs/regular-file.js";
import { renameOver } from "../fs/rename.js";
import { commandsFor } from "../install/hook-command.js";
import { addOurHooks, readHooksText } from "../install/hooks-file.js";
import { PACKAGE_NAME } from "../names.js";
import type { ModeFlags } from "../settings/effective.js";
import { CliError, describeError, say } from "./terminal.js";

export interface InstallOptions extends Partial<ModeFlags> {
  readonly project?: string | true;
  readonly user?: boolean;
  readonly codexHome?: string;
  readonly dryRun?: boolean;
  readonly codex?: string;
  /** `install --trust`: trust is recorded right after, so no advice to accept the hooks by hand. */
  readonly trust?: boolean;
}

/** Where Codex reads the hooks to edit: `<project>/.codex/hooks.json`, or `<codex-home>/hooks.json`. */
function hooksFile(kind: string, options: InstallOptions) {
  const { project, codexHome: home } = options;
  const usage = (why: string) => new CliError(`${kind}: ${why}`, 2);
  if (project === "") throw usage("--project needs a folder (or nothing, for the current one)");
  if (project !== undefined) {
    const base = project === true ? process.cwd() : resolve(project);
    return { path: join(base, ".codex", "hooks.json"), scope: "project" as const, base };
  }
  if (options.user !== true)
    throw usage(
      home !== undefined
        ? "--codex-home goes with --user"
        : "say where to register: --project [dir] or --user",
    );
  const base = codexHome(home, homedir());
  return { path: join(base, "hooks.json"), scope: "user" as const, base };
}

/** Temp file in the same directory, then rename: the file is never seen half-written. */
export function writeAtomically(path: string, text: string, mode: number): void {
  const temp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(temp, text, { mode, flag: "wx" });
    chmodSync(temp, mode);
    renameOver(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new CliError(`cannot write ${path}: ${describeError(error)}`);
  }
}

/** Keeps the first backup: the file as it was before we ever touched it. */
export function backUp(path: string): string {
  const backup = `${path}.bak`;
  if (existsSync(backup)) return ` (the first backup, ${backup}, was kept as it was)`;
  try {
    copyFileSync(path, backup, constants.COPYFILE_EXCL);
  } catch (error) {
    // A partial copy would later pass for the first backup: it goes, and the file stays untouched.
    if (errorCode(error) !== "EEXIST") rmSync(backup, { force: true });
    throw new CliError(
      `cannot back up ${path} to ${backup}: ${describeError(error)}; ${path} was left untouched`,
    );
  }
  return ` (previous version kept as ${backup})`;
}

/** The hooks file to edit (its folder may be missing only for a project's .codex/), its text and mode. */
export function hooksTarget(kind: "install" | "uninstall", options: InstallOptions) {
  const target = hooksFile(kind, options);
  if (pathKind(target.base) !== "directory") {
    const what = target.scope === "project" ? "project folder" : "Codex home";
    throw new CliError(
      `${kind}: the ${what} ${target.base} does not exist (or is not a folder); nothing was written.`,
    );
  }
  const folder = dirname(target.path);
  if (lstatSync(folder, { throwIfNoEntry: false }) !== undefined && pathKind(folder) !== "directory")
    throw new CliError(
      `${kind}: ${folder} is not a folder (Codex reads hooks from a .codex folder); nothing was written.`,
    );
  // A symlink is edited through the link.
  let path = target.path;
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() === true)
    try {
      path = realpathSync(path);
    } catch (error) {
      throw new CliError(
        `${path} is a symlink that cannot be followed (${describeError(error)}); fix or remove it first.`,
      );
    }
  const read = readHooksText(path);
  if (read.ok)
    return { target, path, current: { text: read.text, exists: true, mode: statSync(path).mode & 0o7777 } };
  if (read.missing && !existsSync(path))
    return { target, path, current: { text: "", exists: false, mode: 0o644 } };
  throw new CliError(`${path} ${read.why}; it was left untouched.`);
}

export function install(options: InstallOptions, cliPath: string) {
  const { target, path, current } = hooksTarget("install", options);
  const ours = commandsFor(cliPath, options);
  if (ours.stop.commandWindows === undefined)
    throw new CliError(
      `install: the path ${cliPath} holds \`$\`, a backquote, \`%\`, a quote or a control character, which PowerShell or cmd.exe would change even inside double quotes, so no command for Codex on Windows can name it; move this package to a path without them. Nothing was written.`,
    );
  const result = addOurHooks(current.text, ours);
  if (!result.ok)
    throw new CliError(
      `${path} ${result.problem}; it was left untouched. Fix or move it, then run this again.`,
    );
  if (options.dryRun === true) {
    process.stdout.write(result.text);
    return;
  }
  if (result.text === current.text) return say(`${path}: nothing to change.\n`);
  // Only the project's .codex/ may be missing; the folder it lives in was checked above.
  if (!current.exists && pathKind(dirname(path)) !== "directory") mkdirSync(dirname(path), { mode: 0o755 });
  const backup = current.exists ? backUp(path) : "";
  writeAtomically(path, result.text, current.mode);
  const registered = `Registered Stop, SubagentStop, UserPromptSubmit and SessionStart hooks in ${path}${backup}.\n`;
  if (options.trust === true) return say(`${registered}Recording Codex's trust for them:\n`);
  say(
    registered +
      "Next: Codex runs user and project hooks only once they are trusted: run\n" +
      `\`${PACKAGE_NAME} trust\`, or start codex and accept the\n` +
      (target.scope === "project"
        ? "hooks when it asks; a project's .codex/ is read only when the project itself is trusted.\n"
        : "hooks when it asks at start-up.\n") +
      `Then \`${PACKAGE_NAME} doctor\` shows whether Codex will run them.\n`,
  );
}
