import type { ListedHook } from "../codex/hooks-list.js";
import { resolvedPath } from "../fs/paths.js";
import { shellQuote } from "../install/hook-command.js";
import { PACKAGE_NAME, PLUGIN_ID } from "../names.js";
import { effectiveMode, type ModeFlags } from "../settings/effective.js";
import { MAX_CHAIN_LIMIT, PATIENCE_LIMIT, type SettingsFact } from "../settings/settings.js";
import { type Check, type CodexFacts, codexChecks } from "./codex-checks.js";
import { type OtherContinuation, otherContinuationChecks } from "./other-continuations.js";
import { type HooksFileProblem, type Registration, whereRegistered } from "./registrations.js";

export interface DoctorFacts {
  readonly nodeVersion: string;
  /** The `node` a hook command finds on the PATH (doctor's own); codex shows only "Failed" without one. */
  readonly nodeOnPath?: string | null;
  readonly codexHome: string;
  readonly codexHomeExists?: boolean;
  readonly cwd: string;
  /** The project's settings.json (at the boulder's root), which can turn chain mode on. */
  readonly settings: SettingsFact;
  readonly registrations: readonly Registration[];
  readonly fileProblems: readonly HooksFileProblem[];
  /** Undefined when codex was not asked (--no-codex). */
  readonly codex?: CodexFacts;
  /** The options doctor was given that `trust` needs as well (--codex-home, --cwd, --codex), quoted. */
  readonly trustFlags?: string;
}

// The next steps name commands the person can run as they stand.
const ADD_PLUGIN = `codex plugin add ${PLUGIN_ID}`;
const INSTALL_USER = `${PACKAGE_NAME} install --user`;

/** settings.json: not used when invalid (the hook still runs, by its flags alone). */
function settingsChecks(settings: SettingsFact): Check[] {
  const when =
    "; a change applies from the next human prompt (the prompt hook reads the file as each one begins)";
  if (settings.kind === "invalid")
    return [
      {
        status: "problem",
        what: `${settings.path} is not used: ${settings.why}${when}; Codex still runs the Stop hook, in the mode its own flags give (plain unless the command has --chain)`,
        next: `fix ${settings.path}: an object with chain (true/false), maxChain (1-${MAX_CHAIN_LIMIT}; more is used as ${MAX_CHAIN_LIMIT}), patience (0-${PATIENCE_LIMIT}), stopOnCompaction (true/false)`,
        hookRuns: true,
      },
    ];
  if (settings.kind !== "read") return [];
  const checks: Check[] = [{ status: "ok", what: `${settings.path} is used${when}` }];
  const asked = settings.clamped?.maxChain;
  if (asked !== undefined)
    checks.push({
      status: "warning",
      what: `${settings.path}: maxChain ${asked} is above the ceiling ${MAX_CHAIN_LIMIT}: used as ${MAX_CHAIN_LIMIT}`,
      next: `set "maxChain" to ${MAX_CHAIN_LIMIT} (or less) in ${settings.path}`,
    });
  return checks;
}

/** The hook Codex lists for one registration (its event named `stop`, `userPromptSubmit`...), if it lists it. */
export function listedFor(registration: Registration, hooks: readonly ListedHook[]): ListedHook | undefined {
  const event = registration.event.charAt(0).toLowerCase() + registration.event.slice(1);
  return hooks.find((hook) =>
    registration.pluginId !== undefined
      ? hook.pluginId === registration.pluginId && hook.eventName === event
      : hook.sourcePath !== null &&
        resolvedPath(hook.sourcePath) === resolvedPath(registration.file) &&
        hook.eventName === event &&
        hook.command === registration.command,
  );
}

const where = (r: Registration): string => whereRegistered(r.source, r.file, r.pluginId, r.pluginRoot);

