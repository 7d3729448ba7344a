import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  COMPACTING,
  type CodexRun,
  lastUserText,
  loggedEntries,
  loggedReasons,
  loggedSessionStarts,
  netns,
  runCodex,
  START_PLAN,
  type Step,
  sandboxOff,
  scenarioWorkspace,
  THREE_TASKS,
  TICK,
  thenCompact,
  writeBoulder,
} from "./harness.js";

// Compactions were measured on the pinned release only (as in long-plans.test.ts).
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info(`[codex e2e] brief-repeats.test.ts runs on the pinned Codex only: skipped`);

/**
 * In chain mode the first continuation of a human prompt is the full directive and
 * later ones the brief (directive-brief.md). Hooks registered with `install --user`, chain mode from
 * the project's settings.json, a compaction forced before every stop; the scripted model ticks one box
 * per turn and ends with the hook's own `work complete`.
 */
const DONE = "## TODOs\n- [x] 1. Alpha\n- [x] 2. Beta\n- [x] 3. Gamma\n";
const FULL_HEADER = "# ULW continuation: keep executing the active plan\n";
const BRIEF_HEADER = "# ULW continuation: keep executing the plan\n";
/** The reason as the hook printed it, from the hook prompt Codex sent (wrapped, XML-escaped). */
function reasonOf(hookPrompt: string): string {
  return hookPrompt
    .replace(/^<hook_prompt [^>]*>/, "")
    .replace(/<\/hook_prompt>\s*$/, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The distinct hook prompts the server received, in order (a tool call's follow-up repeats the last). */
function hookPrompts(run: CodexRun | undefined): string[] {
  const texts = (run?.requests ?? [])
    .map((r) => lastUserText(r.body))
    .filter((t) => t.startsWith("<hook_prompt"));
  return [...new Set(texts)];
}

/** The texts of a request's developer messages, in order. */
function developerTexts(body: string): string[] {
  const request: unknown = JSON.parse(body);
  const input = isRecord(request) && Array.isArray(request.input) ? request.input : [];
  return input
    .filter((item) => isRecord(item) && item.role === "developer")
    .flatMap((item) => (isRecord(item) && Array.isArray(item.content) ? item.content : []))
    .map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : ""));
}

/** Sizes of the `compacted` records of the session's rollout files, in order. */
function compactedRecordSizes(home: string): number[] {
  const sessions = join(home, "sessions");
  const files = readdirSync(sessions, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".jsonl"))
    .sort();
  return files.flatMap((file) =>
    readFileSync(join(sessions, file), "utf8")
      .split("\n")
      .filter((line) => line.startsWith('{"') && line.includes('"type":"compacted"'))
      .map((line) => Buffer.byteLength(line)),
  );
}

/** The model carries the 3-task plan to the end, with a compaction forced before every stop. */
const COMPACTED_PLAN: Step[] = [
  thenCompact(writeBoulder),
  "Boulder written.",
  thenCompact({ exec: TICK }),
  "Ticked 1.",
  thenCompact({ exec: TICK }),
  "Ticked 2.",
  thenCompact({ exec: TICK }),
  "Ticked 3.",
  thenCompact({ exec: `node "${CLI}" work complete` }),
  "Final gate passed. ORCHESTRATION COMPLETE",
  "unexpected extra request",
];

let ws: Workspace;
afterEach(() => ws?.dispose());

