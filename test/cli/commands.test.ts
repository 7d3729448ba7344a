import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "../helpers/cli.js";

function packageVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  if (!isRecord(pkg) || typeof pkg.version !== "string") throw new Error("package.json has no version");
  return pkg.version;
}

describe("command line", () => {
  it("given --version, when run, then it prints package.json's version", async () => {
    const result = await runCli(["--version"]);
    expect(result.stdout.trim()).toBe(packageVersion());
    expect(result.status).toBe(0);
  });

  it("given --help, when run, then it lists the hook command", async () => {
    const result = await runCli(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("hook");
  });

  it("given hook stop --help, when run, then it explains the command with an example and does not wait for stdin", async () => {
    const result = await runCli(["hook", "stop", "--help"], { keepStdinOpen: true, killAfterMs: 5000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Examples:");
  });

  it.each([[["bogus"]], [["hook", "nope"]], [["hook"]]])(
    "given the arguments %j, when run, then a usage error and exit 2",
    async (args) => {
      const result = await runCli(args, { keepStdinOpen: true, killAfterMs: 5000 });
      expect(result.status).toBe(2);
      expect(result.stderr).not.toBe("");
    },
  );

  // What Codex runs must never fail a turn: a mistyped flag in hooks.json silences the hook, and the
  // run log (and doctor) say why.
  it.each([[["extra"]], [["--chian"]], [["--max-chain", "5"]], [["--chain", "--max-chain", "0"]]])(
    "given hook stop with %j, when run as Codex would, then exit 0, no output, and the log says invalid-hook-arguments",
    async (flags) => {
      const dir = mkdtempSync(join(tmpdir(), "ulw-log-"));
      const log = join(dir, "run.jsonl");
      const env = { ...process.env, ULW_CONTINUATION_LOG: log };
      try {
        const result = await runCli(["hook", "stop", ...flags], { input: "{}", env });
        expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
        expect(JSON.parse(readFileSync(log, "utf8"))).toMatchObject({ reason: "invalid-hook-arguments" });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe("the chain flags given to explain and install", () => {
  // commander hands over the values; they are read as `hook stop` reads its own command line.
  it.each([
    [["install", "--user", "--codex-home", "/nonexistent", "--dry-run", "--chain", "--max-chain", "-5"]],
    [["install", "--user", "--codex-home", "/nonexistent", "--dry-run", "--chain", "--max-chain=-5"]],
  ])("given %j, when run, then a usage error that names the range", async (args) => {
    const result = await runCli(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      '--max-chain takes a whole number from 1 (above 100 is used as 100), not "-5"',
    );
  });

  it("given --patience without --chain, when installed, then a usage error naming the flag", async () => {
    const result = await runCli(["install", "--user", "--codex-home", "/nonexistent", "--patience", "2"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--patience goes with --chain");
  });
});

describe("every command's help", () => {
  it.each([["explain"], ["status"], ["doctor"], ["trust"], ["install"], ["uninstall"], ["hook", "stop"]])(
    "given %j --help, when run, then it describes the command and shows an example",
    async (...command) => {
      const result = await runCli([...command, "--help"]);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^Usage: ulw-execute-continuation /);
      expect(result.stdout).toMatch(/Examples:\n {2}\$ \S/);
    },
  );
});
