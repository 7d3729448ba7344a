import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import {
  type CodexCapabilities,
  type CodexVersion,
  capabilitiesOf,
  formatVersion,
  parseCodexVersion,
} from "../../src/codex/capabilities.js";

/**
 * The Codex the e2e suite drives: the pinned @openai/codex, or the one `ULW_E2E_CODEX` names (a
 * `bin/codex.js` launcher, run with this Node, or any executable). Its version is asked once, and the
 * suite adapts to what that release can do (src/codex/capabilities.ts), so one suite runs on every
 * release docs/codex-versions.md lists: `npm run e2e:versions`.
 */
export const CODEX_ENV = "ULW_E2E_CODEX";

export interface CodexUnderTest {
  /** The argv prefix that runs it. */
  readonly argv: readonly string[];
  /** Where it came from, for messages. */
  readonly source: string;
  readonly version: CodexVersion;
  readonly can: CodexCapabilities;
}

/**
 * The native binary a `bin/codex.js` launcher would start. On Node 20 the launcher cannot exec it, so it
 * stays a second Node process for the whole run: about 0.2 s of CPU at every Codex start.
 */
function nativeOf(launcher: string): string[] | undefined {
  try {
    const platform = createRequire(launcher).resolve(
      `@openai/codex-${process.platform}-${process.arch}/package.json`,
    );
    const vendor = join(dirname(platform), "vendor");
    const [triple] = readdirSync(vendor);
    const binary = join(vendor, triple ?? "", "bin", "codex");
    return existsSync(binary) ? [binary] : undefined;
  } catch {
    return undefined;
  }
}

export function findCodexUnderTest(env: NodeJS.ProcessEnv = process.env): CodexUnderTest {
  const chosen = env[CODEX_ENV];
  const pinned = chosen === undefined || chosen === "";
  const path = pinned
    ? createRequire(import.meta.url).resolve("@openai/codex/bin/codex.js")
    : resolve(chosen);
  const source = pinned ? "the pinned @openai/codex" : `${CODEX_ENV}=${chosen}`;
  const argv = /\.[cm]?js$/.test(path) ? (nativeOf(path) ?? [process.execPath, path]) : [path];
  const [program = path, ...args] = argv;
  const asked = spawnSync(program, [...args, "--version"], { encoding: "utf8", timeout: 30_000 });
  const version = asked.status === 0 ? parseCodexVersion(asked.stdout) : undefined;
  if (version === undefined) {
    const said = `${asked.error?.message ?? ""} ${asked.stdout ?? ""} ${asked.stderr ?? ""}`.trim();
    throw new Error(`${source}: \`codex --version\` gave no version (exit ${asked.status}): ${said}`);
  }
  return { argv, source, version, can: capabilitiesOf(version) };
}

/** What a scenario needs of Codex, and how a release that lacks it is described. */
const LACKS = {
  hookTrust: "has no hook trust (every registered hook runs)",
  bypassHookTrustFlag: "has no --dangerously-bypass-hook-trust",
  pluginAddCommand: "has no `codex plugin add`",
  sessionIdInCommands: "gives commands no CODEX_SESSION_ID",
} as const satisfies Partial<Record<keyof CodexCapabilities, string>>;

export type Need = keyof typeof LACKS;

/** Why `codex` cannot run a scenario that needs `needs`; undefined when it can. */
export function lacking(codex: CodexUnderTest, needs: readonly Need[]): string | undefined {
  const missing = needs.filter((need) => !codex.can[need]).map((need) => LACKS[need]);
  if (missing.length === 0) return undefined;
  return `codex ${formatVersion(codex.version)} ${missing.join(", ")}`;
}

/** `[features]` lines this release needs for our hooks (and a plugin's) to run at all. */
export function featureLines(codex: CodexUnderTest, plugins: boolean): string[] {
  return [
    ...(codex.can.hooksOnByDefault ? [] : [`${codex.can.hooksFeatureKey} = true`]),
    ...(plugins && codex.can.pluginHooksFlag ? ["plugin_hooks = true"] : []),
  ];
}

/** `codex exec` flags that let registered hooks run without recorded trust, where the release has them. */
export function bypassTrustArgs(codex: CodexUnderTest): string[] {
  return codex.can.bypassHookTrustFlag ? ["--dangerously-bypass-hook-trust"] : [];
}

/**
 * Hook trust without the bypass flag (0.129 to 0.140): the harness records trust for our hooks with
 * `ulw trust` before the first prompt, so the same scenarios run there.
 */
export function trustsBeforeRunning(codex: CodexUnderTest): boolean {
  return codex.can.hookTrust && !codex.can.bypassHookTrustFlag;
}

/**
 * A shell expression for the session id, inside a scripted model's command: CODEX_SESSION_ID where
 * Codex exports it; before that, the id in the name of the only rollout in the private Codex home.
 */
export function sessionIdShell(codex: CodexUnderTest): string {
  if (codex.can.sessionIdInCommands) return '"$CODEX_SESSION_ID"';
  return `"$(ls "$CODEX_HOME"/sessions/*/*/*/ | sed -n 's/^rollout-.*-\\([0-9a-f-]\\{36\\}\\)\\.jsonl$/\\1/p')"`;
}
