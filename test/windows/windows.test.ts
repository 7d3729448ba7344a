import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI } from "../helpers/cli.js";
import { FIXTURES, Workspace } from "../helpers/workspace.js";
import {
  prepareWine,
  runWindows,
  stopWine,
  userProfile,
  type WineRun,
  wineMissing,
  winPath,
} from "./wine.js";

/**
 * The built CLI on win32: Windows Node under wine runs it as Codex on Windows would, and wine's
 * cmd.exe runs every registered commandWindows. What cannot run here: Codex's own Windows build (it
 * does not start under wine 8) and PowerShell; docs/install.md#windows says what that leaves.
 */
if (wineMissing !== undefined) console.warn(`[windows e2e] skipped: ${wineMissing}.`);

const SESSION = "019a5b1e-0000-7000-8000-00000000000a";
const ROOT_VARIABLE = "$" + "{PLUGIN_ROOT}";
const REPO = join(CLI, "..", "..");
/** A plan as PowerShell 5.1's Set-Content -Encoding UTF8 writes it: a BOM and CRLF line ends. */
const PLAN = "\ufeff## TODOs\r\n- [x] 1. First\r\n- [ ] 2. Second\r\n";

let node = "";
let ws: Workspace;
/** A project whose folder name has a space, with the plan started for SESSION. */
let project = "";

const payload = (event: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    session_id: SESSION,
    turn_id: "turn-1",
    transcript_path: null,
    cwd: winPath(project),
    hook_event_name: event,
    model: "gpt-5.5",
    permission_mode: "default",
    ...extra,
  });
const STOP = () => payload("Stop", { stop_hook_active: false, last_assistant_message: null });

/** Our CLI under Windows Node, from `cwd`. */
const cli = (args: readonly string[], input = "", env: Record<string, string> = {}): WineRun =>
  runWindows(node, [winPath(CLI), ...args], { input, cwd: project, env });

let cmdFiles = 0;
/** A command line as wine's cmd.exe runs it from a .cmd file, the payload on stdin. */
function runCmdFile(line: string, input: string, before = ""): WineRun {
  const file = ws.path(`hook-${++cmdFiles}.cmd`);
  writeFileSync(file, `@echo off\r\n${before}${line}\r\n`);
  return runWindows("cmd", ["/d", "/c", winPath(file)], { input, cwd: project });
}

/** A command line as Codex's fallback spawns it: `%ComSpec% /C "<line>"`, the payload on a pipe. */
function runAsCodexFallback(line: string, input: string): WineRun {
  const file = ws.write(`payload-${++cmdFiles}.json`, input);
  const spawner = winPath(join(FIXTURES, "windows", "codex-cmd-spawn.cjs"));
  const run = runWindows(node, [spawner, line, winPath(file)], { cwd: project });
  const parsed: unknown = JSON.parse(run.stdout);
  if (!isRecord(parsed)) throw new Error(run.stderr);
  return { status: Number(parsed.status), stdout: String(parsed.stdout), stderr: String(parsed.stderr) };
}

const decision = (run: WineRun): unknown =>
  run.stdout.trim() === "" ? undefined : JSON.parse(run.stdout).decision;

/** Every handler of a hooks.json, with its event. */
function handlers(file: string): { event: string; command: string; windows: string }[] {
  const document: unknown = JSON.parse(readFileSync(file, "utf8"));
  const hooks = isRecord(document) && isRecord(document.hooks) ? document.hooks : {};
  return Object.entries(hooks).flatMap(([event, groups]) =>
    (Array.isArray(groups) ? groups : []).flatMap((group) =>
      (isRecord(group) && Array.isArray(group.hooks) ? group.hooks : []).filter(isRecord).map((handler) => ({
        event,
        command: String(handler.command),
        windows: String(handler.commandWindows),
      })),
    ),
  );
}

