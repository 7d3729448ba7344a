import { describe, expect, it } from "vitest";
import { capabilitiesOf, formatVersion, parseCodexVersion } from "../../src/codex/capabilities.js";

const at = (text: string) => {
  const version = parseCodexVersion(text);
  if (version === undefined) throw new Error(`no version in ${text}`);
  return capabilitiesOf(version);
};

describe("Codex versions", () => {
  it.each([
    ["codex-cli 0.171.0", "0.171.0"],
    ["ulw-execute-continuation/0.150.2 (Debian 12.0.0; x86_64) xterm", "0.150.2"],
    ["0.117.0", "0.117.0"],
    ["codex-cli 0.118.0-alpha.3", "0.118.0"],
  ])("given %j, when parsed, then %s", (text, expected) => {
    const version = parseCodexVersion(text);
    expect(version && formatVersion(version)).toBe(expected);
  });

  it.each([[""], ["codex-cli"], ["version 12"], ["1.2"]])(
    "given %j, when parsed, then no version",
    (text) => {
      expect(parseCodexVersion(text)).toBeUndefined();
    },
  );

  it("given the change points measured, when asked, then each capability starts where it was measured", () => {
    expect(at("0.116.9")).toMatchObject({ supported: false, sendsTurnId: false });
    expect(at("0.117.0")).toMatchObject({
      supported: true,
      sendsTurnId: true,
      hooksFeatureKey: "codex_hooks",
      hooksOnByDefault: false,
    });
    expect(at("0.124.0")).toMatchObject({ hooksOnByDefault: true, hookTrust: false });
    expect(at("0.128.0")).toMatchObject({
      hooksFeatureKey: "codex_hooks",
      pluginHooks: true,
      pluginHooksFlag: true,
      pluginAddCommand: false,
    });
    expect(at("0.129.0")).toMatchObject({
      hooksFeatureKey: "hooks",
      hookTrust: true,
      bypassHookTrustFlag: false,
    });
    expect(at("0.130.0")).toMatchObject({ pluginAddCommand: false, pluginHooksFlag: true });
    expect(at("0.131.0")).toMatchObject({ pluginAddCommand: true, pluginHooksFlag: false });
    expect(at("0.132.0")).toMatchObject({ subagentStopHook: false });
    expect(at("0.133.0")).toMatchObject({ subagentStopHook: true });
    expect(at("0.141.0")).toMatchObject({ bypassHookTrustFlag: true, sessionIdInCommands: false });
    expect(at("0.148.0")).toMatchObject({ sessionIdInCommands: true, rolloutProvenance: false });
    expect(at("0.149.0")).toMatchObject({ sessionStartAfterCompaction: false });
    expect(at("0.150.0")).toMatchObject({ sessionStartAfterCompaction: true });
    expect(at("0.164.0")).toMatchObject({ rolloutProvenance: true });
    expect(at("1.0.0")).toMatchObject({
      supported: true,
      hookTrust: true,
      rolloutProvenance: true,
      pluginHooksFlag: false,
      subagentStopHook: true,
    });
  });
});
