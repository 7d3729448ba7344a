import { appendFileSync, chmodSync, cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseHookCommand, shellQuote } from "../../src/install/hook-command.js";
import { compareTrees, ourPluginFolder, ownership } from "../../src/install/hook-ownership.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

describe("reading a hook command back", () => {
  it.each([
    ['node "/opt/ulw/dist/cli.js" hook stop', "/opt/ulw/dist/cli.js", "stop", []],
    [
      'node "/opt/ulw/dist/cli.js" hook stop --chain --max-chain 5',
      "/opt/ulw/dist/cli.js",
      "stop",
      ["--chain", "--max-chain", "5"],
    ],
    ['node "/opt/ulw/dist/cli.js" hook subagent-stop', "/opt/ulw/dist/cli.js", "subagent-stop", []],
    ['node "/opt/ulw/dist/cli.js" hook prompt-submit', "/opt/ulw/dist/cli.js", "prompt-submit", []],
    ['node "/opt/ulw/dist/cli.js" hook session-start', "/opt/ulw/dist/cli.js", "session-start", []],
    [
      `node ${shellQuote('/a "b" \\c $d `e`/dist/cli.js')} hook stop`,
      '/a "b" \\c $d `e`/dist/cli.js',
      "stop",
      [],
    ],
  ])("given %s, when read, then it runs node on that script", (command, script, subcommand, flags) => {
    expect(parseHookCommand(command)).toMatchObject({ launcher: "node", script, subcommand, flags });
  });

  it("given the package's command on the PATH, when read, then it runs that name", () => {
    expect(parseHookCommand("ulw-execute-continuation hook stop --chain")).toMatchObject({
      launcher: "path",
      script: "ulw-execute-continuation",
      subcommand: "stop",
      options: { ok: true, options: { chain: true } },
    });
  });

  it.each([
    ["touch /tmp/PWNED"],
    ['node "/opt/ulw/dist/cli.js" hook stop; touch /tmp/PWNED'],
    ['node "/opt/ulw/dist/cli.js" hook stop && touch /tmp/PWNED'],
    ['node "/opt/ulw/dist/cli.js" hook stop | sh'],
    ['node "/opt/ulw/dist/cli.js" hook stop > /tmp/x'],
    ['node "/opt/ulw/dist/cli.js" hook stop $(touch /tmp/PWNED)'],
    ['node "/opt/ulw/dist/cli.js" hook stop `touch /tmp/PWNED`'],
    ['node "$(touch /tmp/PWNED)/dist/cli.js" hook stop'],
    ['node "`touch /tmp/PWNED`/dist/cli.js" hook stop'],
    [`node "${"$"}{HOME}/dist/cli.js" hook stop`],
    ['node "/opt/ulw/dist/cli.js"" hook stop'],
    ['node "/opt/ulw/dist/cli.js\\" hook stop'],
    ['node "/opt/ulw/dist/cli.js" hook stop\ntouch /tmp/PWNED'],
    ['node "/opt/ulw/dist/cli.js" hook reboot'],
    ["node /opt/ulw/dist/cli.js hook stop"],
    ['nodejs "/opt/ulw/dist/cli.js" hook stop'],
    ['NODE_OPTIONS=--require=/tmp/x.js node "/opt/ulw/dist/cli.js" hook stop'],
    ['node --require /tmp/x.js "/opt/ulw/dist/cli.js" hook stop'],
    ["ulw-execute-continuation hook stop; touch /tmp/PWNED"],
    ["/tmp/ulw-execute-continuation hook stop"],
    [""],
  ])("given %j, when read, then it is not a command of ours", (command) => {
    expect(parseHookCommand(command)).toBeUndefined();
  });

  it("given flags on a subcommand that takes none, when read, then the flags are a problem", () => {
    expect(parseHookCommand('node "/x/dist/cli.js" hook subagent-stop --chain')?.options).toMatchObject({
      ok: false,
    });
  });
});

