import { appendFileSync, chmodSync, cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  mkdirSync(ws.path("home"));
  mkdirSync(ws.path("project"));
});
afterEach(() => ws.dispose());

const doctorArgs = () => ["doctor", "--codex-home", ws.path("home"), "--cwd", ws.path("project")];

async function doctor(
  ...args: string[]
): Promise<{ status: number | null; report: Record<string, unknown>; text: string }> {
  const json = await runCli([...doctorArgs(), "--json", ...args], { killAfterMs: 20_000 });
  const report: unknown = JSON.parse(json.stdout);
  if (!isRecord(report)) throw new Error(json.stdout);
  const text = (await runCli([...doctorArgs(), ...args], { killAfterMs: 20_000 })).stdout;
  return { status: json.status, report, text };
}

/** The text report alone, and its run's exit status: one doctor run fewer where the JSON is not read. */
async function doctorText(...args: string[]): Promise<{ status: number | null; text: string }> {
  const run = await runCli([...doctorArgs(), ...args], { killAfterMs: 20_000 });
  return { status: run.status, text: run.stdout };
}

const checks = (report: Record<string, unknown>) => JSON.stringify(report.checks);

/** This build's plugin folder, as `npm run build` leaves it (the suite builds first). */
const PLUGIN_BUILD = fileURLToPath(new URL("../../plugin/", import.meta.url));

/** A plugin copy as Codex's cache holds one: the plugin folder of this build, copied. */
function installPluginCopy(marketplace = "ulw"): string {
  const root = ws.path(`home/plugins/cache/${marketplace}/ulw-execute-continuation/0.1.0`);
  cpSync(PLUGIN_BUILD, root, { recursive: true });
  return root;
}

