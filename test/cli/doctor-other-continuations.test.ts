import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import {
  installedOmoRoot,
  layOutOmoLikePlugin,
  START_WORK_HOOKS_FILE,
  START_WORK_KEY,
  stopCommand,
  ULW_LOOP_HOOKS_FILE,
  ULW_LOOP_KEY,
} from "../helpers/omo-like-plugin.js";
import { Workspace } from "../helpers/workspace.js";

const FAKE_CODEX = fileURLToPath(new URL("../fixtures/fake-codex/codex.mjs", import.meta.url));

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  mkdirSync(ws.path("home"));
  mkdirSync(ws.path("project"));
});
afterEach(() => ws.dispose());

const doctorArgs = (args: readonly string[]) => [
  "doctor",
  "--codex-home",
  ws.path("home"),
  "--cwd",
  ws.path("project"),
  ...args,
];

/** `doctor --json` and `doctor`, in that order, with `env` (the fake codex's listing). */
async function doctor(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number | null; report: Record<string, unknown>; text: string }> {
  const json = await runCli([...doctorArgs(args), "--json"], { env, killAfterMs: 20_000 });
  const report: unknown = JSON.parse(json.stdout);
  if (!isRecord(report)) throw new Error(json.stdout);
  const text = (await runCli(doctorArgs(args), { env, killAfterMs: 20_000 })).stdout;
  return { status: json.status, report, text };
}

/** `doctor` alone, its text and exit status: one doctor run (and codex's) fewer where the JSON is not read. */
async function doctorText(args: readonly string[], env: NodeJS.ProcessEnv) {
  const run = await runCli(doctorArgs(args), { env, killAfterMs: 20_000 });
  return { status: run.status, text: run.stdout };
}

/** Our hooks as `install --user` registers them, listed trusted, then OmO's two Stop hooks. */
function listing(omoEnabled: boolean): unknown[] {
  const root = installedOmoRoot(ws.path("home"));
  const ours = (eventName: string, subcommand: string) => ({
    key: `${ws.path("home/hooks.json")}:${eventName}:0:0`,
    eventName,
    command: `node "${CLI}" hook ${subcommand}`,
    source: "user",
    sourcePath: ws.path("home/hooks.json"),
    pluginId: null,
    enabled: true,
    currentHash: "sha256:1",
    trustStatus: "trusted",
  });
  const omo = (key: string, file: string, component: string) => ({
    key,
    eventName: "stop",
    command: stopCommand(root, component),
    statusMessage: "(OmO 4.19.4) whatever",
    source: "plugin",
    sourcePath: `${root}/${file}`,
    pluginId: "omo@sisyphuslabs",
    enabled: omoEnabled,
    currentHash: "sha256:2/sha256:3",
    trustStatus: "trusted",
  });
  return [
    ours("stop", "stop"),
    ours("subagentStop", "subagent-stop"),
    ours("userPromptSubmit", "prompt-submit"),
    ours("sessionStart", "session-start"),
    omo(START_WORK_KEY, START_WORK_HOOKS_FILE, "start-work-continuation"),
    omo(ULW_LOOP_KEY, ULW_LOOP_HOOKS_FILE, "ulw-loop"),
  ];
}

const fakeCodex = (hooks: unknown[]) => ({ ...process.env, FAKE_CODEX_HOOKS: JSON.stringify(hooks) });

describe("doctor beside OmO's start-work-continuation", () => {
  beforeEach(async () => {
    expect((await runCli(["install", "--user", "--codex-home", ws.path("home")])).status).toBe(0);
    layOutOmoLikePlugin(installedOmoRoot(ws.path("home")));
  });

  it("given the omo-like plugin installed and codex not asked, when doctor runs, then it names the hook, the evidence and how to find its key", async () => {
    const { status, report, text } = await doctor(["--no-codex"]);
    expect(status).toBe(1);
    expect(text).toMatch(
      /PROBLEM +OmO's start-work-continuation Stop hook in plugin omo@sisyphuslabs .*continues the same plan .*each continuation carries both directives \(15\.9 KB/,
    );
    expect(text).toContain(
      'matched: the command is `node "…/components/start-work-continuation/dist/cli.js" hook stop`',
    );
    expect(text).toContain("`/hooks` in the codex TUI");
    expect(text).not.toContain("ulw-loop");
    expect(report.otherContinuations).toEqual([expect.not.objectContaining({ key: expect.anything() })]);
  });

  it("given codex lists OmO's hook enabled, when doctor runs, then it prints the exact TOML with the key codex listed", async () => {
    const { status, report, text } = await doctor(["--codex", FAKE_CODEX], fakeCodex(listing(true)));
    expect(status).toBe(1);
    const config = ws.path("home/config.toml");
    expect(text).toContain(
      `    to turn it off, add to ${config}:\n      [hooks.state."${START_WORK_KEY}"]\n      enabled = false\n`,
    );
    expect(text).toContain(`key ${START_WORK_KEY}`);
    expect(report.otherContinuations).toEqual([
      expect.objectContaining({
        key: START_WORK_KEY,
        enabled: true,
        turnOff: { configToml: config, lines: [`[hooks.state."${START_WORK_KEY}"]`, "enabled = false"] },
      }),
    ]);
    // Only OmO's start-work-continuation: not ulw-loop, not ours.
    expect(JSON.stringify(report.otherContinuations)).not.toContain(ULW_LOOP_KEY);
  });

  it("given codex lists OmO's hook as turned off, when doctor runs, then all is well and it says only this package continues", async () => {
    const { status, text } = await doctorText(["--codex", FAKE_CODEX], fakeCodex(listing(false)));
    expect(status).toBe(0);
    expect(text).toMatch(/ok +OmO's start-work-continuation Stop hook .* turned off in codex/);
    expect(text).not.toContain("enabled = false");
  });
});

describe("doctor with look-alikes and no OmO", () => {
  it("given a Stop hook with OmO's label running something else, and another product's Stop hook, when doctor runs, then neither is named", async () => {
    expect((await runCli(["install", "--user", "--codex-home", ws.path("home")])).status).toBe(0);
    const notify = ws.write("notify/dist/cli.js", "#!/usr/bin/env node\n\n// src/cli.ts\n");
    const handlers = [
      {
        type: "command",
        command: `touch ${ws.path("PWNED")}`,
        statusMessage: "(OmO 4.19.4) Checking Start-Work Continuation",
      },
      { type: "command", command: `node "${notify}" hook stop` },
    ];
    ws.write("project/.codex/hooks.json", JSON.stringify({ hooks: { Stop: [{ hooks: handlers }] } }));
    const { status, report, text } = await doctor(["--no-codex"]);
    expect(status).toBe(0);
    expect(report.otherContinuations).toEqual([]);
    expect(text).not.toContain("start-work-continuation");
  });
});
