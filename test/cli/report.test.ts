import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, runCli } from "../helpers/cli.js";
import { fixture, Workspace } from "../helpers/workspace.js";

/**
 * `report` on a Codex home laid out as Codex lays it out (sessions/YYYY/MM/DD/rollout-*.jsonl), with the
 * real 0.171 chain rollout (test/fixtures/rollouts/chain.jsonl) moved into the test's project, beside
 * every kind of file that is not one of this project's rollouts.
 */
const SCHEMA: unknown = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../docs/report.schema.json", import.meta.url)), "utf8"),
);
if (!isRecord(SCHEMA)) throw new Error("docs/report.schema.json is not a JSON object");
const warnings: unknown[] = [];
const logger = {
  log: () => undefined,
  warn: (...args: unknown[]) => warnings.push(args),
  error: () => undefined,
};
const ajv = new Ajv2020({ strict: true, allErrors: true, logger });
const validate = ajv.compile(SCHEMA);
const CAPTURED_IN = "/tmp/ulw-capture-gY5X65/work";
const SESSION = "01a22c0a-300e-7583-b4a5-fc2ce14c4183";
const DAY = "sessions/2026/11/30";
const ALL = ["--since", "2026-11-01"];

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  mkdirSync(ws.path("project/.omo"), { recursive: true });
});
afterEach(() => ws.dispose());

/** The captured rollout as if its session had run in `cwd`. */
const rolloutIn = (cwd: string) => fixture("rollouts/chain.jsonl").replaceAll(CAPTURED_IN, cwd);
const writeRollout = (name: string, text: string | Buffer) =>
  ws.write(`home/${DAY}/rollout-${name}.jsonl`, text);

async function report(...args: string[]) {
  const result = await runCli([
    "report",
    "--cwd",
    ws.path("project"),
    "--codex-home",
    ws.path("home"),
    ...args,
  ]);
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result;
}

async function reportJson(...args: string[]): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse((await report(...ALL, "--json", ...args)).stdout);
  expect(validate(parsed) ? "" : ajv.errorsText(validate.errors)).toBe("");
  if (!isRecord(parsed)) throw new Error("not an object");
  return { ...parsed };
}

describe("report --json", () => {
  it("given docs/report.schema.json, when ajv compiles it in strict mode, then it compiles without a warning", () => {
    expect(warnings).toEqual([]);
  });

  it("given the real chain rollout of this project, when reported, then both prompts the hook continued, newest first, valid against the schema", async () => {
    writeRollout("a", rolloutIn(ws.path("project")));
    const out = await reportJson();
    expect(out.rollouts).toEqual({ read: 1, foreign: 0, broken: 0, older: 0 });
    expect(out.prompts).toEqual([
      expect.objectContaining({
        session: SESSION,
        plan: ws.path("project/.omo/plans/e2e.md"),
        continuations: 1,
        checked: 2,
        total: 3,
        checkedAt: [2],
        tokens: 30,
        tokenSource: "token_usage_record",
        startedAt: "2026-11-30T10:39:56.312Z",
        endedBy: "unknown",
      }),
      expect.objectContaining({ continuations: 3, checkedAt: [0, 1, 2], tokens: 105, minutes: 0.02 }),
    ]);
  });

  it("given the session's work completed in the boulder, when reported, then the newest prompt ended with the work not continuable, the older one unknown", async () => {
    writeRollout("a", rolloutIn(ws.path("project")));
    ws.writeBoulder({
      schema_version: 2,
      works: {
        w: {
          active_plan: ".omo/plans/e2e.md",
          plan_name: "e2e",
          session_ids: [`codex:${SESSION}`],
          status: "completed",
        },
      },
    });
    const out = await reportJson();
    expect(out.prompts).toEqual([
      expect.objectContaining({ work: "w", endedBy: "work-not-continuable" }),
      expect.objectContaining({ work: "w", endedBy: "unknown" }),
    ]);
  });

  it("given sessions started in a subfolder and in a nested project with its own boulder, when reported, then only the subfolder's is this project's", async () => {
    writeRollout("sub", rolloutIn(ws.path("project/src")));
    ws.write("project/nested/.omo/boulder.json", "{}");
    writeRollout("nested", rolloutIn(ws.path("project/nested")));
    expect((await reportJson()).rollouts).toEqual({ read: 1, foreign: 1, broken: 0, older: 0 });
  });

  it("given a project whose path holds non-ASCII letters, asked from a folder inside it, when reported, then its rollout is found", async () => {
    const project = ws.path("projé");
    ws.write("projé/.omo/boulder.json", JSON.stringify({ schema_version: 2, works: {} }));
    mkdirSync(ws.path("projé/src"));
    writeRollout("a", rolloutIn(project));
    const result = await runCli([
      "report",
      "--cwd",
      ws.path("projé/src"),
      "--codex-home",
      ws.path("home"),
      ...ALL,
      "--json",
    ]);
    expect(JSON.parse(result.stdout)).toMatchObject({
      project,
      rollouts: { read: 1, foreign: 0 },
      prompts: [{ plan: `${project}/.omo/plans/e2e.md` }, { checkedAt: [0, 1, 2] }],
    });
  });

  it("given the default --since (24h) and prompts of days before, when reported, then the recent rollout is read and no prompt listed", async () => {
    writeRollout("a", rolloutIn(ws.path("project")));
    const out = JSON.parse((await report("--json")).stdout);
    expect(out).toMatchObject({ rollouts: { read: 1 }, prompts: [] });
  });

  it("given a rollout last written before --since, when reported, then it is counted older and not opened", async () => {
    const old = writeRollout("old", "not even JSON\n");
    utimesSync(old, new Date("2020-01-01"), new Date("2020-01-01"));
    expect((await reportJson()).rollouts).toEqual({ read: 0, foreign: 0, broken: 0, older: 1 });
  });
});

