import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync } from "node:fs";
import { hostname } from "node:os";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireLock, breakStale, type Holder, readHolder } from "../../src/boulder/lock.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
let lock: string;
beforeEach(() => {
  ws = new Workspace();
  lock = ws.path("boulder.json.lock");
});
afterEach(() => ws.dispose());

/** The holder of the lock file as it is now (the test fails when there is none). */
function holderNow(): Holder {
  const read = readHolder(lock);
  if (read.kind !== "held") throw new Error(`no holder: ${read.kind}`);
  return read.holder;
}

function writeOldLock(text: string): void {
  ws.write("boulder.json.lock", text);
  const past = new Date(Date.now() - 60_000);
  utimesSync(lock, past, past);
}

describe("breaking a stale lock", () => {
  it("given a stale lock still in place, when broken, then it is gone and nothing is left beside it", () => {
    writeOldLock("999999999 somewhere stale\n");
    expect(breakStale(lock, holderNow())).toBe(true);
    expect(readdirSync(ws.root)).toEqual([]);
  });

  it("given a lock judged stale, then released and taken by a live writer before it is broken, when broken, then the live lock stays as it was", () => {
    writeOldLock("999999999 somewhere stale\n");
    const judged = holderNow();
    rmSync(lock);
    ws.write("boulder.json.lock", `${process.pid} ${hostname()} live\n`);
    const { ino } = statSync(lock);
    breakStale(lock, judged);
    expect(readFileSync(lock, "utf8")).toBe(`${process.pid} ${hostname()} live\n`);
    expect(statSync(lock).ino).toBe(ino);
    expect(readdirSync(ws.root)).toEqual(["boulder.json.lock"]);
  });

  it("given the same text taken again as a new file, when the old one is broken, then the new file stays", () => {
    writeOldLock("");
    const judged = holderNow();
    rmSync(lock);
    ws.write("boulder.json.lock", "");
    breakStale(lock, judged);
    expect(readdirSync(ws.root)).toEqual(["boulder.json.lock"]);
  });
});

describe("acquireLock on what is not a lock file", () => {
  it.each([
    ["a dangling symlink", () => symlinkSync(ws.path("nowhere"), lock), "ELOOP"],
    ["a folder", () => mkdirSync(lock), "not a regular file"],
  ])(
    "given %s at the lock's path, when acquired, then it gives up saying so and leaves it",
    (_case, make, why) => {
      make();
      const result = acquireLock(lock, { waitMs: 300, patienceMs: 300 });
      expect(result).toMatchObject({ ok: false, problem: expect.stringContaining(why) });
      expect(readdirSync(ws.root)).toEqual(["boulder.json.lock"]);
    },
  );
});
