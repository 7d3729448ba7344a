import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { decide } from "../../src/decision/decide.js";
import { type DirectiveValues, PLACEHOLDERS, renderDirective } from "../../src/directive/render.js";
import { diskReaders } from "../../src/hook/disk.js";
import { outputFor } from "../../src/hook/stop-entry.js";
import { type PayloadResult, parseStopPayload } from "../../src/payload/stop-payload.js";
import { countChecklist } from "../../src/plan/checklist.js";
import { PLAIN } from "../../src/settings/flags.js";
import { activeBoulderText, boulderText, planText, sessionId } from "../helpers/arbitraries.js";
import { assertCodexHookStdout } from "../helpers/codex-output.js";
import { stopPayload, Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());
const bundledDirective = fileURLToPath(new URL("../../directive.md", import.meta.url));

/** The Stop decision in plain mode, every fact read from disk as the hook reads it, with no deadline. */
function decideOnDisk(input: PayloadResult) {
  return decide(input, { ok: true, options: PLAIN }, diskReaders(bundledDirective, Number.POSITIVE_INFINITY));
}

const fieldValue = fc.oneof(
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.constant({}),
  fc.constant([]),
);

/** Valid payloads, payloads with one field off, and text that is not a payload at all. */
function payloadText(cwd: string) {
  const valid = fc
    .record({
      session_id: fc.oneof({ arbitrary: fc.constant("s1"), weight: 3 }, { arbitrary: sessionId, weight: 1 }),
      stop_hook_active: fc.boolean(),
      hook_event_name: fc.constantFrom("Stop", "SubagentStop"),
      transcript_path: fc.constantFrom(
        null,
        undefined,
        "",
        "rollout.jsonl",
        "rollout.jsonl",
        "/nonexistent.jsonl",
      ),
      last_assistant_message: fc.constantFrom(
        null,
        undefined,
        "done with task 2",
        "<ulw-execute-blocked-external>",
        "<ulw-execute-blocked-external>\nno credentials",
      ),
    })
    .map((fields) => {
      const payload = stopPayload(cwd, fields);
      for (const [key, value] of Object.entries(payload)) if (value === undefined) delete payload[key];
      return JSON.stringify(payload);
    });
  const nearValid = fc
    .tuple(fc.constantFrom(...Object.keys(stopPayload(cwd))), fieldValue)
    .map(([key, value]) => JSON.stringify({ ...stopPayload(cwd), [key]: value }));
  const garbage = fc.oneof(fc.string(), fc.json(), fc.constantFrom("", "{", "null", "[]", "\ufeff{}"));
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: nearValid, weight: 2 },
    { arbitrary: garbage, weight: 1 },
  );
}

describe("the decision core on generated inputs", () => {
  it("given any payload, boulder, plan and transcript, when evaluated, then it never throws and prints nothing or one block", async () => {
    const boulders = fc.oneof(boulderText, activeBoulderText);
    const reasons = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        payloadText(ws.root),
        boulders,
        planText,
        fc.boolean(),
        async (payload, boulder, plan, pressure) => {
          ws.write(".omo/boulder.json", boulder);
          ws.write("plan.md", plan);
          ws.write(".omo/plans/p.md", plan);
          ws.write("rollout.jsonl", pressure ? '{"m":"Context compacted"}\n' : '{"m":"fine"}\n');
          const outcome = await decideOnDisk(parseStopPayload(payload));
          reasons.add(outcome.reason);
          const stdout = outputFor(outcome, undefined);
          assertCodexHookStdout(stdout.trimEnd());
          if (outcome.kind === "continue") {
            expect(stdout).toBe(`${JSON.stringify({ decision: "block", reason: outcome.directive })}\n`);
            expect(outcome.directive).not.toMatch(
              /\{\{(?:PLAN_NAME|PLAN_PATH|BOULDER_PATH|REMAINING_COUNT|TOTAL_COUNT|NEXT_TASK_LABEL|WORKTREE_BLOCK|LEDGER_PATH)\}\}/,
            );
          } else {
            expect(stdout).toBe("");
          }
        },
      ),
      { numRuns: 800 },
    );
    // The generators reach the late stages too, not just the early rejections.
    expect(reasons.size).toBeGreaterThan(5);
  });

  it("given a continuable work and a plan with boxes, when evaluated, then only the transcript decides between block and silent", async () => {
    await fc.assert(
      fc.asyncProperty(activeBoulderText, planText, fc.boolean(), async (boulder, plan, pressure) => {
        fc.pre(countChecklist(plan).total > 0);
        ws.write(".omo/boulder.json", boulder);
        ws.write("plan.md", plan);
        ws.write(".omo/plans/p.md", plan);
        ws.write("rollout.jsonl", pressure ? '{"m":"Context compacted"}\n' : '{"m":"fine"}\n');
        const payload = JSON.stringify(
          stopPayload(ws.root, { session_id: "s1", transcript_path: "rollout.jsonl" }),
        );
        const outcome = await decideOnDisk(parseStopPayload(payload));
        if (pressure) expect(outcome.reason).toBe("context-pressure");
        else expect(["work-remaining", "final-gate-pending"]).toContain(outcome.reason);
      }),
      { numRuns: 200 },
    );
  });
});

describe("renderDirective on generated templates", () => {
  const token = fc.oneof(fc.constantFrom(...PLACEHOLDERS), fc.constantFrom("UNKNOWN", "plan_name", "X_Y"));
  const piece = fc.oneof(
    fc.string({ maxLength: 8 }),
    token.map((name) => `{{${name}}}`),
    fc.constantFrom("{", "}", "{{", "}}"),
  );
  const template = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(""));
  // Values that cannot spell a placeholder name (upper case and '_'), nor braces. Not empty: an empty
  // value between "{{PLAN_" and "NAME}}" in a template does join them (see render.test.ts).
  const plain = fc.string({
    unit: fc.constantFrom("a", "b", "1", " ", "/", ".", "é"),
    minLength: 1,
    maxLength: 12,
  });
  const values = fc.tuple(...PLACEHOLDERS.map(() => plain)).map(
    (list): DirectiveValues => ({
      PLAN_NAME: list[0] ?? "",
      PLAN_PATH: list[1] ?? "",
      BOULDER_PATH: list[2] ?? "",
      REMAINING_COUNT: list[3] ?? "",
      TOTAL_COUNT: list[4] ?? "",
      NEXT_TASK_LABEL: list[5] ?? "",
      WORKTREE_BLOCK: list[6] ?? "",
      LEDGER_PATH: list[7] ?? "",
      SESSION_ID: list[8] ?? "",
      COMPLETE_COMMAND: list[9] ?? "",
      SKILL_STEP: list[10] ?? "",
    }),
  );

  it("given values that cannot spell a name, when rendered, then every {{NAME}} left was in the template and is unknown", () => {
    fc.assert(
      fc.property(template, values, (text, vals) => {
        const tokens = (s: string) => [...s.matchAll(/\{\{([A-Z_]+)\}\}/g)].map((m) => m[1] ?? "");
        const left = tokens(renderDirective(text, vals));
        for (const name of left) {
          expect(PLACEHOLDERS.some((known) => known === name)).toBe(false);
          expect(tokens(text)).toContain(name);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
