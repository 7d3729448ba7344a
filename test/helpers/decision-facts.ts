import { parseBoulder } from "../../src/boulder/document.js";
import type { BoulderFact } from "../../src/boulder/fact.js";
import type { Facts } from "../../src/decision/readers.js";
import { countChecklist } from "../../src/plan/checklist.js";
import { formatStamp, readStamps, type Stamp } from "../../src/rollout/chain-stamp.js";
import type { PromptFact } from "../../src/rollout/facts.js";
import { singleWorkBoulder } from "./workspace.js";

// One session's work on /repo/plan.md, given to the Stop decision's unit tests as its facts.
export const SESSION_KEY = "codex:019a5b1e-0000-7000-8000-000000000001";

/** boulder.json with the session's one work, its fields over `work`. */
export function boulderFact(work: Record<string, unknown> = {}): BoulderFact {
  const parsed = parseBoulder(JSON.stringify(singleWorkBoulder(SESSION_KEY, "plan.md", work)));
  if (!parsed.ok) throw new Error(parsed.problem);
  return { kind: "found", path: "/repo/.omo/boulder.json", root: "/repo", document: parsed.document };
}

/** Our stamp on continuation `step`, which saw `done` of the plan's `total` boxes checked. */
export function stampOf(step: number, done: number, total = 5): Stamp {
  const [stamp] = readStamps(
    formatStamp({ step, done, total, idle: 0, planPath: "/repo/plan.md", turnId: "t" }),
  );
  if (stamp === undefined) throw new Error("no stamp");
  return stamp;
}

/** More open boxes than any plan here: the prompt hook's count as the prompt began, never the mark. */
export const OPEN_AT_START = 100;

/**
 * The person's typed prompt read back in chain scope, with the session's work counted by the prompt hook
 * as it began: no continuation of ours yet, unless overridden.
 */
export function promptFact(overrides: Partial<Extract<PromptFact, { kind: "read" }>> = {}): PromptFact {
  return {
    kind: "read",
    path: "/t.jsonl",
    scope: "chain",
    boundary: "typed-prompt",
    openAtStart: OPEN_AT_START,
    hookPrompts: 0,
    stamps: [],
    bytesScanned: 100,
    ...overrides,
  };
}

/** A plan of `total` boxes with the first `done` checked, no settings, a scanned transcript; `extra` wins. */
export function planFacts(done: number, total: number, extra: Facts = {}): Facts {
  const boxes = Array.from({ length: total }, (_, i) => `- [${i < done ? "x" : " "}] ${i + 1}. t\n`).join("");
  return {
    boulder: boulderFact(),
    settings: { kind: "none", path: "/repo/.omo/ulw-execute/settings.json" },
    plan: {
      kind: "read",
      path: "/repo/plan.md",
      source: "project",
      checklist: countChecklist(`## TODOs\n${boxes}`),
      skipped: [],
    },
    transcript: { kind: "scanned", path: "/t.jsonl", bytesScanned: 100, size: 100 },
    prompt: promptFact(),
    ...extra,
  };
}
