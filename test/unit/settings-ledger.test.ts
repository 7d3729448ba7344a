import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LEDGER_REWRITE_SLACK_MS } from "../../src/settings/change-time.js";
import type { EffectiveMode } from "../../src/settings/effective.js";
import { parseHookOptions } from "../../src/settings/flags.js";
import { CLOCK_SLACK_MS, gatedMode } from "../../src/settings/pending.js";
import { readSettingsFact } from "../../src/settings/read.js";

/**
 * The evidence ledger lives in settings.json's folder, so creating it (the model's first ledger line in
 * a project) or rewriting it by rename (`sed -i`) changes the folder's change time. Such a change must
 * not hold back settings.json written before the prompt; every other change that could grant turns
 * still must. Each case runs on the temp folder's file system and on tmpfs (/dev/shm) when there is one.
 */
const FOLDER = join(".omo", "ulw-execute");
const SETTINGS = join(FOLDER, "settings.json");
const LEDGER = join(FOLDER, "ledger.jsonl");
const LINE = '{"task":1,"evidence":"npm test passed"}\n';

const bases = [tmpdir(), "/dev/shm"].filter((base, index) => index === 0 || existsSync(base));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scratch(base: string): string {
  const dir = mkdtempSync(join(base, "ulw-ledger-"));
  made.push(dir);
  return dir;
}

/** Whether the file system under `base` keeps birth times (statx btime): Node reports 0 where it does not. */
function keepsBirthTimes(base: string): boolean {
  const probe = join(scratch(base), "probe");
  writeFileSync(probe, "");
  return lstatSync(probe).birthtimeMs > 0;
}

/**
 * When a prompt that begins now began: a change time the file system stamps later than everything
 * written in `root` so far by more than `gap` (waiting on the file system's own clock, which is coarse,
 * rather than on a timer). By default the clock slack; a ledger written before the prompt that must
 * not explain a later folder change needs more than the rewrite slack.
 */
function startPrompt(root: string, gap = CLOCK_SLACK_MS): number {
  const probe = join(root, "clock-probe");
  writeFileSync(probe, "");
  const written = lstatSync(probe).ctimeMs;
  for (let tries = 0; tries < 2_000; tries++) {
    writeFileSync(probe, String(tries));
    const at = lstatSync(probe).ctimeMs;
    if (at > written + gap) return at;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  }
  throw new Error("the file system clock did not move");
}

/** A project with settings.json (and a ledger, or not) written, the prompt not begun yet. */
function project(base: string, settings: string, ledger = false): string {
  const root = scratch(base);
  mkdirSync(join(root, FOLDER), { recursive: true });
  writeFileSync(join(root, SETTINGS), settings);
  if (ledger) writeFileSync(join(root, LEDGER), LINE);
  return root;
}

/** A project with settings.json (and a ledger, or not) written before the prompt, which begins now. */
function projectBeforePrompt(
  base: string,
  settings: string,
  ledger = false,
): { root: string; startedAt: number } {
  const root = project(base, settings, ledger);
  return { root, startedAt: startPrompt(root) };
}

/** The mode the hook would run in at a stop of the prompt that began at `startedAt`. */
function modeAt(root: string, startedAt: number, flags: readonly string[] = []): EffectiveMode {
  const parsed = parseHookOptions(flags);
  if (!parsed.ok) throw new Error(parsed.problem);
  return gatedMode(parsed.options, readSettingsFact(root), { known: true, at: startedAt });
}

/** A project whose settings folder (settings.json {"chain": true} and a ledger) waits beside it, as `prepared/`. */
function prepared(base: string): string {
  const root = project(base, '{"chain": true}', true);
  renameSync(join(root, FOLDER), join(root, "prepared"));
  return root;
}

const sedRewrite = (root: string) =>
  execFileSync("sed", ["-i", "s/passed/passed again/", join(root, LEDGER)], { stdio: "ignore" });

