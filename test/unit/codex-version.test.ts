import { describe, expect, it } from "vitest";
import { formatVersion, parseCodexVersion } from "../../src/codex/capabilities.js";

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
});
