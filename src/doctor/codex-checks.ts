import type { FeaturesAnswer } from "../codex/app-server.js";
import { capabilitiesOf, OLDEST_SUPPORTED, parseCodexVersion } from "../codex/capabilities.js";
import type { HooksListing } from "../codex/hooks-list.js";
import type { Registration } from "./registrations.js";

/** One line of doctor's verdict: what was checked, how it stands, and the next step when it is not ok. */
export interface Check {
  /** warning: the hook runs, but not quite as written (a value clamped to its ceiling). */
  readonly status: "ok" | "problem" | "warning" | "unknown";
  readonly what: string;
  /** The exact next step, for anything that is not ok. */
  readonly next?: string;
  /** A problem with which Codex still runs the Stop hook, only not as configured (a settings.json not used). */
  readonly hookRuns?: true;
}

export interface CodexFacts {
  readonly path: string;
  readonly listing: HooksListing;
  /** `codex features list`; absent when not asked. */
  readonly features?: FeaturesAnswer;
}

/** What the codex says about running our hooks: its release, its feature flags, its warnings and errors. */
export function codexChecks(codex: CodexFacts, registrations: readonly Registration[]): Check[] {
  const { listing } = codex;
  const version = listing.version === undefined ? undefined : parseCodexVersion(listing.version);
  const can = version === undefined ? undefined : capabilitiesOf(version);
  const chained = registrations.some((r) => r.event === "Stop" && r.options.ok && r.options.options.chain);
  const checks: Check[] = [
    listing.version === undefined || can === undefined
      ? { status: "unknown", what: `${codex.path}: its version could not be told` }
      : can.supported
        ? { status: "ok", what: `Codex ${listing.version}` }
        : {
            status: chained ? "problem" : "ok",
            what: `Codex ${listing.version} (older than ${OLDEST_SUPPORTED}) sends no turn_id: one continuation a prompt works, chain mode cannot chain`,
            ...(chained ? { next: `update codex to ${OLDEST_SUPPORTED} or later for chain mode` } : {}),
          },
  ];
  const said = listing.ok ? listing.warnings.map((w) => `codex warns: ${w}`) : [];
  if (listing.ok) said.push(...listing.errors.map((e) => `codex reports an error: ${e}`));
  for (const what of said) checks.push({ status: "problem", what, next: "fix what codex names" });
  if (can !== undefined && !can.hookTrust)
    checks.push({
      status: "ok",
      what: `Codex ${listing.version} has no hook trust (it came with 0.129): hooks run without it`,
    });
  if (can !== undefined && !can.pluginAddCommand && registrations.some((r) => r.source === "plugin"))
    checks.push({
      status: "unknown",
      what: `Codex ${listing.version} has no \`codex plugin add\` (0.131): plugins are installed by hand there`,
    });
  const features = codex.features;
  if (features === undefined) return checks;
  if (!features.ok)
    return checks.concat({
      status: "unknown",
      what: `cannot tell whether hooks are turned on: \`codex features list\` failed (${features.why})`,
    });
  const key = can?.hooksFeatureKey ?? (features.features.has("hooks") ? "hooks" : "codex_hooks");
  const hooks = features.features.get(key);
  checks.push(
    hooks === undefined
      ? { status: "unknown", what: `codex lists no \`${key}\` feature: cannot tell whether hooks are on` }
      : hooks.enabled
        ? { status: "ok", what: `hooks are turned on (feature \`${key}\`)` }
        : {
            status: "problem",
            what: `hooks are turned off in this codex (feature \`${key}\` is false): no hook runs at all`,
            next: `set \`${key} = true\` under \`[features]\` in config.toml (or remove a \`${key} = false\` line)`,
          },
  );
  const pluginHooks = features.features.get("plugin_hooks");
  const needsFlag = can?.pluginHooksFlag ?? (pluginHooks !== undefined && pluginHooks.stage !== "removed");
  if (needsFlag && pluginHooks?.enabled !== true && registrations.some((r) => r.source === "plugin")) {
    checks.push({
      status: "problem",
      what: "plugin hooks are off in this codex (feature `plugin_hooks` is false): the plugin's hooks never run",
      next: "set `plugin_hooks = true` under `[features]` in config.toml",
    });
  }
  return checks;
}
