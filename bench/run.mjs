// npm run bench: whole-process timings of the hook against its baselines, alternated in one run.
//   --quick      the same cases on smaller data (labelled with the sizes used), fewer runs
//   --only 1,2a  just the cases whose number is listed (all data is still generated)
//   --no-naive   without the naive reader's cases
//   --against F  also each case of ours against another build's cli.js F, same data, side by side (a
//                checkout of an earlier commit, built: is the hook slower than it was?)
// The cases and their targets are in cases.mjs, how they are measured in harness.mjs, the table in
// report.mjs, the generated data in data.mjs. Two cases are not ratios: 9 (six prompt hooks starting
// plans at once on one large boulder, contention.mjs) and 10 (bytes per continuation through a 20-task
// chain, continuation-bytes.mjs). Cases 1 and 2a counted in instructions, which the machine's load does
// not move: bench/instructions.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { benchCases } from "./cases.mjs";
import { runContention } from "./contention.mjs";
import { continuationBytes } from "./continuation-bytes.mjs";
import { CLI, hookArgs, measure, processRunners } from "./harness.mjs";
import { report, reportContention } from "./report.mjs";

const options = {
  quick: { type: "boolean", default: false },
  only: { type: "string" },
  "no-naive": { type: "boolean", default: false },
  against: { type: "string" },
};
let values;
try {
  ({ values } = parseArgs({ options }));
} catch (error) {
  console.error(`${error.message} (see the top of bench/run.mjs)`);
  process.exit(2);
}
const { quick, against } = values;
const only = values.only?.split(",");
// Without a build every case of ours would run nothing and report "silent", which reads like a result.
if (!existsSync(CLI)) {
  console.error(`no build at ${CLI}: run \`npm run build\` first (or \`npm run bench\`, which builds)`);
  process.exit(2);
}
if (against !== undefined && !existsSync(against)) {
  console.error(`--against: no such file: ${against}`);
  process.exit(2);
}
const selected = (name) => only === undefined || only.includes(name);

const root = mkdtempSync(join(tmpdir(), "ulw-bench-"));
const rows = [];
let contention;
let bytes;
const contentionShape = { works: quick ? 1_000 : 10_000, writers: 6, rounds: quick ? 2 : 5 };
try {
  const runners = processRunners(root);
  const cases = benchCases(root, runners, {
    quick,
    withNaive: !values["no-naive"],
  });
  // Each case of ours once more, with the other build as its baseline: a ratio over 1 is a slowdown.
  if (against !== undefined)
    for (const c of cases.filter((c) => c.script === CLI && c.input !== undefined))
      cases.push({
        ...c,
        name: `${c.name} vs --against`,
        base: "the --against build",
        baseline: runners.otherCli(against, hookArgs(c), c.input),
        target: undefined,
        maxMs: undefined,
      });
  for (const c of cases.filter((c) => selected(c.name.split(" ")[0]))) {
    process.stderr.write(`running ${c.name}...\n`);
    rows.push(measure(c));
  }
  if (selected("9")) {
    process.stderr.write("running 9 prompt hooks starting plans at once...\n");
    contention = await runContention(CLI, root, contentionShape);
  }
  if (selected("10")) {
    process.stderr.write("running 10 bytes per continuation...\n");
    bytes = continuationBytes();
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
const failed = report(rows, { quick });
const contentionFailed = contention !== undefined && reportContention(contention, contentionShape);
if (bytes !== undefined) console.log(`\n${bytes.report}`);
// Cases 1 and 2a again in instructions, where valgrind is installed: their targets sit within the
// wall-clock noise of a shared machine, which does not move an instruction count.
const counted =
  !quick && (selected("1") || selected("2a")) && spawnSync("valgrind", ["--version"]).status === 0
    ? spawnSync(process.execPath, [fileURLToPath(new URL("instructions.mjs", import.meta.url))], {
        stdio: ["ignore", "inherit", "ignore"],
      }).status
    : 0;
process.exitCode = failed || contentionFailed || (bytes !== undefined && !bytes.ok) || counted !== 0 ? 1 : 0;
