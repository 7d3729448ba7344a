import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { type HooksListing, stateKeyPath } from "../codex/hooks-list.js";
import { MIB, readHead } from "../fs/regular-file.js";
import { parseHookCommand, platformCommand } from "../install/hook-command.js";
import { readHooksText } from "../install/hooks-file.js";
import { field, isRecord, parseJson } from "../json/guards.js";
import type { Check } from "./codex-checks.js";
import { handlersOf, hooksSites, PLUGIN_ROOT_VARIABLE, whereRegistered } from "./registrations.js";

/** Another Stop hook continuing the same plan (OmO's): Codex sends both directives in every continuation. */
export interface OtherContinuation {
  readonly product: string;
  /** Where it is registered, in words, and the command as the shell gets it. */
  readonly where: string;
  readonly runs: string;
  readonly evidence: readonly string[];
  /** Codex's key for it (`[hooks.state]`) and its state; absent when codex did not answer. */
  readonly key?: string;
  readonly enabled?: boolean;
  readonly trustStatus?: string;
}

const OMO_START_WORK = "OmO's start-work-continuation";
/** Where the plugin keeps the bundle, which names its entry source in its first comment. */
const COMPONENT_CLI = "/components/start-work-continuation/dist/cli.js";
const BUNDLE_SOURCE_LINE = "// components/start-work-continuation/src/cli.ts";
/** The directive the bundle sends, beside dist/, opens with its tag. */
const DIRECTIVE_TAG = "<start-work-continuation>";
const HEAD_BYTES = 1024;

/** The whole first lines of a regular file (up to 64 MiB), or undefined when it cannot be read. */
function headLines(path: string): string[] | undefined {
  const head = readHead(path, HEAD_BYTES, 64 * MIB);
  const lines = head?.toString("utf8").split(/\r?\n/);
  // The last line is cut when the buffer is full.
  return head?.length === HEAD_BYTES ? lines?.slice(0, -1) : lines;
}

/** Whether a Stop command runs OmO's start-work-continuation: its exact command, its bundle's first line. */
export function recogniseStartWorkContinuation(command: string) {
  const parsed = parseHookCommand(command);
  if (parsed?.launcher !== "node" || parsed.subcommand !== "stop" || parsed.flags.length > 0)
    return undefined;
  const script = parsed.script;
  if (!isAbsolute(script) || !script.endsWith(COMPONENT_CLI)) return undefined;
  const first = headLines(script)?.find(
    (line, i) => !(i === 0 && line.startsWith("#!")) && line.trim() !== "",
  );
  if (first !== BUNDLE_SOURCE_LINE) return undefined;
  const evidence = [
    `the command is \`node "…${COMPONENT_CLI}" hook stop\``,
    `${script} opens with \`${BUNDLE_SOURCE_LINE}\``,
  ];
  const directive = join(dirname(dirname(script)), "directive.md");
  if (headLines(directive)?.[0]?.trim() === DIRECTIVE_TAG)
    evidence.push(`${directive} opens with \`${DIRECTIVE_TAG}\``);
  return { product: OMO_START_WORK, script, evidence };
}

/** A hooks file, or the manifest that names a plugin's, read by the one hooks-file reader. */
function parsedJsonFile(file: string): unknown {
  const read = readHooksText(file);
  const parsed = read.ok ? parseJson(read.text) : undefined;
  return parsed?.ok === true ? parsed.value : undefined;
}

/** An installed plugin's hooks files: those its manifest names inside its folder, else `hooks/hooks.json`. */
export function pluginHooksFiles(root: string): string[] {
  const manifest = parsedJsonFile(join(root, ".codex-plugin", "plugin.json"));
  const named = isRecord(manifest) ? field(manifest, "hooks") : undefined;
  const files = (typeof named === "string" ? [named] : Array.isArray(named) ? named : []).flatMap((path) => {
    if (typeof path !== "string") return [];
    const inside = relative(root, resolve(root, path));
    return inside === "" || inside.startsWith("..") || isAbsolute(inside) ? [] : [resolve(root, path)];
  });
  return files.length > 0 ? files : [join(root, "hooks", "hooks.json")];
}

