import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VALUE_CAPS } from "../../src/directive/limits.js";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const KEY = "codex:019a5b1e-0000-7000-8000-000000000001";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

async function reason(
  flags: readonly string[] = [],
  payload: Record<string, unknown> = {},
): Promise<{ stdout: string; reason: string }> {
  const input = JSON.stringify(stopPayload(ws.root, payload));
  const result = await runCli(["hook", "stop", ...flags], { input });
  expect(result).toMatchObject({ status: 0, stderr: "" });
  const parsed: unknown = JSON.parse(result.stdout);
  if (!isRecord(parsed) || typeof parsed.reason !== "string") throw new Error(`no block: ${result.stdout}`);
  return { stdout: result.stdout, reason: parsed.reason };
}

async function explainJson(): Promise<Record<string, unknown>> {
  const result = await runCli(["explain", "--cwd", ws.root, "--session", KEY.slice(6), "--json"]);
  const parsed: unknown = JSON.parse(result.stdout);
  if (!isRecord(parsed)) throw new Error(result.stdout);
  return parsed;
}

describe("hook stop never sends Codex text it rejects", () => {
  it("given a task label whose last byte within its cap falls inside an emoji, when continued, then the label is cut before it", async () => {
    const kept = VALUE_CAPS.NEXT_TASK_LABEL - 4;
    const label = `${"a".repeat(kept)}${"\u{1F600}".repeat(200)}`;
    ws.write("plan.md", `## TODOs\n- [ ] ${label}\n`);
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const { stdout, reason: text } = await reason();
    expect(text).not.toMatch(LONE_SURROGATE);
    expect(stdout).not.toMatch(/\\ud[89ab][0-9a-f]{2}/i);
    expect(text).toContain(`- Next task: ${"a".repeat(kept)}…\n`);
  });

  it("given a plan_name that is a lone surrogate escape, when continued, then it arrives as U+FFFD", async () => {
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.write(
      ".omo/boulder.json",
      `{"works":{"w":{"active_plan":"plan.md","plan_name":"x\\ud800y","session_ids":["${KEY}"],"status":"active"}}}`,
    );
    const { stdout, reason: text } = await reason();
    expect(stdout).not.toMatch(/\\ud800/i);
    expect(text).toContain("- Plan: x\ufffdy\n");
  });

  it("given a 5 MB plan_name, when continued, then the whole reason stays small enough for Codex to show", async () => {
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md", { plan_name: "n".repeat(5_000_000) }));
    const { reason: text } = await reason();
    expect(Buffer.byteLength(text)).toBeLessThan(9600);
    expect(text).toContain(`- Plan: ${"n".repeat(157)}…\n`);
  });

  it("given a project directive full of placeholders, when continued, then the reason is capped and explain warns", async () => {
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md", { plan_name: "p".repeat(150) }));
    ws.write(".omo/ulw-execute/directive.md", "{{PLAN_NAME}}".repeat(80_000));
    const { reason: text } = await reason();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(64 * 1024);
    expect(await explainJson()).toMatchObject({
      decision: "block",
      sends: { bytes: Buffer.byteLength(text), overFullView: true, cut: true },
      facts: { directive: { source: "override" } },
    });
    const human = await runCli(["explain", "--cwd", ws.root, "--session", KEY.slice(6)]);
    expect(human.stdout).toMatch(/warning: over the 9600 bytes Codex shows the model whole/);
    expect(human.stdout).toMatch(/warning: the rendered template was cut at 65536 bytes/);
  });

  it("given chain mode, a capped project directive and the longest turn id, when continued, then the stamp is inside the 64 KiB cap, whole", async () => {
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md", { plan_name: "p".repeat(150) }));
    ws.write(".omo/ulw-execute/directive.md", "{{PLAN_NAME}}".repeat(80_000));
    const { reason: text } = await reason(["--chain"], { turn_id: "%".repeat(500) });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(64 * 1024);
    expect(text).toMatch(
      /\n\n\[ulw-execute-continuation chain step=1 done=0 total=1 idle=0 turn=(%25)+ plan=[^\]]+\]$/,
    );
  });

  it("given chain mode and a turn_id that is a lone surrogate escape, when continued, then the stamp carries U+FFFD", async () => {
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    const input = JSON.stringify(stopPayload(ws.root)).replace('"turn_id":"turn-1"', '"turn_id":"t\\ud800"');
    expect(input).toContain('"turn_id":"t\\ud800"');
    const result = await runCli(["hook", "stop", "--chain"], { input });
    expect(result.stdout).not.toMatch(/\\ud800/i);
    expect(result.stdout).toContain("turn=t\ufffd ");
  });

  it("given a project directive CUSTOM {{PLAN_NAME}} in plain mode, when continued, then the reason is exactly the rendered directive", async () => {
    ws.write("plan.md", "## TODOs\n- [ ] one\n");
    ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
    ws.write(".omo/ulw-execute/directive.md", "CUSTOM {{PLAN_NAME}}");
    expect((await reason()).reason).toBe("CUSTOM test-plan");
  });

  it.each([
    ["empty", ""],
    ["white space only", " \n\t\n"],
  ])(
    "given a project directive that is %s, when continued, then the bundled one is used and explain says why",
    async (_name, text) => {
      ws.write("plan.md", "## TODOs\n- [ ] one\n");
      ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
      ws.write(".omo/ulw-execute/directive.md", text);
      const { reason: sent } = await reason();
      expect(sent).toMatch(/^# ULW continuation/);
      expect(await explainJson()).toMatchObject({
        facts: {
          directive: {
            source: "bundled",
            overrideProblem: expect.stringMatching(/is empty or only white space$/),
          },
        },
      });
    },
  );
});
