import { readFileSync } from "node:fs";
import { win32 } from "node:path";
import { describe, expect, it } from "vitest";
import { handlersOf } from "../../src/doctor/registrations.js";
import {
  commandsFor,
  parseHookCommand,
  platformCommand,
  shellQuote,
  windowsQuote,
} from "../../src/install/hook-command.js";
import { isRecord } from "../../src/json/guards.js";

const ROOT_VARIABLE = "$" + "{PLUGIN_ROOT}";

/** The handlers of a hooks file of this repository, as JSON records. */
function handlersIn(file: string) {
  const document: unknown = JSON.parse(readFileSync(file, "utf8"));
  return ["Stop", "SubagentStop", "UserPromptSubmit", "SessionStart"].flatMap((event) =>
    handlersOf(document, event).filter(isRecord),
  );
}

describe("the Windows form of our hook commands, on path.win32 paths", () => {
  it.each([
    String.raw`C:\Users\Ann Lee\src\ulw\dist\cli.js`,
    String.raw`D:\tools & more\ulw^1\dist\cli.js`,
    String.raw`\\fileserver\share\ulw (x86)\dist\cli.js`,
    String.raw`Z:\work\main\dist\cli.js`,
  ])(
    "given %s, when install writes it on win32, then both fields name it once, unquoted program first, and read back to it",
    (cli) => {
      const ours = commandsFor(cli, {}, true);
      expect(ours.stop.command).toBe(`node "${cli}" hook stop`);
      expect(ours.stop.commandWindows).toBe(`node "${cli}" hook stop`);
      const read = parseHookCommand(ours.stop.commandWindows ?? "", true);
      expect(read).toMatchObject({ launcher: "node", script: cli, subcommand: "stop", flags: [] });
      expect(win32.isAbsolute(read?.script ?? "")).toBe(true);
    },
  );

  it("given a chain install on win32, when read back, then the flags come with it", () => {
    const ours = commandsFor(String.raw`C:\u\dist\cli.js`, { chain: true, maxChain: 4 }, true);
    expect(parseHookCommand(ours.stop.commandWindows ?? "", true)).toMatchObject({
      flags: ["--chain", "--max-chain", "4"],
      options: { ok: true, options: { chain: true, maxChain: 4 } },
    });
  });

  it("given a POSIX install, when written, then command keeps sh's escapes and commandWindows has none", () => {
    const ours = commandsFor(String.raw`/srv/a\b/dist/cli.js`, {}, false);
    expect(ours.promptSubmit.command).toBe(String.raw`node "/srv/a\\b/dist/cli.js" hook prompt-submit`);
    expect(ours.promptSubmit.commandWindows).toBe(String.raw`node "/srv/a\b/dist/cli.js" hook prompt-submit`);
  });

  it.each([
    ["a dollar (PowerShell expands $x)", String.raw`C:\Users\jo$h\dist\cli.js`],
    ["a backquote (PowerShell's escape)", "C:\\odd`n\\dist\\cli.js"],
    ["a percent sign (cmd.exe expands %x%)", String.raw`C:\100%DIR%\dist\cli.js`],
    ["a double quote", String.raw`C:\a"b\dist\cli.js`],
    ["a typographic quote (PowerShell ends strings there)", "C:\\a\u201cb\\dist\\cli.js"],
    ["a line break", "C:\\a\nb\\dist\\cli.js"],
  ])("given a path with %s, when quoted for Windows, then there is no Windows form", (_what, path) => {
    expect(windowsQuote(path)).toBeUndefined();
    expect(commandsFor(path, {}, true).stop.commandWindows).toBeUndefined();
  });

  it.each([
    String.raw`node "C:\u\dist\cli.js" hook stop && calc`,
    String.raw`node "C:\u\dist\cli.js" hook stop || calc`,
    String.raw`node "C:\u\dist\cli.js" hook stop & calc`,
    String.raw`node "C:\u\dist\cli.js" hook stop; exit /b 0`,
    String.raw`node "C:\u\dist\cli.js" hook stop | more`,
    String.raw`node "%APPDATA%\dist\cli.js" hook stop`,
    String.raw`node "$env:APPDATA\dist\cli.js" hook stop`,
    String.raw`node "$(calc)\dist\cli.js" hook stop`,
    String.raw`"C:\Program Files\nodejs\node.exe" "C:\u\dist\cli.js" hook stop`,
    String.raw`& node "C:\u\dist\cli.js" hook stop`,
    String.raw`node C:\u\dist\cli.js hook stop`,
  ])("given %s, when read as a Windows command, then it is not ours", (command) => {
    expect(parseHookCommand(command, true)).toBeUndefined();
  });

  it("given a Windows path, when quoted for a person on win32 and on POSIX, then each shell gets its own form", () => {
    expect(shellQuote(String.raw`C:\a b\cli.js`, true)).toBe(String.raw`"C:\a b\cli.js"`);
    expect(shellQuote(String.raw`C:\a b\cli.js`, false)).toBe(String.raw`"C:\\a b\\cli.js"`);
  });
});

describe("which command Codex runs of a handler", () => {
  const handler = {
    command: 'node "/u/dist/cli.js" hook stop',
    commandWindows: String.raw`node "C:\u\dist\cli.js" hook stop`,
  };

  it("given both fields, when on win32 and on POSIX, then commandWindows is read on win32 only", () => {
    expect(platformCommand(handler, true)).toBe(handler.commandWindows);
    expect(platformCommand(handler, false)).toBe(handler.command);
  });

  it("given a blank commandWindows, when on win32, then command is read, as Codex falls back", () => {
    expect(platformCommand({ ...handler, commandWindows: "  " }, true)).toBe(handler.command);
  });
});

describe("the hooks files this repository ships", () => {
  it.each([
    ["plugin/hooks/hooks.json", ["dist", "cli.js"]],
    ["hooks/hooks.json", ["components", "ulw-execute-continuation", "dist", "cli.js"]],
  ])(
    "given %s, when Codex puts a Windows root with a space, a drive or a UNC share in place of PLUGIN_ROOT, then every commandWindows runs that root's cli.js",
    (file, inside) => {
      const handlers = handlersIn(file);
      expect(handlers).toHaveLength(4);
      for (const root of [
        String.raw`C:\Users\Ann Lee\.codex\plugins\cache\ulw\p\0.1.0`,
        String.raw`\\srv\home\.codex\p`,
      ]) {
        for (const handler of handlers) {
          const windows = platformCommand(handler, true);
          expect(typeof windows === "string" && windows !== handler.command).toBe(true);
          const read = parseHookCommand(String(windows).replaceAll(ROOT_VARIABLE, root), true);
          expect(read?.script).toBe(win32.join(root, ...inside));
          const posix = parseHookCommand(String(handler.command).replaceAll(ROOT_VARIABLE, "/r"), false);
          expect(read?.subcommand).toBe(posix?.subcommand);
        }
      }
    },
  );
});
