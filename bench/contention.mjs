// Case 9 of npm run bench: several `$ulw-execute` prompts at once on a large boulder, each one a
// prompt hook (`hook prompt-submit`) that writes the boulder under its lock, as Codex starts them.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, constants, openSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { makeWorkspace, promptPayload } from "./data.mjs";

/** Codex kills a hook at 10 s; the slowest of the writers must stay well inside that. */
export const CONTENTION_MAX_MS = 8000;

/** One hook on its own FIFO (a pipe whose writer has closed, as Codex gives it); resolves when it exits. */
function promptHook(cli, fifo, input) {
  execFileSync("mkfifo", [fifo]);
  const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeFd = openSync(fifo, constants.O_WRONLY);
  writeSync(writeFd, input);
  closeSync(writeFd);
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [cli, "hook", "prompt-submit"], {
    stdio: [readFd, "pipe", "ignore"],
  });
  closeSync(readFd);
  let stdout = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  return new Promise((resolve) => {
    child.on("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const context = stdout === "" ? "" : JSON.parse(stdout).hookSpecificOutput.additionalContext;
      resolve({ ms, ok: context.includes("registered this plan"), context });
    });
  });
}

/**
 * `writers` prompt hooks started at once, `rounds` times, each round on the boulder as generated
 * (`works` works). Returns per round how many registered their plan and the slowest hook's time, and
 * the median of three runs of one hook alone on the same boulder.
 */
export async function runContention(cli, root, { works, writers, rounds }) {
  const dir = makeWorkspace(join(root, "contention"), { otherWorks: works, idsPerWork: 5 });
  const boulder = join(dir, ".omo", "boulder.json");
  const original = readFileSync(boulder);
  // For scale: the same hook with no other writer, on the same boulder (what the machine gives one write).
  const alone = [];
  for (let run = 0; run < 3; run++) {
    writeFileSync(boulder, original);
    const session = `0199f0c2-bench-7000-8000-00000000080${run}`;
    const input = promptPayload(dir, "$ulw-execute plan", session);
    alone.push((await promptHook(cli, join(root, `alone-${run}.fifo`), input)).ms);
  }
  const results = [];
  for (let round = 0; round < rounds; round++) {
    writeFileSync(boulder, original);
    const runs = await Promise.all(
      Array.from({ length: writers }, (_, i) => {
        const session = `0199f0c2-bench-7000-8000-0000000009${String(round).padStart(2, "0")}${i}`;
        return promptHook(
          cli,
          join(root, `contention-${round}-${i}.fifo`),
          promptPayload(dir, "$ulw-execute plan", session),
        );
      }),
    );
    const failures = runs.filter((run) => !run.ok).map((run) => run.context.split("\n")[1] ?? "(silent)");
    results.push({
      ok: runs.length - failures.length,
      slowestMs: Math.max(...runs.map((run) => run.ms)),
      failures,
    });
  }
  const aloneMs = [...alone].sort((a, b) => a - b)[1];
  return { mib: original.length / 1024 / 1024, aloneMs, results };
}