/** The payload each event's hook gets, and what a correct answer to it looks like. */
const EXPECTED: Record<string, { input: () => string; check: (run: WineRun) => void }> = {
  Stop: { input: STOP, check: (run) => expect(decision(run)).toBe("block") },
  SubagentStop: {
    input: () => payload("SubagentStop", { stop_hook_active: false, last_assistant_message: null }),
    check: (run) => expect(run.stdout).toBe(""),
  },
  UserPromptSubmit: {
    input: () => payload("UserPromptSubmit", { prompt: "what is left?" }),
    // Any prompt of a session with work gets the chain settings' stamp; no other prompt hook answers.
    check: (run) =>
      expect(JSON.parse(run.stdout).hookSpecificOutput).toMatchObject({
        hookEventName: "UserPromptSubmit",
        additionalContext: expect.stringContaining("[ulw-execute-continuation settings"),
      }),
  },
  SessionStart: {
    input: () => payload("SessionStart", { source: "compact" }),
    check: (run) => expect(run.stdout).toContain("Second"),
  },
};

/** Runs each registration's commandWindows, `${PLUGIN_ROOT}` replaced by `root`, as cmd.exe would. */
function runEveryRegistration(file: string, root?: string): string[] {
  const found = handlers(file);
  expect(found.map(({ event }) => event).sort()).toEqual(Object.keys(EXPECTED).sort());
  return found.map(({ event, windows }) => {
    const line = root === undefined ? windows : windows.replaceAll(ROOT_VARIABLE, winPath(root));
    const expected = EXPECTED[event];
    const run = runCmdFile(line, expected?.input() ?? "");
    expect(run, `${event}: ${line}`).toMatchObject({ status: 0, stderr: "" });
    expected?.check(run);
    return line;
  });
}

