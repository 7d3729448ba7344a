import { describe, expect, it } from "vitest";
import { parseBoulder } from "../../src/boulder/document.js";
import type { BoulderFact } from "../../src/boulder/fact.js";
import { PERSON_LINE_CAP, personLine } from "../../src/decision/person-line.js";
import type { Facts } from "../../src/decision/readers.js";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import { formatStamp, readStamps } from "../../src/rollout/chain-stamp.js";
import type { PromptFact } from "../../src/rollout/facts.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { decideOn } from "../helpers/fake-readers.js";
import { singleWorkBoulder, stopPayload } from "../helpers/workspace.js";

/**
 * The person's one line (Codex's systemMessage) for every kind of decision a chain can end in, through
 * the real decision: each end is told, each differently, within the cap, and plain mode's stops stay
 * silent to the person as the seeds have them.
 */
const KEY = "codex:019a5b1e-0000-7000-8000-000000000001";

function boulder(status = "active"): BoulderFact {
  const parsed = parseBoulder(JSON.stringify(singleWorkBoulder(KEY, "plan.md", { status })));
  if (!parsed.ok) throw new Error(parsed.problem);
  return { kind: "found", path: "/repo/.omo/boulder.json", root: "/repo", document: parsed.document };
}

const stamp = (step: number, done: number) =>
  readStamps(formatStamp({ step, done, total: 5, idle: 0, planPath: "/repo/plan.md", turnId: "t" }));

function prompt(overrides: Partial<Extract<PromptFact, { kind: "read" }>> = {}): PromptFact {
  return {
    kind: "read",
    path: "/t.jsonl",
    scope: "chain",
    boundary: "typed-prompt",
    hookPrompts: 0,
    stamps: [],
    bytesScanned: 100,
    ...overrides,
  };
}

function facts(extra: Facts = {}): Facts {
  const boxes = Array.from({ length: 5 }, (_, i) => `- [${i < 2 ? "x" : " "}] ${i + 1}. t\n`).join("");
  return {
    boulder: boulder(),
    settings: { kind: "none", path: "/repo/.omo/ulw-execute/settings.json" },
    plan: {
      kind: "read",
      path: "/repo/plan.md",
      source: "project",
      checklist: countChecklist(`## TODOs\n${boxes}`),
      skipped: [],
    },
    transcript: { kind: "scanned", path: "/t.jsonl", bytesScanned: 100, size: 100 },
    directive: { kind: "read", path: "/d.md", source: "bundled", template: "Go on." },
    prompt: prompt(),
    ...extra,
  };
}

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
        facts({ prompt: prompt({ stamps: stamp(1, 2), hookPrompts: 2 }) }),
      ),
      await decided(
        ["--chain", "--max-chain", "1"],
        facts({ prompt: prompt({ stamps: stamp(1, 1), hookPrompts: 2 }) }),
      ),
      await decided(["--chain", "--max-tokens", "1000"], facts({ prompt: prompt({ tokens: 5000 }) })),
      await decided(["--chain"], facts({ prompt: prompt({ pressure: PRESSURE }) })),
      await decided(["--chain"], facts(), BLOCKED),
      await decided(["--chain"], facts({ boulder: boulder("paused") })),
      await decided(["--chain"], facts({ prompt: prompt({ text: "$ulw-execute pause" }) })),
      await decided(
        ["--chain"],
        facts({ boulder: boulder("completed"), prompt: prompt({ hookPrompts: 2 }) }),
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
      await decided([], facts({ prompt: prompt({ pressure: PRESSURE }) }), { stop_hook_active: true }),
      await decided([], facts(), BLOCKED),
    ];
    expect(stops.map((stop) => stop.reason)).toEqual(["stop-hook-active", "external-blocker"]);
    expect(stops.map((stop) => stop.line)).toEqual([undefined, undefined]);
  });
});
