import { existsSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const SESSION = "019a5b1e-0000-7000-8000-000000000001";
const MIB = 1024 * 1024;
/** What a hook run reads besides the transcript (its own bundle, the boulder, the plan, the directive). */
const OTHER_READS = 2 * MIB;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

/** A rollout-like file of `mib` MiB of content lines: no prompt, no pressure, nothing a read stops at. */
function contentOnlyTranscript(mib: number): string {
  const line = `${JSON.stringify({ type: "response_item", payload: { text: "context window ".repeat(30) } })}\n`;
  // Codex's first record, as it begins every rollout: when the session began.
  const meta = `${JSON.stringify({ timestamp: new Date().toISOString(), type: "session_meta", payload: {} })}\n`;
  return ws.write("rollout.jsonl", meta + line.repeat(Math.ceil((mib * MIB) / line.length)));
}

/**
 * Runs `hook stop` and returns its stdout and how many bytes the process read (rchar of
 * /proc/self/io: every byte its read calls returned), written by a preloaded probe as it exits.
 */
async function hookReads(flags: readonly string[], transcript: string) {
  ws.write(".omo/plans/plan.md", "## TODOs\n- [x] 1. done\n- [ ] 2. next\n");
  ws.writeBoulder(singleWorkBoulder(`codex:${SESSION}`, ".omo/plans/plan.md"));
  const report = ws.path("io.txt");
  const probe = ws.write(
    "io-probe.cjs",
    `const fs = require("node:fs");\nprocess.on("exit", () => fs.writeFileSync(${JSON.stringify(report)}, fs.readFileSync("/proc/self/io")));\n`,
  );
  const result = await runCli(["hook", "stop", ...flags], {
    input: JSON.stringify(stopPayload(ws.root, { transcript_path: transcript })),
    env: { ...process.env, NODE_OPTIONS: `--require ${probe}` },
  });
  const rchar = /^rchar: (\d+)$/m.exec(readFileSync(report, "utf8"))?.[1];
  return { stdout: result.stdout, bytesRead: Number(rchar) };
}

describe.skipIf(!existsSync("/proc/self/io"))("hook stop reads a transcript once", () => {
  it.each([
    ["plain mode", []],
    ["chain mode with --stop-on-compaction", ["--chain", "--stop-on-compaction"]],
    ["chain mode", ["--chain"]],
  ])(
    "given %s and 6 MiB of transcript without a prompt, when stopped, then it continues having read the file once, not once for pressure and again for the prompt",
    async (_mode, flags) => {
      const transcript = contentOnlyTranscript(6);
      const { stdout, bytesRead } = await hookReads(flags, transcript);
      expect(stdout).toContain('"decision":"block"');
      const size = readFileSync(transcript).length;
      expect(bytesRead).toBeGreaterThanOrEqual(size);
      expect(bytesRead).toBeLessThan(size + OTHER_READS);
    },
  );
});
