import { dirname, join } from "node:path";
import type { HooksListing } from "../codex/hooks-list.js";
import type { Check } from "./check.js";
import { recogniseStartWorkContinuation } from "./omo-start-work.js";
import type { StopHandler } from "./stop-handlers.js";

/**
 * Another product's Stop hook that continues the same plan (reads the same .omo/boulder.json). Codex
 * joins the reasons of every Stop hook that blocks into one prompt, so with ours both directives come
 * in every continuation: 15.9 KB with OmO 4.19.4's, measured on Codex 0.171.0.
 */
export interface OtherContinuation {
  readonly product: string;
  /** Where it is registered, in words: a plugin and its folder, or a hooks file. */
  readonly where: string;
  /** The command as the shell gets it. */
  readonly runs: string;
  /** What matched, in words: the command, the file it runs. */
  readonly evidence: readonly string[];
  /** What codex lists it under (`hooks/list`), the key `[hooks.state]` takes; absent when codex did not answer. */
  readonly key?: string;
  /** Whether codex runs it: absent when codex did not answer. */
  readonly enabled?: boolean;
  readonly trustStatus?: string;
}

/** What `codex app-server` hooks/list calls the Stop event. */
const STOP_EVENT = "stop";

function placeOf(handler: StopHandler): string {
  return handler.pluginId !== undefined
    ? `plugin ${handler.pluginId} (${handler.pluginRoot ?? dirname(handler.file)})`
    : `${handler.source} hooks file ${handler.file}`;
}

/**
 * The other plan continuations among the Stop hooks: the ones codex lists when it answered (it lists
 * exactly what it would run, with each one's key and state), else the ones the hooks files and the
 * installed plugins register.
 */
export function findOtherContinuations(
  handlers: readonly StopHandler[],
  listing: HooksListing | undefined,
): OtherContinuation[] {
  if (listing?.ok === true) {
    return listing.hooks.flatMap((hook): OtherContinuation[] => {
      if (hook.eventName !== STOP_EVENT) return [];
      const recognised = recogniseStartWorkContinuation(hook.command);
      if (recognised === undefined) return [];
      const file = hook.sourcePath ?? "(no file)";
      const where =
        hook.pluginId !== null ? `plugin ${hook.pluginId} (${file})` : `${hook.source} hooks file ${file}`;
      return [
        {
          product: recognised.product,
          where,
          runs: hook.command,
          evidence: recognised.evidence,
          key: hook.key,
          enabled: hook.enabled,
          trustStatus: hook.trustStatus,
        },
      ];
    });
  }
  const found: OtherContinuation[] = [];
  for (const handler of handlers) {
    const recognised = recogniseStartWorkContinuation(handler.runs);
    const where = placeOf(handler);
    if (recognised === undefined || found.some((seen) => seen.where === where && seen.runs === handler.runs))
      continue;
    found.push({ product: recognised.product, where, runs: handler.runs, evidence: recognised.evidence });
  }
  return found;
}

/** The user config.toml, the only layer (beside session flags) where `[hooks.state]` turns a hook off. */
export function userConfigToml(codexHome: string): string {
  return join(codexHome, "config.toml");
}

/** The exact lines that turn a listed hook off in the user config.toml. */
export function turnOffToml(key: string): string[] {
  return [`[hooks.state.${JSON.stringify(key)}]`, "enabled = false"];
}

const CONSEQUENCE =
  "Codex joins the reasons of every Stop hook that blocks into one prompt: each continuation carries both directives (15.9 KB measured with OmO 4.19.4's)";

/**
 * For each other plan continuation codex runs beside this package's Stop hook: the consequence, and
 * how to turn one off in Codex. This package never changes another product's hooks itself.
 */
export function otherContinuationChecks(
  found: readonly OtherContinuation[],
  oursRegistered: boolean,
  codexHome: string,
): Check[] {
  const config = userConfigToml(codexHome);
  return found.map((other): Check => {
    const at = `${other.product} Stop hook in ${other.where}${other.key === undefined ? "" : `, key ${other.key}`}`;
    if (other.enabled === false)
      return { status: "ok", what: `${at}: turned off in codex, so only this package continues the plan` };
    if (!oursRegistered)
      return { status: "ok", what: `${at}: continues the plan; no Stop hook of this package beside it` };
    const trust =
      other.trustStatus === undefined ||
      other.trustStatus === "trusted" ||
      other.trustStatus === "no hook trust"
        ? ""
        : ` (codex says ${other.trustStatus}: it runs once trusted, or under --dangerously-bypass-hook-trust)`;
    const next =
      other.key !== undefined
        ? `turn one of the two off: OmO's with the two lines shown below, added to ${config} (into that table if it is already there), or with \`/hooks\` in the codex TUI`
        : `turn one of the two off: OmO's with \`/hooks\` in the codex TUI, or with \`enabled = false\` under \`[hooks.state."<key>"]\` in ${config}; the key is what \`codex app-server\` hooks/list reports (run doctor where codex can answer to see it)`;
    return {
      status: "problem",
      what: `${at}: continues the same plan from the same .omo/boulder.json${trust}. ${CONSEQUENCE}`,
      next,
    };
  });
}

/** The lines doctor prints under its report: what matched, and the exact TOML that turns each off. */
export function otherContinuationDetails(found: readonly OtherContinuation[], codexHome: string): string[] {
  const shown = found.filter((other) => other.enabled !== false);
  if (shown.length === 0) return [];
  const lines = ["", "Other Stop hooks that continue the same plan (told by what they run):"];
  for (const other of shown) {
    lines.push(`  ${other.product}, ${other.where}`, `    runs: ${other.runs}`);
    for (const evidence of other.evidence) lines.push(`    matched: ${evidence}`);
    if (other.key === undefined) {
      lines.push(
        "    its key: codex did not list it here; `/hooks` in the codex TUI shows it and turns it off",
      );
    } else {
      lines.push(`    to turn it off, add to ${userConfigToml(codexHome)}:`);
      lines.push(...turnOffToml(other.key).map((line) => `      ${line}`));
    }
  }
  return lines;
}

/** For --json: each one found, with the exact lines that turn it off where its key is known. */
export function otherContinuationsJson(found: readonly OtherContinuation[], codexHome: string): unknown[] {
  return found.map((other) => ({
    ...other,
    ...(other.key !== undefined
      ? { turnOff: { configToml: userConfigToml(codexHome), lines: turnOffToml(other.key) } }
      : {}),
  }));
}
