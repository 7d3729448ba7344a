// npm run bench: whole-process timings of the hook against its baselines, alternated in one run.
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  constants,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  BOULDER_CAP_BYTES,
  BOULDER_CONTAINER_LIMIT,
  COMPACTION_LINE,
  makeGoalTranscript,
  makeHostileBoulder,
  makeShortUserLines,
  makeTranscript,
  makeWorkspace,
  payload,
  promptPayload,
} from "./data.mjs";

const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const NAIVE = fileURLToPath(new URL("./naive-hook.mjs", import.meta.url));
const MARKERS = JSON.parse(
  readFileSync(new URL("../src/transcript/pressure-markers.json", import.meta.url), "utf8"),
);
const RSS_LIMIT_MIB = 96;
/** Boulders of the costliest shapes the reader accepts: the limit the issue set for any file under the cap. */
const HOSTILE_RSS_LIMIT_MIB = 160;
const quick = process.argv.includes("--quick");

let fifo;

/**
 * Stdin as Codex gives it to a hook: a pipe that holds the payload and whose writer has closed.
 * (Node's own "pipe" stdio is a socket pair, which Codex never uses.) Writing and closing happen
 * before the clock starts, for the subject and the baseline alike.
 */
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

const hook =
  (input, flags = []) =>
  () =>
    run(process.execPath, [CLI, "hook", "stop", ...flags], input);
const promptHook = (input) => () => run(process.execPath, [CLI, "hook", "prompt-submit"], input);
/** A SessionStart payload as Codex 0.171.0 sends it, for the session of `payload()`. */
const sessionStartPayload = (cwd, source) =>
  JSON.stringify({ ...JSON.parse(payload(cwd)), hook_event_name: "SessionStart", source });
