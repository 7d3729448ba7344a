import { readdirSync, rmdirSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { CODEX_TIMEOUT_MS, findCodex } from "../codex/app-server.js";
import { codexHome } from "../codex/hooks-change.js";
import { pathKind } from "../fs/paths.js";
import { commandsFor, type OurHooks } from "../install/hook-command.js";
import { readHooksText, removeOurHooks } from "../install/hooks-file.js";
import { PACKAGE_NAME } from "../names.js";
import { forgetTrust, keptTrust } from "./forget-trust.js";
import { backUp, hooksTarget, type InstallOptions, writeAtomically } from "./install.js";
import { CliError, describeError, note, say } from "./terminal.js";

type HooksFileTarget = ReturnType<typeof hooksTarget>["target"];

/** What removing our hooks leaves of the hooks.json install creates from nothing. */
const FRESH_RESIDUE = "{\n}\n";

/** The file goes only if install created it (no backup, or one of only our hooks); else it is edited. */
function planUninstall(text: string, path: string, ours: OurHooks) {
  const read = readHooksText(`${path}.bak`);
  const noBackup = !read.ok && read.missing && pathKind(`${path}.bak`) === undefined;
  // The backup, less any hooks of ours (an older install's), holds the containers that were theirs.
  const stripped = read.ok ? removeOurHooks(read.text, ours) : undefined;
  // A backup of our hooks and nothing else is a file install created (maybe re-installed).
  const backupOurs =
    read.ok && stripped?.ok === true && stripped.text !== read.text && stripped.text === FRESH_RESIDUE;
  const removed = removeOurHooks(text, ours, stripped?.ok === true ? stripped.text : undefined);
  if (!removed.ok) return removed.problem;
  const hadOurs = removed.text !== text || backupOurs;
  if (hadOurs && removed.text === FRESH_RESIDUE && (noBackup || backupOurs))
    return { kind: "remove" as const, backup: backupOurs, text: removed.text };
  return removed.text === text ? { kind: "nothing" as const } : { kind: "edit" as const, text: removed.text };
}

/** Removes the trust entries of the hooks about to go, while codex still lists them; no config.toml, no trust. */
async function forgetTrustOf(options: InstallOptions, target: HooksFileTarget, cliPath: string) {
  const home = codexHome(options.codexHome, homedir());
  const config = join(home, "config.toml");
  if (pathKind(config) !== "file") return {};
  const left = `the [hooks.state] entries of ${target.path} may stay in ${config} (they trust only this package's exact commands at those places; see the README to remove them by hand)`;
  const codex = findCodex(options.codex);
  if (codex === undefined) return { problem: `no codex on the PATH (pass --codex <path>): ${left}` };
  const cwd = target.scope === "project" ? target.base : process.cwd();
  const call = { codex, codexHome: home, cwd, timeoutMs: CODEX_TIMEOUT_MS };
  const forgotten = await forgetTrust({ call, dryRun: options.dryRun, hooksFile: target.path }, cliPath);
  if (!forgotten.ok) return { problem: `${forgotten.why}: ${left}` };
  const theirs = forgotten.theirs ?? [];
  if (theirs.length === 0) return { report: forgotten.report };
  const flags = [
    ...(options.codex !== undefined ? ["--codex", codex] : []),
    "--codex-home",
    home,
    ...(target.scope === "project" ? ["--cwd", cwd] : []),
  ];
  return { report: forgotten.report, recheck: () => keptTrust(call, theirs, flags) };
}

/** The project's .codex/ folder, when removing our file left it empty; the Codex home always stays. */
function removeEmptyFolder(target: HooksFileTarget): string {
  const folder = dirname(target.path);
  if (target.scope !== "project" || basename(folder) !== ".codex") return "";
  try {
    if (readdirSync(folder).length > 0) return "";
    rmdirSync(folder);
    return `, and the folder ${folder}, left empty`;
  } catch (error) {
    return ` (the folder ${folder} stays: ${describeError(error)})`;
  }
}

/** Removes our hooks, their trust entries, and the file, backup and .codex/ folder if install created them. */
export async function uninstall(options: InstallOptions, cliPath: string): Promise<void> {
  const { target, path, current } = hooksTarget("uninstall", options);
  const dryRun = options.dryRun === true;
  const plan = current.exists
    ? planUninstall(current.text, path, commandsFor(cliPath, options))
    : { kind: "nothing" as const };
  if (typeof plan === "string")
    throw new CliError(`${path} ${plan}; it was left untouched. Fix or move it, then run this again.`);
  if (plan.kind === "nothing") {
    if (dryRun) process.stdout.write(current.text);
    else say(`${path}: nothing to change.\n`);
    return;
  }
  // A symlinked hooks file is the person's own: it is edited through the link, never removed.
  const removing = plan.kind === "remove" && path === target.path;
  const trust = await forgetTrustOf(options, target, cliPath);
  if (dryRun) {
    if (removing) {
      const files = plan.backup ? `${path} and ${path}.bak` : path;
      const folder = target.scope === "project" ? `, then ${dirname(path)} if that leaves it empty` : "";
      note(`Would remove ${files} (install created it; only this package's hooks are in it)${folder}.\n`);
    } else process.stdout.write(plan.text);
  } else if (removing) {
    try {
      rmSync(path);
      if (plan.backup) rmSync(`${path}.bak`);
    } catch (error) {
      throw new CliError(`cannot remove ${path}: ${describeError(error)}`);
    }
    const backup = plan.backup ? `, its backup ${path}.bak` : "";
    say(
      `Removed ${path}${backup}${removeEmptyFolder(target)} (install created it; only this package's hooks were in it).\n`,
    );
  } else {
    const backup = backUp(path);
    writeAtomically(path, plan.text, current.mode);
    say(`Removed the ${PACKAGE_NAME} hooks from ${path}${backup}.\n`);
  }
  if (trust.report !== undefined) (dryRun ? note : say)(trust.report);
  if (trust.recheck !== undefined && !dryRun) say(await trust.recheck());
  if (trust.problem !== undefined) throw new CliError(`the trust entries were not removed: ${trust.problem}`);
}
