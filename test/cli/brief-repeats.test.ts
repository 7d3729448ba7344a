import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRIEF_MAX_BYTES } from "../../src/directive/values.js";
import { isRecord } from "../../src/json/guards.js";
import { classifyRolloutLine } from "../../src/rollout/codex-format.js";
import { runCli } from "../helpers/cli.js";
import { assertCodexHookStdout } from "../helpers/codex-output.js";
import { promptHookLine } from "../helpers/prompt-hook.js";
import { fixture, singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const KEY = `codex:${SESSION}`;
// The plan: under a 130-byte root, its path is longer than the brief shows whole.
const PLAN = ".omo/plans/tenant-rate-limiter.md";
const CAPTURED_PLAN = /\/tmp\/ulw-capture-[^/]+\/work\/\.omo\/plans\/e2e\.md/g;
const CAPTURED_DAY = '"timestamp":"2026-11-30T';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const FULL_HEADER = "# ULW continuation: keep executing the active plan\n";
const BRIEF_HEADER = "# ULW continuation: keep executing the plan\n";
const TASKS = 4;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

/**
 * The real chain rollout (test/fixtures/rollouts/chain.jsonl), its plan moved into this workspace: the
 * lines before its first continuation (a typed prompt, a tool call), and the two records Codex writes
 * for a Stop hook's reason (the message, XML-escaped, and the HookPrompt item, raw) to copy with
 * another reason.
 */
function captured() {
  // Moved to tomorrow: the prompt began after every file the test writes (settings.json included).
  const lines = fixture("rollouts/chain.jsonl")
    .replace(CAPTURED_PLAN, ws.path(PLAN))
    .replaceAll(CAPTURED_DAY, `"timestamp":"${tomorrow()}T`)
    .split("\n");
  const hook = lines.findIndex((line) => classifyRolloutLine(line).kind === "hook-prompt");
  const prompt = classifyRolloutLine(lines.find((line) => line.includes('"user.text"')) ?? "");
  const [message, item] = [lines[hook] ?? "", lines[hook + 1] ?? ""];
  const turn = prompt.kind === "user-prompt" ? (prompt.turnId ?? "") : "";
  // The prompt hook's context follows the prompt's message and its event twin.
  const typed = lines.findIndex((line) => classifyRolloutLine(line).kind === "user-prompt");
  const twin = classifyRolloutLine(lines[typed + 1] ?? "").kind === "user-prompt" ? typed + 2 : typed + 1;
  const start = [...lines.slice(0, twin), ...promptHookLine(ws.root, turn), ...lines.slice(twin, hook)];
  return {
    start: `${start.join("\n")}\n`,
    turn,
    /** The two records of one continuation, as Codex records `reason`. */
    records(reason: string): string {
      const escaped = reason.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
      const outer: unknown = JSON.parse(message);
      const inner: unknown = JSON.parse(item);
      const wrapped = `<hook_prompt hook_run_id="stop:1:/h/hooks.json">${escaped}</hook_prompt>`;
      if (!isRecord(outer) || !isRecord(outer.payload) || !isRecord(inner) || !isRecord(inner.payload))
        throw new Error("unexpected fixture");
      const itemBody = inner.payload.item;
      if (!isRecord(itemBody)) throw new Error("unexpected fixture");
      const written = [
        { ...outer, payload: { ...outer.payload, content: [{ type: "input_text", text: wrapped }] } },
        {
          ...inner,
          payload: {
            ...inner.payload,
            item: { ...itemBody, fragments: [{ text: reason, hookRunId: "stop:1" }] },
          },
        },
      ];
      return written.map((record) => `${JSON.stringify(record)}\n`).join("");
    },
  };
}

/** The reason of a block, after checking that Codex accepts the output. */
function blockReason(result: { status: number | null; stdout: string }): string {
  expect(result.status).toBe(0);
  assertCodexHookStdout(result.stdout);
  const parsed: unknown = JSON.parse(result.stdout);
  if (!isRecord(parsed) || parsed.decision !== "block" || typeof parsed.reason !== "string")
    throw new Error(`not a block: ${result.stdout}`);
  return parsed.reason;
}

/** A real Codex 0.171 compaction record. */
function compactionLine(): string {
  const lines = fixture("rollouts/compaction.jsonl").split("\n");
  const line = lines.find((l) => classifyRolloutLine(l).kind === "compaction");
  if (line === undefined) throw new Error("no compaction in the fixture");
  return `${line}\n`;
}

function setUp() {
  ws.write(
    PLAN,
    `## TODOs\n${Array.from({ length: TASKS }, (_, i) => `- [ ] ${i + 1}. Task ${i + 1}\n`).join("")}`,
  );
  ws.writeBoulder(singleWorkBoulder(KEY, PLAN));
  const rollout = captured();
  const transcript = ws.write("rollout.jsonl", rollout.start);
  return { rollout, transcript };
}

/** Ticks the first open box; false when there was none. */
function tick(): boolean {
  const text = readFileSync(ws.path(PLAN), "utf8");
  ws.write(PLAN, text.replace("- [ ]", "- [x]"));
  return text.includes("- [ ]");
}

const payloadFor = (transcript: string, turn: string, stopHookActive: boolean) =>
  JSON.stringify(
    stopPayload(ws.root, { stop_hook_active: stopHookActive, turn_id: turn, transcript_path: transcript }),
  );

/**
 * Drives the built hook through one human prompt as Codex would: stop, record the reason, the model
 * ticks a box (and Codex compacts, when asked), stop again, until the hook is silent.
 */
async function chain(flags: readonly string[], compactBeforeEachStop = false, env?: NodeJS.ProcessEnv) {
  const { rollout, transcript } = setUp();
  const reasons: string[] = [];
  for (let stop = 0; stop < TASKS + 3; stop++) {
    if (compactBeforeEachStop && stop > 0) appendFileSync(transcript, compactionLine());
    const result = await runCli(["hook", "stop", ...flags], {
      input: payloadFor(transcript, rollout.turn, stop > 0),
      ...(env !== undefined ? { env } : {}),
    });
    expect(result.status).toBe(0);
    // Silent: nothing, or (a chain's end) only the line the person sees.
    if (result.stdout === "" || !result.stdout.includes('"decision"')) break;
    const reason = blockReason(result);
    reasons.push(reason);
    appendFileSync(transcript, rollout.records(reason));
    // The model ticks the next box; at the final gate it marks the work completed.
    if (!tick()) ws.writeBoulder(singleWorkBoulder(KEY, PLAN, { status: "completed" }));
  }
  return { reasons, transcript, turn: rollout.turn };
}

describe("hook stop --chain: the full directive once, then brief repeats", () => {
  it("given a 4-task plan, when the built hook runs the chain, then continuation 1 is the full directive and every later one the brief, at most 1,750 bytes", async () => {
    const { reasons } = await chain(["--chain"]);
    // Four tasks, then the final gate: five continuations.
    expect(reasons).toHaveLength(TASKS + 1);
    const [first, ...later] = reasons;
    expect(first?.startsWith(FULL_HEADER)).toBe(true);
    expect(first).toContain("step=1 done=0 total=4");
    later.forEach((reason, i) => {
      expect(reason.startsWith(BRIEF_HEADER), reason).toBe(true);
      expect(reason).toContain(`[ulw-execute-continuation chain step=${i + 2} done=${i + 1} total=4 `);
      expect(reason).toContain(`- ${TASKS - i - 1} of ${TASKS} tasks remain.`);
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(BRIEF_MAX_BYTES);
    });
    expect(later.at(-1)).toContain("Next: none (final gate pending)");
  });

  it("given ULW_CONTINUATION_LOG, when the chain runs, then each continuation's line names its template and size", async () => {
    const log = ws.path("run-log.jsonl");
    const { reasons } = await chain(["--chain"], false, { ...process.env, ULW_CONTINUATION_LOG: log });
    const entries = readFileSync(log, "utf8")
      .trimEnd()
      .split("\n")
      .map((line): unknown => JSON.parse(line));
    const sent = entries.filter((entry) => isRecord(entry) && entry.decision === "block");
    expect(sent).toEqual(
      reasons.map((reason, i) =>
        expect.objectContaining({
          step: i + 1,
          template: i === 0 ? "full" : "brief",
          bytes: Buffer.byteLength(reason),
        }),
      ),
    );
  });

  it("given a compaction before every stop, when the chain runs, then every continuation is the full directive again, with the compaction note", async () => {
    const { reasons } = await chain(["--chain"], true);
    expect(reasons).toHaveLength(TASKS + 1);
    for (const reason of reasons) expect(reason.startsWith(FULL_HEADER)).toBe(true);
    for (const reason of reasons.slice(1))
      expect(reason).toContain("Codex compacted the context since the last continuation");
  });

  it("given settings.json {chain: true} and a project's own brief, when the chain runs, then later continuations use it", async () => {
    ws.write(".omo/ulw-execute/settings.json", '{"chain": true}');
    ws.write(".omo/ulw-execute/directive-brief.md", "Our brief: {{REMAINING_COUNT}} left.\n");
    const { reasons } = await chain([]);
    expect(reasons).toHaveLength(TASKS + 1);
    expect(reasons[0]?.startsWith(FULL_HEADER)).toBe(true);
    reasons.slice(1).forEach((reason, i) => {
      expect(reason).toMatch(
        new RegExp(
          `^Our brief: ${TASKS - i - 1} left\\.\\n\\n\\[ulw-execute-continuation chain step=${i + 2} `,
        ),
      );
    });
  });
});

describe("paths under a long project root", () => {
  it("given a 130-byte project root and a ledger, when the chain sends the full directive and the briefs, then every backticked path in every reason exists", async () => {
    ws.dispose();
    ws = new Workspace(`ulw-test-${"r".repeat(130 - "/tmp/ulw-test-XXXXXX".length)}`);
    expect(Buffer.byteLength(ws.root)).toBe(130);
    ws.write(".omo/ulw-execute/ledger.jsonl", "");
    const { reasons } = await chain(["--chain"]);
    expect(reasons.filter((reason) => reason.startsWith(BRIEF_HEADER)).length).toBeGreaterThan(0);
    for (const reason of reasons) {
      const paths = [...reason.matchAll(/`([^`\s]*\/[^`\s]*)`/g)].map((match) => match[1] ?? "");
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths)
        expect(existsSync(isAbsolute(path) ? path : join(ws.root, path)), path).toBe(true);
    }
  });
});

