import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Workspace } from "../helpers/workspace.js";
import { lacking } from "./codex-under-test.js";
import { CODEX, type CodexRun, netns, runCodex, scenarioWorkspace } from "./harness.js";

/**
 * `uninstall` removes what `install` and `trust` added, and nothing else, with the
 * real Codex: the hooks file (and the project's .codex/ folder install created), and the
 * `[hooks.state]` entries trust recorded, through codex's own config writer (config/batchWrite with
 * value null, mergeStrategy "replace"), while every other line of config.toml stays.
 */

let ws: Workspace;
beforeEach(({ skip }) => {
  ws = scenarioWorkspace("ulw-test-");
  const why = lacking(CODEX, ["hookTrust"]);
  skip(why !== undefined, why);
});
afterEach(() => ws.dispose());

/** A command for the runner that prints a file (the runner reports each command's output). */
const show = (path: string): string[] => [
  "node",
  "-e",
  "process.stdout.write(require('fs').readFileSync(process.argv[1], 'utf8'))",
  path,
];
/** A command that appends text to a file. */
const append = (path: string, text: string): string[] => [
  "node",
  "-e",
  "require('fs').appendFileSync(process.argv[1], process.argv[2])",
  path,
  text,
];

const LIST_HOOKS = fileURLToPath(new URL("./list-hooks.mjs", import.meta.url));
const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
/** Runs our CLI with `args`, prints its output and keeps it in `file`. */
const saved = (file: string, args: readonly string[]): string[] => [
  "node",
  "-e",
  "const [cli, file, ...args] = process.argv.slice(1); const r = require('child_process').spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' }); require('fs').writeFileSync(file, r.stdout); process.stdout.write(r.stdout + r.stderr); process.exitCode = r.status;",
  CLI,
  file,
  ...args,
];
/** Runs, with the shell, the line after "run:" in `file`, our CLI's name replaced by `node <our cli>`. */
const runStep = (file: string): string[] => [
  "node",
  "-e",
  "const [cli, file] = process.argv.slice(1); const step = require('fs').readFileSync(file, 'utf8').split('run:\\n')[1].split('\\n')[0].trim(); process.stdout.write(step + '\\n'); require('child_process').execSync(step.replace(/^ulw-execute-continuation /, JSON.stringify(process.execPath) + ' ' + JSON.stringify(cli) + ' '), { stdio: 'inherit' });",
  CLI,
  file,
];
interface Listed {
  readonly key: string;
  readonly command: string;
  readonly trustStatus: string;
}
/** The hooks codex's hooks/list gave, as list-hooks.mjs printed them. */
const listedIn = (text: string): Listed[] =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .map((line): Listed => JSON.parse(line));

const FOREIGN = '\n[hooks.state."/elsewhere/hooks.json:stop:0:0"]\ntrusted_hash = "sha256:foreign"\n';
/** The `[hooks.state]` tables of a config.toml whose key is in `file`. */
const entriesOf = (config: string, file: string): string[] =>
  config.split("\n").filter((line) => line.startsWith(`[hooks.state."${file}:`));
/** The lines of `before` that are not `after`'s: what was lost. */
const lost = (before: string, after: string): string[] =>
  before.split("\n").filter((line) => line.trim() !== "" && !after.split("\n").includes(line));
const out = (run: CodexRun | undefined, index: number) => run?.commands[index];
const printed = (run: CodexRun | undefined, index: number): string => out(run, index)?.stdout ?? "";

