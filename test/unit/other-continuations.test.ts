import { cpSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { HooksListing, ListedHook } from "../../src/codex/hooks-list.js";
import {
  findOtherContinuations,
  type OtherContinuation,
  otherContinuationChecks,
  otherContinuationDetails,
  pluginHooksFiles,
  recogniseStartWorkContinuation,
  turnOffToml,
} from "../../src/doctor/other-continuations.js";
import { CLI } from "../helpers/cli.js";
import {
  installedOmoRoot,
  layOutOmoLikePlugin,
  PLUGIN_ROOT,
  START_WORK_HOOKS_FILE,
  START_WORK_KEY,
  stopCommand,
  ULW_LOOP_HOOKS_FILE,
  ULW_LOOP_KEY,
} from "../helpers/omo-like-plugin.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
let home: string;
let project: string;
beforeEach(() => {
  ws = new Workspace();
  home = ws.path("home");
  project = ws.path("project");
  mkdirSync(home);
  mkdirSync(project);
});
afterEach(() => ws.dispose());

const OMO_LABEL = "(OmO 4.19.4) Checking Start-Work Continuation";

/** A hooks.json with one Stop handler per command. */
function hooksFile(path: string, handlers: readonly Record<string, unknown>[]): void {
  ws.write(
    path,
    JSON.stringify({ hooks: { Stop: [{ hooks: handlers.map((h) => ({ type: "command", ...h })) }] } }),
  );
}

/** What doctor finds from the files alone (codex not asked). */
const fromFiles = (): OtherContinuation[] => findOtherContinuations(home, project, undefined);

function listed(key: string, command: string, overrides: Partial<ListedHook> = {}): ListedHook {
  return {
    key,
    eventName: "stop",
    command,
    statusMessage: null,
    source: "plugin",
    sourcePath: `${installedOmoRoot(home)}/${START_WORK_HOOKS_FILE}`,
    pluginId: "omo@sisyphuslabs",
    enabled: true,
    currentHash: "sha256:a/sha256:b",
    trustStatus: "trusted",
    ...overrides,
  };
}
const listing = (hooks: readonly ListedHook[]): HooksListing => ({
  ok: true,
  hooks,
  warnings: [],
  errors: [],
});

describe("recognising OmO's start-work-continuation by what it runs", () => {
  it("given the command with the plugin folder expanded and the bundle there, when recognised, then every piece of evidence is named", () => {
    const root = installedOmoRoot(home);
    layOutOmoLikePlugin(root);
    const recognised = recogniseStartWorkContinuation(stopCommand(root, "start-work-continuation"));
    expect(recognised?.script).toBe(`${root}/components/start-work-continuation/dist/cli.js`);
    expect(recognised?.evidence).toEqual([
      'the command is `node "…/components/start-work-continuation/dist/cli.js" hook stop`',
      `${root}/components/start-work-continuation/dist/cli.js opens with \`// components/start-work-continuation/src/cli.ts\``,
      `${root}/components/start-work-continuation/directive.md opens with \`<start-work-continuation>\``,
    ]);
  });

  it("given a bundle with no shebang and no directive beside it, when recognised, then it is, with the evidence that matched only", () => {
    const root = ws.path("omo");
    layOutOmoLikePlugin(root, {
      bundleHead: "// components/start-work-continuation/src/cli.ts\n",
      noDirective: true,
    });
    const recognised = recogniseStartWorkContinuation(stopCommand(root, "start-work-continuation"));
    expect(recognised?.evidence).toHaveLength(2);
  });

  it.each([
    [
      "the bundle's comment is not its first line",
      "#!/usr/bin/env node\nconsole.log(1);\n// components/start-work-continuation/src/cli.ts\n",
    ],
    ["the comment names another source", "#!/usr/bin/env node\n\n// components/ulw-loop/src/cli.ts\n"],
    ["the file is empty", ""],
  ])("given a file at the right path where %s, when recognised, then it is not OmO's", (_, bundleHead) => {
    const root = ws.path("omo");
    layOutOmoLikePlugin(root, { bundleHead });
    // The stub's own code follows the head; only the head decides.
    if (bundleHead === "") ws.write("omo/components/start-work-continuation/dist/cli.js", "");
    expect(recogniseStartWorkContinuation(stopCommand(root, "start-work-continuation"))).toBeUndefined();
  });

  it.each([
    ["a missing file", (root: string) => rmSync(`${root}/components/start-work-continuation/dist/cli.js`)],
    [
      "a folder in place of the file",
      (root: string) => {
        rmSync(`${root}/components/start-work-continuation/dist/cli.js`);
        mkdirSync(`${root}/components/start-work-continuation/dist/cli.js`);
      },
    ],
  ])("given %s, when recognised, then it is not reported (it cannot run either)", (_, spoil) => {
    const root = ws.path("omo");
    layOutOmoLikePlugin(root);
    spoil(root);
    expect(recogniseStartWorkContinuation(stopCommand(root, "start-work-continuation"))).toBeUndefined();
  });

  it.each([
    ["flags after hook stop", (root: string) => `${stopCommand(root, "start-work-continuation")} --chain`],
    [
      "hook subagent-stop",
      (root: string) => stopCommand(root, "start-work-continuation").replace(/stop$/, "subagent-stop"),
    ],
    ["a relative path", () => 'node "components/start-work-continuation/dist/cli.js" hook stop'],
    ["an unexpanded plugin root", () => stopCommand(PLUGIN_ROOT, "start-work-continuation")],
    ["a shell around it", (root: string) => `sh -c '${stopCommand(root, "start-work-continuation")}'`],
    [
      "another command after it",
      (root: string) => `${stopCommand(root, "start-work-continuation")}; touch x`,
    ],
    ["the ulw-loop bundle", (root: string) => stopCommand(root, "ulw-loop")],
  ])("given %s, when recognised, then it is not OmO's start-work-continuation Stop hook", (_, command) => {
    const root = ws.path("omo");
    layOutOmoLikePlugin(root);
    expect(recogniseStartWorkContinuation(command(root))).toBeUndefined();
  });
});

describe("finding other plan continuations in the files doctor reads", () => {
  it("given the omo-like plugin installed in the Codex home, when codex is not asked, then its start-work-continuation Stop hook is found, without a key, and ulw-loop is not", () => {
    const root = installedOmoRoot(home);
    layOutOmoLikePlugin(root);
    expect(fromFiles()).toEqual([
      {
        product: "OmO's start-work-continuation",
        where: `plugin omo@sisyphuslabs (${root})`,
        runs: stopCommand(root, "start-work-continuation"),
        evidence: expect.arrayContaining([expect.stringContaining("opens with")]),
      },
    ]);
  });

  it("given OmO's command expanded in the user's hooks.json and in a project's, when found, then each file is named", () => {
    const root = ws.path("omo-clone");
    layOutOmoLikePlugin(root);
    hooksFile("home/hooks.json", [{ command: stopCommand(root, "start-work-continuation") }]);
    hooksFile("project/.codex/hooks.json", [{ command: stopCommand(root, "start-work-continuation") }]);
    expect(fromFiles().map((other) => other.where)).toEqual([
      `user hooks file ${home}/hooks.json`,
      `project hooks file ${project}/.codex/hooks.json`,
    ]);
  });

  it("given a hook with OmO's label that runs something else, when found, then it is not reported", () => {
    hooksFile("home/hooks.json", [{ command: `touch ${ws.path("PWNED")}`, statusMessage: OMO_LABEL }]);
    expect(fromFiles()).toEqual([]);
  });

  it("given a plugin named omo whose Stop hook runs its own script, when found, then it is not reported", () => {
    const root = installedOmoRoot(home);
    layOutOmoLikePlugin(root);
    hooksFile(`home/plugins/cache/sisyphuslabs/omo/4.19.4/${START_WORK_HOOKS_FILE}`, [
      { command: `node "${PLUGIN_ROOT}/notify.js" hook stop`, statusMessage: OMO_LABEL },
    ]);
    expect(fromFiles()).toEqual([]);
  });

  it("given this package's own hooks (install --user and the plugin build), when found, then neither is reported", () => {
    hooksFile("home/hooks.json", [{ command: `node "${CLI}" hook stop --chain` }]);
    cpSync(
      fileURLToPath(new URL("../../plugin/", import.meta.url)),
      ws.path("home/plugins/cache/ulw/ulw-execute-continuation/0.1.0"),
      {
        recursive: true,
      },
    );
    expect(fromFiles()).toEqual([]);
  });

  it("given another product's unrelated Stop hook in a hooks file, when found, then it is not reported", () => {
    const other = ws.write("notify/dist/cli.js", "#!/usr/bin/env node\n\n// src/cli.ts\n");
    hooksFile("home/hooks.json", [{ command: `node "${other}" hook stop` }, { command: "say done" }]);
    expect(fromFiles()).toEqual([]);
  });

  it.each([
    ["a hooks file that is not JSON", "{nope"],
    ["Stop that is not a list", JSON.stringify({ hooks: { Stop: { hooks: [] } } })],
    ["a group without handlers", JSON.stringify({ hooks: { Stop: [{}, null, 3] } })],
    [
      "handlers without a command",
      JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command" }, null, { command: 7 }] }] } }),
    ],
    ["hooks that is a list", JSON.stringify({ hooks: [] })],
  ])("given %s, when found, then nothing is reported and nothing throws", (_, text) => {
    ws.write("home/hooks.json", text);
    expect(fromFiles()).toEqual([]);
  });

  it.each([
    ["a manifest that is not JSON", "{", ["hooks/hooks.json"]],
    ["hooks that is a number", JSON.stringify({ hooks: 3 }), ["hooks/hooks.json"]],
    ["hooks that names one file", JSON.stringify({ hooks: "./hooks/one.json" }), ["hooks/one.json"]],
    [
      "hooks that names files outside the plugin",
      JSON.stringify({ hooks: ["../../evil.json", "/etc/x.json", 4] }),
      ["hooks/hooks.json"],
    ],
  ])(
    "given %s, when the plugin's hooks files are listed, then only files inside it are",
    (_, manifest, files) => {
      const root = ws.path("plugin");
      ws.write("plugin/.codex-plugin/plugin.json", manifest);
      expect(pluginHooksFiles(root)).toEqual(files.map((file) => `${root}/${file}`));
    },
  );
});

describe("what codex lists decides, when it answers", () => {
  it("given codex lists the hook, when found, then its key, state and trust come from codex", () => {
    const root = installedOmoRoot(home);
    layOutOmoLikePlugin(root);
    const found = findOtherContinuations(
      home,
      project,
      listing([
        listed(START_WORK_KEY, stopCommand(root, "start-work-continuation"), { trustStatus: "untrusted" }),
        listed(ULW_LOOP_KEY, stopCommand(root, "ulw-loop"), { sourcePath: `${root}/${ULW_LOOP_HOOKS_FILE}` }),
      ]),
    );
    expect(found).toEqual([
      expect.objectContaining({ key: START_WORK_KEY, enabled: true, trustStatus: "untrusted" }),
    ]);
  });

  it("given codex lists nothing for an installed copy (a plugin it does not run), when found, then it is not reported", () => {
    layOutOmoLikePlugin(installedOmoRoot(home));
    expect(findOtherContinuations(home, project, listing([]))).toEqual([]);
  });

  it("given codex lists a hook with OmO's label and plugin id that runs something else, when found, then it is not reported", () => {
    layOutOmoLikePlugin(installedOmoRoot(home));
    const found = findOtherContinuations(
      home,
      project,
      listing([listed(START_WORK_KEY, "touch /tmp/PWNED", { statusMessage: OMO_LABEL })]),
    );
    expect(found).toEqual([]);
  });
});

describe("what doctor says about them", () => {
  const other: OtherContinuation = {
    product: "OmO's start-work-continuation",
    where: "plugin omo@sisyphuslabs (/h/plugins/cache/sisyphuslabs/omo/4.19.4)",
    runs: 'node "/x" hook stop',
    evidence: ["e1", "e2"],
    key: START_WORK_KEY,
    enabled: true,
    trustStatus: "trusted",
  };

  it("given one beside our Stop hook, when checked, then a problem with the consequence and the way to turn it off", () => {
    const [check] = otherContinuationChecks([other], true, "/h");
    expect(check?.status).toBe("problem");
    expect(check?.what).toContain(`key ${START_WORK_KEY}`);
    expect(check?.what).toContain("each continuation carries both directives (15.9 KB");
    expect(check?.next).toContain("/h/config.toml");
    expect(check?.next).toContain("`/hooks` in the codex TUI");
  });

  it("given its key, when the details are printed, then they hold the exact TOML under the evidence", () => {
    const lines = otherContinuationDetails([other], "/h");
    expect(lines.slice(-3)).toEqual([
      "    to turn it off, add to /h/config.toml:",
      `      [hooks.state."${START_WORK_KEY}"]`,
      "      enabled = false",
    ]);
    expect(lines).toContain("    matched: e1");
    expect(turnOffToml('a"b')).toEqual(['[hooks.state."a\\"b"]', "enabled = false"]);
  });

  it("given no key (codex not asked), when checked, then it says how to find it", () => {
    const { key: _, ...unlisted } = other;
    const [check] = otherContinuationChecks([unlisted], true, "/h");
    expect(check?.next).toContain("hooks/list");
    expect(otherContinuationDetails([unlisted], "/h").at(-1)).toContain("`/hooks` in the codex TUI");
  });

  it("given it turned off in codex, when checked, then it is ok and not shown again", () => {
    const off = { ...other, enabled: false };
    expect(otherContinuationChecks([off], true, "/h")[0]?.status).toBe("ok");
    expect(otherContinuationDetails([off], "/h")).toEqual([]);
  });

  it("given no Stop hook of ours, when checked, then nothing is doubled: ok", () => {
    expect(otherContinuationChecks([other], false, "/h")[0]?.status).toBe("ok");
  });

  it("given codex says untrusted, when checked, then it still counts, saying it runs once trusted", () => {
    const [check] = otherContinuationChecks([{ ...other, trustStatus: "untrusted" }], true, "/h");
    expect(check?.status).toBe("problem");
    expect(check?.what).toContain("it runs once trusted");
  });
});
