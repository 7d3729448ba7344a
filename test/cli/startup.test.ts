import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";
import { KEY } from "../helpers/scenarios.js";
import { FIXTURES, singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

/** Runs a hook with a preload that reports every file loaded; returns those files and stdout. */
function loadedFiles(payload: unknown, hook = "stop"): { files: string[]; stdout: string } {
  const result = spawnSync(
    process.execPath,
    ["-r", `${FIXTURES}report-loaded-modules.cjs`, CLI, "hook", hook],
    {
      input: JSON.stringify(payload),
      encoding: "utf8",
    },
  );
  const files: unknown = JSON.parse(result.stderr.trim().split("\n").at(-1) ?? "[]");
  return { files: Array.isArray(files) ? files.map(String) : [], stdout: result.stdout };
}

describe("what the hook loads", () => {
  it("given a work whose plan exists, when the hook continues it, then only dist/cli.js is loaded, not the command line or plan discovery", () => {
    ws.write("plan.md", "- [ ] 1. only\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const { files, stdout } = loadedFiles(stopPayload(ws.root));
    expect(stdout).toContain('"decision":"block"');
    expect(files.some((file) => file.endsWith("dist/cli.js"))).toBe(true);
    expect(
      files.filter(
        (file) =>
          file.includes("program.js") || file.includes("plan-discovery") || file.includes("node_modules"),
      ),
    ).toEqual([]);
  });

  it("given a stale plan path, when the hook looks for the plan by name, then the plan-discovery bundle is loaded for that", () => {
    ws.write(".omo/plans/p.md", "- [ ] 1. only\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "moved/p.md"));
    const { files, stdout } = loadedFiles(stopPayload(ws.root));
    expect(stdout).toContain('"decision":"block"');
    expect(files.some((file) => file.endsWith("dist/plan-discovery.js"))).toBe(true);
  });

  it.each([
    ["startup", ""],
    ["compact", "hookSpecificOutput"],
  ])(
    "given a work whose plan exists, when `hook session-start` runs for source %s, then only dist/cli.js is loaded, as for `hook stop`",
    (source, printed) => {
      ws.write("plan.md", "- [ ] 1. only\n");
      ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
      const payload = { ...stopPayload(ws.root), hook_event_name: "SessionStart", source };
      const { files, stdout } = loadedFiles(payload, "session-start");
      expect(stdout === "" ? "" : stdout.slice(2, 20)).toBe(printed);
      expect(files.some((file) => file.endsWith("dist/cli.js"))).toBe(true);
      expect(
        files.filter(
          (file) =>
            file.includes("program.js") ||
            file.includes("plan-discovery") ||
            file.includes("prompt-submit") ||
            file.includes("node_modules"),
        ),
      ).toEqual([]);
    },
  );
});
