import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { it } from "vitest";

export const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

export function fixture(relativePath: string): string {
  return readFileSync(join(FIXTURES, relativePath), "utf8");
}

/** A throwaway project directory; files are written relative to it. */
export class Workspace {
  readonly root: string;

  /** `parent`: the folder it is made in (the system's temporary folder unless given). */
  constructor(prefix = "ulw-test-", parent = tmpdir()) {
    this.root = mkdtempSync(join(parent, prefix));
  }

  path(...parts: string[]): string {
    return join(this.root, ...parts);
  }

  write(relativePath: string, content: string | Buffer): string {
    const target = this.path(relativePath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    return target;
  }

  writeBoulder(document: unknown): string {
    return this.write(".omo/boulder.json", JSON.stringify(document, null, 2));
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** A Codex Stop payload as Codex 0.171 sends it (nulls included); override any field. */
export function stopPayload(cwd: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    session_id: "019a5b1e-0000-7000-8000-000000000001",
    turn_id: "turn-1",
    transcript_path: null,
    cwd,
    hook_event_name: "Stop",
    model: "gpt-5.5",
    permission_mode: "default",
    stop_hook_active: false,
    last_assistant_message: null,
    ...overrides,
  };
}

/** A schema-v2 boulder with one active work for `sessionKey` pointing at `planPath`. */
export function singleWorkBoulder(sessionKey: string, planPath: string, work: Record<string, unknown> = {}) {
  return {
    schema_version: 2,
    active_work_id: "w1",
    works: {
      w1: {
        work_id: "w1",
        active_plan: planPath,
        plan_name: "test-plan",
        session_ids: [sessionKey],
        status: "active",
        started_at: "2026-11-30T01:00:00Z",
        ...work,
      },
    },
  };
}

/**
 * `it` with a workspace of the test's own (`ws`), made ready by `setup` and removed after it: for tests
 * that run at the same time (`.concurrent`), which cannot share one set up in beforeEach.
 */
export function withWorkspace(setup: (ws: Workspace) => void) {
  return it.extend<{ ws: Workspace }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
    ws: async ({}, use) => {
      const ws = new Workspace();
      setup(ws);
      await use(ws);
      ws.dispose();
    },
  });
}
