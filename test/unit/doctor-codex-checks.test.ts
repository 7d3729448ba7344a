import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { type FeaturesAnswer, parseFeatures } from "../../src/codex/app-server.js";
import type { HooksListing, ListedHook } from "../../src/codex/hooks-list.js";
import { type CodexFacts, codexChecks } from "../../src/doctor/codex-checks.js";
import { listedFor } from "../../src/doctor/diagnose.js";
import type { Registration } from "../../src/doctor/registrations.js";
import { PLAIN } from "../../src/settings/flags.js";
import { Workspace } from "../helpers/workspace.js";

const registration = (overrides: Partial<Registration> = {}): Registration => ({
  source: "user",
  file: "/home/me/.codex/hooks.json",
  event: "Stop",
  command: 'node "/x/dist/cli.js" hook stop',
  script: "/x/dist/cli.js",
  scriptExists: true,
  options: { ok: true, options: PLAIN },
  owner: { ours: true },
  ...overrides,
});
const listing = (overrides: Partial<Extract<HooksListing, { ok: true }>> = {}): HooksListing => ({
  ok: true,
  hooks: [],
  warnings: [],
  errors: [],
  version: "0.171.0",
  ...overrides,
});
const features = (text: string): FeaturesAnswer => ({ ok: true, features: parseFeatures(text) });
const problems = (facts: CodexFacts, registrations = [registration()]) =>
  codexChecks(facts, registrations)
    .filter((check) => check.status === "problem")
    .map((check) => check.what);

describe("what doctor says about the codex it asked", () => {
  it("given warnings and errors in codex's answer, when checked, then each is a problem in codex's words", () => {
    const facts = {
      path: "codex",
      listing: listing({
        warnings: ['failed to parse hooks config /p/.codex/hooks.json: invalid type: string "ten"'],
        errors: ["/h/config.toml:3:9: string values must be quoted"],
      }),
    };
    expect(problems(facts)).toEqual([
      'codex warns: failed to parse hooks config /p/.codex/hooks.json: invalid type: string "ten"',
      "codex reports an error: /h/config.toml:3:9: string values must be quoted",
    ]);
  });

  it.each([
    ["0.171.0", "hooks                stable  false", "hooks"],
    ["0.120.0", "codex_hooks          under development  false", "codex_hooks"],
  ])(
    "given codex %s with its hooks feature off, when checked, then the problem names the key of that release",
    (version, lines, key) => {
      const facts = { path: "codex", listing: listing({ version }), features: features(lines) };
      expect(problems(facts)).toEqual([expect.stringContaining(`feature \`${key}\` is false`)]);
    },
  );

  it("given codex 0.130 with a plugin registration and plugin_hooks off, when checked, then the flag is asked for", () => {
    const facts = {
      path: "codex",
      listing: listing({ version: "0.130.0" }),
      features: features("hooks   stable  true\nplugin_hooks   under development  false"),
    };
    expect(problems(facts, [registration({ source: "plugin", pluginId: "p@m" })])).toEqual([
      expect.stringContaining("plugin_hooks"),
    ]);
    expect(problems(facts, [registration()])).toEqual([]);
  });

  it("given codex 0.115 and a chain-mode registration, when checked, then chain mode is named as what cannot work", () => {
    const chained = registration({
      options: { ok: true, options: { ...PLAIN, chain: true, given: ["chain"] } },
    });
    const facts = { path: "codex", listing: listing({ version: "0.115.0" }) };
    expect(problems(facts, [chained])).toEqual([expect.stringContaining("chain mode cannot chain")]);
    expect(problems(facts, [registration()])).toEqual([]);
  });

  it("given a codex that predates hooks/list, when checked, then it has no hook trust rather than untrusted hooks", () => {
    const facts: CodexFacts = {
      path: "codex",
      listing: { ok: false, why: "unknown variant", noHookTrust: true, version: "0.117.0" },
    };
    const checks = codexChecks(facts, [registration()]);
    expect(checks.map((check) => check.what)).toContain(
      "Codex 0.117.0 has no hook trust (it came with 0.129): hooks run without it",
    );
    expect(checks.some((check) => check.status === "problem")).toBe(false);
  });
});

describe("matching a registration with what codex lists", () => {
  let ws: Workspace | undefined;
  afterEach(() => ws?.dispose());

  it("given a Codex home behind a symlink, when codex reports resolved paths, then the registration is still found", () => {
    ws = new Workspace();
    mkdirSync(ws.path("real"));
    writeFileSync(ws.path("real/hooks.json"), "{}");
    symlinkSync(ws.path("real"), ws.path("link"));
    const hook: ListedHook = {
      key: "k",
      eventName: "stop",
      command: 'node "/x/dist/cli.js" hook stop',
      statusMessage: null,
      source: "user",
      sourcePath: ws.path("real/hooks.json"),
      pluginId: null,
      enabled: true,
      currentHash: "sha256:a",
      trustStatus: "trusted",
    };
    expect(listedFor(registration({ file: ws.path("link/hooks.json") }), [hook])).toBe(hook);
  });
});