describe.skipIf(!netns.ok)("uninstall removes this package's trust entries with the real codex", () => {
  it("given install --user --trust beside a foreign trust entry, when uninstalled, then our entries and the hooks file go and the rest of config.toml stays", async () => {
    const home = ws.path("codex-home");
    const config = `${home}/config.toml`;
    const [run] = await runCodex(
      ws,
      [],
      [
        {
          commands: [
            append(config, FOREIGN),
            show(config),
            ["ulw", "install", "--user", "--codex-home", home, "--trust"],
            show(config),
            ["ulw", "uninstall", "--user", "--codex-home", home, "--dry-run"],
            show(config),
            ["ulw", "trust", "--forget", "--dry-run", "--codex-home", home],
            ["ulw", "uninstall", "--user", "--codex-home", home],
            show(config),
          ],
        },
      ],
      { noInstall: true },
    );
    const [before, trusted, afterDry, after] = [
      printed(run, 1),
      printed(run, 3),
      printed(run, 5),
      printed(run, 8),
    ];
    expect(out(run, 2)?.code).toBe(0);
    const ours = entriesOf(trusted, `${home}/hooks.json`);
    expect(ours.length).toBeGreaterThanOrEqual(2);
    // The dry run names each entry and writes nothing.
    expect(out(run, 4)?.code).toBe(0);
    expect(out(run, 4)?.stderr).toContain(`Would remove from ${config}:`);
    for (const entry of ours) expect(out(run, 4)?.stderr).toContain(entry);
    expect(afterDry).toBe(trusted);
    // `trust --forget` (for a plugin, before `codex plugin remove`) finds the same entries.
    expect(out(run, 6)?.code).toBe(0);
    for (const entry of ours) expect(printed(run, 6)).toContain(entry);
    // The real one removes them all, and nothing of what was there before trust.
    expect(out(run, 7)?.code).toBe(0);
    expect(printed(run, 7)).toContain(`Removed from ${config}:`);
    expect(entriesOf(after, `${home}/hooks.json`)).toEqual([]);
    expect(lost(before, after)).toEqual([]);
    expect(after).toContain(
      '[hooks.state."/elsewhere/hooks.json:stop:0:0"]\ntrusted_hash = "sha256:foreign"',
    );
    // install created the hooks file: it goes too.
    expect(existsSync(`${home}/hooks.json`)).toBe(false);
  });

  it("given a trusted project without .codex/ and one of our entries trusted at another hash, when install --project --trust then uninstall, then .codex/ and our entries go and the other one stays, named", async () => {
    const home = ws.path("codex-home");
    const work = ws.path("project");
    const config = `${home}/config.toml`;
    const hooks = `${work}/.codex/hooks.json`;
    const retrust = [
      "node",
      "-e",
      // Someone re-trusted the Stop hook's place at another hash: that entry is not provably ours.
      "const fs = require('fs'); const [file, key] = process.argv.slice(1); const text = fs.readFileSync(file, 'utf8'); const at = text.indexOf(key); const start = text.indexOf('trusted_hash = ', at); fs.writeFileSync(file, text.slice(0, start) + 'trusted_hash = \"sha256:someone-else\"' + text.slice(text.indexOf('\\n', start)));",
      config,
      `[hooks.state."${hooks}:stop:0:0"]`,
    ];
    const [run] = await runCodex(
      ws,
      [],
      [
        {
          commands: [
            append(config, `\n[projects.${JSON.stringify(work)}]\ntrust_level = "trusted"\n`),
            show(config),
            ["ulw", "install", "--project", work, "--trust"],
            show(config),
            retrust,
            ["ulw", "uninstall", "--project", work],
            show(config),
          ],
        },
      ],
      { noInstall: true },
    );
    const [before, trusted, after] = [printed(run, 1), printed(run, 3), printed(run, 6)];
    expect(out(run, 2)?.code).toBe(0);
    expect(entriesOf(trusted, hooks).length).toBeGreaterThanOrEqual(2);
    expect(out(run, 4)?.code).toBe(0);
    const uninstalled = out(run, 5);
    expect(uninstalled?.code).toBe(0);
    expect(uninstalled?.stdout).toContain(`Removed ${hooks}, and the folder ${work}/.codex, left empty`);
    expect(uninstalled?.stdout).toContain(`Left alone in ${config}: [hooks.state."${hooks}:stop:0:0"]`);
    expect(entriesOf(after, hooks)).toEqual([`[hooks.state."${hooks}:stop:0:0"]`]);
    expect(after).toContain('trusted_hash = "sha256:someone-else"');
    expect(lost(before, after)).toEqual([]);
    expect(existsSync(`${work}/.codex`)).toBe(false);
  });

  it("given our plugin's trust entries left after `codex plugin remove`, when trust --forget, then they go by their keys, the [hooks.state] header with the last of them, and another plugin's entry stays", async () => {
    const home = ws.path("codex-home");
    const config = `${home}/config.toml`;
    const plugin = (event: string) =>
      `\n[hooks.state."ulw-execute-continuation@ulw:hooks/hooks.json:${event}:0:0"]\ntrusted_hash = "sha256:a"\ntrusted_content_hash = "sha256:b"\n`;
    // What Codex's writer leaves after trusting the plugin's hooks: a [hooks.state] header, then a table each.
    const ours = `\n[hooks.state]\n${["session_start", "user_prompt_submit", "subagent_stop", "stop"].map(plugin).join("")}`;
    const other = '\n[hooks.state."other@ulw:hooks/hooks.json:stop:0:0"]\ntrusted_hash = "sha256:other"\n';
    const forget = ["ulw", "trust", "--forget", "--codex-home", home];
    const [run] = await runCodex(
      ws,
      [],
      [
        {
          commands: [
            show(config),
            append(config, ours),
            forget,
            show(config),
            append(config, ours + other),
            forget,
            show(config),
          ],
        },
      ],
      { noInstall: true },
    );
    const [before, alone, beside] = [printed(run, 0), printed(run, 3), printed(run, 6)];
    expect(out(run, 2)?.code).toBe(0);
    expect(printed(run, 2)).toContain(
      `Removed from ${config}:\n  [hooks.state."ulw-execute-continuation@ulw:hooks/hooks.json:session_start:0:0"]`,
    );
    expect(alone).toBe(before);
    expect(out(run, 5)?.code).toBe(0);
    expect(entriesOf(beside, "ulw-execute-continuation@ulw:hooks/hooks.json")).toEqual([]);
    expect(beside).toContain("[hooks.state]");
    expect(beside).toContain(
      '[hooks.state."other@ulw:hooks/hooks.json:stop:0:0"]\ntrusted_hash = "sha256:other"',
    );
    expect(lost(before, beside)).toEqual([]);
  });

  it("given the person's own trusted Stop hook after ours, when uninstalled, then codex lists it untrusted at its new place, uninstall names it with the step, and that step makes codex trust it again", async () => {
    const home = ws.path("codex-home");
    const hooks = `${home}/hooks.json`;
    const theirs = "echo their notifier";
    const addTheirs = [
      "node",
      "-e",
      "const fs = require('fs'); const [file, command] = process.argv.slice(1); const j = JSON.parse(fs.readFileSync(file, 'utf8')); j.hooks.Stop.push({ hooks: [{ type: 'command', command }] }); fs.writeFileSync(file, JSON.stringify(j, null, 2));",
      hooks,
      theirs,
    ];
    const report = ws.path("uninstall-report.txt");
    const [run] = await runCodex(
      ws,
      [],
      [
        {
          commands: [
            ["ulw", "install", "--user", "--codex-home", home, "--trust"],
            addTheirs,
            // The person trusts their own hook in Codex.
            ["node", LIST_HOOKS, "--trust", `${hooks}:stop:1:0`],
            ["node", LIST_HOOKS],
            saved(report, ["uninstall", "--user", "--codex-home", home]),
            ["node", LIST_HOOKS],
            runStep(report),
            ["node", LIST_HOOKS],
          ],
        },
      ],
      { noInstall: true },
    );
    const theirsIn = (index: number) =>
      listedIn(printed(run, index)).filter((hook) => hook.command === theirs);
    expect(out(run, 2)?.code).toBe(0);
    expect(theirsIn(3)).toEqual([{ key: `${hooks}:stop:1:0`, command: theirs, trustStatus: "trusted" }]);
    // Uninstall writes no trust for it, and says which hook lost it and how to trust it again.
    expect(out(run, 4)?.code).toBe(0);
    expect(printed(run, 4)).toContain(
      `Codex no longer trusts 1 hook(s) of yours: removing ours moved them, and Codex keys trust by place:\n  ${hooks}:stop:0:0 (trusted as ${hooks}:stop:1:0)\n    runs: ${theirs}\n`,
    );
    expect(theirsIn(5)).toEqual([{ key: `${hooks}:stop:0:0`, command: theirs, trustStatus: "untrusted" }]);
    expect(out(run, 6)?.code).toBe(0);
    expect(printed(run, 6)).toContain(`trust --codex-home "${home}" --hook "${hooks}:stop:0:0"`);
    const after = listedIn(printed(run, 7));
    expect(after).toEqual([{ key: `${hooks}:stop:0:0`, command: theirs, trustStatus: "trusted" }]);
  });
});
