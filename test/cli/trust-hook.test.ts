import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { Workspace } from "../helpers/workspace.js";

const FAKE_CODEX = fileURLToPath(new URL("../fixtures/fake-codex/codex.mjs", import.meta.url));

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  mkdirSync(ws.path("home"));
});
afterEach(() => ws.dispose());

const listed = (key: string, command: string, trustStatus: string) => ({
  key,
  eventName: "stop",
  command,
  statusMessage: null,
  sourcePath: ws.path("home/hooks.json"),
  source: "user",
  pluginId: null,
  enabled: true,
  currentHash: `sha256:${command.length}`,
  trustStatus,
});

/** config.toml's trust entries: `notify.sh` was trusted at another place before it moved. */
const TRUSTED_BEFORE = { hooks: { state: { "k:stop:5:0": { trusted_hash: "sha256:9" } } } };

function trustHook(hooks: readonly object[], ...args: string[]) {
  const writes = ws.path("writes.jsonl");
  const env = {
    ...process.env,
    FAKE_CODEX_HOOKS: JSON.stringify(hooks),
    FAKE_CODEX_WRITES: writes,
    FAKE_CODEX_CONFIG: JSON.stringify(TRUSTED_BEFORE),
  };
  const run = runCli(["trust", "--codex", FAKE_CODEX, "--codex-home", ws.path("home"), ...args], { env });
  const written = () => (existsSync(writes) ? readFileSync(writes, "utf8") : "");
  return { run, written };
}

describe("trust --hook: the person names the moved hooks to trust again", () => {
  it("given two hooks not ours, one trusted before at another place, when it is named, then only it is written, at the hash codex gives it", async () => {
    const hooks = [
      listed("k:stop:0:0", "notify.sh", "untrusted"),
      listed("k:stop:1:0", "other.sh", "untrusted"),
    ];
    const { run, written } = trustHook(hooks, "--hook", "k:stop:0:0");
    const result = await run;
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("Trusted 1 hook(s) you named:\n  k:stop:0:0\n    runs: notify.sh\n");
    expect(JSON.parse(written()).edits).toEqual([
      {
        keyPath: "hooks.state",
        value: { "k:stop:0:0": { trusted_hash: "sha256:9" } },
        mergeStrategy: "upsert",
      },
    ]);
  });

  it("given a hook that was never trusted (a model's own, say), when named, then it is refused and nothing is written", async () => {
    const { run, written } = trustHook(
      [listed("k:stop:0:0", "other-hook.sh", "untrusted")],
      "--hook",
      "k:stop:0:0",
    );
    const result = await run;
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("trusts again only a hook that was trusted before at another place");
    expect(written()).toBe("");
  });

  it("given a key codex does not list, when named, then it fails and writes nothing", async () => {
    const { run, written } = trustHook(
      [listed("k:stop:0:0", "notify.sh", "untrusted")],
      "--hook",
      "k:stop:9:0",
    );
    const result = await run;
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('codex lists no hook "k:stop:9:0"');
    expect(written()).toBe("");
  });

  it("given --hook with --forget, when run, then it is a usage error", async () => {
    const { run, written } = trustHook([], "--forget", "--hook", "k:stop:0:0");
    expect((await run).status).toBe(2);
    expect(written()).toBe("");
  });
});
