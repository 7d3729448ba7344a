import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { fixture, singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const KEY = "codex:019a5b1e-0000-7000-8000-000000000001";

/** Every entry under `root` with its type, mode, size, mtime and content hash. */
function snapshot(root: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stats = lstatSync(path);
      const hash = stats.isFile() ? createHash("sha256").update(readFileSync(path)).digest("hex") : "";
      result[path.slice(root.length)] = `${stats.mode}:${stats.size}:${stats.mtimeMs}:${hash}`;
      if (stats.isDirectory()) walk(path);
    }
  };
  walk(root);
  return result;
}

let ws: Workspace;
afterEach(() => ws.dispose());

describe("hook stop never writes", () => {
  it.each([
    ["a continuation", {}],
    ["a silent stop on context pressure", { transcript_path: "rollout.jsonl" }],
    ["a declared blocker", { last_assistant_message: "<ulw-execute-blocked-external>\nNo key." }],
  ])(
    "given %s, when the hook runs, then the workspace tree is byte-for-byte unchanged",
    async (_name, overrides) => {
      ws = new Workspace();
      ws.write(".omo/plans/plan.md", fixture("plans/structured.md"));
      ws.write("wt/.omo/plans/plan.md", fixture("plans/structured.md"));
      ws.write("rollout.jsonl", '{"msg":"Context compacted"}\n');
      ws.writeBoulder(singleWorkBoulder(KEY, ".omo/plans/plan.md", { worktree_path: "wt" }));
      const before = snapshot(ws.root);
      const result = await runCli(["hook", "stop"], {
        input: JSON.stringify(stopPayload(ws.root, overrides)),
        cwd: ws.root,
      });
      expect(result.status).toBe(0);
      expect(snapshot(ws.root)).toEqual(before);
      expect(Object.keys(before).length).toBeGreaterThan(5);
    },
  );
});
