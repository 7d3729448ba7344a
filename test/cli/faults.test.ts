import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, symlinkSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lastLoggedReason, runCli, runCliPiped } from "../helpers/cli.js";
import { singleWorkBoulder, stopPayload, Workspace, withWorkspace } from "../helpers/workspace.js";

const KEY = "codex:019a5b1e-0000-7000-8000-000000000001";
// Codex kills a hook at 10 s; a run still going at 9 s counts as hung (status null after the kill).
const HUNG_AFTER_MS = 9000;
const isRoot = process.getuid?.() === 0;

function project(ws: Workspace): void {
  ws.write("plan.md", "## TODOs\n- [ ] 1. Only task\n");
  ws.writeBoulder(singleWorkBoulder(KEY, "plan.md"));
}

// A concurrent test (one that waits out a deadline beside another) has a project of its own (the `ws`
// its fixture gives); the others share the one made before each.
let ws: Workspace;
beforeEach(({ task }) => {
  if (task.concurrent) return;
  ws = new Workspace();
  project(ws);
});
afterEach(({ task }) => {
  if (!task.concurrent) ws.dispose();
});
const concurrently = withWorkspace(project).concurrent;

// "Without waiting for a writer": under the hook's own 3 s guard (so waiting until it gives up fails),
// and still generous for a noisy machine, where such a stop takes well under a tenth of that.
const NO_WAIT_MS = 2500;
const runLog = () => ws.path("run-log.jsonl");

function hookStop(payload: unknown, options: { keepStdinOpen?: boolean } = {}) {
  const env = { ...process.env, ULW_CONTINUATION_LOG: runLog() };
  return runCli(["hook", "stop"], {
    input: JSON.stringify(payload),
    killAfterMs: HUNG_AFTER_MS,
    env,
    ...options,
  });
}

function mkfifo(path: string): string {
  execFileSync("mkfifo", [path]);
  return path;
}

async function expectBlock(payload: unknown) {
  const result = await hookStop(payload);
  expect(result).toMatchObject({ status: 0, stderr: "" });
  expect(result.stdout).toContain('"decision":"block"');
}

/** Silent for `reason` (a crash is silent too, and logs internal-error); answers how long it took. */
async function expectSilent(payload: unknown, reason: string): Promise<number> {
  const started = Date.now();
  expect(await hookStop(payload)).toMatchObject({ status: 0, stdout: "", stderr: "" });
  expect(lastLoggedReason(runLog())).toBe(reason);
  return Date.now() - started;
}

describe("hook stop: a transcript path that is not a readable regular file means no pressure", () => {
  it("given a FIFO with no writer, when stopped, then it neither blocks on open nor fails: it continues", async () => {
    await expectBlock(stopPayload(ws.root, { transcript_path: mkfifo(ws.path("rollout.fifo")) }));
  });

  it("given /dev/zero, when stopped, then it is not read forever: it continues", async () => {
    await expectBlock(stopPayload(ws.root, { transcript_path: "/dev/zero" }));
  });

  it("given a directory, when stopped, then it continues", async () => {
    mkdirSync(ws.path("sessions"));
    await expectBlock(stopPayload(ws.root, { transcript_path: ws.path("sessions") }));
  });

  it.skipIf(isRoot)("given a file without read permission, when stopped, then it continues", async () => {
    const transcript = ws.write("rollout.jsonl", "context compacted\n");
    chmodSync(transcript, 0o000);
    await expectBlock(stopPayload(ws.root, { transcript_path: transcript }));
  });

  it("given a dangling symlink, when stopped, then it continues", async () => {
    symlinkSync(ws.path("gone.jsonl"), ws.path("link.jsonl"));
    await expectBlock(stopPayload(ws.root, { transcript_path: ws.path("link.jsonl") }));
  });

  it("given a symlink loop, when stopped, then it continues", async () => {
    symlinkSync(ws.path("b.jsonl"), ws.path("a.jsonl"));
    symlinkSync(ws.path("a.jsonl"), ws.path("b.jsonl"));
    await expectBlock(stopPayload(ws.root, { transcript_path: ws.path("a.jsonl") }));
  });

  it("given a symlink to a transcript with a marker, when stopped, then the marker is found through the link", async () => {
    const transcript = ws.write("real.jsonl", '{"msg":"context_length_exceeded"}\n');
    symlinkSync(transcript, ws.path("link.jsonl"));
    await expectSilent(stopPayload(ws.root, { transcript_path: ws.path("link.jsonl") }), "context-pressure");
  });
});

describe("hook stop: plan and boulder paths that are not regular files", () => {
  it("given a plan path that is a directory, when stopped, then silent", async () => {
    mkdirSync(ws.path("dir-plan"));
    ws.writeBoulder(singleWorkBoulder(KEY, "dir-plan"));
    await expectSilent(stopPayload(ws.root), "plan-unreadable");
  });

  it("given a plan path that is a FIFO, when stopped, then silent without waiting for a writer", async () => {
    mkfifo(ws.path("fifo-plan.md"));
    ws.writeBoulder(singleWorkBoulder(KEY, "fifo-plan.md"));
    expect(await expectSilent(stopPayload(ws.root), "plan-unreadable")).toBeLessThan(NO_WAIT_MS);
  });

  it("given a boulder.json that is a FIFO, when stopped, then silent without waiting for a writer", async () => {
    ws.dispose();
    ws = new Workspace();
    mkdirSync(ws.path(".omo"));
    mkfifo(ws.path(".omo/boulder.json"));
    expect(await expectSilent(stopPayload(ws.root), "boulder-unreadable")).toBeLessThan(NO_WAIT_MS);
  });

  it("given a plan that is /dev/zero, when stopped, then silent", async () => {
    ws.writeBoulder(singleWorkBoulder(KEY, "/dev/zero"));
    await expectSilent(stopPayload(ws.root), "plan-unreadable");
  });
});

