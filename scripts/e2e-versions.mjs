// Runs the real-Codex e2e suite (test/e2e/) on a list of @openai/codex releases, one at a time, and
// prints what passed, failed and was skipped (with the reason) on each. Releases are installed from
// the npm registry into a cache outside the repository and reused. See `--help`.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const REPORTER = fileURLToPath(new URL("./e2e-versions-reporter.mjs", import.meta.url));
const DEFAULT_VERSIONS = [
  "0.114.0",
  "0.117.0",
  "0.130.0",
  "0.131.0",
  "0.133.0",
  "0.141.0",
  "0.150.0",
  "0.160.0",
  "0.165.0",
  "0.169.0",
  "0.171.0",
];
const DEFAULT_CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "ulw-e2e-codex");
const HELP = `Usage: npm run e2e:versions -- [options] [version ...]

Runs the real-Codex e2e suite (test/e2e/) against each @openai/codex release given, one after the
other, and prints each scenario's result per release: passed, failed (with the first error line) or
skipped (with the reason). Each release is installed once with npm into the cache folder and reused.
The suite itself picks the release up from ULW_E2E_CODEX; \`npm test\` keeps the pinned one.

Versions default to: ${DEFAULT_VERSIONS.join(" ")}

Options:
  --cache <dir>   where releases are installed (default: ${DEFAULT_CACHE})
  --json <file>   also write every result as JSON to <file>
  -h, --help      show this help

Exit status: 0 when nothing failed, 1 when a scenario failed or a release could not be installed or
run, 2 on a usage error. Each release's full vitest output is kept in <cache>/<version>.e2e.log.`;

function usage(message) {
  process.stderr.write(`e2e-versions: ${message}\nTry --help.\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      cache: { type: "string" },
      json: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  usage(error.message);
}
if (parsed.values.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
const versions = parsed.positionals.length > 0 ? parsed.positionals : DEFAULT_VERSIONS;
for (const version of versions) {
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) {
    usage(`not a release version: ${JSON.stringify(version)} (expected e.g. 0.141.0)`);
  }
}
if (parsed.values.cache === "") usage("--cache needs a folder");
const cache = parsed.values.cache ?? DEFAULT_CACHE;

const lastLines = (text, count = 3) => text.trim().split("\n").slice(-count).join(" | ");

/** The installed release's launcher, installing it first when the cache lacks it. */
function install(version) {
  const prefix = join(cache, version);
  const manifest = join(prefix, "node_modules", "@openai", "codex", "package.json");
  const launcher = join(prefix, "node_modules", "@openai", "codex", "bin", "codex.js");
  const installedVersion = () => {
    try {
      return JSON.parse(readFileSync(manifest, "utf8")).version;
    } catch {
      return undefined;
    }
  };
  if (installedVersion() === version && existsSync(launcher)) return { ok: true, launcher };
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  process.stdout.write(`installing @openai/codex@${version} into ${prefix} ...\n`);
  const npm = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `@openai/codex@${version}`,
    ],
    { encoding: "utf8" },
  );
  if (npm.status !== 0 || installedVersion() !== version || !existsSync(launcher)) {
    const said = lastLines(`${npm.error?.message ?? ""}\n${npm.stderr ?? ""}`) || `exit ${npm.status}`;
    return { ok: false, why: `install failed: ${said}` };
  }
  return { ok: true, launcher };
}

/** One run of the e2e files against `launcher`; its report, or why there is none. */
function runSuite(version, launcher) {
  const report = join(cache, `${version}.e2e.json`);
  const log = join(cache, `${version}.e2e.log`);
  rmSync(report, { force: true });
  const out = openSync(log, "w");
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "test/e2e/",
      `--reporter=${REPORTER}`,
      "--reporter=default",
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ULW_E2E_CODEX: launcher, ULW_E2E_REPORT: report },
      stdio: ["ignore", out, out],
    },
  );
  closeSync(out);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(report)) {
    const said = run.error?.message ?? lastLines(readFileSync(log, "utf8"));
    return { ok: false, seconds, log, why: `vitest wrote no report (exit ${run.status}): ${said}` };
  }
  const { tests, problems } = JSON.parse(readFileSync(report, "utf8"));
  return { ok: true, seconds, log, tests, problems };
}

const MARK = { passed: "pass", failed: "FAIL", skipped: "skip", pending: "skip" };
const results = [];
for (const version of versions) {
  const installed = install(version);
  if (!installed.ok) {
    process.stdout.write(`\n${version}: ${installed.why}\n`);
    results.push({ version, error: installed.why });
    continue;
  }
  process.stdout.write(`\n${version}: running test/e2e/ ...\n`);
  const run = runSuite(version, installed.launcher);
  if (!run.ok) {
    process.stdout.write(`${version}: ${run.why}\n  log: ${run.log}\n`);
    results.push({ version, error: run.why });
    continue;
  }
  const count = (state) => run.tests.filter((test) => test.state === state).length;
  process.stdout.write(
    `${version}: ${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped` +
      ` in ${run.seconds} s (log: ${run.log})\n`,
  );
  for (const test of run.tests) {
    const why = test.why === "" ? "" : `\n         ${test.why}`;
    process.stdout.write(`  ${MARK[test.state] ?? test.state}  ${test.name}${why}\n`);
  }
  for (const problem of run.problems) process.stdout.write(`  FAIL  ${problem}\n`);
  results.push({ version, seconds: run.seconds, tests: run.tests, problems: run.problems });
}

// One line per scenario, one column per release.
const names = [...new Set(results.flatMap((result) => (result.tests ?? []).map((test) => test.name)))];
const width = Math.max(...versions.map((version) => version.length), 4);
const cell = (text) => text.padEnd(width);
process.stdout.write(`\nSummary (${new Date().toISOString().slice(0, 10)})\n`);
process.stdout.write(`${"".padEnd(4)}${results.map((result) => cell(result.version)).join(" ")}\n`);
names.forEach((name, index) => {
  const cells = results.map((result) => {
    if (result.error !== undefined) return cell("----");
    const test = result.tests.find((candidate) => candidate.name === name);
    return cell(test === undefined ? "" : (MARK[test.state] ?? test.state));
  });
  process.stdout.write(`${String(index + 1).padStart(3)} ${cells.join(" ")}\n`);
});
names.forEach((name, index) => {
  process.stdout.write(`${String(index + 1).padStart(3)} ${name}\n`);
});
for (const result of results) {
  if (result.error !== undefined) process.stdout.write(`${result.version}: ${result.error}\n`);
}
if (parsed.values.json !== undefined) {
  writeFileSync(parsed.values.json, `${JSON.stringify(results, null, 2)}\n`);
}
const failed = results.some(
  (result) =>
    result.error !== undefined ||
    result.problems.length > 0 ||
    result.tests.some((test) => test.state === "failed"),
);
process.exit(failed ? 1 : 0);