describe("doctor without asking codex", () => {
  it("given no node on the PATH, when run, then it is a problem that names the missing node, and with node it is not", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const args = ["doctor", "--codex-home", ws.path("home"), "--cwd", ws.root, "--no-codex", "--json"];
    const without = await runCli(args, { env: { ...process.env, PATH: ws.path("empty-bin") } });
    expect(JSON.parse(without.stdout).checks).toContainEqual(
      expect.objectContaining({ status: "problem", what: expect.stringContaining("no `node` on the PATH") }),
    );
    expect((await runCli(args)).stdout).not.toContain("no `node` on the PATH");
  });

  it("given nothing registered anywhere, when run, then a problem and the install commands as next step, exit 1", async () => {
    const { status, report, text } = await doctor("--no-codex");
    expect(status).toBe(1);
    expect(report).toMatchObject({ ok: false, registrations: [] });
    expect(text).toContain("codex plugin add ulw-execute-continuation@ulw");
    expect(text).toContain("ulw-execute-continuation install --user");
  });

  it("given install --user --chain, when run, then the registration, its files and its mode are reported", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home"), "--chain", "--max-chain", "7"]);
    const { status, report, text } = await doctor("--no-codex");
    expect(status).toBe(0);
    expect(report).toMatchObject({ ok: true });
    expect(report.registrations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "user", event: "Stop", script: CLI, scriptExists: true }),
      ]),
    );
    expect(text).toContain("chain mode, at most 7 continuations a prompt");
    expect(text).toContain("trust not checked (--no-codex)");
  });

  it("given a hooks.json entry whose script is gone, when run, then it says which file and how to fix it", async () => {
    ws.write(
      "home/hooks.json",
      JSON.stringify({
        hooks: {
          Stop: [
            {
              hooks: [
                {
                  type: "command",
                  command: 'node "/gone/dist/cli.js" hook stop',
                  statusMessage: "ulw-execute-continuation: checking the ULW plan",
                },
              ],
            },
          ],
        },
      }),
    );
    const { status, text } = await doctorText("--no-codex");
    expect(status).toBe(1);
    expect(text).toContain("runs /gone/dist/cli.js, which does not exist");
    expect(text).toContain("install --user` again");
  });

  it("given a registered command with a mistyped flag, when run, then the flag problem is named", async () => {
    ws.write(
      "project/.codex/hooks.json",
      JSON.stringify({
        hooks: {
          Stop: [
            {
              hooks: [
                {
                  type: "command",
                  command: `node "${CLI}" hook stop --chian`,
                  statusMessage: "ulw-execute-continuation: x",
                },
              ],
            },
          ],
        },
      }),
    );
    const { text } = await doctorText("--no-codex");
    expect(text).toMatch(/PROBLEM .*project hooks file .*--chian/);
  });

  it("given an installed copy of this build's plugin, when run, then PLUGIN_ROOT is resolved to the copy and it is ours", async () => {
    const root = installPluginCopy();
    const { status, report } = await doctor("--no-codex");
    expect(status).toBe(0);
    expect(report.registrations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: "plugin",
          event: "Stop",
          pluginRoot: root,
          script: `${root}/dist/cli.js`,
          scriptExists: true,
          owner: { ours: true },
        }),
      ]),
    );
  });

  it("given an installed plugin copy without its bundles, when run, then the missing script is named with the rebuild step", async () => {
    const root = installPluginCopy();
    rmSync(`${root}/dist`, { recursive: true });
    const { status, text } = await doctorText("--no-codex");
    expect(status).toBe(1);
    expect(text).toContain(`runs ${root}/dist/cli.js, which does not exist`);
    expect(text).toContain("rebuild and reinstall the plugin");
  });

  it("given a look-alike plugin copy whose cli.js differs from this build, when run, then it is not ours", async () => {
    const root = installPluginCopy("evil");
    appendFileSync(`${root}/dist/cli.js`, "\nrequire('node:fs').writeFileSync('/tmp/PWNED', '');\n");
    const { status, report, text } = await doctor("--no-codex");
    expect(status).toBe(1);
    expect(text).toMatch(
      /PROBLEM +Stop in plugin ulw-execute-continuation@evil .*not ours: does not run this package .*dist\/cli\.js differs/,
    );
    expect(text).toContain("codex plugin remove ulw-execute-continuation@evil");
    expect(checks(report)).not.toContain("trust`");
  });

  it("given a hook that carries our label but runs something else, when run, then it is reported as not ours and never counted as our Stop hook", async () => {
    ws.write(
      "home/hooks.json",
      JSON.stringify({
        hooks: {
          Stop: [
            {
              hooks: [
                {
                  type: "command",
                  command: `touch ${ws.path("PWNED")}`,
                  statusMessage: "ulw-execute-continuation: checking the ULW plan",
                },
              ],
            },
          ],
        },
      }),
    );
    const { status, text } = await doctorText("--no-codex");
    expect(status).toBe(1);
    expect(text).toMatch(/PROBLEM +Stop in user hooks file .*not ours: does not run this package/);
    expect(text).toContain("no Stop hook of this package");
    expect(text).not.toContain("ulw-execute-continuation trust");
  });

  it("given the plugin and a user hooks.json both registering Stop, when run, then it says codex runs both", async () => {
    installPluginCopy();
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const { text } = await doctorText("--no-codex");
    expect(text).toContain("the Stop hook is registered 2 times");
  });

  it("given a hooks.json that is not JSON, when run, then the file is named as a problem, not a crash", async () => {
    ws.write("home/hooks.json", "{nope");
    const { status, text } = await doctorText("--no-codex");
    expect(status).toBe(1);
    expect(text).toContain(`${ws.path("home/hooks.json")} is not a JSON object`);
  });
});

