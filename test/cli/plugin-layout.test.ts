import { execFileSync } from "node:child_process";
import { cpSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { isExternal, outline } from "../helpers/markdown-links.js";
import { KEY } from "../helpers/scenarios.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const PLUGIN = join(REPO, "plugin");
/** What Codex replaces with the plugin's folder (and what sh expands from the environment). */
const ROOT_VARIABLE = "$" + "{PLUGIN_ROOT}";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

function json(path: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (!isRecord(parsed)) throw new Error(`${path} is not an object`);
  return parsed;
}

/** The command of each event in a hooks file. */
function commands(path: string): Record<string, string> {
  const events = json(path).hooks;
  const result: Record<string, string> = {};
  for (const event of ["Stop", "SubagentStop", "UserPromptSubmit", "SessionStart"]) {
    const groups = isRecord(events) ? events[event] : undefined;
    const group: unknown = Array.isArray(groups) ? groups[0] : undefined;
    const handlers = isRecord(group) ? group.hooks : undefined;
    const handler: unknown = Array.isArray(handlers) ? handlers[0] : undefined;
    result[event] = isRecord(handler) ? String(handler.command) : "";
  }
  return result;
}

/** Runs a hooks-file command as Codex does: through the shell, PLUGIN_ROOT in the environment. */
function runAsCodex(command: string, pluginRoot: string, payload: string): string {
  return execFileSync("sh", ["-c", command], {
    input: payload,
    env: { ...process.env, PLUGIN_ROOT: pluginRoot },
    encoding: "utf8",
  });
}

function workspacePayload(): string {
  ws.write("project/plan.md", "## TODOs\n- [ ] 1. only\n");
  ws.write("project/.omo/boulder.json", JSON.stringify(singleWorkBoulder(KEY, "plan.md")));
  return JSON.stringify(stopPayload(ws.path("project")));
}

describe("the Codex marketplace and plugin this repository offers", () => {
  it("given the marketplace file, when read, then it offers the plugin folder under the manifest's name, with a ./ source", () => {
    const marketplace = json(join(REPO, ".agents/plugins/marketplace.json"));
    const manifest = json(join(PLUGIN, ".codex-plugin/plugin.json"));
    expect(marketplace).toMatchObject({
      name: "ulw",
      plugins: [{ name: manifest.name, source: "./plugin" }],
    });
    expect(manifest.version).toBe(json(join(REPO, "package.json")).version);
  });

  it("given a build, when the plugin folder is listed, then it holds only what runs: no node_modules, .git or symlinks", () => {
    const files = readdirSync(PLUGIN, { recursive: true }).map(String).sort();
    expect(files.filter((file) => /(^|\/)(node_modules|\.git)(\/|$)/.test(file))).toEqual([]);
    expect(files.filter((file) => lstatSync(join(PLUGIN, file)).isSymbolicLink())).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        "dist/cli.js",
        "dist/program.js",
        "dist/plan-discovery.js",
        "dist/prompt-submit.js",
        "dist/jsonc-parser.js",
        "LICENSE",
        "directive.md",
        "directive-brief.md",
        "README.md",
        "hooks/hooks.json",
        "skills/ulw-execute/SKILL.md",
        "skills/ulw-plan/SKILL.md",
      ]),
    );
  });

  it("given the plugin's README and docs, when each relative link is followed inside the plugin folder, then it leads to a file there", () => {
    const pages = ["README.md", ...readdirSync(join(PLUGIN, "docs")).map((name) => join("docs", name))];
    expect(pages).toContain("docs/architecture.md");
    const missing = pages.flatMap((page) =>
      outline(readFileSync(join(PLUGIN, page), "utf8"))
        .links.filter((link) => !isExternal(link))
        .map((link) => resolve(dirname(join(PLUGIN, page)), link.split("#")[0] ?? ""))
        .filter(
          (target) =>
            !target.startsWith(PLUGIN) || lstatSync(target, { throwIfNoEntry: false }) === undefined,
        )
        .map((target) => `${page} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it("given the plugin's hooks file, when its Stop command runs with PLUGIN_ROOT at the plugin, then it blocks with the directive", () => {
    const { Stop, SubagentStop } = commands(join(PLUGIN, "hooks/hooks.json"));
    expect(Stop).toBe(`node "${ROOT_VARIABLE}/dist/cli.js" hook stop`);
    const copy = ws.path("cache/ulw/ulw-execute-continuation/0.1.0");
    cpSync(PLUGIN, copy, { recursive: true });
    const out = runAsCodex(Stop ?? "", copy, workspacePayload());
    expect(JSON.parse(out)).toMatchObject({
      decision: "block",
      reason: expect.stringMatching(/^# ULW continuation/),
    });
    expect(runAsCodex(SubagentStop ?? "", copy, "{}")).toBe("");
  });

  it("given the plugin's hooks file, when its UserPromptSubmit command runs for `$ulw-execute <plan>`, then the plan is registered from the installed copy", () => {
    const { UserPromptSubmit } = commands(join(PLUGIN, "hooks/hooks.json"));
    expect(UserPromptSubmit).toBe(`node "${ROOT_VARIABLE}/dist/cli.js" hook prompt-submit`);
    const copy = ws.path("cache/ulw/ulw-execute-continuation/0.1.0");
    cpSync(PLUGIN, copy, { recursive: true });
    ws.write("project/.omo/plans/p.md", "## TODOs\n- [ ] 1. only\n");
    const payload = (prompt: string) =>
      JSON.stringify({
        session_id: "s9",
        cwd: ws.path("project"),
        hook_event_name: "UserPromptSubmit",
        prompt,
      });
    expect(runAsCodex(UserPromptSubmit ?? "", copy, payload("hello $ulw-execute p"))).toBe("");
    const out: unknown = JSON.parse(runAsCodex(UserPromptSubmit ?? "", copy, payload("$ulw-execute p")));
    expect(out).toMatchObject({
      hookSpecificOutput: {
        additionalContext: expect.stringContaining(`node "${copy}/dist/cli.js" work complete`),
      },
    });
    expect(readFileSync(ws.path("project/.omo/boulder.json"), "utf8")).toContain('"codex:s9"');
  });

  it("given the plugin's hooks file, when its SessionStart command runs after a compaction, then the installed copy hands back the plan state", () => {
    const { SessionStart } = commands(join(PLUGIN, "hooks/hooks.json"));
    expect(SessionStart).toBe(`node "${ROOT_VARIABLE}/dist/cli.js" hook session-start`);
    const copy = ws.path("cache/ulw/ulw-execute-continuation/0.1.0");
    cpSync(PLUGIN, copy, { recursive: true });
    const stop = JSON.parse(workspacePayload());
    const payload = (source: string) => JSON.stringify({ ...stop, hook_event_name: "SessionStart", source });
    expect(runAsCodex(SessionStart ?? "", copy, payload("startup"))).toBe("");
    expect(JSON.parse(runAsCodex(SessionStart ?? "", copy, payload("compact")))).toMatchObject({
      hookSpecificOutput: {
        hookEventName: "SessionStart",
        additionalContext: expect.stringContaining(`file \`${ws.path("project/plan.md")}\``),
      },
    });
  });

  it("given the parent-plugin hooks file (hooks/hooks.json, as the seeds name it), when a parent plugin embeds the package under components/, then its Stop command blocks too", () => {
    const { Stop, SubagentStop, UserPromptSubmit, SessionStart } = commands(join(REPO, "hooks/hooks.json"));
    const component = `node "${ROOT_VARIABLE}/components/ulw-execute-continuation/dist/cli.js"`;
    expect(Stop).toBe(`${component} hook stop`);
    expect(SubagentStop).toBe(`${component} hook subagent-stop`);
    expect(UserPromptSubmit).toBe(`${component} hook prompt-submit`);
    expect(SessionStart).toBe(`${component} hook session-start`);
    const parent = ws.path("parent-plugin");
    for (const part of ["dist", "directive.md", "directive-brief.md"])
      cpSync(join(REPO, part), join(parent, "components/ulw-execute-continuation", part), {
        recursive: true,
      });
    const out = runAsCodex(Stop ?? "", parent, workspacePayload());
    expect(JSON.parse(out)).toMatchObject({ decision: "block" });
  });
});
