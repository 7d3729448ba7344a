import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { errorCode } from "../fs/regular-file.js";
import { hooksFile, type Scope } from "../install/codex-paths.js";
import { addOurHooks, commandsFor, type HooksEdit, removeOurHooks } from "../install/hooks-file.js";
import { isRecord, type JsonRecord, parseJson } from "../json/guards.js";
import { CliError, describeError } from "./fail.js";

export interface InstallOptions extends Scope {
  readonly dryRun?: boolean;
}

/** The indentation the file already uses, so our edit does not reformat the user's file. */
function indentOf(text: string): string | number {
  const match = /^[{[]\s*\n([ \t]+)\S/.exec(text);
  return match?.[1] ?? 2;
}

function readExisting(path: string): { text?: string; document: JsonRecord } {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return { document: {} };
    throw new CliError(`cannot read ${path}: ${describeError(error)}`);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) {
    throw new CliError(
      `${path} is not valid JSON; it was left untouched. Fix or move it, then run this again.`,
    );
  }
  if (!isRecord(parsed.value)) {
    throw new CliError(
      `${path} is not a JSON object; it was left untouched. Fix or move it, then run this again.`,
    );
  }
  return { text, document: parsed.value };
}

/** Temp file in the same directory, then rename: the file is never seen half-written. */
function writeAtomically(path: string, text: string, previous: string | undefined): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(temp, text, { mode: 0o644 });
    if (previous !== undefined) copyFileSync(path, `${path}.bak`);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new CliError(`cannot write ${path}: ${describeError(error)}`);
  }
}

function edit(kind: "install" | "uninstall", options: InstallOptions, cliPath: string): void {
  const target = hooksFile(options, process.cwd(), process.env);
  if (!target.ok) throw new CliError(`${kind}: ${target.problem}`, 2);
  const { text, document } = readExisting(target.path);
  const ours = commandsFor(cliPath);
  const result: HooksEdit = kind === "install" ? addOurHooks(document, ours) : removeOurHooks(document, ours);
  if (!result.ok) throw new CliError(`${target.path}: ${result.problem}; it was left untouched.`);
  const next = `${JSON.stringify(result.document, null, indentOf(text ?? ""))}\n`;
  if (options.dryRun === true) {
    process.stdout.write(next);
    return;
  }
  if (next === text || (text === undefined && kind === "uninstall")) {
    process.stdout.write(`${target.path}: nothing to change.\n`);
    return;
  }
  writeAtomically(target.path, next, text);
  const backup = text === undefined ? "" : ` (previous version kept as ${target.path}.bak)`;
  if (kind === "uninstall") {
    process.stdout.write(`Removed the ulw-execute-continuation hooks from ${target.path}${backup}.\n`);
    return;
  }
  process.stdout.write(
    `Registered Stop and SubagentStop hooks in ${target.path}${backup}.\n` +
      "Next: Codex runs user and project hooks only once they are trusted. Start codex and accept the\n" +
      (target.scope === "project"
        ? "hooks when it asks; a project's .codex/ is read only when the project itself is trusted.\n"
        : "hooks when it asks at start-up.\n"),
  );
}

export function install(options: InstallOptions, cliPath: string): void {
  edit("install", options, cliPath);
}

export function uninstall(options: InstallOptions, cliPath: string): void {
  edit("uninstall", options, cliPath);
}
