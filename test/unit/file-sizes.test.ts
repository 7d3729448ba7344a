import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

// One responsibility per module keeps files short; these limits make a file that outgrows its job fail
// CI, where a reviewer might let it pass (test/cli/install.test.ts once grew back past 500 lines).
const REPO = fileURLToPath(new URL("../../", import.meta.url));
const SRC_LIMIT = 250;
const TEST_LIMIT = 500;

function lineCount(path: string): number {
  const text = readFileSync(`${REPO}${path}`, "utf8");
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

/** Each file matched by `patterns` with more than `limit` lines, as "path: lines". */
function over(patterns: string[], limit: number, ignore: string[] = []): string[] {
  const files = fg.sync(patterns, { cwd: REPO, ignore });
  expect(files.length).toBeGreaterThan(0);
  return files
    .map((path) => ({ path, lines: lineCount(path) }))
    .filter(({ lines }) => lines > limit)
    .map(({ path, lines }) => `${path}: ${lines}`);
}

describe("file sizes", () => {
  it(`given the sources, when counted, then none is over ${SRC_LIMIT} lines`, () => {
    expect(over(["src/**/*.ts"], SRC_LIMIT)).toEqual([]);
  });

  it(`given the tests, benchmark and scripts, when counted, then none is over ${TEST_LIMIT} lines`, () => {
    const code = ["test/**/*.{ts,mjs,cjs}", "bench/**/*.mjs", "scripts/**/*.mjs"];
    expect(over(code, TEST_LIMIT, ["test/fixtures/**"])).toEqual([]);
  });
});
