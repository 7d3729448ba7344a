import { defineConfig } from "vitest/config";
import { InterleavingSequencer } from "./test/helpers/sequencer.js";
import { RUNNER_TIMEOUT_MS } from "./test/helpers/timeouts.js";

// One project per kind of test: `npm run test:unit` (pure, fast), `test:cli` (the built dist/cli.js),
// `test:e2e` (the real Codex), `e2e:windows` (the built CLI on Windows Node under wine); `npm test` runs all.
const kinds = ["unit", "cli", "e2e", "windows"] as const;

// Where NODE_EXTRA_CA_CERTS names a CA bundle (the CI machine's names the system one), every `node`
// start parses it: 0.15 s of a `hook stop` run's 0.21 s, and 0.1 s of its 0.14 s of CPU. The suite
// starts node thousands of times (the CLI it tests, Codex's hooks, the e2e runners) and nothing in it
// speaks TLS, so the workers, and every process they start, go without it.
delete process.env.NODE_EXTRA_CA_CERTS;

export default defineConfig({
  test: {
    globalSetup: ["test/helpers/build-once.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most of a test's time is a child process (node, codex, wine) starting up, so one more file than
    // there are cores keeps both cores busy; vitest's default leaves one idle on a 2-core machine.
    maxWorkers: Number(process.env.ULW_TEST_WORKERS) || 3,
    sequence: { sequencer: InterleavingSequencer },
    projects: kinds.map((name) => ({
      extends: true,
      test: {
        name,
        include: [`test/${name}/**/*.test.ts`],
        // Pure tests restore what they change, and CLI and e2e tests change nothing in their own process
        // (their work is in temporary folders and child processes), so one worker's files can share their
        // loaded modules: importing each file's graph anew was most of the unit project's time, and about
        // a third of a second of CPU per CLI file.
        ...(name === "windows" ? {} : { isolate: false }),
        // A scenario that starts Codex or wine is its runner plus the workspace set up around it.
        ...(name === "e2e" || name === "windows" ? { testTimeout: RUNNER_TIMEOUT_MS + 10_000 } : {}),
      },
    })),
  },
});
