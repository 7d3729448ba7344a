import { homedir } from "node:os";
import { resolve } from "node:path";
import { CODEX_TIMEOUT_MS, findCodex, listFeatures } from "../codex/app-server.js";
import { capabilitiesOf, parseCodexVersion } from "../codex/capabilities.js";
import { codexHome } from "../codex/hooks-change.js";
import { listHooks } from "../codex/hooks-list.js";
import type { Check, CodexFacts } from "../doctor/codex-checks.js";
import { type DoctorFacts, diagnose } from "../doctor/diagnose.js";
import {
  findOtherContinuations,
  type OtherContinuation,
  otherContinuationDetails,
  otherContinuationsJson,
} from "../doctor/other-continuations.js";
import { findRegistrations } from "../doctor/registrations.js";
import { executableOnPath } from "../fs/on-path.js";
import { pathKind } from "../fs/paths.js";
import { findBoulder, findProjectRoot } from "../fs/project-root.js";
import { shellQuote } from "../install/hook-command.js";
import { readSettingsFact } from "../settings/read.js";
import { printable } from "../text/printable.js";
import { CliError } from "./terminal.js";

export interface DoctorOptions {
  readonly codexHome?: string;
  readonly cwd?: string;
  readonly codex?: string | false;
  readonly json?: boolean;
  /** Seconds to wait for codex app-server, 0.5 to 120. */
  readonly timeout?: string;
}

/** For --json: the codex asked, its release and what that release can do, and its feature flags. */
function codexJson(codex: CodexFacts): Record<string, unknown> {
  const version = codex.listing.version === undefined ? undefined : parseCodexVersion(codex.listing.version);
  return {
    path: codex.path,
    version: codex.listing.version ?? null,
    capabilities: version === undefined ? null : capabilitiesOf(version),
    listing: codex.listing,
    features:
      codex.features === undefined || !codex.features.ok
        ? (codex.features ?? null)
        : Object.fromEntries(codex.features.features),
  };
}

function format(facts: DoctorFacts, checks: readonly Check[], others: readonly OtherContinuation[]): string {
  const problems = checks.filter((check) => check.status !== "ok");
  // Each hook of a file has its own check; the step that fixes them all is named once.
  const steps = [
    ...new Set(problems.flatMap((check) => (check.next === undefined ? [] : [`  - ${check.next}`]))),
  ];
  const lines = [
    `Codex home  ${facts.codexHome}`,
    `Project     ${facts.cwd}`,
    `Codex       ${facts.codex === undefined ? "not asked" : `${facts.codex.path}${facts.codex.listing.version === undefined ? "" : ` (${facts.codex.listing.version})`}`}`,
    "",
    ...checks.map(({ status, what }) => `${status === "problem" ? "PROBLEM" : status.padEnd(7)}  ${what}`),
    "",
    problems.some((check) => check.status === "problem" && check.hookRuns !== true)
      ? "Codex will not run the Stop hook as it should."
      : problems.some((check) => check.status === "problem")
        ? "Codex will run the Stop hook, but not as configured: fix the problems above."
        : problems.some((check) => check.status === "warning")
          ? "Codex will run the Stop hook; see the warnings above."
          : problems.length > 0
            ? "No problem found, but not everything could be checked."
            : "Codex will run the Stop hook.",
    ...(steps.length > 0 ? ["Next:", ...steps] : []),
    ...otherContinuationDetails(others, facts.codexHome),
  ];
  return `${lines.map(printable).join("\n")}\n`;
}

/** Says whether Codex will run our hook and why not; reads files and asks codex, writes nothing. */
export async function doctor(options: DoctorOptions, ourCli: string): Promise<void> {
  if (options.cwd === "") throw new CliError("--cwd needs a folder", 2);
  const home = codexHome(options.codexHome, homedir());
  const cwd = resolve(options.cwd ?? process.cwd());
  if (pathKind(cwd) !== "directory") throw new CliError(`--cwd ${cwd} does not exist or is not a folder`);
  const seconds = options.timeout === undefined ? CODEX_TIMEOUT_MS / 1000 : Number(options.timeout);
  if (!Number.isFinite(seconds) || seconds < 0.5 || seconds > 120)
    throw new CliError(`--timeout takes seconds from 0.5 to 120, not ${JSON.stringify(options.timeout)}`, 2);
  const path = options.codex === false ? undefined : findCodex(options.codex);
  let codex: CodexFacts | undefined;
  if (path !== undefined) {
    const call = { codex: path, codexHome: home, cwd, timeoutMs: seconds * 1000 };
    const [listing, features] = await Promise.all([listHooks(call), listFeatures(call)]);
    codex = { path, listing, features };
  } else if (options.codex !== false)
    codex = { path: "codex", listing: { ok: false, why: "no codex on the PATH", missing: true } };
  const { registrations, problems } = findRegistrations(home, cwd, ourCli, codex?.listing);
  // The options `trust` must be given too, to look where doctor looked.
  const trustFlags = [
    options.codexHome !== undefined ? ` --codex-home ${shellQuote(home)}` : "",
    options.cwd !== undefined ? ` --cwd ${shellQuote(cwd)}` : "",
    typeof options.codex === "string" ? ` --codex ${shellQuote(path ?? "")}` : "",
  ].join("");
  const facts: DoctorFacts = {
    nodeVersion: process.version,
    nodeOnPath: executableOnPath("node") ?? null,
    codexHome: home,
    codexHomeExists: pathKind(home) === "directory",
    cwd,
    settings: readSettingsFact(findBoulder(cwd).found?.root ?? findProjectRoot(cwd)),
    registrations,
    fileProblems: problems,
    ...(codex !== undefined ? { codex } : {}),
    trustFlags,
  };
  const others = findOtherContinuations(home, cwd, codex?.listing);
  const checks = diagnose(facts, others);
  const ok = !checks.some((check) => check.status === "problem");
  process.stdout.write(
    options.json === true
      ? `${JSON.stringify({ ok, ...facts, ...(codex ? { codex: codexJson(codex) } : {}), otherContinuations: otherContinuationsJson(others, home), checks }, null, 2)}\n`
      : format(facts, checks, others),
  );
  if (!ok) process.exitCode = 1;
}
