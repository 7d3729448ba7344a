import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  type Stats,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { CLI, lastLoggedReason, runCli } from "../helpers/cli.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const SESSION_KEY = "codex:019a5b1e-0000-7000-8000-000000000001";
const MAIN = join(dirname(CLI), "main.js");

let ws: Workspace;
let home: string;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/plan.md", "## TODOs\n- [x] one\n- [ ] two\n- [ ] three\n");
  ws.writeBoulder(singleWorkBoulder(SESSION_KEY, ".omo/plans/plan.md"));
  home = ws.path("codex-home");
  mkdirSync(home);
});
afterEach(() => ws.dispose());

const input = () => JSON.stringify(stopPayload(ws.root));
const env = (codexHome = home) => ({ ...process.env, CODEX_HOME: codexHome });
const stop = (codexHome = home) => runCli(["hook", "stop"], { input: input(), env: env(codexHome) });
/** The decision a stop printed ("silent" for nothing), read from its JSON. */
function decisionOf(stdout: string): unknown {
  if (stdout === "") return "silent";
  const parsed: unknown = JSON.parse(stdout);
  return isRecord(parsed) ? parsed.decision : undefined;
}
const caches = () => readdirSync(home).filter((name) => name.endsWith(".code-cache"));
/** What the first stop leaves in the Codex home: the one cache file. */
async function firstCache(): Promise<string> {
  expect(decisionOf((await stop()).stdout)).toBe("block");
  const [file, ...more] = caches();
  if (file === undefined || more.length > 0)
    throw new Error(`expected one cache, found ${caches().join(", ")}`);
  return join(home, file);
}
const identity = (path: string) => {
  const stats = statSync(path);
  return { ino: stats.ino, mtimeMs: stats.mtimeMs, size: stats.size };
};
/** A cache the hook made for the bytes of dist/main.js as they are now, after its first line. */
function expectCacheOfMain(path: string): void {
  const main = readFileSync(MAIN);
  const bytes = readFileSync(path);
  const start = bytes.indexOf("\n") + 1;
  expect(bytes.subarray(0, start).toString()).toBe("ulw-execute-continuation code cache\n");
  expect(bytes.length).toBeGreaterThan(start + main.length);
  expect(bytes.subarray(start, start + main.length).equals(main)).toBe(true);
}