describe.skipIf(wineMissing !== undefined)("the CLI on win32, under wine", () => {
  beforeAll(() => {
    node = prepareWine();
    ws = new Workspace("ulw-windows-");
    project = ws.path("my project");
    mkdirSync(join(project, ".omo", "plans"), { recursive: true });
    writeFileSync(join(project, ".omo", "plans", "alpha.md"), PLAN);
    // As PowerShell 5.1 writes JSON: a BOM, CRLF line ends.
    writeFileSync(
      join(project, ".omo", "boulder.json"),
      '\ufeff{\r\n  "x-owner": "omo",\r\n  "works": {}\r\n}\r\n',
    );
  }, 240_000);
  afterAll(() => {
    stopWine();
    ws?.dispose();
  });

  it("given a plan and boulder with a BOM and CRLF, when `start` writes on win32, then the work is added, both kept, and node says win32", () => {
    expect(runWindows(node, ["-p", "process.platform"], { cwd: project }).stdout.trim()).toBe("win32");
    const started = cli(["start", "alpha", "--session", SESSION]);
    expect(started).toMatchObject({ status: 0, stderr: "" });
    expect(started.stdout).toContain("1 of 2 top-level tasks checked");
    const text = readFileSync(join(project, ".omo", "boulder.json"), "utf8");
    expect(text.startsWith('\ufeff{\r\n  "x-owner": "omo",\r\n')).toBe(true);
    expect(text).toContain(JSON.stringify(winPath(join(project, ".omo", "plans", "alpha.md"))));
  });

  it("given the started work, when `hook stop` runs on win32, then it blocks with the plan's Windows path; for another session it is silent", () => {
    const blocked = cli(["hook", "stop"], STOP());
    expect(decision(blocked)).toBe("block");
    expect(JSON.parse(blocked.stdout).reason).toContain(winPath(join(project, ".omo", "plans", "alpha.md")));
    const other = cli(["hook", "stop"], STOP().replace(SESSION, "019a5b1e-0000-7000-8000-0000000000ff"));
    expect(other).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });

  it("given a `$ulw-execute` prompt, when `hook prompt-submit` runs on win32, then the plan is registered and the model is told the command with the path written once", () => {
    writeFileSync(join(project, ".omo", "plans", "beta.md"), PLAN);
    const input = payload("UserPromptSubmit", {
      session_id: "019a5b1e-0000-7000-8000-00000000000b",
      prompt: "$ulw-execute beta",
    });
    const run = cli(["hook", "prompt-submit"], input);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const context = String(JSON.parse(run.stdout).hookSpecificOutput.additionalContext);
    expect(context).toContain(`node "${winPath(CLI)}" work complete`);
    expect(readFileSync(join(project, ".omo", "boulder.json"), "utf8")).toContain('"beta"');
  });

  it("given a lock left by a gone process on this machine, or held by a live one, when `start` runs on win32, then the first is broken and the second waited for, then refused", () => {
    const lock = join(project, ".omo", "boulder.json.lock");
    const windowsHost = runWindows(node, ["-p", "require('os').hostname()"], { cwd: project }).stdout.trim();
    writeFileSync(lock, `999999 ${windowsHost} stale\n`);
    expect(cli(["start", "beta", "--session", "s-stale"])).toMatchObject({ status: 0 });
    expect(existsSync(lock)).toBe(false);
    const holder = winPath(join(FIXTURES, "windows", "hold-lock.cjs"));
    const held = runWindows(
      node,
      [holder, winPath(CLI), winPath(lock), "start", "beta", "--session", "s-held"],
      {
        cwd: project,
      },
    );
    expect(JSON.parse(held.stdout)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("another writer holds"),
    });
    expect(readFileSync(join(project, ".omo", "boulder.json"), "utf8")).not.toContain("s-held");
  }, 60_000);

  it("given `install --project <Windows path>`, when each commandWindows runs from a .cmd file, then the path is written once and every hook answers; uninstall takes it all away", () => {
    const installed = cli(["install", "--project", winPath(project)]);
    expect(installed).toMatchObject({ status: 0, stderr: "" });
    const file = join(project, ".codex", "hooks.json");
    const lines = runEveryRegistration(file);
    expect(lines).toContain(`node "${winPath(CLI)}" hook stop`);
    for (const { command, windows } of handlers(file)) expect(command).toBe(windows);
    expect(readFileSync(file, "utf8")).not.toContain("\\\\\\\\");
    expect(decision(runAsCodexFallback(`node "${winPath(CLI)}" hook stop`, STOP()))).toBe("block");
    expect(cli(["uninstall", "--project", winPath(project)])).toMatchObject({ status: 0 });
    expect(existsSync(join(project, ".codex"))).toBe(false);
  }, 60_000);

  it("given no --codex-home and no CODEX_HOME, when `install --user` runs on win32, then it writes %USERPROFILE%\\.codex\\hooks.json, and uninstall removes it", () => {
    const home = join(userProfile(), ".codex");
    mkdirSync(home, { recursive: true });
    const installed = cli(["install", "--user"]);
    expect(installed).toMatchObject({ status: 0, stderr: "" });
    expect(installed.stdout).toMatch(/C:\\users\\[^\\]+\\\.codex\\hooks\.json/);
    expect(handlers(join(home, "hooks.json"))).toHaveLength(4);
    expect(cli(["uninstall", "--user"])).toMatchObject({ status: 0 });
    expect(existsSync(join(home, "hooks.json"))).toBe(false);
  }, 60_000);

  it("given the plugin under a root with a space, `&` and `^`, when Codex's PLUGIN_ROOT replacement and cmd.exe run each commandWindows, then every hook answers and Stop blocks", () => {
    const root = ws.path("plug in & ^x");
    cpSync(join(REPO, "plugin"), root, { recursive: true });
    const lines = runEveryRegistration(join(root, "hooks", "hooks.json"), root);
    const stop = lines.find((line) => line.endsWith(" hook stop")) ?? "";
    expect(stop).toBe(`node "${winPath(root)}\\dist\\cli.js" hook stop`);
    expect(decision(runAsCodexFallback(stop, STOP()))).toBe("block");
  }, 60_000);

  it("given a parent plugin embedding this package under a root with a space, when each commandWindows of hooks/hooks.json runs, then every hook answers", () => {
    const root = ws.path("parent plugin");
    const component = join(root, "components", "ulw-execute-continuation");
    cpSync(join(REPO, "dist"), join(component, "dist"), { recursive: true });
    for (const file of ["directive.md", "directive-brief.md"])
      cpSync(join(REPO, file), join(component, file));
    runEveryRegistration(join(REPO, "hooks", "hooks.json"), root);
  }, 60_000);

  it("given the plugin in a Windows Codex home and a project install, when `trust` asks codex (an npm shim, codex.cmd) on win32, then it trusts exactly our hooks, by what their commandWindows run", () => {
    const home = ws.path("codex home");
    const root = join(home, "plugins", "cache", "ulw", "ulw-execute-continuation", "0.1.0");
    cpSync(join(REPO, "plugin"), root, { recursive: true });
    expect(cli(["install", "--project", winPath(project)])).toMatchObject({ status: 0 });
    const file = join(project, ".codex", "hooks.json");
    const listed = (key: string, command: string, sourcePath: string, pluginId: string | null) => ({
      key,
      eventName: "stop",
      command,
      statusMessage: "ulw-execute-continuation: checking the ULW plan",
      sourcePath,
      source: pluginId === null ? "project" : "plugin",
      pluginId,
      enabled: true,
      currentHash: `sha256:${key.length}`,
      trustStatus: "untrusted",
    });
    const pluginStop = handlers(join(root, "hooks", "hooks.json")).find(({ event }) => event === "Stop");
    const projectStop = handlers(file).find(({ event }) => event === "Stop");
    const hooks = [
      listed(
        "ulw-execute-continuation@ulw:hooks/hooks.json:stop:0:0",
        String(pluginStop?.windows).replaceAll(ROOT_VARIABLE, winPath(root)),
        winPath(join(root, "hooks", "hooks.json")),
        "ulw-execute-continuation@ulw",
      ),
      listed(`${winPath(file)}:stop:0:0`, String(projectStop?.windows), winPath(file), null),
      listed(
        `${winPath(file)}:stop:1:0`,
        'node "Z:\\elsewhere\\dist\\cli.js" hook stop',
        winPath(file),
        null,
      ),
    ];
    const shim = ws.write(
      "bin/codex.cmd",
      `@node "${winPath(join(FIXTURES, "fake-codex", "codex.mjs"))}" %*\r\n`,
    );
    const writes = ws.path("writes.jsonl");
    process.env.FAKE_CODEX_HOOKS = JSON.stringify(hooks);
    process.env.FAKE_CODEX_WRITES = winPath(writes);
    try {
      const trusted = cli([
        "trust",
        "--codex",
        winPath(shim),
        "--codex-home",
        winPath(home),
        "--cwd",
        winPath(project),
      ]);
      expect(trusted.status, trusted.stdout + trusted.stderr).toBe(0);
    } finally {
      delete process.env.FAKE_CODEX_HOOKS;
      delete process.env.FAKE_CODEX_WRITES;
    }
    const written = readFileSync(writes, "utf8");
    expect(written).toContain(hooks[0]?.key);
    expect(written).toContain(JSON.stringify(hooks[1]?.key).slice(1, -1));
    expect(written).not.toContain(":stop:1:0");
    expect(cli(["uninstall", "--project", winPath(project)])).toMatchObject({ status: 0 });
  }, 60_000);

  it("given no node on the PATH, when the Stop commandWindows runs, then cmd.exe says it cannot find node, with a non-zero exit", () => {
    const run = runCmdFile(`node "${winPath(CLI)}" hook stop`, STOP(), "set PATH=%SystemRoot%\\system32\r\n");
    // cmd.exe's 9009 ("not recognized"), of which a Unix parent sees the low byte.
    expect(run.status).toBe(9009 % 256);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("node");
  });

  it("given the boxes ticked, when `work complete` runs and then `hook stop`, then the work is completed and the stop is silent", () => {
    const plan = join(project, ".omo", "plans", "alpha.md");
    writeFileSync(plan, readFileSync(plan, "utf8").replace("- [ ] 2.", "- [x] 2."));
    expect(cli(["work", "complete", "--session", SESSION])).toMatchObject({ status: 0, stderr: "" });
    expect(cli(["hook", "stop"], STOP())).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });
});
