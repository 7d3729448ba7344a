import { defineConfig } from "vitest/config";

// One project per kind of test: `npm run test:unit` (pure, fast), `test:cli` (the built dist/cli.js),
// `test:e2e` (the real Codex), `e2e:windows` (the built CLI on Windows Node under wine); `npm test` runs all.
const kinds = ["unit", "cli", "e2e", "windows"] as const;

export default defineConfig({
  test: {
    globalSetup: ["test/helpers/build-once.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: kinds.map((name) => ({
      extends: true,
      test: { name, include: [`test/${name}/**/*.test.ts`] },
    })),
  },
});