describe("explain on a chain's later continuation", () => {
  it("given a stop after the first continuation, when explained, then it names the brief template and its size, and --print-directive prints the brief", async () => {
    const { rollout, transcript } = setUp();
    const first = await runCli(["hook", "stop", "--chain"], {
      input: payloadFor(transcript, rollout.turn, false),
    });
    appendFileSync(transcript, rollout.records(blockReason(first)));
    tick();
    const input = payloadFor(transcript, rollout.turn, true);
    const hook = blockReason(await runCli(["hook", "stop", "--chain"], { input }));
    const printed = await runCli(["explain", "--payload", "-", "--chain", "--print-directive"], { input });
    expect(printed.stdout).toBe(`${hook}\n`);
    const text = await runCli(["explain", "--payload", "-", "--chain"], { input });
    expect(text.stdout).toContain(`brief template, ${Buffer.byteLength(hook)} bytes rendered`);
    const json = await runCli(["explain", "--payload", "-", "--chain", "--json"], { input });
    const report: unknown = JSON.parse(json.stdout);
    expect(report).toMatchObject({
      sends: { template: "brief", bytes: Buffer.byteLength(hook) },
      facts: { brief: { kind: "read", source: "bundled" } },
    });
  });

  it("given a blank brief override, when a later continuation is explained, then the bundled brief, and why the override was not used", async () => {
    const override = ws.write(".omo/ulw-execute/directive-brief.md", "  \n");
    const { rollout, transcript } = setUp();
    const first = await runCli(["hook", "stop", "--chain"], {
      input: payloadFor(transcript, rollout.turn, false),
    });
    appendFileSync(transcript, rollout.records(blockReason(first)));
    tick();
    const input = payloadFor(transcript, rollout.turn, true);
    const json = await runCli(["explain", "--payload", "-", "--chain", "--json"], { input });
    const report: unknown = JSON.parse(json.stdout);
    expect(report).toMatchObject({
      sends: { template: "brief" },
      facts: {
        brief: { source: "bundled", overrideProblem: `${override} is empty or only white space` },
      },
    });
    const text = await runCli(["explain", "--payload", "-", "--chain"], { input });
    expect(text.stdout).toMatch(
      /^ {2}brief:\n(?: {4}.*\n)* {4}overrideProblem: .* is empty or only white space$/m,
    );
  });

  it("given the prompt's first stop, when explained, then the full template", async () => {
    const { rollout, transcript } = setUp();
    const input = payloadFor(transcript, rollout.turn, false);
    const text = await runCli(["explain", "--payload", "-", "--chain"], { input });
    expect(text.stdout).toMatch(/full template, \d+ bytes rendered/);
  });
});

