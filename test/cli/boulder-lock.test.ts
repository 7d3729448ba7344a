import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync } from "node:fs";
import { hostname } from "node:os";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { promptContext } from "../helpers/prompt-hook.js";
import { TinyDisk, tinyDiskUnavailable } from "../helpers/tiny-disk.js";
import { type Workspace, withWorkspace } from "../helpers/workspace.js";

/**
 * The boulder's lock and its leftovers, through the built CLI as Codex runs it: `start`, `work`, and
 * `hook prompt-submit` with a JSON payload on stdin.
 */

const SESSION = "019a5b1e-0000-7000-8000-000000000004";
/** Above any pid_max: no process has it. */
const GONE_PID = 999_999_999;
const PLAN = "## TODOs\n- [x] 1. First\n- [ ] 2. Second\n";

const env = () => {
  const { CODEX_SESSION_ID: _, ...rest } = process.env;
  return rest;
};

/** The tests below run at the same time, each in a workspace of its own with the plan. */
const withPlan = withWorkspace((ws) => ws.write(".omo/plans/alpha.md", PLAN));

// Concurrent: the two held locks are each waited out for the writer's 5 s (nothing else to do then).
describe.concurrent("a lock held, or left behind", () => {
  const run = (ws: Workspace, args: readonly string[]) => runCli(args, { cwd: ws.root, env: env() });
  const lock = (ws: Workspace) => ws.path(".omo/boulder.json.lock");

  withPlan(
    "given a lock a live process on this machine holds, when start gives up, then it names the process as running and never says to remove the lock",
    async ({ ws, expect }) => {
      ws.write(".omo/boulder.json.lock", `${process.pid} ${hostname()} held\n`);
      // Both wait the lock out and give up; neither writes, so they wait at the same time.
      const [result, context] = await Promise.all([
        run(ws, ["start", "alpha", "--session", "s1"]),
        promptContext(ws.root, SESSION, "$ulw-execute alpha", { env: env() }),
      ]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`another writer holds the lock ${lock(ws)}`);
      expect(result.stderr).toContain(`process ${process.pid} on this machine, still running`);
      expect(result.stderr).not.toMatch(/remove/i);
      expect(context).toContain("nothing was written");
      expect(context).toContain(`process ${process.pid} on this machine, still running`);
      expect(context).not.toMatch(/remove/i);
      expect(readFileSync(lock(ws), "utf8")).toBe(`${process.pid} ${hostname()} held\n`);
      expect(existsSync(ws.path(".omo/boulder.json"))).toBe(false);
    },
    30_000,
  );

  withPlan(
    "given a fresh lock of a process on another machine, when start gives up, then it names that machine and says it cannot be checked",
    async ({ ws, expect }) => {
      ws.write(".omo/boulder.json.lock", "4242 build-box-7 held\n");
      const result = await run(ws, ["start", "alpha", "--session", "s1"]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'process 4242 on another machine, "build-box-7", which cannot be checked from here',
      );
      expect(result.stderr).not.toMatch(/remove/i);
    },
    30_000,
  );

  withPlan(
    "given an empty lock left seconds ago by a writer that failed while taking it, when started, then it is taken over and the start succeeds",
    async ({ ws, expect }) => {
      const path = ws.write(".omo/boulder.json.lock", "");
      const past = new Date(Date.now() - 3_000);
      utimesSync(path, past, past);
      const result = await run(ws, ["start", "alpha", "--session", "s1"]);
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      expect(readdirSync(ws.path(".omo")).sort()).toEqual(["boulder.json", "plans"]);
    },
  );

  withPlan(
    "given temp files and a moved-aside lock left by killed writers, when started, then ours whose process is gone or which are old are removed and nothing else",
    async ({ ws, expect }) => {
      const left = (name: string, ageMs = 0) => {
        const path = ws.write(`.omo/${name}`, "{");
        const when = new Date(Date.now() - ageMs);
        utimesSync(path, when, when);
      };
      left(`boulder.json.tmp-${GONE_PID}-k1ll3d`);
      left(`boulder.json.lock.broken-${GONE_PID}-m0ved`);
      left(`boulder.json.tmp-${process.pid}-0ld`, 60_000);
      left(`boulder.json.tmp-${process.pid}-l1ve`);
      left(`boulder.json.tmp-${GONE_PID}`);
      left(`notes.json.tmp-${GONE_PID}-k1ll3d`);
      mkdirSync(ws.path(`.omo/boulder.json.tmp-${GONE_PID}-d1r`));
      const result = await run(ws, ["start", "alpha", "--session", "s1"]);
      expect(result.status).toBe(0);
      expect(readdirSync(ws.path(".omo")).sort()).toEqual(
        [
          "boulder.json",
          "plans",
          `boulder.json.tmp-${process.pid}-l1ve`,
          `boulder.json.tmp-${GONE_PID}`,
          `notes.json.tmp-${GONE_PID}-k1ll3d`,
          `boulder.json.tmp-${GONE_PID}-d1r`,
        ].sort(),
      );
    },
  );
});

describe.skipIf(tinyDiskUnavailable !== undefined)(
  `a full disk (${tinyDiskUnavailable ?? "a tmpfs in a private mount namespace"})`,
  () => {
    let disk: TinyDisk;
    beforeEach(async () => {
      disk = await TinyDisk.mount(256);
      disk.write("p/.omo/plans/alpha.md", PLAN);
    });
    afterEach(() => disk.dispose());
    const start = () =>
      runCli(["start", "alpha", "--session", "s1", "--cwd", disk.inside("p")], { via: disk.via, env: env() });
    const prompt = () =>
      promptContext(disk.inside("p"), SESSION, "$ulw-execute alpha", { via: disk.via, env: env() });

    it("given no space left when the lock is written, when started by command and by prompt, then each names ENOSPC, no lock is left, and once space is freed the next start succeeds", async () => {
      disk.write("p/.omo/boulder.json", '{"works":{}}');
      disk.fill();
      const failed = await start();
      expect(failed.status).toBe(1);
      expect(existsSync(disk.path("p/.omo/boulder.json.lock"))).toBe(false);
      expect(failed.stderr).toContain(
        `cannot write the lock ${disk.inside("p/.omo/boulder.json.lock")} (ENOSPC)`,
      );
      const context = await prompt();
      expect(context).toContain("nothing was written");
      expect(context).toContain("(ENOSPC)");
      expect(existsSync(disk.path("p/.omo/boulder.json.lock"))).toBe(false);
      disk.free();
      const started = await start();
      expect(started.stderr).toBe("");
      expect(started.status).toBe(0);
      expect(await prompt()).toContain("registered this plan for this session");
    }, 60_000);

    it("given room for only part of the new boulder, when started, then it names ENOSPC and the boulder is byte for byte as it was, with no temp file left", async () => {
      const works: Record<string, unknown> = {};
      for (let i = 0; i < 600; i++)
        works[`w${i}`] = { work_id: `w${i}`, status: "completed", plan_name: `p${i}` };
      const text = JSON.stringify({ schema_version: 2, works }, null, 2);
      disk.write("p/.omo/boulder.json", text);
      disk.fill(16 * 1024);
      const result = await start();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`cannot write ${disk.inside("p/.omo/boulder.json")} (ENOSPC)`);
      expect(readFileSync(disk.path("p/.omo/boulder.json"), "utf8") === text).toBe(true);
      expect(readdirSync(disk.path("p/.omo")).sort()).toEqual(["boulder.json", "plans"]);
    }, 60_000);
  },
);
