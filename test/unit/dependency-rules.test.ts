import { createRequire } from "node:module";
import { cruise, type IForbiddenRuleType, type IReporterOutput } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";
import { Workspace } from "../helpers/workspace.js";

// The rules `npm run deps` holds src/ to, run on small generated trees: each kind of wrong arrow must
// fail, and the right ones must pass, or the check in `npm test` proves nothing.
const config: unknown = createRequire(import.meta.url)("../../.dependency-cruiser.cjs");

function forbiddenRules(value: unknown): IForbiddenRuleType[] {
  if (
    typeof value !== "object" ||
    value === null ||
    !("forbidden" in value) ||
    !Array.isArray(value.forbidden)
  )
    throw new Error(".dependency-cruiser.cjs exports no forbidden rules");
  return value.forbidden;
}

let ws: Workspace | undefined;
afterEach(() => ws?.dispose());

/** The names of the rules (each once) a tree of `files` (path under src/ -> what it imports) breaks. */
async function violations(files: Record<string, readonly string[]>): Promise<string[]> {
  const tree = new Workspace("ulw-deps-");
  ws = tree;
  for (const [path, imports] of Object.entries(files)) {
    const lines = imports.map((target, index) => `import { value as v${index} } from "${target}";`);
    tree.write(`src/${path}`, `${lines.join("\n")}\nexport const value = ${imports.length};\n`);
  }
  const cwd = process.cwd();
  process.chdir(tree.root);
  let result: IReporterOutput;
  try {
    result = await cruise(["src"], {
      validate: true,
      ruleSet: { forbidden: forbiddenRules(config) },
      tsPreCompilationDeps: true,
    });
  } finally {
    process.chdir(cwd);
  }
  const { output } = result;
  if (typeof output === "string") throw new Error("dependency-cruiser answered with text, not a result");
  return [...new Set(output.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe("the dependency rules of src/", () => {
  it("given imports that only run down or across a floor, when checked, then nothing is reported", async () => {
    const found = await violations({
      "text/leaf.ts": [],
      "fs/files.ts": ["../text/leaf.js"],
      "decision/decide.ts": ["../fs/files.js", "./rule.js"],
      "decision/rule.ts": ["../rollout/scan.js"],
      "rollout/scan.ts": ["../text/leaf.js"],
      "cli/program.ts": ["../decision/decide.js", "../doctor/report.js"],
      "doctor/report.ts": ["../explain/part.js"],
      "explain/part.ts": [],
    });
    expect(found).toEqual([]);
  });

  it("given a leaf that imports the command line, when checked, then the floor rule fails", async () => {
    const found = await violations({ "text/leaf.ts": ["../cli/program.js"], "cli/program.ts": [] });
    expect(found).toEqual(["floor-0-imports-above"]);
  });

  it("given the decision importing the hook's shell, when checked, then the floor rule fails", async () => {
    const found = await violations({ "decision/decide.ts": ["../hook/gather.js"], "hook/gather.ts": [] });
    expect(found).toEqual(["floor-3-imports-above"]);
  });

  it("given two modules of one folder that import each other, when checked, then the circle is reported", async () => {
    const found = await violations({ "fs/a.ts": ["./b.js"], "fs/b.ts": ["./a.js"] });
    expect(found).toEqual(["no-circular"]);
  });

  it("given a folder no floor places, when checked, then it is reported with what imports it", async () => {
    const found = await violations({ "newplace/thing.ts": [], "cli/program.ts": ["../newplace/thing.js"] });
    expect(found).toEqual(["not-on-a-floor"]);
  });
});
