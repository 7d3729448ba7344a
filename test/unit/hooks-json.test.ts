import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const hooks: unknown = JSON.parse(readFileSync(new URL("../../hooks/hooks.json", import.meta.url), "utf8"));

describe("hooks/hooks.json (plugin registration)", () => {
  it.each([
    ["Stop", "stop"],
    ["SubagentStop", "subagent-stop"],
  ])(
    "given the shipped file, when read, then %s runs the bundled CLI's hook %s with a 10 s timeout",
    (event, sub) => {
      expect(hooks).toMatchObject({
        hooks: {
          [event]: [
            {
              hooks: [
                {
                  type: "command",
                  command: `node "\${PLUGIN_ROOT}/components/ulw-execute-continuation/dist/cli.js" hook ${sub}`,
                  timeout: 10,
                  statusMessage: expect.stringMatching(/\S/),
                },
              ],
            },
          ],
        },
      });
    },
  );
});