/** The other plan continuations: among the hooks codex lists when it answered, else in the hooks files. */
export function findOtherContinuations(codexHome: string, cwd: string, listing: HooksListing | undefined) {
  if (listing?.ok === true)
    return listing.hooks.flatMap((hook): OtherContinuation[] => {
      const recognised = hook.eventName === "stop" ? recogniseStartWorkContinuation(hook.command) : undefined;
      if (recognised === undefined) return [];
      const file = hook.sourcePath ?? "(no file)";
      const where = whereRegistered(hook.source, file, hook.pluginId ?? undefined, file);
      const { product, evidence } = recognised;
      const { key, enabled, trustStatus } = hook;
      return [{ product, where, runs: hook.command, evidence, key, enabled, trustStatus }];
    });
  // Every Stop handler of the user's, the project's and the installed plugins' hooks files (unreadable: none).
  const found: OtherContinuation[] = [];
  for (const { file, source, plugin } of hooksSites(codexHome, cwd, undefined, pluginHooksFiles))
    for (const handler of handlersOf(parsedJsonFile(file), "Stop")) {
      const command = isRecord(handler) ? platformCommand(handler) : undefined;
      if (typeof command !== "string") continue;
      const runs = plugin === undefined ? command : command.replaceAll(PLUGIN_ROOT_VARIABLE, plugin.root);
      const where = whereRegistered(source, file, plugin?.id, plugin?.root);
      const recognised = recogniseStartWorkContinuation(runs);
      if (recognised !== undefined && !found.some((seen) => seen.where === where && seen.runs === runs))
        found.push({ product: recognised.product, where, runs, evidence: recognised.evidence });
    }
  return found;
}

/** The exact lines that turn a listed hook off in the user config.toml. */
export function turnOffToml(key: string): string[] {
  return [`[${stateKeyPath(key)}]`, "enabled = false"];
}

/** Each other continuation's consequence and how to turn one off; we never change another product's hooks. */
export function otherContinuationChecks(
  found: readonly OtherContinuation[],
  oursRegistered: boolean,
  codexHome: string,
): Check[] {
  const config = join(codexHome, "config.toml");
  return found.map((other): Check => {
    const at = `${other.product} Stop hook in ${other.where}${other.key === undefined ? "" : `, key ${other.key}`}`;
    if (other.enabled === false)
      return { status: "ok", what: `${at}: turned off in codex, so only this package continues the plan` };
    if (!oursRegistered)
      return { status: "ok", what: `${at}: continues the plan; no Stop hook of this package beside it` };
    const trust = [undefined, "trusted", "no hook trust"].includes(other.trustStatus)
      ? ""
      : ` (codex says ${other.trustStatus}: it runs once trusted, or under --dangerously-bypass-hook-trust)`;
    return {
      status: "problem",
      what: `${at}: continues the same plan from the same .omo/boulder.json${trust}. Codex joins the reasons of every Stop hook that blocks into one prompt: each continuation carries both directives (15.9 KB measured with OmO 4.19.4's)`,
      next:
        other.key !== undefined
          ? `turn one of the two off: OmO's with the two lines shown below, added to ${config} (into that table if it is already there), or with \`/hooks\` in the codex TUI`
          : `turn one of the two off: OmO's with \`/hooks\` in the codex TUI, or with \`enabled = false\` under \`[hooks.state."<key>"]\` in ${config}; the key is what \`codex app-server\` hooks/list reports (run doctor where codex can answer to see it)`,
    };
  });
}

/** The lines doctor prints under its report: what matched, and the exact TOML that turns each off. */
export function otherContinuationDetails(found: readonly OtherContinuation[], codexHome: string): string[] {
  const shown = found.filter((other) => other.enabled !== false);
  if (shown.length === 0) return [];
  return [
    "",
    "Other Stop hooks that continue the same plan (told by what they run):",
    ...shown.flatMap((other) => [
      `  ${other.product}, ${other.where}`,
      `    runs: ${other.runs}`,
      ...other.evidence.map((evidence) => `    matched: ${evidence}`),
      ...(other.key === undefined
        ? ["    its key: codex did not list it here; `/hooks` in the codex TUI shows it and turns it off"]
        : [
            `    to turn it off, add to ${join(codexHome, "config.toml")}:`,
            ...turnOffToml(other.key).map((line) => `      ${line}`),
          ]),
    ]),
  ];
}

/** For --json: each one found, with the exact lines that turn it off where its key is known. */
export function otherContinuationsJson(found: readonly OtherContinuation[], codexHome: string): unknown[] {
  return found.map((other) => ({
    ...other,
    ...(other.key !== undefined
      ? { turnOff: { configToml: join(codexHome, "config.toml"), lines: turnOffToml(other.key) } }
      : {}),
  }));
}
