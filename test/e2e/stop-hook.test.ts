import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatVersion } from "../../src/codex/capabilities.js";
import { isRecord } from "../../src/json/guards.js";
import { trustsBeforeRunning } from "./codex-under-test.js";
import { CODEX, lastUserText, netns } from "./harness.js";
import { BELOW_RANGE, boulder, codexScenarios, learnThenResume, plan, TWO_TASKS } from "./scenarios.js";

const { ws, codex, loggedReasons } = codexScenarios();

describe.skipIf(!netns.ok)("the real Codex CLI with our Stop hook (offline)", () => {
  it("given no boulder, when a turn ends, then the hook stays silent: one model request", async () => {
    const [run] = await codex(["Hello back."], [{ prompt: "hello" }]);
    expect(run?.code).toBe(0);
    expect(run?.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(run?.requests).toHaveLength(1);
    expect(run?.stderr).toContain("hook: Stop");
    expect(run?.stderr).not.toContain("Stop Blocked");
  });

  it("given the session's work with an open task, when a turn ends, then Codex continues with our directive once", async () => {
    const [, resumed] = await codex(
      ["Hello.", "Ticked task 1."],
      learnThenResume({ ...plan(TWO_TASKS), ...boulder("active") }),
    );
    expect(resumed?.code).toBe(0);
    expect(resumed?.requests).toHaveLength(2);
    const prompt = lastUserText(resumed?.requests[1]?.body ?? "");
    expect(prompt).toMatch(/^<hook_prompt [^>]*># ULW continuation/);
    expect(prompt).toContain("- Plan: e2e-plan\n");
    expect(prompt).toContain("- Remaining top-level tasks: 1 of 2\n");
    expect(prompt).toContain("- Next task: 2. Second task\n");
    expect(prompt).toContain(`- Session: \`codex:${resumed?.session}\``);
    expect(prompt.trimEnd()).toMatch(/<\/hook_prompt>$/);
  });

  it("given the model declares an external blocker, when the turn ends, then Codex stops: one request", async () => {
    const blocker = "<ulw-execute-blocked-external>\nThe staging API key expired; resume once it is renewed.";
    const [, resumed] = await codex(
      ["Hello.", blocker],
      learnThenResume({ ...plan(TWO_TASKS), ...boulder("active") }),
    );
    expect(resumed?.requests).toHaveLength(1);
    expect(resumed?.stderr).not.toContain("Stop Blocked");
  });

  it("given every box checked on an active work, when a turn ends, then Codex continues for the final gate", async () => {
    const [, resumed] = await codex(
      ["Hello.", "All boxes ticked."],
      learnThenResume({ ...plan("## TODOs\n- [x] 1. Done\n"), ...boulder("active") }),
    );
    expect(resumed?.requests).toHaveLength(2);
    const prompt = lastUserText(resumed?.requests[1]?.body ?? "");
    expect(prompt).toContain("- Remaining top-level tasks: 0 of 1\n");
    expect(prompt).toContain("- Next task: none (final gate pending)\n");
  });

  it("given the work is completed, when a turn ends, then Codex stops: one request", async () => {
    const [, resumed] = await codex(
      ["Hello.", "Done."],
      learnThenResume({ ...plan(TWO_TASKS), ...boulder("completed") }),
    );
    expect(resumed?.requests).toHaveLength(1);
  });

  it("given codex started in a subdirectory of the project, when a turn ends, then the project's boulder drives it", async () => {
    const files = { ...plan(TWO_TASKS), ...boulder("paused"), "packages/app/README.md": "app\n" };
    const [, resumed] = await codex(["Hello.", "Ticked task 1."], learnThenResume(files, "packages/app"));
    expect(resumed?.requests).toHaveLength(2);
    const prompt = lastUserText(resumed?.requests[1]?.body ?? "");
    expect(prompt).toContain(`- Plan file: \`${ws.path("project/.omo/plans/e2e.md")}\``);
  });

  it("given a continued turn, when Codex runs its Stop hooks, then the payloads it sends have the shape the hook parses", async ({
    skip,
  }) => {
    // The capturing hook is not ours, so `trust` leaves it alone: it runs only by bypass or without trust.
    skip(
      trustsBeforeRunning(CODEX),
      `codex ${formatVersion(CODEX.version)} has hook trust but no --dangerously-bypass-hook-trust`,
    );
    const runs = await codex(
      ["Hello.", "Ticked task 1."],
      learnThenResume({ ...plan(TWO_TASKS), ...boulder("active") }),
      {
        capturePayloads: true,
      },
    );
    const session = runs[1]?.session;
    const payloads = readFileSync(ws.path("payloads.jsonl"), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line): unknown => JSON.parse(line));
    // The first turn stops once; the resumed turn stops, is continued, and stops again.
    expect(payloads).toHaveLength(3);
    for (const payload of payloads) {
      expect(payload).toMatchObject({
        session_id: session,
        turn_id: expect.any(String),
        cwd: ws.path("project"),
        hook_event_name: "Stop",
        model: "gpt-5.5",
        permission_mode: expect.any(String),
        stop_hook_active: expect.any(Boolean),
      });
      if (!isRecord(payload)) throw new Error("payload is not an object");
      expect(payload.transcript_path).toMatch(/\/sessions\/\d{4}\/\d{2}\/\d{2}\/rollout-.*\.jsonl$/);
      expect(
        payload.last_assistant_message === null || typeof payload.last_assistant_message === "string",
      ).toBe(true);
    }
    expect(payloads.map((p) => isRecord(p) && p.stop_hook_active)).toEqual([false, false, true]);
  });

  it("given Codex compacts the context of a turn with open work, when the turn ends, then the hook stays silent (context-pressure)", async () => {
    const [, resumed] = await codex(
      ["Hello.", "Summary of the work so far.", "Ticked."],
      learnThenResume({ ...plan(TWO_TASKS), ...boulder("active") }),
      { inputTokens: 5000, config: ["model_auto_compact_token_limit = 300", "model_context_window = 1000"] },
    );
    expect(resumed?.stderr).toContain("context compacted");
    // The compaction's own request, then the turn's; no continuation after it.
    expect(resumed?.requests).toHaveLength(2);
    expect(resumed?.requests.some((r) => r.body.includes("<hook_prompt"))).toBe(false);
    expect(loggedReasons()).toEqual(["no-boulder", "context-pressure"]);
  });

  it("given pressure phrases in a task label, a tool output and the model's answer, when the next prompt ends, then the hook still continues", async () => {
    const label = "## TODOs\n- [x] 1. First\n- [ ] 2. Retry when the API returns context_length_exceeded\n";
    const runs = await codex(
      [
        "Hello.",
        "Working on it.",
        { exec: "echo 'server said: context_too_large'" },
        "The API said context_length_exceeded again.",
        "Third prompt, still working.",
        "Done for now.",
      ],
      [...learnThenResume({ ...plan(label), ...boulder("active") }), { prompt: "keep going", resume: true }],
    );
    const [, second, third] = runs;
    expect(second?.requests).toHaveLength(3);
    expect(second?.requests[2]?.body).toContain("context_too_large");
    expect(third?.requests).toHaveLength(2);
    expect(lastUserText(third?.requests[1]?.body ?? "")).toContain("context_length_exceeded");
    expect(loggedReasons()).toEqual([
      "no-boulder",
      "work-remaining",
      "stop-hook-active",
      "work-remaining",
      "stop-hook-active",
    ]);
  });
});

/** What a release before 0.117 does with our hook: it runs, finds no turn_id, and plain mode still works. */
describe.skipIf(!netns.ok)(BELOW_RANGE, () => {
  it("given a release whose Stop payload has no turn_id, when a turn ends with open work, then plain mode continues once and the turn ends normally", async ({
    skip,
  }) => {
    skip(CODEX.can.sendsTurnId, `codex ${formatVersion(CODEX.version)} sends turn_id: nothing to check`);
    const runs = await codex(
      ["Hello.", "Working.", "Ticked task 1.", "unexpected extra request"],
      learnThenResume({ ...plan(TWO_TASKS), ...boulder("active") }),
    );
    expect(runs.map((run) => [run.code, run.requests.length])).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(loggedReasons()).toEqual(["no-boulder", "work-remaining", "stop-hook-active"]);
  });
});
