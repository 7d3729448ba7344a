// node bench/instructions.mjs: cases 1 and 2a counted in instructions (valgrind's callgrind), which the
// load of a shared machine does not move, where `npm run bench`'s wall-clock ratios swing by a tenth.
//   --runs N   each process N times (default 1); the table shows the median
// Counted: every thread (which of them collects garbage varies, their sum barely), without V8's
// hash-seed set-up (a search for random primes that moves a run by up to 10 M instructions). NODE_EXTRA_CA_CERTS is left as it is: where it is set, every
// `node` start parses that CA bundle, a constant added to both sides of each ratio.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { TARGETS } from "./cases.mjs";
import { makeWorkspace, payload } from "./data.mjs";
import { CLI } from "./harness.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "1" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of at least 1");
  process.exit(2);
}
if (!existsSync(CLI)) {
  console.error(`no build at ${CLI}: run \`npm run build\` first`);
  process.exit(2);
}
if (spawnSync("valgrind", ["--version"]).status !== 0) {
  console.error("valgrind is not installed");
  process.exit(2);
}

/** Instructions of one run, all threads, less the hash-seed set-up; and what it printed. */
function count(dir, args, stdinFile) {
  for (const file of readdirSync(dir)) if (file.startsWith("cg.out")) rmSync(join(dir, file));
  const out = join(dir, "cg.out");
  const run = spawnSync(
    "sh",
    [
      "-c",
      'exec valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file="$0" "$@" < "$STDIN_FILE"',
      out,
      process.execPath,
      ...args,
    ],
    { env: { ...process.env, STDIN_FILE: stdinFile }, maxBuffer: 64 * 1024 * 1024 },
  );
  const number = (line) => Number(line?.trim().split(/\s+/)[0]?.replaceAll(",", "") ?? Number.NaN);
  let total = 0;
  let hashSeed = 0;
  for (const file of readdirSync(dir).filter((name) => name.startsWith("cg.out-"))) {
    const lines = execFileSync(
      "callgrind_annotate",
      ["--inclusive=yes", "--threshold=100", join(dir, file)],
      {
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
      },
    ).split("\n");
    total += number(lines.find((line) => line.includes("PROGRAM TOTALS")));
    hashSeed += number(lines.find((line) => line.includes("HashSeed::InitializeRoots"))) || 0;
  }
  return { instructions: total - hashSeed, stdout: run.stdout.toString() };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const root = mkdtempSync(join(tmpdir(), "ulw-instructions-"));
try {
  // The data of cases 1 and 2a (cases.mjs).
  const small = makeWorkspace(join(root, "small"), { rows: 5 });
  const mid = makeWorkspace(join(root, "mid"), { otherWorks: 1_000, rows: 5_000 });
  const rows = [
    { name: "node -e 0", args: ["-e", "0"], cwd: small },
    { name: "1 small workspace", args: [CLI, "hook", "stop"], cwd: small, block: true },
    { name: "2a 1,000 works, 5,000-row plan", args: [CLI, "hook", "stop"], cwd: mid, block: true },
  ];
  const results = rows.map((row) => {
    const stdinFile = join(root, `${row.name.split(" ")[0]}.json`);
    writeFileSync(stdinFile, payload(row.cwd));
    const counts = [];
    for (let i = 0; i < runs; i++) {
      process.stderr.write(`counting ${row.name} (${i + 1} of ${runs})...\n`);
      const { instructions, stdout } = count(root, row.args, stdinFile);
      if (row.block && !stdout.includes('"decision":"block"')) throw new Error(`${row.name} did not block`);
      counts.push(instructions);
    }
    return { name: row.name, counts, instructions: median(counts) };
  });
  const base = results[0].instructions;
  console.log(
    `\n${"case".padEnd(34)}${"instructions".padEnd(14)}${"ratio".padEnd(7)}${"target".padEnd(8)}runs`,
  );
  for (const r of results) {
    const millions = (n) => `${(n / 1e6).toFixed(1)} M`;
    const ratio = r.instructions / base;
    const target = TARGETS[r.name.split(" ")[0]];
    const over = target !== undefined && ratio > target;
    if (over) process.exitCode = 1;
    console.log(
      r.name.padEnd(34) +
        millions(r.instructions).padEnd(14) +
        ratio.toFixed(3).padEnd(7) +
        (target === undefined ? "-" : `<=${target}`).padEnd(8) +
        r.counts.map(millions).join(", ") +
        (over ? "  <-- over target" : ""),
    );
  }
  console.log(
    `\nall threads, less V8's hash-seed set-up; NODE_EXTRA_CA_CERTS ${process.env.NODE_EXTRA_CA_CERTS ? "set" : "unset"}`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
