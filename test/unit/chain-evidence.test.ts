import { afterAll, describe, expect, it } from "vitest";
import { readChainEvidence } from "../../src/chain/evidence.js";
import { classifyRolloutLine } from "../../src/rollout/codex-format.js";
import { fixture, Workspace } from "../helpers/workspace.js";

/**
 * test/fixtures/rollouts/chain.jsonl is a real Codex 0.171 rollout (test/e2e/capture-rollouts.mjs):
 * one prompt continued three times by the hook in chain mode, then a second prompt continued once.
 */
const ws = new Workspace();
afterAll(() => ws.dispose());
const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };
const lines = fixture("rollouts/chain.jsonl").split("\n");

/** The turn ids of the person's prompts, in order, and the line each starts on. */
const prompts = lines.flatMap((line, index) => {
  const record = line === "" ? undefined : classifyRolloutLine(line);
  return record?.kind === "user-prompt" && line.includes('"type":"response_item"')
    ? [{ index, turn: record.turnId ?? "" }]
    : [];
});

function evidence(upTo: number, turn: string) {
  const path = ws.write("rollout.jsonl", `${lines.slice(0, upTo).join("\n")}\n`);
  return readChainEvidence(path, turn, NO_DEADLINE);
}

describe("readChainEvidence on a real chain-mode rollout", () => {
  it("given the rollout, when classified, then it holds two prompts a person typed", () => {
    expect(prompts).toHaveLength(2);
  });

  it("given the whole file and the second prompt's turn, when read, then only that turn's one continuation is found", () => {
    const [, second] = prompts;
    expect(evidence(lines.length, second?.turn ?? "")).toMatchObject({
      kind: "read",
      boundary: "user-prompt",
      stamps: [{ step: 1, done: 2, total: 3 }],
    });
  });

  it("given the file up to the second prompt and the first prompt's turn, when read, then its three continuations, newest first", () => {
    const [first, second] = prompts;
    const read = evidence(second?.index ?? 0, first?.turn ?? "");
    expect(read).toMatchObject({ kind: "read", boundary: "user-prompt" });
    expect(read.kind === "read" && read.stamps.map((s) => [s.step, s.done])).toEqual([
      [3, 2],
      [2, 1],
      [1, 0],
    ]);
  });

  it("given the whole file and the first prompt's turn, when read, then nothing: the read stops at the newer prompt", () => {
    const [first] = prompts;
    expect(evidence(lines.length, first?.turn ?? "")).toMatchObject({ kind: "read", stamps: [] });
  });

  it("given a file cut after the first hook prompt's escaped copy, when read, then that step is found from the escaped text alone", () => {
    const [first] = prompts;
    const escaped = lines.findIndex(
      (line) => line.includes('"type":"response_item"') && line.includes("<hook_prompt"),
    );
    expect(lines[escaped + 1]).toContain('"HookPrompt"');
    const read = evidence(escaped + 1, first?.turn ?? "");
    expect(read.kind === "read" && read.stamps.map((s) => s.step)).toEqual([1]);
  });

  it("given a transcript that is a directory, when read, then it is unreadable", () => {
    expect(readChainEvidence(ws.root, "t", NO_DEADLINE)).toMatchObject({ kind: "unreadable" });
  });

  it("given a byte budget smaller than the turn, when read, then the read says it was capped", () => {
    const [first, second] = prompts;
    const path = ws.write("capped.jsonl", `${lines.slice(0, second?.index ?? 0).join("\n")}\n`);
    expect(readChainEvidence(path, first?.turn ?? "", { ...NO_DEADLINE, maxBytes: 1000 })).toMatchObject({
      boundary: "cap",
    });
  });
});
