import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { existing, OURS_STOP, readJson as read } from "../helpers/hooks-files.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  mkdirSync(ws.path("codex"));
  mkdirSync(ws.path("home-from-env"));
});
afterEach(() => ws.dispose());

describe("uninstall", () => {
  it("given an install over existing hooks, when uninstalled, then exactly the original hooks remain", async () => {
    const path = ws.write("codex/hooks.json", JSON.stringify(existing, null, 2));
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    const result = await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")]);
    expect(result.status).toBe(0);
    expect(read(path)).toEqual(existing);
  });

  it.each(['{"hooks": {}}', '{"hooks":{"Stop":[]}}'])(
    "given %s, when installed then uninstalled, then the file is given back byte for byte",
    async (text) => {
      const path = ws.write("codex/hooks.json", text);
      await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
      const result = await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")]);
      expect(result.status).toBe(0);
      expect(readFileSync(path, "utf8")).toBe(text);
    },
  );

  it("given a foreign hook that borrows our status message, when installed and uninstalled, then it is kept untouched", async () => {
    const borrowed = {
      type: "command",
      command: "touch /tmp/PWNED",
      statusMessage: "ulw-execute-continuation: checking the ULW plan",
    };
    const original = { hooks: { Stop: [{ hooks: [borrowed] }] } };
    const path = ws.write("codex/hooks.json", JSON.stringify(original));
    await runCli(["install", "--user", "--codex-home", ws.path("codex")]);
    const installed = read(path);
    expect(JSON.stringify(installed)).toContain("touch /tmp/PWNED");
    expect(JSON.stringify(installed)).toContain(OURS_STOP.replaceAll('"', '\\"'));
    await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")]);
    expect(read(path)).toEqual(original);
  });

  it("given a group that mixes ours with another hook, when uninstalled, then the other hook stays in its group", async () => {
    const mixed = {
      hooks: {
        Stop: [
          {
            hooks: [
              { type: "command", command: OURS_STOP },
              { type: "command", command: "mine.sh" },
            ],
          },
        ],
      },
    };
    const path = ws.write("codex/hooks.json", JSON.stringify(mixed));
    await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")]);
    expect(read(path)).toEqual({ hooks: { Stop: [{ hooks: [{ type: "command", command: "mine.sh" }] }] } });
  });

  it("given no hooks.json, when uninstalled, then nothing is created", async () => {
    const result = await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")]);
    expect(result.status).toBe(0);
    expect(existsSync(ws.path("codex/hooks.json"))).toBe(false);
  });

  it("given a broken hooks.json, when uninstalled, then it fails and leaves the file untouched", async () => {
    const path = ws.write("codex/hooks.json", "nope");
    const result = await runCli(["uninstall", "--user", "--codex-home", ws.path("codex")]);
    expect(result.status).toBe(1);
    expect(readFileSync(path, "utf8")).toBe("nope");
  });
});

describe("uninstall removes what install created, and only that", () => {
  const project = () => ws.path("proj");
  const hooks = () => ws.path("proj/.codex/hooks.json");
  // No config.toml in this Codex home: no trust was ever recorded, so codex is never asked.
  const env = () => ({ ...process.env, CODEX_HOME: ws.path("codex") });
  const run = (...args: string[]) => runCli(args, { env: env() });
  beforeEach(() => mkdirSync(ws.path("proj")));

  it("given a project without .codex/, when installed, re-installed with --chain and uninstalled, then hooks.json, its backup and .codex/ are gone", async () => {
    expect((await run("install", "--project", project())).status).toBe(0);
    expect((await run("install", "--project", project(), "--chain")).status).toBe(0);
    expect(existsSync(`${hooks()}.bak`)).toBe(true);
    const result = await run("uninstall", "--project", project());
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Removed ${hooks()}, its backup ${hooks()}.bak`);
    expect(existsSync(ws.path("proj/.codex"))).toBe(false);
    expect(existsSync(project())).toBe(true);
  });

  it("given a .codex/ that holds another file, when installed and uninstalled, then only hooks.json goes", async () => {
    const other = ws.write("proj/.codex/config.toml", "model = 'x'\n");
    await run("install", "--project", project());
    expect((await run("uninstall", "--project", project())).status).toBe(0);
    expect(existsSync(hooks())).toBe(false);
    expect(readFileSync(other, "utf8")).toBe("model = 'x'\n");
  });

  it.each([
    ["an empty object", "{}\n"],
    ["an object written as install would leave it", "{\n}\n"],
  ])(
    "given a hooks.json the person had (%s), when installed and uninstalled, then it and its backup stay",
    async (_name, text) => {
      ws.write("proj/.codex/hooks.json", text);
      await run("install", "--project", project());
      expect((await run("uninstall", "--project", project())).status).toBe(0);
      expect(existsSync(hooks())).toBe(true);
      expect(readFileSync(`${hooks()}.bak`, "utf8")).toBe(text);
      expect(readFileSync(hooks(), "utf8")).not.toContain("hook stop");
    },
  );

  it("given a hooks.json that is a symlink, when its target holds only ours and it is uninstalled, then the link and the target stay", async () => {
    const target = ws.write("dotfiles/hooks.json", "");
    mkdirSync(ws.path("proj/.codex"));
    symlinkSync(target, hooks());
    await run("install", "--project", project());
    // Without the backup of the empty target, only the link says the file is the person's own.
    rmSync(`${target}.bak`);
    expect((await run("uninstall", "--project", project())).status).toBe(0);
    expect(lstatSync(hooks()).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).not.toContain("hook stop");
  });

  it.each([
    ["a directory", (path: string) => mkdirSync(path)],
    ["a FIFO", (path: string) => execFileSync("mkfifo", [path])],
    ["not JSON", (path: string) => writeFileSync(path, "{ not json")],
  ])(
    "given a hooks.json.bak that is %s, when uninstalled, then it counts as the person's own and hooks.json stays",
    async (_name, make) => {
      await run("install", "--project", project());
      make(`${hooks()}.bak`);
      const result = await run("uninstall", "--project", project());
      expect(result.status).toBe(0);
      expect(existsSync(hooks())).toBe(true);
      expect(readFileSync(hooks(), "utf8")).not.toContain("hook stop");
      expect(existsSync(`${hooks()}.bak`)).toBe(true);
    },
  );

  it("given a fresh install, when uninstalled with --dry-run, then it names what would go and removes nothing", async () => {
    await run("install", "--project", project());
    const before = readFileSync(hooks(), "utf8");
    const result = await run("uninstall", "--project", project(), "--dry-run");
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`Would remove ${hooks()}`);
    expect(readFileSync(hooks(), "utf8")).toBe(before);
  });
});