describe("report on files that are not this project's rollouts", () => {
  const lines = () => rolloutIn(ws.path("project")).split("\n");
  const at = (name: string) => ws.path(`home/${DAY}/${name}`);
  it.each([
    ["non-JSON text", "foreign", () => writeRollout("b", "hello\nworld\n")],
    ["non-JSON text naming the project", "broken", () => writeRollout("b", `hello ${ws.path("project")}\n`)],
    ["an empty file", "broken", () => writeRollout("b", "")],
    ["a rollout of another project", "foreign", () => writeRollout("b", rolloutIn(ws.path("elsewhere")))],
    [
      "a rollout without its session_meta line",
      "foreign",
      () => writeRollout("b", lines().slice(1).join("\n")),
    ],
    [
      "a rollout whose first line names the project but is not session_meta",
      "broken",
      () => writeRollout("b", lines().slice(3).join("\n")),
    ],
    [
      "a session_meta line over 4 MiB",
      "broken",
      () =>
        writeRollout("b", `${lines()[0]?.replace('"cwd"', `"pad":"${"x".repeat(4.2 * 2 ** 20)}","cwd"`)}\n`),
    ],
    ["a directory named like a rollout", "broken", () => mkdirSync(at("rollout-b.jsonl"))],
    ["a FIFO named like a rollout", "broken", () => execFileSync("mkfifo", [at("rollout-b.jsonl")])],
    ["a dangling symlink", "broken", () => symlinkSync(ws.path("gone"), at("rollout-b.jsonl"))],
    [
      "a symlink loop (unreadable)",
      "broken",
      () => {
        symlinkSync(at("rollout-c.txt"), at("rollout-b.jsonl"));
        symlinkSync(at("rollout-b.jsonl"), at("rollout-c.txt"));
      },
    ],
  ] as const)(
    "given %s beside this project's rollout, when reported, then it is skipped as %s and the rest is read",
    async (_what, counted, make) => {
      writeRollout("a", rolloutIn(ws.path("project")));
      make();
      const out = await reportJson();
      expect(out.rollouts).toEqual({ read: 1, foreign: 0, broken: 0, older: 0, [counted]: 1 });
      expect(out.prompts).toHaveLength(2);
    },
  );

  it.skipIf(process.getuid?.() === 0)(
    "given a rollout without read permission, when reported, then it is skipped as broken",
    async () => {
      chmodSync(writeRollout("b", rolloutIn(ws.path("project"))), 0o000);
      expect((await reportJson()).rollouts).toMatchObject({ read: 0, broken: 1 });
    },
  );

  it("given this project's rollout with its last line cut short, when reported, then it is read and its newest prompt's turn is open", async () => {
    const text = rolloutIn(ws.path("project")).trimEnd();
    writeRollout("a", text.slice(0, -40));
    const out = await reportJson();
    expect(out.rollouts).toMatchObject({ read: 1, broken: 0 });
    expect(out.prompts).toEqual([expect.objectContaining({ endedBy: "turn-open" }), expect.anything()]);
  });

  it("given a 5 MiB line and non-JSON lines inside this project's rollout, when reported, then they are passed over", async () => {
    const all = lines();
    const huge = JSON.stringify({
      type: "response_item",
      payload: { role: "user", text: "y".repeat(5 * 2 ** 20) },
    });
    writeRollout("a", [...all.slice(0, 20), huge, "plain text", ...all.slice(20)].join("\n"));
    const out = await reportJson();
    expect(out.prompts).toEqual([
      expect.objectContaining({ checkedAt: [2], tokens: 30 }),
      expect.objectContaining({ checkedAt: [0, 1, 2], tokens: 105 }),
    ]);
  });
});