describe("the code cache a stop runs from", () => {
  it("given a Codex home, when a stop runs, then it leaves a cache of dist/main.js; the next stops answer the same from it and leave it untouched", async () => {
    const path = await firstCache();
    expectCacheOfMain(path);
    const before = identity(path);
    const first = await stop();
    const second = await stop();
    expect(decisionOf(first.stdout)).toBe("block");
    expect(second.stdout).toBe(first.stdout);
    expect(identity(path)).toEqual(before);
    expect(readdirSync(home)).toEqual([path.slice(home.length + 1)]);
  });

  it("given a cache compiled from other bytes of the same length, when a stop runs, then it never runs them, and the cache is made again for dist/main.js", async () => {
    // A copy of the package whose main.js answers "BLOCK": its first stop leaves a cache of those bytes.
    const copy = ws.path("other-package");
    cpSync(dirname(CLI), join(copy, "dist"), { recursive: true });
    for (const template of ["directive.md", "directive-brief.md"])
      cpSync(join(dirname(CLI), "..", template), join(copy, template));
    const main = readFileSync(MAIN, "latin1");
    const altered = main.replace('{decision:"block",reason:', '{decision:"BLOCK",reason:');
    expect(altered).not.toBe(main);
    writeFileSync(join(copy, "dist", "main.js"), altered, "latin1");
    const other = spawnSync(process.execPath, [join(copy, "dist", "cli.js"), "hook", "stop"], {
      input: input(),
      env: env(),
    });
    expect(decisionOf(other.stdout.toString())).toBe("BLOCK");
    const [file] = caches();
    expect(file).toBeDefined();

    const ours = await stop();
    expect(decisionOf(ours.stdout)).toBe("block");
    expectCacheOfMain(join(home, String(file)));
  });

  it("given a cache V8 refuses (made under other V8 flags), when a stop runs, then it answers from the source and replaces the cache", async () => {
    const made = spawnSync(process.execPath, ["--no-opt", CLI, "hook", "stop"], {
      input: input(),
      env: env(),
    });
    expect(decisionOf(made.stdout.toString())).toBe("block");
    const [file] = caches();
    const path = join(home, String(file));
    const before = identity(path);
    expect(decisionOf((await stop()).stdout)).toBe("block");
    expect(identity(path).ino).not.toBe(before.ino);
    expectCacheOfMain(path);
    const settled = identity(path);
    await stop();
    expect(identity(path)).toEqual(settled);
  });

  const main = () => readFileSync(MAIN);
  const header = () => Buffer.from("ulw-execute-continuation code cache\n");
  const malformed: ReadonlyArray<readonly [string, (good: Buffer) => Buffer]> = [
    ["only its first line", () => header()],
    ["its line and part of dist/main.js", () => Buffer.concat([header(), main().subarray(0, 1000)])],
    ["its line and dist/main.js, and nothing after", () => Buffer.concat([header(), main()])],
    [
      "its line, dist/main.js and bytes that are no cache",
      () => Buffer.concat([header(), main(), Buffer.alloc(4096, 0x5a)]),
    ],
    [
      "a cache cut short after its source",
      (good) => good.subarray(0, (header().length + main().length + good.length) >> 1),
    ],
  ];
  it.each(malformed)(
    "given a cache of ours holding %s, when a stop runs, then it answers and the cache is made again",
    async (_kind, make) => {
      const path = await firstCache();
      const written = make(readFileSync(path));
      writeFileSync(path, written);
      expect(decisionOf((await stop()).stdout)).toBe("block");
      expect(readFileSync(path).equals(written)).toBe(false);
      expectCacheOfMain(path);
    },
  );

  it("given a file there that is not a cache of ours (empty, dist/main.js alone, another line), when stops run, then they answer from the source and never touch it", async () => {
    const path = await firstCache();
    const others = [Buffer.alloc(0), main(), Buffer.concat([Buffer.from("notes\n"), readFileSync(path)])];
    for (const other of others) {
      writeFileSync(path, other);
      const before = identity(path);
      expect(decisionOf((await stop()).stdout)).toBe("block");
      expect(decisionOf((await stop()).stdout)).toBe("block");
      expect(identity(path)).toEqual(before);
      expect(readFileSync(path).equals(other)).toBe(true);
    }
  });

  it("given a directory, a FIFO or a dangling link where the cache goes, when a stop runs, then it answers at once and leaves it as it is", async () => {
    const path = await firstCache();
    const kinds: ReadonlyArray<readonly [() => void, (stats: Stats) => boolean]> = [
      [() => mkdirSync(path), (stats) => stats.isDirectory()],
      [() => spawnSync("mkfifo", [path]), (stats) => stats.isFIFO()],
      [() => symlinkSync(ws.path("nowhere"), path), (stats) => stats.isSymbolicLink()],
    ];
    for (const [make, is] of kinds) {
      rmSync(path, { recursive: true, force: true });
      make();
      const result = await stop();
      expect(decisionOf(result.stdout)).toBe("block");
      expect(result.ms).toBeLessThan(10_000);
      expect(is(lstatSync(path))).toBe(true);
      expect(existsSync(ws.path("nowhere"))).toBe(false);
      expect(readdirSync(home)).toEqual([path.slice(home.length + 1)]);
    }
  });

  it("given a Codex home that does not exist, when a stop runs, then it answers and creates nothing", async () => {
    const missing = ws.path("no-codex-home");
    expect(decisionOf((await stop(missing)).stdout)).toBe("block");
    expect(existsSync(missing)).toBe(false);
  });

  it("given only silent stops, other hooks and commands, when they run, then no cache is written: it is made by a stop that blocks, with what a continuation compiles", async () => {
    const elsewhere = new Workspace();
    try {
      const silent = await runCli(["hook", "stop"], {
        input: JSON.stringify(stopPayload(elsewhere.root)),
        env: { ...env(), ULW_CONTINUATION_LOG: ws.path("run.log") },
      });
      expect(silent.stdout).toBe("");
      expect(lastLoggedReason(ws.path("run.log"))).toBe("no-boulder");
    } finally {
      elsewhere.dispose();
    }
    await runCli(["hook", "subagent-stop"], { input: input(), env: env() });
    await runCli(["hook", "session-start"], { input: input(), env: env() });
    await runCli(["status", "--cwd", ws.root], { env: env() });
    expect(caches()).toEqual([]);
    await firstCache();
  });
});
