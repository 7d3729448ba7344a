import { describe, expect, it } from "vitest";
import { checkExternalBlocker } from "../../src/decision/external-blocker.js";

const M = "<ulw-execute-blocked-external>";
const E = "&lt;ulw-execute-blocked-external&gt;";

describe("checkExternalBlocker", () => {
  it.each([
    ["marker first, blocker after", `${M}\nNeed the staging API key.`, 1],
    ["banner then marker", `ULTRAWORK MODE ENABLED!\n${M}\nThe GPU host is down; resume when it answers.`, 2],
    ["CRLF line endings", `${M}\r\n\r\nWaiting for the DBA to grant access.\r\n`, 1],
    ["surrounding spaces on the marker line", `  ${M}  \nNo credentials.`, 1],
    ["blank lines before the statement", `${M}\n\n\n   \nLicence server unreachable.`, 1],
    ["the marker as Codex shows it, escaped", `${E}\nThe staging API key expired.`, 1],
    ["banner then the escaped marker", `ULTRAWORK MODE ENABLED!\n${E}\nNo GPU host.`, 2],
  ])("given %s, when checked, then a blocker is declared", (_name, message, markerLine) => {
    expect(checkExternalBlocker(message)).toEqual({ declared: true, markerLine });
  });

  it.each([
    ["null", null],
    ["absent", undefined],
    ["empty", ""],
    ["a bare marker", M],
    ["a marker followed only by blank lines", `${M}\n\n  \r\n`],
    ["banner and bare marker", `ULTRAWORK MODE ENABLED!\n${M}\n`],
    ["the marker on the second line without the banner", `Status:\n${M}\nNo key.`],
    ["the marker on the third line", `ULTRAWORK MODE ENABLED!\n\n${M}\nNo key.`],
    ["the marker inside a sentence", `I will print ${M} if blocked.\nNot now.`],
    ["the marker with text on the same line", `${M} no API key\nreally.`],
    ["a blank line before the marker", `\n${M}\nNo key.`],
    ["a lower-case banner", `ultrawork mode enabled!\n${M}\nNo key.`],
    ["a bare escaped marker", `${E}\n`],
    ["the escaped marker inside a sentence", `See ${E} below.\nNot now.`],
    ["a half-escaped marker", `&lt;ulw-execute-blocked-external>\nNo key.`],
  ])("given %s, when checked, then no blocker is declared (keep blocking)", (_name, message) => {
    expect(checkExternalBlocker(message).declared).toBe(false);
  });
});
