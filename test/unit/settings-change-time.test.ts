import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LEDGER_REWRITE_SLACK_MS,
  ledgerBirthExplains,
  type SettingsTimes,
  settingsChangedAt,
} from "../../src/settings/change-time.js";
import { CLOCK_SLACK_MS } from "../../src/settings/pending.js";

const AT = Date.parse("2026-11-30T10:39:54.930Z");
const none: SettingsTimes = { link: undefined, target: undefined, folder: undefined, ledgerBorn: undefined };
const file = { link: AT - 60_000, target: AT - 60_000 };

describe("ledgerBirthExplains: the folder's last change is the ledger's (re)creation", () => {
  it.each([
    ["born in the same call (>> creates it)", AT, true],
    ["born the rewrite slack before (sed -i of a large ledger)", AT - LEDGER_REWRITE_SLACK_MS, true],
    ["born just over the rewrite slack before", AT - LEDGER_REWRITE_SLACK_MS - 1, false],
    ["born a day before (an old ledger moved in)", AT - 86_400_000, false],
    ["born the clock slack after the folder's change", AT + CLOCK_SLACK_MS, true],
    [
      "born after the folder's change by more than the clock slack (recreated between the two stats)",
      AT + CLOCK_SLACK_MS + 1,
      false,
    ],
    ["a birth time of 0 (the file system keeps none)", 0, false],
    ["a negative birth time", -1, false],
    ["no ledger", undefined, false],
  ])("given a ledger %s, when compared with the folder's change, then %s", (_, born, explained) => {
    expect(ledgerBirthExplains(AT, born)).toBe(explained);
  });
});

describe("settingsChangedAt", () => {
  it("given nothing stat'ed, when combined, then no change time", () => {
    expect(settingsChangedAt(none)).toBeUndefined();
  });

  it("given an old file in a folder changed since, when combined, then the folder's change", () => {
    expect(settingsChangedAt({ ...file, folder: AT, ledgerBorn: undefined })).toBe(AT);
  });

  it("given an old file in a folder whose last change is the ledger's birth, when combined, then the file's own change", () => {
    expect(settingsChangedAt({ ...file, folder: AT, ledgerBorn: AT })).toBe(AT - 60_000);
  });

  it("given no file and a folder whose last change is the ledger's birth, when combined, then no change time", () => {
    expect(settingsChangedAt({ ...none, folder: AT, ledgerBorn: AT })).toBeUndefined();
  });

  it("given a symlink made later than the file it names, when combined, then the symlink's change", () => {
    expect(settingsChangedAt({ link: AT, target: AT - 5, folder: AT - 10, ledgerBorn: 0 })).toBe(AT);
  });

  it("given any times, when combined, then never older than the file's own change times, and older than the folder's only when the ledger's birth explains it", () => {
    const time = fc.option(fc.integer({ min: 0, max: 2 * AT }), { nil: undefined });
    fc.assert(
      fc.property(time, time, time, time, (link, target, folder, ledgerBorn) => {
        const changed = settingsChangedAt({ link, target, folder, ledgerBorn });
        for (const own of [link, target]) if (own !== undefined) expect(changed).toBeGreaterThanOrEqual(own);
        if (folder !== undefined && !ledgerBirthExplains(folder, ledgerBorn))
          expect(changed).toBeGreaterThanOrEqual(folder);
        if (
          link === undefined &&
          target === undefined &&
          (folder === undefined || ledgerBirthExplains(folder, ledgerBorn))
        )
          expect(changed).toBeUndefined();
      }),
    );
  });
});