describe("whether a hook runs this package", () => {
  const ourCli = () => ws.write("pkg/dist/cli.js", "// our cli\n");

  it("given a user hook running this package's cli.js by its absolute path, when judged, then ours", () => {
    const cli = ourCli();
    expect(ownership({ command: `node ${shellQuote(cli)} hook stop` }, cli).ours).toBe(true);
  });

  it("given our cli.js reached through a symlink the project controls, when judged, then not ours: the link can be repointed after trust", () => {
    const cli = ourCli();
    symlinkSync(ws.path("pkg"), ws.path("link"));
    symlinkSync(cli, ws.path("ulw.js"));
    for (const path of [ws.path("link/dist/cli.js"), ws.path("ulw.js")]) {
      expect(ownership({ command: `node "${path}" hook stop` }, cli)).toMatchObject({
        ours: false,
        why: expect.stringContaining("symlink"),
      });
    }
  });

  it("given a relative script path, when judged, then not ours: what runs depends on the session's folder", () => {
    const cli = ourCli();
    const saved = process.cwd();
    try {
      process.chdir(ws.path("pkg"));
      expect(ownership({ command: 'node "dist/cli.js" hook stop' }, cli)).toMatchObject({
        ours: false,
        why: expect.stringContaining("relative path"),
      });
    } finally {
      process.chdir(saved);
    }
  });

  it("given a user hook running a byte-identical cli.js elsewhere, when judged, then not ours: the path is what runs", () => {
    const cli = ourCli();
    const copy = ws.write("elsewhere/dist/cli.js", "// our cli\n");
    const owner = ownership({ command: `node "${copy}" hook stop` }, cli);
    expect(owner).toMatchObject({
      ours: false,
      why: expect.stringContaining("not ours: does not run this package"),
    });
  });

  it("given the package's name on the PATH, even when the PATH finds this package, when judged, then never trusted", () => {
    const cli = ourCli();
    chmodSync(cli, 0o755);
    mkdirSync(ws.path("bin"));
    symlinkSync(cli, ws.path("bin/ulw-execute-continuation"));
    const saved = process.env.PATH;
    try {
      process.env.PATH = `${ws.path("bin")}:${saved}`;
      expect(ownership({ command: "ulw-execute-continuation hook stop" }, cli)).toMatchObject({
        ours: false,
        why: expect.stringContaining("the PATH finds when codex starts it"),
      });
    } finally {
      process.env.PATH = saved;
    }
  });

  describe("a plugin copy", () => {
    function build(): { cli: string; copy: string } {
      ws.write("clone/plugin/.codex-plugin/plugin.json", '{"name":"ulw-execute-continuation"}');
      ws.write("clone/plugin/hooks/hooks.json", "{}");
      ws.write("clone/plugin/dist/cli.js", "// our cli\n");
      const cli = ws.write("clone/dist/cli.js", "// our cli\n");
      cpSync(ws.path("clone/plugin"), ws.path("cache/ulw/p/1.0"), { recursive: true });
      return { cli, copy: ws.path("cache/ulw/p/1.0") };
    }
    const command = (root: string) => `node "${join(root, "dist", "cli.js")}" hook stop`;

    it("given an exact copy of this build's plugin folder, when judged, then ours", () => {
      const { cli, copy } = build();
      expect(ourPluginFolder(cli)).toBe(ws.path("clone/plugin"));
      expect(ownership({ command: command(copy), pluginRoot: copy }, cli).ours).toBe(true);
    });

    it.each([
      [
        "a byte added to dist/cli.js",
        (copy: string) => appendFileSync(join(copy, "dist/cli.js"), " "),
        "differs",
      ],
      [
        "an extra file",
        (copy: string) => writeFileSync(join(copy, "dist/extra.js"), ""),
        "holds dist/extra.js",
      ],
      ["a missing file", (copy: string) => rmSync(join(copy, "hooks/hooks.json")), "lacks hooks/hooks.json"],
      [
        "a symlink in place of a file",
        (copy: string) => {
          writeFileSync(join(copy, "x"), "");
          symlinkSync("/etc/passwd", join(copy, "link"));
        },
        "not a regular file",
      ],
    ])("given a copy with %s, when judged, then not ours and why", (_, spoil, why) => {
      const { cli, copy } = build();
      spoil(copy);
      const owner = ownership({ command: command(copy), pluginRoot: copy }, cli);
      expect(owner).toMatchObject({ ours: false, why: expect.stringContaining(why) });
    });

    it("given a plugin hook that runs a script outside its own folder, when judged, then not ours", () => {
      const { cli, copy } = build();
      expect(ownership({ command: `node "${cli}" hook stop`, pluginRoot: copy }, cli)).toMatchObject({
        ours: false,
        why: expect.stringContaining("outside its plugin folder"),
      });
    });

    it("given a package with no plugin build (an npm install), when a plugin copy is judged, then it cannot tell and does not trust", () => {
      const { copy } = build();
      const lone = ws.write("npm/dist/cli.js", "// our cli\n");
      expect(ownership({ command: command(copy), pluginRoot: copy }, lone)).toMatchObject({
        ours: false,
        why: expect.stringContaining("cannot tell"),
      });
    });

    it("given the reference lacking a file the copy has, when compared, then the copy holds more", () => {
      const { copy } = build();
      expect(compareTrees(copy, ws.path("clone/plugin")).same).toBe(true);
      writeFileSync(ws.path("clone/plugin/only-here"), "");
      expect(compareTrees(copy, ws.path("clone/plugin"))).toMatchObject({
        same: false,
        why: expect.stringContaining("lacks only-here"),
      });
    });
  });
});
