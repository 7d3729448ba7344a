// npm run bench: whole-process timings of the hook against its baselines, alternated in one run.
//   --quick      the same cases on smaller data (labelled with the sizes used), fewer runs
//   --only 1,2a  just the cases whose number is listed (all data is still generated)
//   --no-naive   without the naive reader's cases
// The cases and their targets are in cases.mjs, how they are measured in harness.mjs, the table in
// report.mjs, the generated data in data.mjs; case 9 (bytes per continuation, not a timing) in
// continuation-bytes.mjs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchCases } from "./cases.mjs";
import { continuationBytes } from "./continuation-bytes.mjs";
import { measure, processRunners } from "./harness.mjs";
import { report } from "./report.mjs";

const quick = process.argv.includes("--quick");
const onlyArg = process.argv[process.argv.indexOf("--only") + 1];
const only = process.argv.includes("--only") && onlyArg !== undefined ? onlyArg.split(",") : undefined;

const root = mkdtempSync(join(tmpdir(), "ulw-bench-"));
const rows = [];
let bytes;
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
    process.stderr.write("running 9 bytes per continuation...\n");
    bytes = continuationBytes();
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
const failed = report(rows, { quick });
if (bytes !== undefined) console.log(`\n${bytes.report}`);
process.exitCode = failed || (bytes !== undefined && !bytes.ok) ? 1 : 0;