describe("hook stop: stdin that misbehaves", () => {
  // These two run at the same time: the first sleeps through the 2 s stdin deadline.
  concurrently(
    "given stdin that stays open and never carries anything, when stopped, then silent after the stdin deadline",
    async ({ expect }) => {
      const result = await runCli(["hook", "stop"], { keepStdinOpen: true, killAfterMs: HUNG_AFTER_MS });
      expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
    },
  );

  concurrently(
    "given a whole payload on a stdin that is never closed, when stopped, then it decides on what arrived",
    async ({ ws: own, expect }) => {
      const { spawn } = await import("node:child_process");
      const { CLI } = await import("../helpers/cli.js");
      const child = spawn(process.execPath, [CLI, "hook", "stop"], { stdio: ["pipe", "pipe", "pipe"] });
      child.stdin.write(JSON.stringify(stopPayload(own.root)));
      const chunks: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
      const killer = setTimeout(() => child.kill("SIGKILL"), HUNG_AFTER_MS);
      const status = await new Promise((resolve) => child.on("close", resolve));
      clearTimeout(killer);
      child.stdin.destroy();
      expect(status).toBe(0);
      expect(Buffer.concat(chunks).toString()).toContain('"decision":"block"');
    },
  );

  it("given 20 MB on stdin, when stopped, then silent (over the 8 MiB cap) and exit 0", async () => {
    const payload = { ...stopPayload(ws.root), padding: "x".repeat(20 * 1024 * 1024) };
    await expectSilent(payload, "invalid-payload");
  });

  it("given a payload just under the cap, when stopped, then it is read whole and continues", async () => {
    await expectBlock({ ...stopPayload(ws.root), padding: "x".repeat(7 * 1024 * 1024) });
  });
});

describe("hook stop: stdin on a real pipe, as Codex gives it", () => {
  it("given the payload on a pipe whose writer closed, when stopped, then it continues", async () => {
    const result = await runCliPiped(["hook", "stop"], ws.root, JSON.stringify(stopPayload(ws.root)));
    expect(result).toMatchObject({ status: 0, stderr: "" });
    expect(result.stdout).toContain('"decision":"block"');
  });

  it("given the payload on a pipe whose writer stays open, when stopped, then it decides on the whole object", async () => {
    const payload = JSON.stringify(stopPayload(ws.root));
    const result = await runCliPiped(["hook", "stop"], ws.root, payload, {
      keepWriterOpen: true,
      killAfterMs: HUNG_AFTER_MS,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"decision":"block"');
  });

  // These two run at the same time: each sleeps through the 2 s stdin deadline.
  concurrently(
    "given half a payload on a pipe whose writer stays open, when stopped, then silent once the stdin deadline passes",
    async ({ ws: own, expect }) => {
      const half = JSON.stringify(stopPayload(own.root)).slice(0, 40);
      const result = await runCliPiped(["hook", "stop"], own.root, half, {
        keepWriterOpen: true,
        killAfterMs: HUNG_AFTER_MS,
      });
      expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
    },
  );

  concurrently(
    "given the subagent-stop channel on a pipe that stays open, when run, then it still exits 0 and silent",
    async ({ ws: own, expect }) => {
      const result = await runCliPiped(["hook", "subagent-stop"], own.root, "", {
        keepWriterOpen: true,
        killAfterMs: HUNG_AFTER_MS,
      });
      expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
    },
  );

  it("given the payload in a regular file on stdin, when stopped, then it continues", async () => {
    const { spawnSync } = await import("node:child_process");
    const { openSync, closeSync } = await import("node:fs");
    const { CLI } = await import("../helpers/cli.js");
    const fd = openSync(ws.write("payload.json", JSON.stringify(stopPayload(ws.root))), "r");
    const result = spawnSync(process.execPath, [CLI, "hook", "stop"], { stdio: [fd, "pipe", "pipe"] });
    closeSync(fd);
    expect(result.status).toBe(0);
    expect(result.stdout.toString()).toContain('"decision":"block"');
  });
});

describe("hook stop: plans that are one enormous line", () => {
  it("given a 60 MB plan without a single line break after its first task, when stopped, then it still answers (linear time)", async () => {
    const { openSync, writeSync, closeSync } = await import("node:fs");
    const fd = openSync(ws.path("huge.md"), "w");
    writeSync(fd, "- [ ] 1. A task whose label runs on ");
    const block = Buffer.alloc(1024 * 1024, "x");
    for (let i = 0; i < 60; i++) writeSync(fd, block);
    closeSync(fd);
    ws.writeBoulder(singleWorkBoulder(KEY, "huge.md"));
    const result = await hookStop(stopPayload(ws.root));
    expect(result.status).toBe(0);
    const reason = String(JSON.parse(result.stdout).reason);
    expect(reason).toContain("- Remaining top-level tasks: 1 of 1\n");
    expect(reason).toMatch(/- Next task: 1\. A task whose label runs on x+…\n/);
    expect(reason.length).toBeLessThan(20_000);
  });
});