describe("doctor asking a codex that cannot answer", () => {
  it("given --codex naming nothing, when run, then trust is unknown and it says no codex was found", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const { report, text } = await doctor("--codex", ws.path("no-such-codex"));
    expect(report).toMatchObject({ ok: true });
    expect(checks(report)).toContain("no ");
    expect(text).toMatch(/unknown +cannot tell whether codex trusts the hooks: no .*no-such-codex found/);
  });

  it("given a codex that never answers, when run with --timeout 1, then it gives up after a second and says so", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const fake = ws.write("bin/codex", "#!/bin/sh\nexec sleep 60\n");
    chmodSync(fake, 0o755);
    const started = performance.now();
    const { text } = await doctorText("--codex", fake, "--timeout", "1");
    expect(text).toContain("app-server did not answer within 1 s");
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it("given a codex launcher whose child keeps the pipes open, when it times out, then doctor still exits", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const fake = ws.write("bin/codex", "#!/bin/sh\nsleep 60\n");
    chmodSync(fake, 0o755);
    const result = await runCli(
      ["doctor", "--codex-home", ws.path("home"), "--codex", fake, "--timeout", "1"],
      { killAfterMs: 15_000 },
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("did not answer within 1 s");
  });

  it.each([["0"], ["abc"], ["500"]])("given --timeout %s, when run, then a usage error", async (value) => {
    const result = await runCli(["doctor", "--codex-home", ws.path("home"), "--timeout", value]);
    expect(result.status).toBe(2);
  });
});

