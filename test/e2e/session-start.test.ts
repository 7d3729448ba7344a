import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  loggedSessionStarts,
  netns,
  type RunSpec,
  runCodex,
  type Step,
  sandboxOff,
  scenarioWorkspace,
  writeBoulder,
} from "./harness.js";
import { boulder } from "./scenarios.js";

// Compactions were measured on the pinned release only: another release (ULW_E2E_CODEX) skips these.
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info("[codex e2e] session-start.test.ts runs on the pinned Codex only: skipped");

/**
 * `hook session-start` with the real Codex: registered by `install --user`, it hands the
 * model the plan's state right after a compaction, and adds nothing when a session starts.
 */
const PLAN = "## TODOs\n- [x] 1. Alpha\n- [ ] 2. Beta\n- [ ] 3. Gamma\n";
const COMPACTING = ["model_auto_compact_token_limit = 300", "model_context_window = 1000"];
const COMPACTION_PROMPT = "CONTEXT CHECKPOINT COMPACTION";
/** How our context opens, in every developer message it becomes. */
const OURS = "ulw-execute-continuation: ";

let ws: Workspace;
afterEach(() => ws?.dispose());

/** What the fake server answers Codex's compaction requests with (fake-responses-server.mjs). */
const SUMMARY = "Summary: the plan is in progress.";

function inputItems(body: string): unknown[] {
  const request: unknown = JSON.parse(body);
  return isRecord(request) && Array.isArray(request.input) ? request.input : [];
}

/** The texts of a request's developer messages, in order. */
function developerTexts(body: string): string[] {
  return inputItems(body)
    .filter((item) => isRecord(item) && item.role === "developer")
    .flatMap((item) => (isRecord(item) && Array.isArray(item.content) ? item.content : []))
    .map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : ""));
}

const ours = (body: string) => developerTexts(body).filter((text) => text.startsWith(OURS));

describe.skipIf(!netns.ok || !PINNED)("hook session-start with the real Codex (offline)", () => {
  it("given the session's plan and a compaction before the turn's stop, when Codex compacts, then its next request carries our plan state as a developer message, and the start of the session nothing of ours", async () => {
    ws = scenarioWorkspace("ulw-e2e-");
    const steps: Step[] = [
      writeBoulder,
      // This response reports a full context: Codex compacts before its next request.
      { exec: "true", inputTokens: 5000 },
      "Beta is under way.",
      "unexpected extra request",
    ];
    const runs: RunSpec[] = [{ prompt: "work through the plan", files: { ".omo/plans/e2e.md": PLAN } }];
    const [run] = await runCodex(ws, steps, runs, {
      config: COMPACTING,
      answerCompaction: true,
      execArgs: sandboxOff,
    });
    expect(run?.code).toBe(0);
    const bodies = (run?.requests ?? []).map((request) => request.body).filter((body) => body !== "");
    const compaction = bodies.findIndex((body) => body.includes(COMPACTION_PROMPT));
    expect(compaction).toBeGreaterThan(0);

    // Startup: the hook ran, and the session's first request holds nothing of ours.
    expect(ours(bodies[0] ?? "")).toEqual([]);
    expect(bodies.slice(0, compaction).flatMap(ours)).toEqual([]);

    // The request right after the compaction, the one that gets the model's next answer, holds it.
    const [context, ...more] = ours(bodies[compaction + 1] ?? "");
    expect(more).toEqual([]);
    expect(context).toContain("Codex compacted the context");
    expect(context).toContain(`- Plan: e2e-plan, file \`${ws.path("project/.omo/plans/e2e.md")}\``);
    expect(context).toContain("- Progress: 1 of 3 top-level tasks checked; next: 2. Beta");
    expect(context).toContain("`<ulw-execute-blocked-external>`");
    expect(Buffer.byteLength(context ?? "")).toBeLessThanOrEqual(1200);
    // In that request it follows the compaction's summary: what the model reads last before answering.
    const items = inputItems(bodies[compaction + 1] ?? "").map((item) => JSON.stringify(item));
    const summary = items.findIndex((item) => item.includes(SUMMARY));
    expect(summary).toBeGreaterThanOrEqual(0);
    expect(items.findIndex((item) => item.includes(OURS))).toBeGreaterThan(summary);

    expect(loggedSessionStarts(ws).map((entry) => [entry.source, entry.reason])).toEqual([
      ["startup", "fresh-context"],
      ["compact", "plan-state"],
    ]);
  });

  it("given a session whose plan is registered, when it is resumed, then the resumed turn's first request carries our plan state", async () => {
    ws = scenarioWorkspace("ulw-e2e-");
    const runs: RunSpec[] = [
      { prompt: "hello" },
      {
        prompt: "continue",
        resume: true,
        files: { ".omo/plans/e2e.md": PLAN, ...boulder("active") },
      },
    ];
    const [first, resumed] = await runCodex(ws, ["Hello.", "Working on Beta.", "Still on Beta."], runs);
    expect(resumed?.code).toBe(0);
    expect((first?.requests ?? []).flatMap((request) => ours(request.body))).toEqual([]);
    const [context] = ours(resumed?.requests[0]?.body ?? "");
    expect(context).toContain("this session was resumed");
    expect(context).toContain(`file \`${ws.path("project/.omo/plans/e2e.md")}\``);
    expect(loggedSessionStarts(ws).map((entry) => [entry.source, entry.reason])).toEqual([
      ["startup", "fresh-context"],
      ["resume", "plan-state"],
    ]);
  });
});