/** The mode the Stop hook runs in for the project: its flags, then the project's settings.json. */
function mode(flags: ModeFlags, settings: SettingsFact): string {
  const { mode: effective, sources } = effectiveMode(flags, settings);
  const from = (key: keyof typeof sources) => (sources[key] === "settings" ? " (settings.json)" : "");
  return effective.chain
    ? `chain mode${from("chain")}, at most ${effective.maxChain}${from("maxChain")} continuations a prompt, patience ${effective.patience}${from("patience")}${effective.stopOnCompaction ? ", stops at a compaction" : ""}`
    : "one continuation a prompt (no --chain, no chain in settings.json)";
}

function registrationChecks(
  registration: Registration,
  { codex, settings, trustFlags = "" }: DoctorFacts,
): Check[] {
  const { source, file, script, owner, options } = registration;
  const at = `${registration.event} in ${where(registration)}`;
  if (script !== undefined && !registration.scriptExists)
    return [
      {
        status: "problem",
        what: `${at}: runs ${script}, which does not exist`,
        next:
          source === "plugin"
            ? `rebuild and reinstall the plugin: \`npm ci && npm run build\` in the clone, then \`${ADD_PLUGIN}\``
            : `run \`${PACKAGE_NAME} install --${source}\` again from where the package lives now`,
      },
    ];
  if (!owner.ours)
    return [
      {
        status: "problem",
        what: `${at}: ${owner.why}: ${registration.command}`,
        // An old copy of ours is replaced; anything else only borrows our label.
        next:
          source === "plugin"
            ? `if it is an older build of this package, reinstall it: \`codex plugin add ${registration.pluginId ?? PLUGIN_ID}\` from this clone; otherwise remove it: \`codex plugin remove ${registration.pluginId ?? ""}\``
            : `if it is an older install of this package, run \`${PACKAGE_NAME} install --${source}\` from here (it replaces it); otherwise it only borrows our label: remove it from ${file}`,
      },
    ];
  const checks: Check[] = [{ status: "ok", what: `${at}: ${script} exists` }];
  if (!options.ok)
    checks.push({ status: "problem", what: `${at}: ${options.problem}`, next: `fix the command in ${file}` });
  else if (registration.event === "Stop") {
    checks.push({ status: "ok", what: `${at}: ${mode(options.options, settings)}` });
    const asked = options.options.clamped?.maxChain;
    if (asked !== undefined)
      checks.push({
        status: "warning",
        what: `${at}: --max-chain ${asked} is above the ceiling ${MAX_CHAIN_LIMIT}: used as ${MAX_CHAIN_LIMIT}`,
        next: `change the command in ${file} to \`--max-chain ${MAX_CHAIN_LIMIT}\` (or less)`,
      });
  }
  // What codex says matters for the hooks that act: Stop, and the prompt hook that starts plans.
  if (codex === undefined || !codex.listing.ok || registration.event === "SubagentStop") return checks;
  const listed = listedFor(registration, codex.listing.hooks);
  if (listed === undefined)
    checks.push({
      status: "problem",
      what: `${at}: codex does not list it, so it will not run`,
      next:
        source === "plugin"
          ? `enable the plugin: \`${ADD_PLUGIN}\``
          : source === "project"
            ? "trust the project in codex: its .codex/ folder is read only for a trusted project"
            : `check that ${file} is the hooks.json of this Codex home`,
    });
  else if (!listed.enabled)
    checks.push({
      status: "problem",
      what: `${at}: codex lists it as disabled`,
      next: "enable it in codex (the hooks list, or config.toml)",
    });
  else if (listed.trustStatus === "no hook trust")
    checks.push({ status: "ok", what: `${at}: listed by codex, which has no hook trust` });
  else if (listed.trustStatus !== "trusted")
    checks.push({
      status: "problem",
      what: `${at}: codex says ${listed.trustStatus}; untrusted hooks are skipped without a word`,
      // `trust` pins only `node "<absolute path>"` commands: the copy the hook runs, which may be on no PATH.
      next:
        "viaPath" in owner || script === undefined
          ? `accept it when codex asks (\`trust\` records trust only for \`node "<absolute path>/dist/cli.js"\` commands, which pin what runs), or register a pinned one: \`${INSTALL_USER}\``
          : `run \`node ${shellQuote(script)} trust${trustFlags}\` (records Codex's trust for this package's hooks only), or start codex and accept them when it asks`,
    });
  else checks.push({ status: "ok", what: `${at}: trusted by codex` });
  return checks;
}

