import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI } from "../helpers/cli.js";
import type { Workspace } from "../helpers/workspace.js";
import { CODEX_ENV } from "./codex-under-test.js";
import {
  COMPACTING,
  type CodexRun,
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

// Compactions were measured on the pinned release only (as in brief-repeats.test.ts).
const PINNED = (process.env[CODEX_ENV] ?? "") === "";
if (!PINNED) console.info(`[codex e2e] install-commands.test.ts runs on the pinned Codex only: skipped`);

const COMPACTION_PROMPT = "CONTEXT CHECKPOINT COMPACTION";

/** Every text of a request's input items (messages of every role), in order. */
function inputTexts(body: string): string[] {
  const request: unknown = JSON.parse(body);
  const input = isRecord(request) && Array.isArray(request.input) ? request.input : [];
  return input
    .flatMap((item) => (isRecord(item) && Array.isArray(item.content) ? item.content : []))
    .map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : ""));
}

/** The model's requests after Codex's first compaction, the compaction requests themselves left out. */
function afterCompaction(run: CodexRun | undefined): string[] {
  const bodies = (run?.requests ?? []).map((request) => request.body);
  const first = bodies.findIndex((body) => body.includes(COMPACTION_PROMPT));
  return first < 0 ? [] : bodies.slice(first + 1).filter((body) => !body.includes(COMPACTION_PROMPT));
}

/** This package's texts in a request: its hook prompts and its session-start hand-backs. */
function ourTexts(body: string): string[] {
  return inputTexts(body).filter(
    (text) => text.startsWith("<hook_prompt") || text.startsWith("ulw-execute-continuation: "),
  );
}

let ws: Workspace;
afterEach(() => ws?.dispose());

describe.skipIf(!netns.ok || !PINNED)("commands and paths the model is given (real Codex, offline)", () => {
  it("given a hooks.json install (install --user, not on the PATH, no skill) and a compaction before every stop, when the model has ticked every box, then the requests after a compaction name a command that completes the work in this install", async () => {
    ws = scenarioWorkspace("ulw-e2e-");
    const files = { ".omo/plans/e2e.md": THREE_TASKS, ".omo/ulw-execute/settings.json": '{"chain":true}' };
    // The model never completes the work itself: the command is taken from what it was sent.
    const script: Step[] = [
      thenCompact(writeBoulder),
      "Boulder written.",
      thenCompact({ exec: TICK }),
      "Ticked 1.",
      thenCompact({ exec: TICK }),
      "Ticked 2.",
      thenCompact({ exec: TICK }),
      "Ticked 3.",
      "Final gate passed.",
    ];
    const [run] = await runCodex(ws, script, [{ prompt: START_PLAN, files }], {
      execArgs: sandboxOff,
      config: COMPACTING,
      answerCompaction: true,
    });
    expect(run?.code).toBe(0);
    const texts = afterCompaction(run).flatMap(ourTexts);
    expect(texts.length).toBeGreaterThan(0);
    // The reason reaches the model XML-escaped: `"` stays as it is, only < > & are encoded.
    const commands = texts.flatMap((text) => [...text.matchAll(/`(node "[^`]+" work complete[^`]*)`/g)]);
    const named = [...new Set(commands.map((match) => match[1] ?? ""))];
    expect(named).toEqual([`node "${CLI}" work complete --session "codex:${run?.session}"`]);
    for (const text of texts) expect(text).not.toMatch(/skill/i);

    const boulder = ws.path("project/.omo/boulder.json");
    expect(readFileSync(boulder, "utf8")).toContain('"status":"active"');
    const [command = ""] = named;
    const ran = spawnSync("sh", ["-c", command], {
      cwd: ws.path("project"),
      encoding: "utf8",
      // As Codex before 0.148 runs the model's commands: no CODEX_SESSION_ID.
      env: { PATH: "/usr/bin:/bin" },
    });
    expect(ran.status, ran.stderr).toBe(0);
    expect(readFileSync(boulder, "utf8")).toContain('"status":"completed"');
  });

  it("given a project root of 130 bytes, when a chain sends full directives, briefs and a hand-back after a compaction, then every path shown to the model exists", async () => {
    ws = scenarioWorkspace("ulw-e2e-");
    const project = ws.path("project");
    const deep = "p".repeat(130 - project.length - 1);
    const root = join(project, deep);
    // The plan: its absolute path (164 bytes) is longer than the brief shows whole.
    const onPlan = (step: Step): Step =>
      typeof step === "object" && "exec" in step
        ? { ...step, exec: step.exec.replaceAll("e2e.md", "tenant-rate-limiter.md") }
        : step;
    const files = {
      [`${deep}/.omo/plans/tenant-rate-limiter.md`]: THREE_TASKS,
      [`${deep}/.omo/ulw-execute/settings.json`]: '{"chain":true}',
      [`${deep}/.omo/ulw-execute/ledger.jsonl`]: "",
    };
    const script: Step[] = [
      onPlan(writeBoulder),
      "Boulder written.",
      onPlan({ exec: TICK }),
      "Ticked 1.",
      thenCompact(onPlan({ exec: TICK })),
      "Ticked 2.",
      onPlan({ exec: TICK }),
      "Ticked 3.",
      { exec: `node "${CLI}" work complete` },
      "Final gate passed. ORCHESTRATION COMPLETE",
    ];
    const [run] = await runCodex(
      ws,
      script,
      [{ prompt: "$ulw-execute .omo/plans/tenant-rate-limiter.md", files, cwd: deep }],
      {
        execArgs: sandboxOff,
        config: COMPACTING,
        answerCompaction: true,
      },
    );
    expect(run?.code).toBe(0);
    expect(Buffer.byteLength(root)).toBe(130);
    const texts = (run?.requests ?? []).flatMap((request) => ourTexts(request.body));
    // Full directives, briefs and the session-start hand-back were all shown.
    expect(texts.some((text) => text.includes("# ULW continuation: keep executing the active plan"))).toBe(
      true,
    );
    expect(texts.some((text) => text.includes("# ULW continuation: keep executing the plan\n"))).toBe(true);
    expect(texts.some((text) => text.startsWith("ulw-execute-continuation: Codex compacted"))).toBe(true);
    // A backticked word with a slash and no blank is a path (a command has blanks).
    const paths = new Set(
      texts.flatMap((text) => [...text.matchAll(/`([^`\s]*\/[^`\s]*)`/g)].map((m) => m[1] ?? "")),
    );
    expect(paths.size).toBeGreaterThan(2);
    for (const path of paths) expect(existsSync(isAbsolute(path) ? path : join(root, path)), path).toBe(true);
    expect(readFileSync(join(root, ".omo/boulder.json"), "utf8")).toContain('"status":"completed"');
  });
});