describe("hook stop without --chain: always the full directive", () => {
  it("given plain mode, when the first stop continues, then the full directive exactly, with no stamp; the next stop is silent; a new prompt gets the full directive again", async () => {
    const { rollout, transcript } = setUp();
    const first = await runCli(["hook", "stop"], { input: payloadFor(transcript, rollout.turn, false) });
    const reason = blockReason(first);
    expect(reason.startsWith(FULL_HEADER)).toBe(true);
    expect(reason).not.toContain("[ulw-execute-continuation chain");
    const printed = await runCli(["explain", "--payload", "-", "--print-directive"], {
      input: payloadFor(transcript, rollout.turn, false),
    });
    expect(printed.stdout).toBe(reason.endsWith("\n") ? reason : `${reason}\n`);
    appendFileSync(transcript, rollout.records(reason));
    tick();
    const again = await runCli(["hook", "stop"], { input: payloadFor(transcript, rollout.turn, true) });
    expect(again.stdout).toBe("");
    // A new typed prompt: the human prompt starts over.
    appendFileSync(
      transcript,
      `${rollout.start
        .split("\n")
        .filter((line) => line.includes('"user.text"'))
        .join("\n")}\n`,
    );
    const next = await runCli(["hook", "stop"], { input: payloadFor(transcript, rollout.turn, false) });
    expect(blockReason(next).startsWith(FULL_HEADER)).toBe(true);
  });
});