describe.each(bases)("settings.json written before the prompt, ledger written during it (%s)", (base) => {
  const btime = keepsBirthTimes(base);
  const withBirthTimes = it.skipIf(!btime);
  if (!btime)
    console.info(`[settings-ledger] ${base} keeps no birth times: the ledger explains nothing there`);

  withBirthTimes(
    "given the model's first ledger line in the project (>> creates ledger.jsonl), when gated, then chain mode from settings",
    () => {
      const { root, startedAt } = projectBeforePrompt(base, '{"chain": true}');
      appendFileSync(join(root, LEDGER), LINE);
      const mode = modeAt(root, startedAt);
      expect(mode.pending).toBeUndefined();
      expect(mode.mode.chain).toBe(true);
      expect(mode.sources.chain).toBe("settings");
    },
  );

  withBirthTimes(
    "given the ledger rewritten with sed -i (a new file renamed over the old), when gated, then chain mode from settings",
    () => {
      const { root, startedAt } = projectBeforePrompt(base, '{"chain": true}', true);
      sedRewrite(root);
      expect(modeAt(root, startedAt).mode.chain).toBe(true);
    },
  );

  withBirthTimes(
    "given the ledger created, then rewritten by a temp file renamed over it, when gated, then chain mode from settings",
    () => {
      const { root, startedAt } = projectBeforePrompt(base, '{"chain": true}');
      appendFileSync(join(root, LEDGER), LINE);
      writeFileSync(join(root, FOLDER, "ledger.tmp"), LINE + LINE);
      renameSync(join(root, FOLDER, "ledger.tmp"), join(root, LEDGER));
      expect(modeAt(root, startedAt).mode.chain).toBe(true);
    },
  );

  withBirthTimes.each([
    ["a directory", (path: string) => mkdirSync(path)],
    ["a dangling symlink", (path: string) => symlinkSync("nowhere.jsonl", path)],
  ])(
    "given ledger.jsonl made as %s during the prompt, when gated, then chain mode from settings: whatever the entry, its birth is the folder's change",
    (_, make) => {
      const { root, startedAt } = projectBeforePrompt(base, '{"chain": true}');
      make(join(root, LEDGER));
      expect(modeAt(root, startedAt).mode.chain).toBe(true);
    },
  );

  it("given a ledger line appended to an existing ledger, when gated, then chain mode from settings (the folder does not change)", () => {
    const { root, startedAt } = projectBeforePrompt(base, '{"chain": true}', true);
    appendFileSync(join(root, LEDGER), LINE);
    expect(modeAt(root, startedAt).mode.chain).toBe(true);
  });

  it("given settings.json rewritten during the prompt and the ledger created after it, when gated, then the settings wait: the file's own change time counts", () => {
    const { root, startedAt } = projectBeforePrompt(base, '{"chain": false}');
    writeFileSync(join(root, SETTINGS), '{"chain": true, "maxChain": 100}');
    appendFileSync(join(root, LEDGER), LINE);
    const mode = modeAt(root, startedAt);
    expect(mode.mode.chain).toBe(false);
    expect(mode.pending?.why).toMatch(/during the current human prompt/);
  });

  it("given a settings.json prepared before the prompt renamed into place and the ledger created after it, when gated, then the settings wait", () => {
    const root = project(base, '{"chain": false}');
    const prepared = join(root, "prepared.json");
    writeFileSync(prepared, '{"chain": true}');
    const startedAt = startPrompt(root);
    renameSync(prepared, join(root, SETTINGS));
    appendFileSync(join(root, LEDGER), LINE);
    expect(modeAt(root, startedAt).mode.chain).toBe(false);
  });

  it("given a ledger written before the prompt elsewhere and moved in during it, when gated, then the settings wait: its birth is not the folder's change", () => {
    const root = project(base, '{"chain": true}');
    writeFileSync(join(root, "old-ledger.jsonl"), LINE);
    const startedAt = startPrompt(root, LEDGER_REWRITE_SLACK_MS);
    renameSync(join(root, "old-ledger.jsonl"), join(root, LEDGER));
    expect(modeAt(root, startedAt).pending).toBeDefined();
  });

  it("given another file created in the folder during the prompt (directive.md), when gated, then the settings wait", () => {
    const root = project(base, '{"chain": true}', true);
    const startedAt = startPrompt(root, LEDGER_REWRITE_SLACK_MS);
    writeFileSync(join(root, FOLDER, "directive.md"), "Go on.");
    expect(modeAt(root, startedAt).mode.chain).toBe(false);
  });

  it("given a whole folder prepared before the prompt moved into place during it, when gated, then the settings wait", () => {
    const root = prepared(base);
    const startedAt = startPrompt(root, LEDGER_REWRITE_SLACK_MS);
    renameSync(join(root, "prepared"), join(root, FOLDER));
    const mode = modeAt(root, startedAt);
    expect(mode.mode.chain).toBe(false);
    expect(mode.pending?.changedAt).toBeGreaterThan(startedAt - CLOCK_SLACK_MS);
  });

  withBirthTimes(
    "given a folder prepared before the prompt moved into place and the ledger then recreated, when gated, then chain mode from settings: accepted, as the same file written in an earlier prompt applies",
    () => {
      const root = prepared(base);
      const startedAt = startPrompt(root);
      renameSync(join(root, "prepared"), join(root, FOLDER));
      unlinkSync(join(root, LEDGER));
      appendFileSync(join(root, LEDGER), LINE);
      expect(modeAt(root, startedAt).mode.chain).toBe(true);
    },
  );

  it.each([
    ["deleted", false],
    ["deleted and the ledger then recreated", true],
  ])(
    "given --chain and settings.json {maxChain: 3} %s during the prompt, when gated, then the flags alone (max-chain 20), as before: the gate never held a deletion back",
    (_, recreate) => {
      const { root, startedAt } = projectBeforePrompt(base, '{"maxChain": 3}', true);
      expect(modeAt(root, startedAt, ["--chain"]).mode.maxChain).toBe(3);
      unlinkSync(join(root, SETTINGS));
      if (recreate) {
        unlinkSync(join(root, LEDGER));
        appendFileSync(join(root, LEDGER), LINE);
      }
      const mode = modeAt(root, startedAt, ["--chain"]);
      expect(mode.settings.kind).toBe("none");
      expect(mode.mode).toMatchObject({ chain: true, maxChain: 20 });
    },
  );
});