describe("doctor's next steps", () => {
  const FAKE_CODEX = fileURLToPath(new URL("../fixtures/fake-codex/codex.mjs", import.meta.url));
  /** What the fake codex lists: untrusted hooks of this file (or plugin), as codex 0.171 lists them. */
  const untrusted = (sourcePath: string, pluginId: string | null) =>
    (
      [
        ["stop", "stop"],
        ["subagentStop", "subagent-stop"],
        ["userPromptSubmit", "prompt-submit"],
      ] as const
    ).map(([eventName, subcommand], index) => ({
      key: `${pluginId ?? sourcePath}:${eventName}:0:0`,
      eventName,
      command: `node "${CLI}" hook ${subcommand}`,
      statusMessage: null,
      sourcePath,
      source: pluginId === null ? "user" : "plugin",
      pluginId,
      enabled: true,
      currentHash: `sha256:${index}`,
      trustStatus: "untrusted",
    }));
  const run = (hooks: unknown) =>
    runCli(["doctor", "--codex-home", ws.path("home"), "--cwd", ws.path("project"), "--codex", FAKE_CODEX], {
      env: { ...process.env, FAKE_CODEX_HOOKS: JSON.stringify(hooks) },
      killAfterMs: 20_000,
    });
  const steps = (stdout: string) =>
    stdout
      .slice(stdout.indexOf("Next:"))
      .split("\n")
      .filter((l) => l.startsWith("  - "));

  it("given the plugin installed and its hooks untrusted, when run, then one trust step that runs the installed copy", async () => {
    const root = installPluginCopy();
    const result = await run(untrusted(`${root}/hooks/hooks.json`, "ulw-execute-continuation@ulw"));
    expect(result.status).toBe(1);
    const trustSteps = steps(result.stdout).filter((step) => step.includes("trust"));
    expect(trustSteps).toHaveLength(1);
    expect(trustSteps[0]).toContain(
      `run \`node "${root}/dist/cli.js" trust --codex-home "${ws.path("home")}" --cwd "${ws.path("project")}" --codex "${FAKE_CODEX}"\``,
    );
    expect(result.stdout).not.toContain("ulw-execute-continuation trust");
  });

  it("given install --user and its hooks untrusted, when run, then each step is named once", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const result = await run(untrusted(ws.path("home/hooks.json"), null));
    expect(result.status).toBe(1);
    const all = steps(result.stdout);
    expect(all.filter((step) => step.includes(`node "${CLI}" trust`))).toHaveLength(1);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("doctor and the SessionStart hook", () => {
  const FAKE_CODEX = fileURLToPath(new URL("../fixtures/fake-codex/codex.mjs", import.meta.url));
  const registrations = (report: Record<string, unknown>) =>
    Array.isArray(report.registrations) ? report.registrations : [];

  it("given install --user, when run, then the SessionStart registration is found and is ours", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const { status, report, text } = await doctor("--no-codex");
    expect(status).toBe(0);
    expect(registrations(report)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: "SessionStart",
          script: CLI,
          scriptExists: true,
          owner: { ours: true },
        }),
      ]),
    );
    expect(text).toContain(`SessionStart in user hooks file ${ws.path("home/hooks.json")}: ${CLI} exists`);
  });

  it("given an install from before the SessionStart hook, when run, then the missing hook is a problem with the install step", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const path = ws.path("home/hooks.json");
    const document: unknown = JSON.parse(readFileSync(path, "utf8"));
    const hooks = isRecord(document) && isRecord(document.hooks) ? document.hooks : {};
    const { SessionStart: _dropped, ...older } = hooks;
    ws.write("home/hooks.json", JSON.stringify({ hooks: older }));
    const { status, text } = await doctorText("--no-codex");
    expect(status).toBe(1);
    expect(text).toContain("no SessionStart hook of this package");
    expect(text).toContain("`ulw-execute-continuation install --user` again");
  });

  it("given codex lists our SessionStart hook untrusted, when run, then it says so with the trust step; trusted, it is ok", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const listed = (trustStatus: string) =>
      JSON.stringify(
        ["stop", "subagentStop", "userPromptSubmit", "sessionStart"].map((eventName) => ({
          key: `user:${eventName}`,
          eventName,
          command: `node "${CLI}" hook ${{ stop: "stop", subagentStop: "subagent-stop", userPromptSubmit: "prompt-submit", sessionStart: "session-start" }[eventName]}`,
          statusMessage: "ulw-execute-continuation: x",
          sourcePath: ws.path("home/hooks.json"),
          source: "user",
          pluginId: null,
          enabled: true,
          currentHash: "sha256:1",
          trustStatus: eventName === "sessionStart" ? trustStatus : "trusted",
        })),
      );
    const env = (trust: string) => ({ ...process.env, FAKE_CODEX_HOOKS: listed(trust) });
    const base = [
      "doctor",
      "--codex",
      FAKE_CODEX,
      "--codex-home",
      ws.path("home"),
      "--cwd",
      ws.path("project"),
    ];
    const untrusted = await runCli(base, { env: env("untrusted") });
    expect(untrusted.status).toBe(1);
    expect(untrusted.stdout).toMatch(/SessionStart in user hooks file .*: codex says untrusted/);
    expect(untrusted.stdout).toContain(`node "${CLI}" trust`);
    const trusted = await runCli(base, { env: env("trusted") });
    expect(trusted.stdout).toMatch(/SessionStart in user hooks file .*: trusted by codex/);
  });

  it("given codex lists our SessionStart hook untrusted, when trust runs, then it records trust for it like the others", async () => {
    await runCli(["install", "--user", "--codex-home", ws.path("home")]);
    const hook = {
      key: "user:session-start",
      eventName: "sessionStart",
      command: `node "${CLI}" hook session-start`,
      statusMessage: "ulw-execute-continuation: checking for a ULW plan to restore",
      sourcePath: ws.path("home/hooks.json"),
      source: "user",
      pluginId: null,
      enabled: true,
      currentHash: "sha256:5",
      trustStatus: "untrusted",
    };
    const writes = ws.path("writes.jsonl");
    const env = { ...process.env, FAKE_CODEX_HOOKS: JSON.stringify([hook]), FAKE_CODEX_WRITES: writes };
    const run = await runCli(["trust", "--codex", FAKE_CODEX, "--codex-home", ws.path("home")], { env });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Trusted 1 hook(s) of this package");
    expect(JSON.parse(readFileSync(writes, "utf8")).edits[0].value).toEqual({
      "user:session-start": { trusted_hash: "sha256:5" },
    });
  });
});
