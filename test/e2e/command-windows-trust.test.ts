import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Workspace } from "../helpers/workspace.js";
import { lacking } from "./codex-under-test.js";
import { CODEX, netns, runCodex, scenarioWorkspace } from "./harness.js";

/**
 * Codex hashes a hook for trust without its `commandWindows` (on Windows it hashes the command it runs
 * there instead): so an install from before this package wrote that field stays trusted on POSIX when a
 * new `install` adds it. Measured here with the real Codex, offline.
 */

let ws: Workspace;
beforeEach(({ skip }) => {
  ws = scenarioWorkspace("ulw-test-");
  const why = lacking(CODEX, ["hookTrust"]);
  skip(why !== undefined, why);
});
afterEach(() => ws.dispose());

const LIST_HOOKS = fileURLToPath(new URL("./list-hooks.mjs", import.meta.url));
/** Rewrites a hooks.json without any commandWindows: what install wrote before it had one. */
const dropCommandWindows = (path: string): string[] => [
  "node",
  "-e",
  "const fs = require('fs'); const p = process.argv[1]; fs.writeFileSync(p, JSON.stringify(JSON.parse(fs.readFileSync(p, 'utf8'), (k, v) => (k === 'commandWindows' ? undefined : v)), null, 2));",
  path,
];
const statuses = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line))
      .map(({ key, trustStatus }: { key: string; trustStatus: string }) => [key, trustStatus]),
  );

describe.skipIf(!netns.ok)("commandWindows and Codex's trust", () => {
  it("given our hooks trusted as registered without commandWindows, when install adds it, then codex lists every one still trusted, and a changed command not", async () => {
    const home = ws.path("codex-home");
    const hooks = `${home}/hooks.json`;
    const [run] = await runCodex(
      ws,
      [],
      [
        {
          commands: [
            ["ulw", "install", "--user", "--codex-home", home],
            dropCommandWindows(hooks),
            ["ulw", "trust", "--codex-home", home],
            ["node", LIST_HOOKS],
            ["ulw", "install", "--user", "--codex-home", home],
            ["node", LIST_HOOKS],
            ["ulw", "install", "--user", "--codex-home", home, "--chain"],
            ["node", LIST_HOOKS],
          ],
        },
      ],
      { noInstall: true },
    );
    const printed = (index: number) => run?.commands[index]?.stdout ?? "";
    expect(run?.commands.map((command) => command.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const before = statuses(printed(3));
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(3);
    expect(Object.values(before).every((status) => status === "trusted")).toBe(true);
    expect(printed(4)).toContain(`Registered Stop`);
    expect(statuses(printed(5))).toEqual(before);
    // The control: a change codex does hash (the Stop command's flags) is no longer trusted.
    expect(statuses(printed(7))[`${hooks}:stop:0:0`]).toBe("modified");
  });
});
