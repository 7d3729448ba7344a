import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commandsFor } from "../../src/install/hook-command.js";
import { addOurHooks, removeOurHooks } from "../../src/install/hooks-file.js";

const ours = commandsFor("/opt/ulw/dist/cli.js");
const theirs = (n: number) => ({ type: "command", command: `their-${n}.sh`, timeout: n });

const documentArb = fc.record(
  {
    model: fc.constantFrom("gpt-5.5", "o3"),
    hooks: fc.record(
      {
        Stop: fc.array(fc.record({ hooks: fc.array(fc.nat(9).map(theirs), { maxLength: 3 }) }), {
          maxLength: 3,
        }),
        SubagentStop: fc.array(fc.record({ hooks: fc.array(fc.nat(9).map(theirs), { maxLength: 2 }) }), {
          maxLength: 2,
        }),
        UserPromptSubmit: fc.array(fc.record({ hooks: fc.array(fc.nat(9).map(theirs), { maxLength: 2 }) }), {
          maxLength: 2,
        }),
        SessionStart: fc.array(fc.record({ hooks: fc.array(fc.nat(9).map(theirs), { maxLength: 2 }) }), {
          maxLength: 2,
        }),
        PreToolUse: fc.constant([{ hooks: [theirs(1)] }]),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
/** Any generated document, and the empty containers uninstall must give back as they were. */
const roundTripArb = fc.oneof(
  documentArb,
  fc.constantFrom<object>({ hooks: {} }, { hooks: { Stop: [] } }, { hooks: { Stop: [], SessionStart: [] } }),
);
const layoutArb = fc.constantFrom<string | number | undefined>(undefined, 2, 4, "\t");

function edited(result: ReturnType<typeof addOurHooks>): string {
  if (!result.ok) throw new Error(result.problem);
  return result.text;
}

describe("addOurHooks and removeOurHooks on hooks.json text", () => {
  it("given generated hooks.json files in any layout, when installed then uninstalled with the original as the backup, then the text is exactly the original", () => {
    fc.assert(
      fc.property(roundTripArb, layoutArb, fc.boolean(), (document, layout, bom) => {
        const text = `${bom ? "\ufeff" : ""}${JSON.stringify(document, null, layout)}\n`;
        const installed = edited(addOurHooks(text, ours));
        expect(edited(addOurHooks(installed, ours))).toBe(installed);
        expect(edited(removeOurHooks(installed, ours, text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("given generated files, when installed, then the JSON holds every original hook plus exactly one of ours per event", () => {
    fc.assert(
      fc.property(documentArb, layoutArb, (document, layout) => {
        const parsed: unknown = JSON.parse(edited(addOurHooks(JSON.stringify(document, null, layout), ours)));
        const text = JSON.stringify(parsed);
        expect(text.split(`"command":${JSON.stringify(ours.stop.command)}`).length - 1).toBe(1);
        expect(text.split(`"command":${JSON.stringify(ours.subagentStop.command)}`).length - 1).toBe(1);
        expect(text.split(`"command":${JSON.stringify(ours.promptSubmit.command)}`).length - 1).toBe(1);
        expect(text.split(`"command":${JSON.stringify(ours.sessionStart.command)}`).length - 1).toBe(1);
        const stopBefore = document.hooks?.Stop ?? [];
        const startBefore = document.hooks?.SessionStart ?? [];
        expect(parsed).toMatchObject({
          hooks: {
            Stop: [...stopBefore, { hooks: [ours.stop] }],
            SessionStart: [...startBefore, { hooks: [{ ...ours.sessionStart, timeout: 10 }] }],
          },
        });
      }),
      { numRuns: 200 },
    );
  });

  it("given a chain install over a plain one, when installed, then the handler is replaced in place", () => {
    const plain = edited(addOurHooks("{}", ours));
    const chain = commandsFor("/opt/ulw/dist/cli.js", { chain: true, maxChain: 5 });
    const chained = edited(addOurHooks(plain, chain));
    expect(chained).toContain('hook stop --chain --max-chain 5"');
    expect(JSON.parse(chained)).toMatchObject({ hooks: { Stop: [{ hooks: [chain.stop] }] } });
    expect(JSON.parse(chained).hooks.Stop).toHaveLength(1);
  });

  it("given a file registered before SessionStart and commandWindows existed, when installed again, then SessionStart is added and the others gain commandWindows where they were", () => {
    const older = JSON.stringify(
      {
        hooks: {
          Stop: [
            {
              hooks: [
                {
                  type: "command",
                  command: ours.stop.command,
                  timeout: 10,
                  statusMessage: "ulw-execute-continuation: checking the ULW plan",
                },
              ],
            },
          ],
          SubagentStop: [
            {
              hooks: [
                {
                  type: "command",
                  command: ours.subagentStop.command,
                  timeout: 10,
                  statusMessage: "ulw-execute-continuation: sub-agent stop (no-op)",
                },
              ],
            },
          ],
          UserPromptSubmit: [
            {
              hooks: [
                {
                  type: "command",
                  command: ours.promptSubmit.command,
                  timeout: 10,
                  statusMessage: "ulw-execute-continuation: checking for $ulw-execute",
                },
              ],
            },
          ],
        },
      },
      null,
      2,
    );
    const installed = edited(addOurHooks(older, ours));
    expect(JSON.parse(installed)).toMatchObject({
      hooks: {
        Stop: [{ hooks: [{ commandWindows: 'node "/opt/ulw/dist/cli.js" hook stop' }] }],
        SubagentStop: [{ hooks: [{ commandWindows: 'node "/opt/ulw/dist/cli.js" hook subagent-stop' }] }],
        UserPromptSubmit: [{ hooks: [{ commandWindows: 'node "/opt/ulw/dist/cli.js" hook prompt-submit' }] }],
        SessionStart: [
          {
            hooks: [
              {
                type: "command",
                command: 'node "/opt/ulw/dist/cli.js" hook session-start',
                commandWindows: 'node "/opt/ulw/dist/cli.js" hook session-start',
                timeout: 10,
                statusMessage: "ulw-execute-continuation: checking for a ULW plan to restore",
              },
            ],
          },
        ],
      },
    });
    expect(JSON.parse(edited(removeOurHooks(installed, ours)))).toEqual({});
  });

  it.each(['{"hooks": {}}', '{"hooks":{"Stop":[]}}', '{\n  "hooks": {\n  }\n}\n'])(
    "given %j, when installed then uninstalled with it as the backup, then it comes back byte for byte",
    (text) => {
      const installed = edited(addOurHooks(text, ours));
      expect(edited(removeOurHooks(installed, ours, text))).toBe(text);
    },
  );

  it("given no backup (install created the containers), when uninstalled, then the emptied containers go too", () => {
    const installed = edited(addOurHooks('{"hooks": {}}', ours));
    expect(edited(removeOurHooks(installed, ours))).toBe("{}");
  });
});