/** Whether Codex will actually run our Stop hook, and for every problem the exact next step. */
export function diagnose(facts: DoctorFacts, others: readonly OtherContinuation[]): Check[] {
  const { codex, codexHome, nodeVersion } = facts;
  const ours = (event: Registration["event"]) =>
    facts.registrations.filter((r) => r.event === event && r.owner.ours);
  const stops = ours("Stop");
  const checks: Check[] = [
    Number(/^v?(\d+)/.exec(nodeVersion)?.[1] ?? 0) >= 20
      ? { status: "ok", what: `Node.js ${nodeVersion}` }
      : {
          status: "problem",
          what: `Node.js ${nodeVersion}: this package needs 20 or newer`,
          next: "install Node.js 20 or newer, first on the PATH codex runs hooks with",
        },
    ...(codex === undefined ? [] : codexChecks(codex, facts.registrations)),
  ];
  if (facts.nodeOnPath === null)
    checks.push({
      status: "problem",
      what: 'no `node` on the PATH: every hook is `node "<path>" hook ...`, and without node codex reports each run only as `hook: Stop Failed`',
      next: "install Node.js 20 or newer, or put its folder on the PATH that codex starts with",
    });
  if (facts.codexHomeExists === false)
    checks.push({
      status: "problem",
      what: `the Codex home ${codexHome} does not exist`,
      next: "pass the right `--codex-home` (or set CODEX_HOME), or start codex once to create it",
    });
  for (const { file, problem } of facts.fileProblems)
    checks.push({ status: "problem", what: `${file} ${problem}`, next: `fix or move ${file}` });
  if (stops.length === 0)
    checks.push({
      status: "problem",
      what: `no Stop hook of this package in ${codexHome} (hooks.json or installed plugins) or in the .codex/hooks.json files of ${facts.cwd} and its project`,
      next: `install it: \`codex plugin marketplace add <clone>\` then \`${ADD_PLUGIN}\`, or \`${INSTALL_USER}\``,
    });
  if (stops.length > 1)
    checks.push({
      status: "problem",
      what: `the Stop hook is registered ${stops.length} times (${stops.map(where).join("; ")}): codex runs each`,
      next: `keep one: \`${PACKAGE_NAME} uninstall --user\` (or --project), or \`codex plugin remove ${PLUGIN_ID}\``,
    });
  const without = [
    ["UserPromptSubmit", "`$ulw-execute <plan>` will not start a plan"],
    ["SessionStart", "after a compaction the model is not handed the plan's state until its next stop"],
  ] as const;
  for (const [event, consequence] of without)
    if (stops.length > 0 && ours(event).length === 0)
      checks.push({
        status: "problem",
        what: `no ${event} hook of this package: ${consequence}`,
        next: `register it: \`${INSTALL_USER}\` again (or --project), or \`${ADD_PLUGIN}\` from a current clone`,
      });
  checks.push(...settingsChecks(facts.settings));
  for (const registration of facts.registrations) checks.push(...registrationChecks(registration, facts));
  if (codex === undefined) checks.push({ status: "unknown", what: "trust not checked (--no-codex)" });
  else if (!codex.listing.ok && codex.listing.noHookTrust !== true)
    checks.push({
      status: "unknown",
      what: `cannot tell whether codex trusts the hooks: ${codex.listing.why}`,
      next:
        codex.listing.missing === true
          ? "put codex on the PATH, or pass `--codex <path>`"
          : "run `codex app-server` by hand to see why it does not answer",
    });
  checks.push(...otherContinuationChecks(others, stops.length > 0, codexHome));
  return checks;
}
