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
import { CLI, lastLoggedReason } from "../helpers/cli.js";
import { singleWorkBoulder, stopPayload, Workspace } from "../helpers/workspace.js";

const SESSION_KEY = "codex:019a5b1e-0000-7000-8000-000000000001";
const HEADER = "ulw-execute-continuation code cache\n";

let ws: Workspace;
/** The dist/ of this test's own copy of the package: the cache goes beside its main.js. */
let dist: string;
beforeEach(() => {
  ws = new Workspace();
  ws.write(".omo/plans/plan.md", "## TODOs\n- [x] one\n- [ ] two\n- [ ] three\n");
  ws.writeBoulder(singleWorkBoulder(SESSION_KEY, ".omo/plans/plan.md"));
  dist = copyPackage("package");
});
afterEach(() => ws.dispose());

/** A copy of the built package (dist/ without caches, and the templates), as an install holds it. */
function copyPackage(folder: string): string {
  const target = ws.path(folder, "dist");
  cpSync(dirname(CLI), target, { recursive: true, filter: (path) => !path.endsWith(".code-cache") });
  for (const template of ["directive.md", "directive-brief.md"])
    cpSync(join(dirname(CLI), "..", template), ws.path(folder, template));
  return target;
}

function run(args: readonly string[], input = "", env: NodeJS.ProcessEnv = process.env, from = dist) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(from, "cli.js"), ...args], {
    input,
    env,
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout.toString(), ms: Date.now() - started };
}
const stop = (from = dist) => run(["hook", "stop"], JSON.stringify(stopPayload(ws.root)), process.env, from);
/** The decision a stop printed ("silent" for nothing), read from its JSON. */
function decisionOf(stdout: string): unknown {
  if (stdout === "") return "silent";
  const parsed: unknown = JSON.parse(stdout);
  return isRecord(parsed) ? parsed.decision : undefined;
}
const caches = (from = dist) => readdirSync(from).filter((name) => name.endsWith(".code-cache"));
/** What the first stop that blocks leaves beside main.js: the one cache file. */
function firstCache(from = dist, decision = "block"): string {
  expect(decisionOf(stop(from).stdout)).toBe(decision);
  const [file, ...more] = caches(from);
  if (file === undefined || more.length > 0) throw new Error(`expected one cache, found ${caches(from)}`);
  return join(from, file);
}
const identity = (path: string) => {
  const stats = statSync(path);
  return { ino: stats.ino, mtimeMs: stats.mtimeMs, size: stats.size };
};
const main = (from = dist) => readFileSync(join(from, "main.js"));
/** A cache the hook made for the bytes of that main.js as they are now, after its first line. */
function expectCacheOf(path: string, from = dist): void {
  const bytes = readFileSync(path);
  const start = HEADER.length;
  expect(bytes.subarray(0, start).toString()).toBe(HEADER);
  expect(bytes.length).toBeGreaterThan(start + main(from).length);
  expect(bytes.subarray(start, start + main(from).length).equals(main(from))).toBe(true);
}
/** A copy of the package whose main.js answers "BLOCK": the same length, other code. */
function alteredPackage(): string {
  const other = copyPackage("other-package");
  const text = main(other).toString("latin1");
  const altered = text.replace('{decision:"block",reason:', '{decision:"BLOCK",reason:');
  expect(altered).not.toBe(text);
  writeFileSync(join(other, "main.js"), altered, "latin1");
  return other;
}

