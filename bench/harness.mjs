// How the benchmark measures: whole processes with stdin as Codex gives it, subject and baseline
// alternated, and the subject's peak memory.

import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, constants, openSync, writeSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
export const NAIVE = fileURLToPath(new URL("./naive-hook.mjs", import.meta.url));

/**
 * The processes a case runs, each a function that runs it once and returns { ms, stdout, status }.
 * Their stdin is a FIFO made in `root`: as Codex gives it to a hook, a pipe that holds the payload and
 * whose writer has closed. (Node's own "pipe" stdio is a socket pair, which Codex never uses.) Writing
 * and closing happen before the clock starts, for the subject and the baseline alike.
 */
export function processRunners(root) {
  const fifo = join(root, "stdin.fifo");
  execFileSync("mkfifo", [fifo]);

  function pipedStdin(input) {
    const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writeFd = openSync(fifo, constants.O_WRONLY);
    if (input !== undefined) writeSync(writeFd, input);
    closeSync(writeFd);
    return readFd;
  }

  function run(command, args, input) {
    const stdin = pipedStdin(input);
    const started = process.hrtime.bigint();
    const result = spawnSync(command, args, { stdio: [stdin, "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    closeSync(stdin);
    if (result.error) throw result.error;
    return { ms, stdout: result.stdout.toString(), status: result.status };
  }

  return {
    hook:
      (input, flags = []) =>
      () =>
        run(process.execPath, [CLI, "hook", "stop", ...flags], input),
    promptHook: (input) => () => run(process.execPath, [CLI, "hook", "prompt-submit"], input),
    sessionStartHook: (input) => () => run(process.execPath, [CLI, "hook", "session-start"], input),
    naive: (input) => () => run(process.execPath, [NAIVE], input),
    /** Another build's dist/cli.js with the same arguments and stdin (--against). */
    otherCli: (cli, args, input) => () => run(process.execPath, [cli, ...args], input),
    nodeEmpty: (input) => () => run(process.execPath, ["-e", "0"], input),
    grepThenNode: (markersFile, transcript, input) => () => {
      const grep = run("grep", ["-qiF", "-f", markersFile, transcript], undefined);
      const node = run(process.execPath, ["-e", "0"], input);
      return { ms: grep.ms + node.ms, stdout: "", status: 0 };
    },
  };
}

/** Peak RSS (MiB) of one child, from getrusage(RUSAGE_CHILDREN) in a python3 parent. */
function peakRssMib(command, args, input) {
  const script =
    "import resource,subprocess,sys;subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL);print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)";
  const result = spawnSync("python3", ["-c", script, command, ...args], { input });
  return Number(result.stdout.toString().trim()) / 1024;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Alternates subject and baseline `runs` times after one warm-up each (page cache, disk), in ABBA
 * order: which of two back-to-back processes goes first measurably shifts both on this machine.
 */
function compare(subject, baseline, runs) {
  subject();
  baseline();
  const a = [];
  const b = [];
  let last;
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      last = subject();
      a.push(last.ms);
      b.push(baseline().ms);
    } else {
      b.push(baseline().ms);
      last = subject();
      a.push(last.ms);
    }
  }
  return {
    subjectMs: median(a),
    subjectMaxMs: Math.max(...a),
    baselineMs: median(b),
    ratio: median(a) / median(b),
    output: last.stdout,
  };
}

/** The arguments of dist/cli.js a case of ours runs with. */
export const hookArgs = (c) => c.args ?? ["hook", "stop", ...(c.flags ?? [])];

/** Runs one case (see cases.mjs): its timings against its baseline, its output, its peak memory. */
export function measure(c) {
  const result = compare(c.subject, c.baseline, c.n);
  // "message": no decision, only the line the person sees (systemMessage).
  const answer = result.output === "" ? undefined : JSON.parse(result.output);
  const got =
    answer === undefined
      ? "silent"
      : answer.decision === "block"
        ? "block"
        : Object.keys(answer).join() === "systemMessage"
          ? "message"
          : "other";
  const args = c.script === CLI ? [CLI, ...hookArgs(c)] : [c.script];
  const rss = peakRssMib(process.execPath, args, c.input);
  return {
    name: c.name,
    baseline: c.base,
    ...result,
    target: c.target,
    maxMs: c.maxMs,
    rssLimit: c.rssLimit,
    rss,
    got,
    expected: c.expected,
    ours: c.script === CLI,
  };
}
