import { describe, expect, it } from "vitest";
import { lostTrust } from "../../src/cli/forget-trust.js";
import type { ListedHook } from "../../src/codex/hooks-list.js";

const hook = (key: string, command: string, trustStatus: string): ListedHook => ({
  key,
  eventName: "stop",
  command,
  statusMessage: null,
  source: "user",
  sourcePath: "/h/hooks.json",
  pluginId: null,
  enabled: true,
  currentHash: `sha256:${command}`,
  trustStatus,
});

describe("lostTrust: the person's hooks codex trusted before uninstall and no longer does", () => {
  it("given a trusted hook that moved up a place and is untrusted there, when compared, then it is named with both places", () => {
    const before = [hook("/h/hooks.json:stop:1:0", "notify", "trusted")];
    const now = [hook("/h/hooks.json:stop:0:0", "notify", "untrusted")];
    expect(lostTrust(before, now)).toEqual([{ before: before[0], after: now[0] }]);
  });

  it("given a hook still trusted where it is now, when compared, then nothing is lost", () => {
    const before = [hook("/h/hooks.json:stop:1:0", "notify", "trusted")];
    expect(lostTrust(before, [hook("/h/hooks.json:stop:0:0", "notify", "trusted")])).toEqual([]);
  });

  it("given two identical hooks of which only the second lost its trust, when compared, then each is paired once and only that one is named", () => {
    const before = [
      hook("/h/hooks.json:stop:1:0", "same", "trusted"),
      hook("/h/hooks.json:stop:2:0", "same", "trusted"),
    ];
    const now = [
      hook("/h/hooks.json:stop:0:0", "same", "trusted"),
      hook("/h/hooks.json:stop:1:0", "same", "modified"),
    ];
    expect(lostTrust(before, now).map(({ after }) => after.key)).toEqual(["/h/hooks.json:stop:1:0"]);
  });

  it("given a hook that now runs something else, when compared, then it is not taken for the one trusted before", () => {
    const before = [hook("/h/hooks.json:stop:1:0", "notify", "trusted")];
    expect(lostTrust(before, [hook("/h/hooks.json:stop:0:0", "other", "untrusted")])).toEqual([]);
  });
});