describe("the code cache a stop runs from", () => {
  it("given a stop that blocks, when more stops run, then the cache it left beside main.js serves them the same answer and stays untouched", () => {
    const path = firstCache();
    expectCacheOf(path);
    const before = identity(path);
    const first = stop();
    const second = stop();
    expect(decisionOf(first.stdout)).toBe("block");
    expect(second.stdout).toBe(first.stdout);
    expect(identity(path)).toEqual(before);
    expect(caches()).toHaveLength(1);
  });

  it("given another build's cache put beside our main.js, when a stop runs, then it never runs that code, and the cache is made again for our main.js", () => {
    const other = alteredPackage();
    const theirs = firstCache(other, "BLOCK");
    cpSync(theirs, join(dist, caches(other)[0] ?? ""));
    const [file] = caches();
    expect(decisionOf(stop().stdout)).toBe("block");
    expectCacheOf(join(dist, String(file)));
  });

  it("given two builds on one machine, when their stops alternate, then each keeps its own cache and neither rewrites the other's", () => {
    const other = alteredPackage();
    const ours = firstCache();
    const theirs = firstCache(other, "BLOCK");
    const before = [identity(ours), identity(theirs)];
    for (let i = 0; i < 2; i++) {
      expect(decisionOf(stop().stdout)).toBe("block");
      expect(decisionOf(stop(other).stdout)).toBe("BLOCK");
    }
    expect([identity(ours), identity(theirs)]).toEqual(before);
  });

  it("given a cache V8 refuses (made under other V8 flags), when a stop runs, then it answers from the source and replaces the cache", () => {
    const made = spawnSync(process.execPath, ["--no-opt", join(dist, "cli.js"), "hook", "stop"], {
      input: JSON.stringify(stopPayload(ws.root)),
    });
    expect(decisionOf(made.stdout.toString())).toBe("block");
    const path = join(dist, String(caches()[0]));
    const before = identity(path);
    expect(decisionOf(stop().stdout)).toBe("block");
    expect(identity(path).ino).not.toBe(before.ino);
    expectCacheOf(path);
    const settled = identity(path);
    stop();
    expect(identity(path)).toEqual(settled);
  });

  const header = () => Buffer.from(HEADER);
  const malformed: ReadonlyArray<readonly [string, (good: Buffer) => Buffer]> = [
    ["only its first line", () => header()],
    ["its line and part of main.js", () => Buffer.concat([header(), main().subarray(0, 1000)])],
    ["its line and main.js, and nothing after", () => Buffer.concat([header(), main()])],
    [
      "its line, main.js and bytes that are no cache",
      () => Buffer.concat([header(), main(), Buffer.alloc(4096, 0x5a)]),
    ],
    [
      "a cache cut short after its source",
      (good) => good.subarray(0, (header().length + main().length + good.length) >> 1),
    ],
  ];
  it.each(malformed)(
    "given a cache of ours holding %s, when a stop runs, then it answers and the cache is made again",
    (_kind, make) => {
      const path = firstCache();
      const written = make(readFileSync(path));
      writeFileSync(path, written);
      expect(decisionOf(stop().stdout)).toBe("block");
      expect(readFileSync(path).equals(written)).toBe(false);
      expectCacheOf(path);
    },
  );

  it("given a file there that is not a cache of ours (empty, main.js alone, another first line), when stops run, then they answer from the source and never touch it", () => {
    const path = firstCache();
    const others = [Buffer.alloc(0), main(), Buffer.concat([Buffer.from("notes\n"), readFileSync(path)])];
    for (const other of others) {
      writeFileSync(path, other);
      const before = identity(path);
      expect(decisionOf(stop().stdout)).toBe("block");
      expect(decisionOf(stop().stdout)).toBe("block");
      expect(identity(path)).toEqual(before);
      expect(readFileSync(path).equals(other)).toBe(true);
    }
  });

  it("given a directory, a FIFO or a dangling link where the cache goes, when a stop runs, then it answers at once and leaves it as it is", () => {
    const path = firstCache();
    const kinds: ReadonlyArray<readonly [() => void, (stats: Stats) => boolean]> = [
      [() => mkdirSync(path), (stats) => stats.isDirectory()],
      [() => spawnSync("mkfifo", [path]), (stats) => stats.isFIFO()],
      [() => symlinkSync(ws.path("nowhere"), path), (stats) => stats.isSymbolicLink()],
    ];
    for (const [make, is] of kinds) {
      rmSync(path, { recursive: true, force: true });
      make();
      const result = stop();
      expect(decisionOf(result.stdout)).toBe("block");
      expect(result.ms).toBeLessThan(10_000);
      expect(is(lstatSync(path))).toBe(true);
      expect(existsSync(ws.path("nowhere"))).toBe(false);
      expect(caches()).toHaveLength(1);
    }
  });

  it("given only silent stops, other hooks and commands, when they run, then no cache is written: it is made by a stop that blocks, with what a continuation compiles", () => {
    const elsewhere = new Workspace();
    try {
      const log = ws.path("run.log");
      const silent = run(["hook", "stop"], JSON.stringify(stopPayload(elsewhere.root)), {
        ...process.env,
        ULW_CONTINUATION_LOG: log,
      });
      expect(silent.stdout).toBe("");
      expect(lastLoggedReason(log)).toBe("no-boulder");
    } finally {
      elsewhere.dispose();
    }
    run(["hook", "subagent-stop"], JSON.stringify(stopPayload(ws.root)));
    run(["hook", "session-start"], JSON.stringify(stopPayload(ws.root)));
    expect(run(["status", "--cwd", ws.root]).status).toBe(0);
    expect(caches()).toEqual([]);
    firstCache();
  });

  it("given a cache whose V8 data is damaged, so that V8 aborts the stop it serves, when other commands run, then they never read it: status still reports the work", () => {
    const path = firstCache();
    const bytes = readFileSync(path);
    const data = HEADER.length + main().length;
    bytes[data + 40] = (bytes[data + 40] ?? 0) ^ 0xff;
    writeFileSync(path, bytes);
    expect(stop().status).not.toBe(0);
    const status = run(["status", "--cwd", ws.root]);
    expect(status.status).toBe(0);
    expect(status.stdout).toContain("1 work(s), active: ");
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });
});