describe.skipIf(!netns.ok || !PINNED)("brief repeats in chain mode (real Codex, offline)", () => {
  it("given settings.json {chain: true} and a compaction before every stop, when one prompt carries a 3-task plan to the end, then every continuation after a compaction is the full directive, and no request carries a brief without it", async () => {
    ws = scenarioWorkspace("ulw-e2e-");
    const files = {
      ".omo/plans/e2e.md": THREE_TASKS,
      ".omo/ulw-execute/settings.json": '{"chain":true}',
    };
    const [run] = await runCodex(ws, COMPACTED_PLAN, [{ prompt: START_PLAN, files }], {
      execArgs: sandboxOff,
      config: COMPACTING,
      answerCompaction: true,
    });
    expect(run?.code).toBe(0);
    expect(readFileSync(ws.path("project/.omo/plans/e2e.md"), "utf8")).toBe(DONE);
    expect(readFileSync(ws.path("project/.omo/boulder.json"), "utf8")).toContain('"status":"completed"');
    expect(loggedReasons(ws)).toEqual([
      "work-remaining",
      "work-remaining",
      "work-remaining",
      "final-gate-pending",
      // The work is completed: the same reason as with --chain, since chain mode comes from settings.json.
      "work-not-continuable",
    ]);

    // After every compaction while the work is open, hook session-start handed the plan back (the last
    // compaction follows `work complete`: nothing to hand back), as a developer message naming the plan
    // file in the request that gets the model's next answer.
    const compactions = loggedSessionStarts(ws)
      .filter((entry) => entry.source === "compact")
      .map((entry) => entry.reason);
    expect(compactions).toEqual([
      "plan-state",
      "plan-state",
      "plan-state",
      "plan-state",
      "work-not-continuable",
    ]);
    const planFile = ws.path("project/.omo/plans/e2e.md");
    const handedBack = (run?.requests ?? []).filter((request) =>
      developerTexts(request.body).some(
        (text) => text.startsWith("ulw-execute-continuation: ") && text.includes(planFile),
      ),
    );
    expect(handedBack.length).toBeGreaterThanOrEqual(4);

    // A compaction drops hook prompts from what the model is sent: so each continuation after one is the
    // full directive again, and no request carries a brief without the full protocol beside it.
    const reasons = hookPrompts(run).map(reasonOf);
    expect(reasons).toHaveLength(4);
    reasons.forEach((reason, i) => {
      expect(reason.startsWith(FULL_HEADER), reason).toBe(true);
      expect(reason).toContain(`[ulw-execute-continuation chain step=${i + 1} `);
      if (i > 0) expect(reason).toContain("Codex compacted the context since the last continuation");
    });
    // (A request body is JSON: the headers are matched without their line break.)
    const carried = (run?.requests ?? []).filter((request) => request.body.includes(BRIEF_HEADER.trim()));
    for (const request of carried) expect(request.body).toContain(FULL_HEADER.trim());
    // The run log agrees on what was sent, and every continuation followed a compaction.
    const sent = loggedEntries(ws).filter((entry) => entry.decision === "block");
    expect(sent.map((entry) => [entry.template, entry.bytes, entry.compacted])).toEqual(
      reasons.map((reason) => ["full", Buffer.byteLength(reason), true]),
    );
    const compacted = compactedRecordSizes(ws.path("codex-home"));
    console.info(
      `[codex e2e] continuations: ${reasons.map((r) => Buffer.byteLength(r)).join(", ")} bytes; compacted records: ${compacted.join(", ")} bytes`,
    );
  });

  it("given SessionStart unregistered (on Windows it does not fire after a compaction) and a compaction before every stop, when one prompt carries a 3-task plan, then the Stop hook alone gives the full protocol at every continuation and the plan finishes 3/3", async () => {
    ws = scenarioWorkspace("ulw-e2e-");
    const home = ws.path("codex-home");
    mkdirSync(home);
    expect((await runCli(["install", "--user", "--codex-home", home])).status).toBe(0);
    const file = join(home, "hooks.json");
    writeFileSync(file, readFileSync(file, "utf8").replace(/"SessionStart"/, '"SessionStartOff"'));
    const files = { ".omo/plans/e2e.md": THREE_TASKS, ".omo/ulw-execute/settings.json": '{"chain":true}' };
    const [run] = await runCodex(ws, COMPACTED_PLAN, [{ prompt: START_PLAN, files }], {
      execArgs: sandboxOff,
      config: COMPACTING,
      answerCompaction: true,
      noInstall: true,
    });
    expect(run?.code).toBe(0);
    expect(loggedSessionStarts(ws)).toEqual([]);
    expect(readFileSync(ws.path("project/.omo/plans/e2e.md"), "utf8")).toBe(DONE);
    const continued = (run?.requests ?? []).filter((r) => lastUserText(r.body).startsWith("<hook_prompt"));
    expect(continued.length).toBeGreaterThanOrEqual(4);
    for (const request of continued) expect(lastUserText(request.body)).toContain(FULL_HEADER);
  });
});