const naive = (input) => () => run(process.execPath, [NAIVE], input);
const nodeEmpty = (input) => () => run(process.execPath, ["-e", "0"], input);
const grepThenNode = (markersFile, transcript, input) => () => {
  const grep = run("grep", ["-qiF", "-f", markersFile, transcript], undefined);
  const node = run(process.execPath, ["-e", "0"], input);
  return { ms: grep.ms + node.ms, stdout: "", status: 0 };
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

const root = mkdtempSync(join(tmpdir(), "ulw-bench-"));
const rows = [];
try {
  fifo = join(root, "stdin.fifo");
  execFileSync("mkfifo", [fifo]);
  const markersFile = join(root, "markers.txt");
  writeFileSync(markersFile, `${MARKERS.join("\n")}\n`);
  // --quick: the same cases on smaller data, labelled with the sizes actually used.
  const size = (full, small) => (quick ? small : full);
  const n = (count) => count.toLocaleString("en-US");
  const realistic = { otherWorks: size(1_000, 100), rows: size(5_000, 500) };
  const scaling = { otherWorks: size(10_000, 1_000), rows: size(50_000, 5_000) };
  const escaped = { otherWorks: size(4_000, 400), idsPerWork: 8, escapes: true };
  const shared = { otherWorks: size(3_000, 300), idsPerWork: 2, shareSession: true };
  const small = makeWorkspace(join(root, "small"), { rows: 5 });
  const mid = makeWorkspace(join(root, "mid"), realistic);
  const large = makeWorkspace(join(root, "large"), scaling);
  const escapes = makeWorkspace(join(root, "escapes"), escaped);
  const sharing = makeWorkspace(join(root, "sharing"), shared);
  const cap = BOULDER_CAP_BYTES;
  const hostile = ["keys", "numbers", "nesting"].map((shape) => ({
    shape,
    dir: makeHostileBoulder(join(root, `hostile-${shape}`), shape, cap, BOULDER_CONTAINER_LIMIT),
  }));
  const scanned = makeWorkspace(join(root, "scanned"), { rows: 5 });
  const idle = join(root, "idle");
  mkdirSync(idle);
  const mb200 = size(200, 20);
  const mb600 = size(600, 60);
  process.stderr.write(`generating transcripts (${mb200} MiB and ${mb600} MiB)...\n`);
  const t200 = makeTranscript(join(root, "t200.jsonl"), mb200);
  const t600 = makeTranscript(join(root, "t600.jsonl"), mb600, COMPACTION_LINE);
  // The scanned plan has 2 of 6 boxes checked; the last continuation's stamp says 1. The person set
  // the goal at the file's start, so the read goes back the whole 64 MiB it may.
  const tGoal = makeGoalTranscript(
    join(root, "tgoal.jsonl"),
    mb200,
    join(scanned, ".omo", "plans", "plan.md"),
    1,
    6,
  );
  const tShort = makeShortUserLines(join(root, "tshort.jsonl"), size(42, 10));
  const runs = quick ? 5 : 21;
  const ordinaryPrompt = promptPayload(
    idle,
    "Refactor the session store so that expired entries are evicted lazily; keep the public API and add tests.",
  );
  const bigRuns = quick ? 3 : 7;
  const mib = (path) => `${(statSync(join(path, ".omo", "boulder.json")).size / 1024 / 1024).toFixed(1)} MiB`;

  const ours = (input) => ({ subject: hook(input), input, script: CLI });
  const cases = [
    {
      name: "1 small workspace",
      base: "node -e 0",
      ...ours(payload(small)),
      baseline: nodeEmpty(payload(small)),
      n: runs,
      target: 1.1,
      expected: "block",
    },
    {
      name: `2a ${n(realistic.otherWorks)} works, ${n(realistic.rows)}-row plan`,
      base: "node -e 0",
      ...ours(payload(mid)),
      baseline: nodeEmpty(payload(mid)),
      n: runs,
      target: 1.25,
      expected: "block",
    },
    {
      name: `2b ${n(scaling.otherWorks)} works, ${n(scaling.rows)}-row plan`,
      base: "node -e 0",
      ...ours(payload(large)),
      baseline: nodeEmpty(payload(large)),
      n: runs,
      target: 4,
      expected: "block",
    },
    {
      name: `2c ${n(escaped.otherWorks)} works with escapes (${mib(escapes)})`,
      base: "node -e 0",
      ...ours(payload(escapes)),
      baseline: nodeEmpty(payload(escapes)),
      n: runs,
      target: 4,
      expected: "block",
    },
    {
      name: `2d ${n(shared.otherWorks)} works list the session`,
      base: "node -e 0",
      ...ours(payload(sharing)),
      baseline: nodeEmpty(payload(sharing)),
      n: runs,
      target: 4,
      expected: "block",
    },
    ...hostile.map(({ shape, dir }) => ({
      name: `2e ${mib(dir)} boulder of ${shape}`,
      base: "node -e 0",
      ...ours(payload(dir)),
      baseline: nodeEmpty(payload(dir)),
      n: bigRuns,
      rssLimit: HOSTILE_RSS_LIMIT_MIB,
      expected: "silent",
    })),
    {
      name: `3 active work, ${mb200} MiB transcript`,
      base: "grep -qiF + node -e 0",
      ...ours(payload(scanned, t200)),
      baseline: grepThenNode(markersFile, t200, payload(scanned, t200)),
      n: bigRuns,
      target: 2.0,
      expected: "block",
    },
    {
      name: `4 no work, ${mb200} MiB transcript`,
      base: "node -e 0",
      ...ours(payload(idle, t200)),
      baseline: nodeEmpty(payload(idle, t200)),
      n: runs,
      target: 1.15,
      expected: "silent",
    },
    {
      name: `6 chain stop, goal turns over ${mb200} MiB`,
      base: "plain pressure scan (3)",
      subject: hook(payload(scanned, tGoal, undefined, true), ["--chain"]),
      input: payload(scanned, tGoal, undefined, true),
      flags: ["--chain"],
      script: CLI,
      baseline: hook(payload(scanned, t200)),
      n: bigRuns,
      // At most 2: reading the human prompt back (to the 64 MiB bound) costs no more than the pressure scan.
      target: 2,
      expected: "block",
    },
    {
      // Runs before every prompt: an ordinary one must cost no more than the Stop hook's silent path.
      name: "7 prompt hook, ordinary prompt",
      base: "hook stop, no boulder",
      subject: promptHook(ordinaryPrompt),
      input: ordinaryPrompt,
      args: ["hook", "prompt-submit"],
      script: CLI,
      baseline: hook(payload(idle)),
      n: runs,
      // The same start-up on both sides; what is left is noise on a shared machine.
      target: 1.1,
      expected: "silent",
    },
    {
      // Runs at every session start: its silent path must cost no more than the Stop hook's.
      name: "9 session-start hook, startup",
      base: "hook stop, no boulder",
      subject: () =>
        run(process.execPath, [CLI, "hook", "session-start"], sessionStartPayload(scanned, "startup")),
      input: sessionStartPayload(scanned, "startup"),
      args: ["hook", "session-start"],
      script: CLI,
      baseline: hook(payload(idle)),
      n: runs,
      // The same start-up on both sides; what is left is noise on a shared machine.
      target: 1.1,
      expected: "silent",
    },
    {
      name: `8 chain stop, ${size(42, 10)} MB of short user lines`,
      base: "node -e 0",
      subject: hook(payload(scanned, tShort), ["--chain"]),
      input: payload(scanned, tShort),
      flags: ["--chain"],
      script: CLI,
      baseline: nodeEmpty(payload(scanned, tShort)),
      n: bigRuns,
      // The hook's promise: an answer within 3 s whatever the transcript (block, or silent at the deadline).
      maxMs: 3000,
      expected: ["block", "silent"],
    },
    {
      name: `5 ${mb600} MiB transcript, compaction last`,
      base: "node -e 0",
      ...ours(payload(scanned, t600)),
      baseline: nodeEmpty(payload(scanned, t600)),
      n: bigRuns,
      expected: "silent",
    },
  ];
  // For contrast, not for a target: the same data through a naive hook that reads everything whole.
  if (!process.argv.includes("--no-naive")) {
    const naiveOf = (input) => ({ subject: naive(input), input, script: NAIVE });
    cases.push(
      {
        name: "2b' same data, naive reader",
        base: "node -e 0",
        ...naiveOf(payload(large)),
        baseline: nodeEmpty(payload(large)),
        n: bigRuns,
        expected: "block",
      },
      {
        name: `3' same data, naive reader`,
        base: "grep -qiF + node -e 0",
        ...naiveOf(payload(scanned, t200)),
        baseline: grepThenNode(markersFile, t200, payload(scanned, t200)),
        n: bigRuns,
        expected: "block",
      },
    );
  }
  // --only 1,2a: just the cases whose number is listed (all data is still generated).
  const onlyArg = process.argv[process.argv.indexOf("--only") + 1];
  const only = process.argv.includes("--only") && onlyArg !== undefined ? onlyArg.split(",") : undefined;
  for (const c of cases.filter((c) => only === undefined || only.includes(c.name.split(" ")[0]))) {
    process.stderr.write(`running ${c.name}...\n`);
    const result = compare(c.subject, c.baseline, c.n);
    const got =
      result.output === "" ? "silent" : JSON.parse(result.output).decision === "block" ? "block" : "other";
    const args = c.script === CLI ? [CLI, ...(c.args ?? ["hook", "stop", ...(c.flags ?? [])])] : [c.script];
    const rss = peakRssMib(process.execPath, args, c.input);
    rows.push({
      name: c.name,
      baseline: c.base,
      ...result,
      target: c.target,
      maxMs: c.maxMs,
      rssLimit: c.rssLimit ?? RSS_LIMIT_MIB,
      rss,
      got,
      expected: c.expected,
      ours: c.script === CLI,
    });
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `\n${pad("case", 44)}${pad("baseline", 24)}${pad("hook ms", 9)}${pad("base ms", 9)}${pad("ratio", 7)}${pad("target", 8)}${pad("peak RSS", 10)}output`,
);
let failed = false;
for (const row of rows) {
  const ratioOk = row.target === undefined || row.ratio <= row.target;
  const rssOk = !row.ours || row.rss < row.rssLimit;
  const outputOk = [row.expected].flat().includes(row.got);
  const timeOk = row.maxMs === undefined || row.subjectMaxMs <= row.maxMs;
  failed ||= !ratioOk || !rssOk || !outputOk || !timeOk;
  console.log(
    pad(row.name, 44) +
      pad(row.baseline, 24) +
      pad(row.subjectMs.toFixed(1), 9) +
      pad(row.baselineMs.toFixed(1), 9) +
      pad(row.ratio.toFixed(2), 7) +
      pad(row.target === undefined ? "-" : `<=${row.target}`, 8) +
      pad(`${row.rss.toFixed(1)} MiB`, 10) +
      `${row.got}${outputOk ? "" : ` (expected ${row.expected})`}${ratioOk && rssOk ? "" : "  <-- over target"}` +
      (row.maxMs === undefined
        ? ""
        : `; slowest ${row.subjectMaxMs.toFixed(0)} ms${timeOk ? "" : ` <-- over ${row.maxMs} ms`}`),
  );
}
console.log(
  `\nmedians of alternating runs; peak RSS limit ${RSS_LIMIT_MIB} MiB (${HOSTILE_RSS_LIMIT_MIB} MiB for 2e)${quick ? " (--quick: small data)" : ""}`,
);
process.exitCode = failed ? 1 : 0;