describe("report for a person", () => {
  it("given the chain rollout, when reported, then one line a prompt with its progress bar, continuations, tokens and how it ended", async () => {
    writeRollout("a", rolloutIn(ws.path("project")));
    const { stdout } = await report(...ALL);
    expect(stdout).toContain("1 of this project read; skipped 0 of other projects, 0 broken, 0 older");
    expect(stdout).toMatch(
      /^2026-11-30 10:39 {2}01a22c0a {2}\.omo\/plans\/e2e\.md {2}\[#######---\] 2\/3 +3 +0 1 2 +105 +0\.0 +unknown$/m,
    );
  });

  it("given a plan path with terminal control characters in a stamp, when reported, then they are shown escaped", async () => {
    writeRollout("a", rolloutIn(ws.path("project")).replaceAll("plans/e2e.md]", "plans/e%1B%5B31mred.md]"));
    const { stdout } = await report(...ALL);
    expect(stdout).toContain("e\\u001b[31mred.md");
    expect(stdout).not.toContain("\u001b");
  });

  it("given a --since that is neither a duration nor a date, when reported, then a usage error says what it takes", async () => {
    const result = await runCli(["report", "--since", "yesterday", "--codex-home", ws.path("home")]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("give a duration (90m, 12h, 7d) or a date");
  });
});

describe("report stays bounded and read-only", () => {
  // How little they add is case 12 of `npm run bench`; here, that each is told apart and skipped.
  it("given 1,000 rollouts of other projects, when reported, then each is counted as foreign and none is reported", async () => {
    writeRollout("a", rolloutIn(ws.path("project")));
    const alone = JSON.parse((await report(...ALL, "--json")).stdout);
    const [meta = "", ...rest] = rolloutIn(ws.path("project")).split("\n");
    for (let i = 0; i < 1000; i++)
      writeRollout(
        `other-${i}`,
        [meta.replaceAll(ws.path("project"), `/srv/other-${i}`), ...rest.slice(0, 20)].join("\n"),
      );
    const loaded = JSON.parse((await report(...ALL, "--json")).stdout);
    expect(loaded.rollouts).toEqual({ read: 1, foreign: 1000, broken: 0, older: 0 });
    expect(loaded.prompts).toEqual(alone.prompts);
  });

  it("given a Codex home and a project, when reported, then no file or folder is created or changed", async () => {
    writeRollout("a", rolloutIn(ws.path("project")));
    ws.writeBoulder({ schema_version: 2, works: {} });
    const snapshot = () =>
      readdirSync(ws.root, { recursive: true, encoding: "utf8" })
        .sort()
        .map((path) => `${path} ${statSync(join(ws.root, path)).mtimeMs}`);
    const before = snapshot();
    await report(...ALL);
    expect(snapshot()).toEqual(before);
  });

  it("given the built bundles, when searched, then report's code is in the command line's bundle and not the hooks'", () => {
    // Report's own table heading stands for its code in the minified bundles.
    const heading = "No prompt continued by this hook.";
    expect(readFileSync(CLI, "utf8")).not.toContain(heading);
    expect(readFileSync(CLI.replace("cli.js", "program.js"), "utf8")).toContain(heading);
  });
});
