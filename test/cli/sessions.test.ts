import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import { promptContext } from "../helpers/prompt-hook.js";
import { stopPayload, Workspace } from "../helpers/workspace.js";

/**
 * Session B starting a plan that session A left never sends
 * A back to it, and A's commands only touch A's work. The prompt hook and the `start`/`work` commands
 * write through the same code; both are driven here.
 */

const A = "019a5b1e-0000-7000-8000-00000000000a";
const B = "019a5b1e-0000-7000-8000-00000000000b";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/one.md", "## TODOs\n- [ ] 1. One first\n- [ ] 2. One second\n");
  ws.write(".omo/plans/two.md", "## TODOs\n- [ ] 1. Two first\n- [ ] 2. Two second\n");
});
afterEach(() => ws.dispose());

function prompt(session: string, text: string): Promise<string> {
  return promptContext(ws.root, session, text);
}

/** The reason the Stop hook sends the session ("" when it stays silent). */
async function stopReason(session: string): Promise<string> {
  const input = JSON.stringify(stopPayload(ws.root, { session_id: session }));
  const result = await runCli(["hook", "stop"], { input });
  if (result.stdout === "") return "";
  const parsed: unknown = JSON.parse(result.stdout);
  return isRecord(parsed) ? String(parsed.reason) : "";
}

function statusOf(id: string): unknown {
  const parsed: unknown = JSON.parse(readFileSync(ws.path(".omo/boulder.json"), "utf8"));
  const works = isRecord(parsed) ? parsed.works : undefined;
  const work = isRecord(works) ? works[id] : undefined;
  return isRecord(work) ? work.status : undefined;
}

describe("two sessions, two plans", () => {
  it("given A ran `$ulw-execute one` then `two`, and B then ran `one`, when A's turn ends, then A is sent to two, and A's pause pauses only two", async () => {
    await prompt(A, "$ulw-execute one");
    const moved = await prompt(A, "$ulw-execute two");
    expect(moved).toContain('this session left its other unfinished work "one"');
    await prompt(B, "$ulw-execute one");

    expect(await stopReason(A)).toContain(`Plan file: \`${ws.path(".omo/plans/two.md")}\``);
    expect(await stopReason(B)).toContain(`Plan file: \`${ws.path(".omo/plans/one.md")}\``);

    expect(await prompt(A, "$ulw-execute pause")).toContain("Work two (two) of codex:");
    expect(statusOf("two")).toBe("paused");
    expect(statusOf("one")).toBe("active");
    expect(await prompt(A, "$ulw-execute abandon")).toContain("paused -> abandoned");
    expect(statusOf("one")).toBe("active");
    expect(await stopReason(B)).toContain("Next task: 1. One first");
  });

  it("given the same moves through `start` and `work`, when A completes its work with --force, then B's work is untouched", async () => {
    const env = { ...process.env, CODEX_SESSION_ID: "" };
    const run = (args: readonly string[]) => runCli(args, { cwd: ws.root, env });
    expect((await run(["start", "one", "--session", A])).status).toBe(0);
    expect((await run(["start", "two", "--session", A])).status).toBe(0);
    expect((await run(["start", "one", "--session", B])).status).toBe(0);
    const done = await run(["work", "complete", "--force", "--session", A]);
    expect(done.stdout).toContain("Work two (two)");
    expect(statusOf("two")).toBe("completed");
    expect(statusOf("one")).toBe("active");
    expect(await stopReason(A)).toBe("");
  });
});
