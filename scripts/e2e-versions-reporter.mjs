// A vitest reporter for scripts/e2e-versions.mjs: when the run ends, it writes every test's outcome
// (passed, failed, skipped with its note) and every file that could not run to the JSON file named by
// ULW_E2E_REPORT.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";

const firstLine = (error) => String(error?.message ?? error).split("\n")[0] ?? "";

class E2eVersionsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const tests = [];
    const problems = unhandledErrors.map((error) => `unhandled: ${firstLine(error)}`);
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      for (const error of module.errors()) problems.push(`${file}: ${firstLine(error)}`);
      for (const test of module.children.allTests()) {
        const result = test.result();
        tests.push({
          file,
          name: test.fullName,
          state: result.state,
          why:
            result.state === "failed"
              ? result.errors.map(firstLine).join("; ")
              : result.state === "skipped"
                ? (result.note ?? "")
                : "",
          ms: Math.round(test.diagnostic()?.duration ?? 0),
        });
      }
    }
    writeFileSync(process.env.ULW_E2E_REPORT ?? "e2e-report.json", JSON.stringify({ tests, problems }));
  }
}

// biome-ignore lint/style/noDefaultExport: vitest loads a reporter file by its default export
export { E2eVersionsReporter as default };
