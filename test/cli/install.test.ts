import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import {
  existing,
  OURS_PROMPT,
  OURS_START,
  OURS_STOP,
  OURS_SUB,
  readJson as read,
  stopGroups,
} from "../helpers/hooks-files.js";
import { TinyDisk, tinyDiskUnavailable } from "../helpers/tiny-disk.js";
import { singleWorkBoulder, Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  mkdirSync(ws.path("codex"));
  mkdirSync(ws.path("home-from-env"));
});
afterEach(() => ws.dispose());

describe("install", () => {
  it("given an existing user hooks.json, when installed, then our four hooks are added and everything else is kept", async () => {
    const path = ws.write("codex/hooks.json", JSON.stringify(existing, null, 2));
    const result = await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("trusted");
    expect(read(path)).toEqual({
      model: "gpt-5.5",
      hooks: {
        Stop: [
          existing.hooks.Stop[0],
          {
            hooks: [
              {
                type: "command",
                command: OURS_STOP,
                // The checkout's path holds nothing sh, PowerShell or cmd.exe would change: one form.
                commandWindows: OURS_STOP,
                timeout: 10,
                statusMessage: expect.stringMatching(/^ulw-execute-continuation:/),
              },
            ],
          },
        ],
        PreToolUse: existing.hooks.PreToolUse,
        SubagentStop: [{ hooks: [expect.objectContaining({ command: OURS_SUB, timeout: 10 })] }],
        UserPromptSubmit: [{ hooks: [expect.objectContaining({ command: OURS_PROMPT, timeout: 10 })] }],
        SessionStart: [
          {
            hooks: [
              {
                type: "command",
                command: OURS_START,
                commandWindows: OURS_START,
                timeout: 10,
                statusMessage: "ulw-execute-continuation: checking for a ULW plan to restore",
              },
            ],
          },
        ],
      },
    });
    expect(result.stdout).toContain("Registered Stop, SubagentStop, UserPromptSubmit and SessionStart hooks");
    expect(read(`${path}.bak`)).toEqual(existing);
  });

  it("given an install already done, when installed again, then the file stays byte-identical", async () => {
    const path = ws.path("codex/hooks.json");
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    const first = readFileSync(path);
    const again = await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    expect(again.stdout).toContain("nothing to change");
    expect(readFileSync(path).equals(first)).toBe(true);
    expect(existsSync(`${path}.bak`)).toBe(false);
  });

  it("given $CODEX_HOME, when installed with --user, then it writes there", async () => {
    const env = { ...process.env, CODEX_HOME: ws.path("home-from-env") };
    expect((await runCli(["install", "--user"], { env })).status).toBe(0);
    expect(read(ws.path("home-from-env/hooks.json"))).toMatchObject({
      hooks: { Stop: [{ hooks: [{ command: OURS_STOP }] }] },
    });
  });

  it("given --project <dir>, when installed, then <dir>/.codex/hooks.json is created", async () => {
    expect((await runCli(["install", "--project", ws.root])).status).toBe(0);
    expect(read(ws.path(".codex/hooks.json"))).toMatchObject({
      hooks: { SubagentStop: [{ hooks: [{ command: OURS_SUB }] }] },
    });
  });

  it("given --dry-run, when installed, then the result is printed and nothing is written", async () => {
    const path = ws.write("codex/hooks.json", JSON.stringify(existing));
    const result = await runCli(["install", "--user", "--codex-home", ws.path("codex"), "--dry-run"]);
    expect(JSON.parse(result.stdout)).toMatchObject({
      hooks: { Stop: [{}, { hooks: [{ command: OURS_STOP }] }] },
    });
    expect(read(path)).toEqual(existing);
  });

  it("given a file indented with four spaces, when installed, then it keeps that indentation", async () => {
    const path = ws.write("codex/hooks.json", JSON.stringify(existing, null, 4));
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    expect(readFileSync(path, "utf8")).toMatch(/^\{\n {4}"model"/);
  });

  it("given our entry from a checkout that moved, when installed, then it is replaced in place, not doubled", async () => {
    const moved = {
      type: "command",
      command: 'node "/old/place/dist/cli.js" hook stop',
      timeout: 10,
      statusMessage: "ulw-execute-continuation: checking the ULW plan",
    };
    const path = ws.write("codex/hooks.json", JSON.stringify({ hooks: { Stop: [{ hooks: [moved] }] } }));
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    expect(read(path)).toMatchObject({ hooks: { Stop: [{ hooks: [{ command: OURS_STOP }] }] } });
    expect(stopGroups(path)).toHaveLength(1);
  });

  it.each([
    ["not JSON", "{ hooks: "],
    ["a JSON array", "[]"],
    ["hooks that are not an object", '{"hooks": []}'],
    ["a Stop list that is not an array", '{"hooks": {"Stop": {}}}'],
  ])(
    "given a hooks.json that is %s, when installed, then it fails, names the file, and leaves it untouched",
    async (_name, text) => {
      const path = ws.write("codex/hooks.json", text);
      const result = await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(path);
      expect(readFileSync(path, "utf8")).toBe(text);
      expect(existsSync(`${path}.bak`)).toBe(false);
    },
  );

  it.each([
    [["install"], "--project [dir] or --user"],
    [["install", "--user", "--project"], "cannot be used with"],
    [["install", "--codex-home", "/x"], "--codex-home goes with --user"],
  ])("given %j, when run, then a usage error", async (args, message) => {
    const result = await runCli(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe("install, then the registered command", () => {
  it("given an install from before the prompt hook existed, when installed again, then the prompt hook is added and the others gain their commandWindows in place", async () => {
    const older = {
      hooks: {
        Stop: [
          {
            hooks: [
              {
                type: "command",
                command: OURS_STOP,
                timeout: 10,
                statusMessage: "ulw-execute-continuation: checking the ULW plan",
              },
            ],
          },
        ],
        SubagentStop: [
          {
            hooks: [
              {
                type: "command",
                command: OURS_SUB,
                timeout: 10,
                statusMessage: "ulw-execute-continuation: sub-agent stop (no-op)",
              },
            ],
          },
        ],
      },
    };
    const path = ws.write("codex/hooks.json", JSON.stringify(older, null, 2));
    expect((await runCli(["install", "--user", "--codex-home", ws.path("codex")])).status).toBe(0);
    expect(read(path)).toEqual({
      hooks: {
        Stop: [{ hooks: [{ ...older.hooks.Stop[0]?.hooks[0], commandWindows: OURS_STOP }] }],
        SubagentStop: [{ hooks: [{ ...older.hooks.SubagentStop[0]?.hooks[0], commandWindows: OURS_SUB }] }],
        UserPromptSubmit: [{ hooks: [expect.objectContaining({ command: OURS_PROMPT })] }],
        SessionStart: [{ hooks: [expect.objectContaining({ command: OURS_START })] }],
      },
    });
    await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")]);
    expect(existsSync(path) && read(path)).toEqual({});
  });

  it("given an install from before the SessionStart hook existed, when installed again, then SessionStart is added, and uninstall takes it away with the rest", async () => {
    const handler = (command: string, statusMessage: string, windows?: true) => ({
      hooks: [
        {
          type: "command",
          command,
          ...(windows ? { commandWindows: command } : {}),
          timeout: 10,
          statusMessage,
        },
      ],
    });
    const older = {
      hooks: {
        Stop: [handler(OURS_STOP, "ulw-execute-continuation: checking the ULW plan")],
        SubagentStop: [handler(OURS_SUB, "ulw-execute-continuation: sub-agent stop (no-op)")],
        UserPromptSubmit: [handler(OURS_PROMPT, "ulw-execute-continuation: checking for $ulw-execute")],
        SessionStart: [{ hooks: [{ type: "command", command: "their-banner.sh" }] }],
      },
    };
    const path = ws.write("codex/hooks.json", JSON.stringify(older, null, 2));
    expect((await runCli(["install", "--user", "--codex-home", ws.path("codex")])).status).toBe(0);
    expect(read(path)).toEqual({
      hooks: {
        Stop: [handler(OURS_STOP, "ulw-execute-continuation: checking the ULW plan", true)],
        SubagentStop: [handler(OURS_SUB, "ulw-execute-continuation: sub-agent stop (no-op)", true)],
        UserPromptSubmit: [handler(OURS_PROMPT, "ulw-execute-continuation: checking for $ulw-execute", true)],
        SessionStart: [
          ...older.hooks.SessionStart,
          handler(OURS_START, "ulw-execute-continuation: checking for a ULW plan to restore", true),
        ],
      },
    });
    expect((await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")])).status).toBe(0);
    expect(read(path)).toEqual({ hooks: { SessionStart: older.hooks.SessionStart } });
  });

  it("given an install, when the registered SessionStart command runs as written, then a compaction of the session's work gets the plan state and a startup nothing", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    ws.write("plan.md", "- [x] 1. a\n- [ ] 2. b\n");
    ws.write(".omo/boulder.json", JSON.stringify(singleWorkBoulder("codex:s1", "plan.md")));
    const { execSync } = await import("node:child_process");
    const payload = (source: string) =>
      JSON.stringify({ session_id: "s1", cwd: ws.root, hook_event_name: "SessionStart", source });
    expect(execSync(OURS_START, { input: payload("startup") }).toString()).toBe("");
    const answer: unknown = JSON.parse(execSync(OURS_START, { input: payload("compact") }).toString());
    expect(answer).toMatchObject({
      hookSpecificOutput: {
        hookEventName: "SessionStart",
        additionalContext: expect.stringContaining("1 of 2 top-level tasks checked; next: 2. b"),
      },
    });
  });

  it("given an install, when the registered prompt command runs as written, then a trigger gets context and any other prompt nothing", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    const { execSync } = await import("node:child_process");
    const document = read(ws.path("codex/hooks.json"));
    const hooks = isRecord(document) ? document.hooks : undefined;
    const groups = isRecord(hooks) ? hooks.UserPromptSubmit : undefined;
    const group: unknown = Array.isArray(groups) ? groups[0] : undefined;
    const handlers = isRecord(group) ? group.hooks : undefined;
    const handler: unknown = Array.isArray(handlers) ? handlers[0] : undefined;
    const command = String(isRecord(handler) ? handler.command : "");
    expect(command).toBe(OURS_PROMPT);
    const payload = (prompt: string) =>
      JSON.stringify({ session_id: "s1", cwd: ws.root, hook_event_name: "UserPromptSubmit", prompt });
    expect(execSync(command, { input: payload("hello") }).toString()).toBe("");
    const answer: unknown = JSON.parse(execSync(command, { input: payload("$ulw-execute") }).toString());
    expect(answer).toMatchObject({
      hookSpecificOutput: {
        hookEventName: "UserPromptSubmit",
        additionalContext: expect.stringContaining("No plan files"),
      },
    });
  });

  it("given an install, when the registered Stop command is run as written, then it answers like the hook", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    writeFileSync(ws.path("payload.json"), "{}");
    const { execSync } = await import("node:child_process");
    const [group] = stopGroups(ws.path("codex/hooks.json"));
    const handlers = isRecord(group) ? group.hooks : undefined;
    const handler: unknown = Array.isArray(handlers) ? handlers[0] : undefined;
    const command = isRecord(handler) ? handler.command : undefined;
    expect(command).toBe(OURS_STOP);
    expect(execSync(`${command} < ${ws.path("payload.json")}`).toString()).toBe("");
  });
});

describe("install edits hooks.json in place and refuses what it must not touch", () => {
  const home = () => ws.path("codex");
  const install = (...more: string[]) => runCli(["install", "--user", "--codex-home", home(), ...more]);

  it("given big integers, 1.0, escapes and comments-free odd spacing, when installed, then all of it stays byte for byte", async () => {
    const original =
      '{\n  "limit": 12345678901234567890,\n  "ratio": 1.0,\n  "name": "caf\\u00e9 \\/ x",\n  "hooks": {\n    "Stop": [\n      { "hooks": [ { "type": "command", "command": "mine.sh" } ] }\n    ]\n  }\n}\n';
    const path = ws.write("codex/hooks.json", original);
    expect((await install()).status).toBe(0);
    const after = readFileSync(path, "utf8");
    expect(
      after.startsWith('{\n  "limit": 12345678901234567890,\n  "ratio": 1.0,\n  "name": "caf\\u00e9 \\/ x",'),
    ).toBe(true);
    expect(after).toContain('{ "hooks": [ { "type": "command", "command": "mine.sh" } ] }');
    expect(stopGroups(path)).toHaveLength(2);
    expect((await runCli(["uninstall", "--user", "--codex-home", home()])).status).toBe(0);
    expect(readFileSync(path, "utf8")).toBe(original);
  });

  it("given a hooks.json with mode 0600, when installed, then it keeps mode 0600", async () => {
    const path = ws.write("codex/hooks.json", "{}\n");
    chmodSync(path, 0o600);
    await install();
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("given a symlinked hooks.json, when installed, then the link stays and its target is edited", async () => {
    const target = ws.write("dotfiles/codex-hooks.json", "{}\n");
    symlinkSync(target, ws.path("codex/hooks.json"));
    expect((await install()).status).toBe(0);
    expect(lstatSync(ws.path("codex/hooks.json")).isSymbolicLink()).toBe(true);
    expect(stopGroups(target)).toHaveLength(1);
  });

  it("given an earlier backup, when installed over a changed file, then the first backup is kept", async () => {
    ws.write("codex/hooks.json", "{}\n");
    const backup = ws.write("codex/hooks.json.bak", '{"the":"first"}\n');
    expect((await install()).stdout).toContain("was kept as it was");
    expect(readFileSync(backup, "utf8")).toBe('{"the":"first"}\n');
  });

  it.each([
    ["a FIFO", (path: string) => execFileSync("mkfifo", [path])],
    ["a link to /dev/zero", (path: string) => symlinkSync("/dev/zero", path)],
    ["a directory", (path: string) => mkdirSync(path)],
  ])("given hooks.json that is %s, when installed, then it is refused at once", async (_name, make) => {
    make(ws.path("codex/hooks.json"));
    const result = await install();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not a regular file|is a directory/);
    expect(result.ms).toBeGreaterThan(0);
  });

  it("given --project naming a folder that does not exist, when installed, then nothing is created", async () => {
    const result = await runCli(["install", "--project", ws.path("nope")]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("does not exist");
    expect(existsSync(ws.path("nope"))).toBe(false);
  });

  it.each([
    ["a dollar", "jo$h"],
    ["a percent sign", "100%"],
    ["a backquote", "odd`n"],
  ])(
    "given this package under a folder with %s, when installed, then it is refused with why, and nothing is written",
    (_what, folder) => {
      const copy = ws.path(folder);
      cpSync(join(CLI, ".."), join(copy, "dist"), { recursive: true });
      const result = spawnSync(
        process.execPath,
        [join(copy, "dist", "cli.js"), "install", "--user", "--codex-home", ws.path("codex")],
        { encoding: "utf8" },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("PowerShell or cmd.exe would change");
      expect(result.stderr).toContain(join(copy, "dist", "cli.js"));
      expect(existsSync(ws.path("codex/hooks.json"))).toBe(false);
    },
  );

  it("given a Codex home that does not exist, when installed, then nothing is created", async () => {
    const result = await runCli(["install", "--user", "--codex-home", ws.path("missing-home")]);
    expect(result.status).toBe(1);
    expect(existsSync(ws.path("missing-home"))).toBe(false);
  });

  it('given --codex-home "", when installed, then a usage error and nothing in the current folder', async () => {
    const result = await runCli(["install", "--user", "--codex-home", ""], { cwd: ws.root });
    expect(result.status).toBe(2);
    expect(existsSync(ws.path("hooks.json"))).toBe(false);
  });
});

describe.skipIf(tinyDiskUnavailable !== undefined)(
  `install on a full disk (${tinyDiskUnavailable ?? "a tmpfs in a private mount namespace"})`,
  () => {
    it("given a hooks.json on a full disk, when installed, then it says disk full, names the backup it could not write, and leaves the file and no backup", async () => {
      const disk = await TinyDisk.mount(256);
      try {
        const text = JSON.stringify(existing, null, 2);
        disk.write("codex/hooks.json", text);
        disk.fill();
        const result = await runCli(["install", "--user", "--codex-home", disk.inside("codex")], {
          via: disk.via,
        });
        expect(result.status).toBe(1);
        const hooks = disk.inside("codex/hooks.json");
        expect(result.stderr).toContain(`cannot back up ${hooks} to ${hooks}.bak: disk full`);
        expect(readFileSync(disk.path("codex/hooks.json"), "utf8")).toBe(text);
        expect(existsSync(disk.path("codex/hooks.json.bak"))).toBe(false);
      } finally {
        disk.dispose();
      }
    }, 60_000);
  },
);
