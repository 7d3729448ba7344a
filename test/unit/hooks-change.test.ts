import { mkdirSync, renameSync, symlinkSync, utimesSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readHooksChange } from "../../src/codex/hooks-change.js";
import { sleep } from "../helpers/codex-sim.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
const home = process.env.CODEX_HOME;
const userHome = process.env.HOME;
beforeEach(() => {
  ws = new Workspace();
  // The Codex home the environment names is checked too: one of this test's own.
  process.env.CODEX_HOME = ws.path("codex-home");
});
afterEach(() => {
  ws.dispose();
  if (home === undefined) delete process.env.CODEX_HOME;
  else process.env.CODEX_HOME = home;
  if (userHome === undefined) delete process.env.HOME;
  else process.env.HOME = userHome;
});

const HOUR = 3600_000;
/** A rollout whose first record says the session began `ago` ms before now. */
const rolloutRecord = (ago: number) =>
  `${JSON.stringify({ timestamp: new Date(Date.now() - ago).toISOString(), type: "session_meta" })}\n`;
const rolloutBegun = (ago: number) =>
  ws.write("codex-home/sessions/2026/12/02/rollout-x.jsonl", rolloutRecord(ago));

describe("Codex's hooks files changed after the session began", () => {
  it("given hooks files written before the session began, when read, then unchanged", () => {
    ws.write("project/.codex/hooks.json", "{}");
    ws.write("codex-home/config.toml", "");
    const transcript = rolloutBegun(-1000);
    expect(readHooksChange(ws.path("project"), transcript).kind).toBe("unchanged");
  });

  it.each([
    ["the project's .codex/hooks.json", "project/.codex/hooks.json"],
    ["a parent folder's .codex/config.toml", ".codex/config.toml"],
    ["the Codex home's config.toml (the rollout's own home)", "codex-home/config.toml"],
  ])("given %s written after the session began, when read, then changed, naming it", (_, file) => {
    const transcript = rolloutBegun(HOUR);
    const path = ws.write(file, "{}");
    expect(readHooksChange(ws.path("project"), transcript)).toMatchObject({ kind: "changed", path });
  });

  it("given a symlink made during the session to a hooks file older than it, when read, then changed", () => {
    const old = ws.write("old-hooks.json", "{}");
    utimesSync(old, new Date(0), new Date(0));
    const transcript = rolloutBegun(HOUR);
    mkdirSync(ws.path("project/.codex"), { recursive: true });
    symlinkSync(old, ws.path("project/.codex/hooks.json"));
    expect(readHooksChange(ws.path("project"), transcript).kind).toBe("changed");
  });

  it.each([
    ["renamed", (from: string, to: string) => renameSync(from, to)],
    ["linked", (from: string, to: string) => symlinkSync(from, to)],
  ])(
    "given a project's .codex folder from before the session %s into place during it, when read, then changed",
    async (_, place) => {
      ws.write("vendor/cfg/hooks.json", "{}");
      mkdirSync(ws.path("project"));
      await sleep(20);
      const transcript = rolloutBegun(0);
      await sleep(20);
      place(ws.path("vendor/cfg"), ws.path("project/.codex"));
      expect(readHooksChange(ws.path("project"), transcript)).toMatchObject({
        kind: "changed",
        path: ws.path("project/.codex"),
      });
    },
  );

  it.each([
    ["empty", ""],
    ["not JSON", "garbage\n"],
    ["without a timestamp first", '{"type":"session_meta","timestamp":"2026-12-02T00:00:00Z"}\n'],
    ["with a timestamp that is no date", '{"timestamp":"yesterday at noon","type":"session_meta"}\n'],
  ])("given a transcript %s, when read, then unknown", (_, text) => {
    const transcript = ws.write("rollout.jsonl", text);
    expect(readHooksChange(ws.path("project"), transcript).kind).toBe("unknown");
  });

  it("given no transcript file, when read, then unknown", () => {
    expect(readHooksChange(ws.root, ws.path("missing.jsonl")).kind).toBe("unknown");
  });

  it("given no CODEX_HOME, when the .codex of the HOME folder gets a hooks file during the session, then changed", () => {
    delete process.env.CODEX_HOME;
    process.env.HOME = ws.path("user");
    const transcript = ws.write("elsewhere/rollout.jsonl", rolloutRecord(HOUR));
    const path = ws.write("user/.codex/hooks.json", "{}");
    expect(readHooksChange(ws.path("project"), transcript)).toMatchObject({ kind: "changed", path });
  });

  it("given neither CODEX_HOME nor HOME, when the rollout's own home changed, then changed", () => {
    delete process.env.CODEX_HOME;
    delete process.env.HOME;
    const transcript = rolloutBegun(HOUR);
    const path = ws.write("codex-home/hooks.json", "{}");
    expect(readHooksChange(ws.path("project"), transcript)).toMatchObject({ kind: "changed", path });
  });

  it("given neither CODEX_HOME nor HOME and a rollout outside a sessions folder, when read, then unknown", () => {
    delete process.env.CODEX_HOME;
    delete process.env.HOME;
    const transcript = ws.write("elsewhere/rollout.jsonl", rolloutRecord(HOUR));
    expect(readHooksChange(ws.path("project"), transcript)).toMatchObject({
      kind: "unknown",
      why: expect.stringContaining("no Codex home"),
    });
  });
});
