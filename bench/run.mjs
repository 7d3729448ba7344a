// npm run bench: whole-process timings of the hook against its baselines, alternated in one run.
//   --quick      the same cases on smaller data (labelled with the sizes used), fewer runs
//   --only 1,2a  just the cases whose number is listed (all data is still generated)
//   --no-naive   without the naive reader's cases
// The cases and their targets are in cases.mjs, how they are measured in harness.mjs, the table in
// report.mjs, the generated data in data.mjs. Two cases are not ratios: 9 (six prompt hooks starting
// plans at once on one large boulder, contention.mjs) and 10 (bytes per continuation through a 20-task
// chain, continuation-bytes.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchCases } from "./cases.mjs";
import { runContention } from "./contention.mjs";
import { continuationBytes } from "./continuation-bytes.mjs";
import { CLI, measure, processRunners } from "./harness.mjs";
import { report, reportContention } from "./report.mjs";

const quick = process.argv.includes("--quick");
const onlyArg = process.argv[process.argv.indexOf("--only") + 1];
const only = process.argv.includes("--only") && onlyArg !== undefined ? onlyArg.split(",") : undefined;
const selected = (name) => only === undefined || only.includes(name);

const root = mkdtempSync(join(tmpdir(), "ulw-bench-"));
const rows = [];
let contention;
let bytes;
const contentionShape = { works: quick ? 1_000 : 10_000, writers: 6, rounds: quick ? 2 : 5 };
try {
  const cases = benchCases(root, processRunners(root), {
    quick,
    withNaive: !process.argv.includes("--no-naive"),
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
process.exitCode = failed || contentionFailed || (bytes !== undefined && !bytes.ok) ? 1 : 0;
