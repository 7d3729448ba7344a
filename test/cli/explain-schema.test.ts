import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTINUE_REASONS, SILENT_REASONS } from "../../src/decision/reasons.js";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";
import { EXPLAIN_CASES, type ExplainCase } from "../helpers/explain-cases.js";
import { Workspace } from "../helpers/workspace.js";

/**
 * docs/explain.schema.json, written by hand, against what the built `explain --json` prints: every
 * outcome the fixtures and setups of test/helpers/explain-cases.ts produce is valid, and a report that
 * mixes two cases of a part, or lacks a key its case has, is not.
 */
const SCHEMA: unknown = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../docs/explain.schema.json", import.meta.url)), "utf8"),
);
if (!isRecord(SCHEMA)) throw new Error("docs/explain.schema.json is not a JSON object");
const ajv = new Ajv2020({ strict: true, allErrors: true });
const validate = ajv.compile(SCHEMA);

/** What the schema has to say against `report`: nothing when it is valid. */
function problems(report: unknown): string {
  return validate(report) ? "" : ajv.errorsText(validate.errors);
}

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.dispose());

async function explainJson(explainCase: ExplainCase, workspace: Workspace): Promise<unknown> {
  const run = await explainCase.setup(workspace);
  const result = await runCli(
    ["explain", ...run.args, "--json"],
    run.input === undefined ? {} : { input: run.input },
  );
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout);
}

describe("docs/explain.schema.json", () => {
  it("given the schema, when ajv compiles it in strict mode, then it compiles without a warning", () => {
    const warnings: unknown[] = [];
    const logger = {
      log: () => undefined,
      warn: (...args: unknown[]) => warnings.push(args),
      error: () => undefined,
    };
    expect(() => new Ajv2020({ strict: true, logger }).compile(SCHEMA)).not.toThrow();
    expect(warnings).toEqual([]);
  });
});

describe("explain --json against its schema", () => {
  it.each(EXPLAIN_CASES.map((c) => [c.name, c] as const))(
    "given %s, when explained, then the report shows that outcome and the schema accepts it",
    async (_name, explainCase) => {
      const report = await explainJson(explainCase, ws);
      expect(report).toMatchObject(explainCase.shows);
      expect(problems(report)).toBe("");
    },
  );
});

/** `value` with the object at `path` changed: `set` keys added or replaced, `drop` keys taken out. */
function changed(
  value: unknown,
  path: readonly string[],
  set: object,
  drop: readonly string[] = [],
): unknown {
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, i) => (String(i) === head ? changed(item, rest, set, drop) : item));
  if (!isRecord(value)) throw new Error(`not an object where ${path.join(".")} should be`);
  if (head !== undefined) return { ...value, [head]: changed(value[head], rest, set, drop) };
  return Object.fromEntries(Object.entries({ ...value, ...set }).filter(([key]) => !drop.includes(key)));
}

const caseNamed = (name: string): ExplainCase => {
  const found = EXPLAIN_CASES.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no explain case named ${name}`);
  return found;
};

describe("the schema rejects what explain never prints", () => {
  /** Real reports to break: a chain's later continuation, and a goal's goal-end text. */
  const reports: Record<"chain" | "goal", unknown> = { chain: undefined, goal: undefined };
  beforeAll(async () => {
    const workspace = new Workspace();
    const other = new Workspace();
    try {
      reports.chain = await explainJson(
        caseNamed("chain mode's later continuation, on the brief template"),
        workspace,
      );
      reports.goal = await explainJson(
        caseNamed("a finished plan under a goal: the goal-end text goes now"),
        other,
      );
    } finally {
      workspace.dispose();
      other.dispose();
    }
  });

  it("given the unbroken reports, when validated, then they are accepted", () => {
    expect(problems(reports.chain)).toBe("");
    expect(problems(reports.goal)).toBe("");
  });

  it("given a real report with each reason code in turn, when validated, then a block takes exactly the continue codes and silence (sending nothing) the silent ones", () => {
    const every = [...Object.keys(CONTINUE_REASONS), ...Object.keys(SILENT_REASONS), "no-such-reason"];
    // A silent outcome sends nothing: its report has `sends` null.
    const accepted = (decision: string) =>
      every
        .filter((reason) => {
          const sends = decision === "silent" ? { sends: null } : {};
          return problems(changed(reports.chain, [], { decision, reason, ...sends })) === "";
        })
        .sort();
    expect(accepted("block")).toEqual(Object.keys(CONTINUE_REASONS).sort());
    expect(accepted("silent")).toEqual(Object.keys(SILENT_REASONS).sort());
  });

  it.each([
    ["a plan read that also says why it is missing", "chain", ["facts", "plan"], { why: "gone" }, []],
    ["a plan read without its checklist", "chain", ["facts", "plan"], {}, ["checklist"]],
    [
      "a plan missing with the counts of a read one",
      "chain",
      ["facts", "plan"],
      { kind: "missing", tried: [] },
      [],
    ],
    ["a block with a silent reason code", "chain", [], { reason: "no-boulder" }, []],
    ["a block that sends nothing", "chain", [], { sends: null }, []],
    ["a key the report does not have", "chain", [], { verdict: "block" }, []],
    ["sends on a template explain does not know", "chain", ["sends"], { template: "short" }, []],
    ["an invalid payload with a session id", "chain", ["payload"], { ok: false, problem: "bad" }, []],
    ["a payload without its cwd", "chain", ["payload", "payload"], {}, ["cwd"]],
    ["a mode value without its source", "chain", ["mode", "sources"], {}, ["patience"]],
    ["settings none with values", "chain", ["mode", "settings"], { kind: "none", settings: {} }, []],
    [
      "a blocker declared on line 3",
      "chain",
      ["evidence", "blocker"],
      { declared: true, markerLine: 3 },
      ["why"],
    ],
    ["a boulder found without its root", "chain", ["facts", "boulder"], {}, ["root"]],
    [
      "a valid work with an invalid work's problem",
      "chain",
      ["facts", "boulder", "works", "0"],
      { problem: "bad" },
      [],
    ],
    ["a chain verdict to go on without its step", "chain", ["evidence", "chain"], {}, ["step"]],
    [
      "a chain verdict to stop that carries a step",
      "chain",
      ["evidence", "chain"],
      { go: false, reason: "no-progress" },
      [],
    ],
    ["a human prompt read that says it timed out", "chain", ["facts", "prompt"], { kind: "timeout" }, []],
    ["a stamp without its plan", "chain", ["facts", "prompt", "stamps", "0"], {}, ["plan"]],
    ["a template read that says why it is unreadable", "chain", ["facts", "brief"], { why: "gone" }, []],
    ["a goal-end text sent now without its text", "goal", ["evidence", "goal"], {}, ["text"]],
    ["a goal passed that carries a text", "goal", ["evidence", "goal"], { verdict: "pass" }, []],
    [
      "an active goal that also says why none was found",
      "goal",
      ["evidence", "goal", "finding"],
      { why: "none" },
      [],
    ],
    [
      "no goal found with an active goal's turns",
      "goal",
      ["evidence", "goal", "finding"],
      { state: "none", why: "x" },
      [],
    ],
  ] as const)("given %s, when validated, then it is rejected", (_name, base, path, set, drop) => {
    const broken = changed(reports[base], path, set, drop);
    expect(validate(broken)).toBe(false);
    // Rejected for the part that was broken, not for something else.
    const where = (validate.errors ?? []).map((error) => error.instancePath);
    expect(where.some((at) => at.startsWith(`/${path.join("/")}`.replace(/\/$/, "")))).toBe(true);
  });
});
