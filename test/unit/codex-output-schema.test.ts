import { describe, expect, it } from "vitest";
import { assertCodexHookStdout } from "../helpers/codex-output.js";

// The schema guards every CLI test; these cases show it can fail.
describe("the Codex Stop output schema used by the suite", () => {
  it.each([
    ["nothing", ""],
    ["a block with a reason", '{"decision":"block","reason":"keep going"}'],
    ["a null decision", '{"decision":null}'],
    [
      "every allowed key",
      '{"continue":true,"decision":null,"reason":"r","stopReason":"s","suppressOutput":false,"systemMessage":"m"}',
    ],
  ])("given %s, when checked, then it is accepted", (_name, stdout) => {
    expect(() => assertCodexHookStdout(stdout)).not.toThrow();
  });

  it.each([
    ["a block without a reason", '{"decision":"block"}'],
    ["a block with a blank reason", '{"decision":"block","reason":" \\n "}'],
    ["an unknown key", '{"decision":"block","reason":"r","extra":1}'],
    ["another decision", '{"decision":"approve","reason":"r"}'],
    ["two JSON objects", '{"decision":null}\n{"decision":null}'],
    ["not JSON", "keep going"],
    ["a JSON array", "[]"],
  ])("given %s, when checked, then it is rejected", (_name, stdout) => {
    expect(() => assertCodexHookStdout(stdout)).toThrow();
  });
});
