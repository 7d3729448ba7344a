import { describe, expect, it } from "vitest";
import { sortTrustEntries } from "../../src/cli/forget-trust.js";
import type { ListedHook } from "../../src/codex/hooks-list.js";
import { stateKeyPath, trustStateOf } from "../../src/codex/hooks-list.js";

const hook = (key: string, currentHash: string): ListedHook => ({
  key,
  eventName: "stop",
  command: 'node "/p/dist/cli.js" hook stop',
  statusMessage: null,
  source: "user",
  sourcePath: "/h/hooks.json",
  pluginId: null,
  enabled: true,
  currentHash,
  trustStatus: "trusted",
});

describe("sortTrustEntries: which [hooks.state] entries are provably ours", () => {
  const ours = [
    hook("/h/hooks.json:stop:0:0", "sha256:A"),
    hook("p@m:hooks/hooks.json:stop:0:0", "sha256:B/sha256:C"),
  ];

  it("given an entry at our key and our hash, when sorted, then it is ours", () => {
    const sorted = sortTrustEntries(ours, [{ key: "/h/hooks.json:stop:0:0", trustedHash: "sha256:A" }]);
    expect(sorted.ours.map(({ entry }) => entry.key)).toEqual(["/h/hooks.json:stop:0:0"]);
    expect(sorted.leftAlone).toEqual([]);
  });

  it("given an entry at our key with another hash, when sorted, then it is left alone and says why", () => {
    const sorted = sortTrustEntries(ours, [{ key: "/h/hooks.json:stop:0:0", trustedHash: "sha256:other" }]);
    expect(sorted.ours).toEqual([]);
    expect(sorted.leftAlone[0]?.why).toContain("another command");
  });

  it.each([
    ["no content hash", { trustedHash: "sha256:B" }],
    ["another content hash", { trustedHash: "sha256:B", trustedContentHash: "sha256:X" }],
    ["no hash at all", {}],
  ])("given a plugin hook's entry with %s, when sorted, then it is left alone", (_name, hashes) => {
    const sorted = sortTrustEntries(ours, [{ key: "p@m:hooks/hooks.json:stop:0:0", ...hashes }]);
    expect(sorted.ours).toEqual([]);
    expect(sorted.leftAlone).toHaveLength(1);
  });

  it("given a plugin hook's entry with both our hashes, when sorted, then it is ours", () => {
    const entry = {
      key: "p@m:hooks/hooks.json:stop:0:0",
      trustedHash: "sha256:B",
      trustedContentHash: "sha256:C",
    };
    expect(sortTrustEntries(ours, [entry]).ours).toHaveLength(1);
  });

  it("given entries at keys of no hook of ours, when sorted, then they are not even mentioned", () => {
    const sorted = sortTrustEntries(ours, [{ key: "/h/hooks.json:stop:0:1", trustedHash: "sha256:A" }]);
    expect(sorted).toEqual({ ours: [], leftAlone: [] });
  });
});

describe("trustStateOf: the user layer of a config/read answer", () => {
  const user = (config: unknown, version: unknown = "sha256:v") => ({
    layers: [
      { name: { type: "system", file: "/etc/codex/config.toml" }, version: "sha256:s", config: {} },
      { name: { type: "user", file: "/h/config.toml", profile: null }, version, config },
    ],
  });

  it("given a user layer with entries, when read, then each entry with its hashes, the version and the file", () => {
    const state = trustStateOf(
      user({ hooks: { state: { k: { trusted_hash: "sha256:A", trusted_content_hash: "sha256:C" } } } }),
    );
    expect(state).toEqual({
      ok: true,
      entries: [{ key: "k", trustedHash: "sha256:A", trustedContentHash: "sha256:C" }],
      version: "sha256:v",
      file: "/h/config.toml",
    });
  });

  it.each([
    ["no hooks", {}],
    ["hooks that are not a table", { hooks: 3 }],
    ["a state that is an array", { hooks: { state: [] } }],
  ])("given a user layer with %s, when read, then no entries", (_name, config) => {
    expect(trustStateOf(user(config))).toMatchObject({ ok: true, entries: [] });
  });

  it("given an entry whose hash is not a string, when read, then it carries no hash (and can never match)", () => {
    expect(trustStateOf(user({ hooks: { state: { k: { trusted_hash: 7 } } } }))).toMatchObject({
      entries: [{ key: "k" }],
    });
  });

  it.each([
    ["no layers", {}],
    ["layers that are not a list", { layers: "x" }],
    ["a user layer without a version", user({}, 5)],
    ["only a system layer", { layers: [{ name: { type: "system", file: "/e" }, version: "v", config: {} }] }],
    ["not an object", null],
  ])("given %s, when read, then it says codex reported no user layer", (_name, result) => {
    expect(trustStateOf(result)).toEqual({ ok: false, why: "codex reported no user config layer" });
  });

  it("given a key with a quote, a backslash and dots, when made a key path, then it is one double-quoted segment", () => {
    expect(stateKeyPath('/a/we"ird\\x.y/hooks.json:stop:0:0')).toBe(
      'hooks.state."/a/we\\"ird\\\\x.y/hooks.json:stop:0:0"',
    );
  });
});

describe("sortTrustEntries after `codex plugin remove`: our plugin's entries by their keys", () => {
  const entry = (key: string) => ({ key, trustedHash: "sha256:B", trustedContentHash: "sha256:C" });
  const places = ["stop", "subagent_stop", "user_prompt_submit", "session_start"];

  it("given an entry at each of our plugin's keys in any marketplace, when codex lists none of them, then each is ours", () => {
    const keys = places.map((event) => `ulw-execute-continuation@ulw:hooks/hooks.json:${event}:0:0`);
    const sorted = sortTrustEntries(
      [],
      [...keys, "ulw-execute-continuation@mine:hooks/hooks.json:stop:0:0"].map(entry),
      [],
    );
    expect(sorted.ours.map(({ entry }) => entry.key)).toEqual([
      ...keys,
      "ulw-execute-continuation@mine:hooks/hooks.json:stop:0:0",
    ]);
  });

  it.each([
    ["another plugin's", "other@ulw:hooks/hooks.json:stop:0:0"],
    ["a place our plugin has no hook at", "ulw-execute-continuation@ulw:hooks/hooks.json:stop:1:0"],
    ["another hooks file of the plugin", "ulw-execute-continuation@ulw:hooks/other.json:stop:0:0"],
    ["a user hooks file's", "/h/ulw-execute-continuation@ulw:hooks/hooks.json:stop:0:0"],
  ])("given %s entry, when sorted, then it is not ours", (_name, key) => {
    expect(sortTrustEntries([], [entry(key)], [])).toEqual({ ours: [], leftAlone: [] });
  });

  it("given our plugin's key that codex still lists (installed, not judged ours), when sorted, then it is not ours", () => {
    const key = "ulw-execute-continuation@ulw:hooks/hooks.json:stop:0:0";
    expect(sortTrustEntries([], [entry(key)], [key]).ours).toEqual([]);
  });

  it("given no listed keys (uninstall of one hooks file), when sorted, then our plugin's entries are not its business", () => {
    const key = "ulw-execute-continuation@ulw:hooks/hooks.json:stop:0:0";
    expect(sortTrustEntries([], [entry(key)]).ours).toEqual([]);
  });
});
