import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CodexSim, SIM_KEY, sleep } from "../helpers/codex-sim.js";
import { singleWorkBoulder, Workspace } from "../helpers/workspace.js";

/**
 * A process the model left running (it outlives turns and sessions) rewrites the boulder in a tight loop,
 * so whatever the prompt hook reads back after the person's command may already be undone.
 */
let ws: Workspace;
let watcher: number | undefined;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => {
  if (watcher !== undefined) process.kill(watcher);
  watcher = undefined;
  ws.dispose();
});

const PLAN = ".omo/plans/p.md";

/** Runs `body` (JavaScript, in the workspace) until the workspace is gone. */
async function leaveRunning(body: string): Promise<void> {
  ws.write(
    "watch.js",
    `const fs = require("node:fs"); setTimeout(() => process.exit(0), 60000);
setInterval(() => { if (!fs.existsSync(".omo")) process.exit(0); try { ${body} } catch {} }, 0);`,
  );
  const child = spawn(process.execPath, ["watch.js"], { cwd: ws.root, detached: true, stdio: "ignore" });
  child.unref();
  watcher = child.pid;
  await sleep(300);
}

describe("the person's pause and abandon, undone at once by a process of the model's", () => {
  it.each([
    ["pause", "paused", "held=3]"],
    ["abandon", "abandoned", undefined],
  ])(
    "given --chain and the person's 3-task plan, when the process sets the work back to active right after the person's `$ulw-execute %s`, then that prompt's count is not open, and the next prompt gets plain mode's one continuation",
    async (change, status, stamped) => {
      ws.write(PLAN, "## TODOs\n- [ ] 1. A\n- [ ] 2. B\n- [ ] 3. C\n");
      ws.writeBoulder(singleWorkBoulder(SIM_KEY, PLAN));
      const sim = new CodexSim(ws, ["--chain"]);
      sim.prompt();
      expect(await sim.run(1)).toBe(1);
      await leaveRunning(`const text = fs.readFileSync(".omo/boulder.json", "utf8");
if (text.includes('"${status}"')) {
  fs.writeFileSync(".omo/b.tmp", text.replaceAll('"${status}"', '"active"'));
  fs.renameSync(".omo/b.tmp", ".omo/boulder.json");
}`);
      sim.prompt(`$ulw-execute ${change}`);
      const context = readFileSync(sim.transcript, "utf8").split("\n").at(-2) ?? "";
      if (stamped === undefined) expect(context).not.toMatch(/(open|held)=\d/);
      else expect(context).toContain(stamped);
      expect(await sim.run(10)).toBe(0);
      sim.prompt("what is left in the plan? just tell me");
      const tick = () => ws.write(PLAN, readFileSync(ws.path(PLAN), "utf8").replace("- [ ]", "- [x]"));
      expect(await sim.run(30, tick)).toBe(1);
      expect((await sim.explain()).reason).toBe("no-start-count");
    },
  );
});
