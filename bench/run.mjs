// npm run bench: whole-process timings of the hook against its baselines, alternated in one run.
//   --quick      the same cases on smaller data (labelled with the sizes used), fewer runs
//   --only 1,2a  just the cases whose number is listed (all data is still generated)
//   --no-naive   without the naive reader's cases
// The cases and their targets are in cases.mjs, how they are measured in harness.mjs, the table in
// report.mjs, the generated data in data.mjs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchCases } from "./cases.mjs";
import { runContention } from "./contention.mjs";
import { CLI, measure, processRunners } from "./harness.mjs";
import { report, reportContention } from "./report.mjs";

const quick = process.argv.includes("--quick");
const onlyArg = process.argv[process.argv.indexOf("--only") + 1];
const only = process.argv.includes("--only") && onlyArg !== undefined ? onlyArg.split(",") : undefined;

const root = mkdtempSync(join(tmpdir(), "ulw-bench-"));
const rows = [];
let contention;
// Case 9 is not a ratio: six prompt hooks start plans at once on one large boulder.
const contentionShape = { works: quick ? 1_000 : 10_000, writers: 6, rounds: quick ? 2 : 5 };
try {
  const cases = benchCases(root, processRunners(root), {
    quick,
    withNaive: !process.argv.includes("--no-naive"),
  });
  for (const c of cases.filter((c) => only === undefined || only.includes(c.name.split(" ")[0]))) {
    process.stderr.write(`running ${c.name}...\n`);
    rows.push(measure(c));
  }
  if (only === undefined || only.includes("9")) {
    process.stderr.write("running 9 prompt hooks starting plans at once...\n");
    contention = await runContention(CLI, root, contentionShape);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
const failed = report(rows, { quick });
const contentionFailed = contention !== undefined && reportContention(contention, contentionShape);
process.exitCode = failed || contentionFailed ? 1 : 0;
