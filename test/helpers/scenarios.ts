import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "../../src/json/guards.js";
import { FIXTURES, type Workspace } from "./workspace.js";

export const SESSION = "019a5b1e-0000-7000-8000-000000000001";
export const KEY = `codex:${SESSION}`;

export interface Scenario {
  readonly name: string;
  /** Copies the fixture into the workspace and returns the payload text, paths made absolute. */
  readonly setup: (ws: Workspace) => string;
  /** The reason code the hook's decision must carry. */
  readonly reason: string;
}

const WORKSPACES = join(FIXTURES, "workspaces");

/**
 * The fixture workspaces under test/fixtures/workspaces/, one per reason the hook can give: each has a
 * `tree/` to copy, a `payload.json` (or raw `payload.txt`) in which {{ROOT}} stands for the copy's
 * absolute path, and an `expected.json` naming the reason. Adding a folder adds a case to every test
 * that walks them (the explain/hook agreement test among them).
 */
export function fixtureScenarios(): Scenario[] {
  return readdirSync(WORKSPACES)
    .sort()
    .map((name): Scenario => {
      const dir = join(WORKSPACES, name);
      const expected: unknown = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8"));
      const reason = isRecord(expected) && typeof expected.reason === "string" ? expected.reason : "";
      const raw = existsSync(join(dir, "payload.txt"));
      const payload = readFileSync(join(dir, raw ? "payload.txt" : "payload.json"), "utf8");
      return {
        name,
        reason,
        setup: (ws) => {
          if (existsSync(join(dir, "tree"))) cpSync(join(dir, "tree"), ws.root, { recursive: true });
          return payload.replaceAll("{{ROOT}}", ws.root);
        },
      };
    });
}
