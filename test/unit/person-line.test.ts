import { describe, expect, it } from "vitest";
import { PERSON_LINE_CAP, personLine } from "../../src/decision/person-line.js";
import type { Facts } from "../../src/decision/readers.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { boulderFact, planFacts, promptFact, stampOf } from "../helpers/decision-facts.js";
import { decideOn } from "../helpers/fake-readers.js";
import { stopPayload } from "../helpers/workspace.js";

/**
 * The person's one line (Codex's systemMessage) for every kind of decision a chain can end in, through
 * the real decision: each end is told, each differently, within the cap, and plain mode's stops stay
 * silent to the person as the seeds have them.
 */
const facts = (extra: Facts = {}): Facts =>
  planFacts(2, 5, {
    directive: { kind: "read", path: "/d.md", source: "bundled", template: "Go on." },
    ...extra,
  });

async function decided(flags: readonly string[], given: Facts, payload: Record<string, unknown> = {}) {
  const input = parseStopPayload(
    JSON.stringify(stopPayload("/repo", { transcript_path: "/t.jsonl", ...payload })),
  );
  const { outcome, read } = await decideOn(input, given, parseHookOptions(flags));
  return { reason: outcome.reason, line: personLine(outcome, read) };
}

const PRESSURE = { marker: "context_length_exceeded", offset: 9, source: "error" };
const BLOCKED = { last_assistant_message: "<ulw-execute-blocked-external>\nThe API key is missing." };

describe("the person's line at each end of a chain", () => {
  it("given each way a chain ends, when decided, then each is told in a line of its own within the cap, naming the plan", async () => {
    const ends = [
      await decided(
        ["--chain", "--patience", "0"],
        facts({ prompt: promptFact({ stamps: [stampOf(1, 2)], hookPrompts: 2 }) }),
      ),
      await decided(
        ["--chain", "--max-chain", "1"],
        facts({ prompt: promptFact({ stamps: [stampOf(1, 1)], hookPrompts: 2 }) }),
      ),
      await decided(["--chain", "--max-tokens", "1000"], facts({ prompt: promptFact({ tokens: 5000 }) })),
      await decided(["--chain"], facts({ prompt: promptFact({ pressure: PRESSURE }) })),
      await decided(["--chain"], facts(), BLOCKED),
      await decided(["--chain"], facts({ boulder: boulderFact({ status: "paused" }) })),
      await decided(["--chain"], facts({ prompt: promptFact({ text: "$ulw-execute pause" }) })),
      await decided(
        ["--chain"],
        facts({ boulder: boulderFact({ status: "completed" }), prompt: promptFact({ hookPrompts: 2 }) }),
      ),
    ];
    expect(ends.map((end) => end.reason)).toEqual([
      "no-progress",
      "chain-limit",
      "token-budget",
      "context-pressure",
      "external-blocker",
      "work-paused",
      "person-stopped",
      "work-not-continuable",
    ]);
    const lines = ends.map((end) => end.line ?? "");
    for (const line of lines) {
      expect(line).toMatch(/^ULW test-plan: /);
      expect(line.length).toBeLessThanOrEqual(PERSON_LINE_CAP);
    }
    expect(new Set(lines.map((line) => line.replace(/^.* · /, ""))).size).toBe(ends.length);
  });

  it("given plain mode, when it stops for the same causes, then the person is told nothing, as the seeds have it", async () => {
    const stops = [
      await decided([], facts({ prompt: promptFact({ pressure: PRESSURE }) }), { stop_hook_active: true }),
      await decided([], facts(), BLOCKED),
    ];
    expect(stops.map((stop) => stop.reason)).toEqual(["stop-hook-active", "external-blocker"]);
    expect(stops.map((stop) => stop.line)).toEqual([undefined, undefined]);
  });
});
