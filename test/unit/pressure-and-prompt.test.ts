import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { scanLinesBackward } from "../../src/rollout/backward-lines.js";
import { classifyRolloutLine, PROMPT_HINTS } from "../../src/rollout/codex-format.js";
import type { PromptScope } from "../../src/rollout/facts.js";
import {
  PROMPT_HINT_CORES,
  readHumanPrompt,
  scanForPressureAndPrompt,
} from "../../src/rollout/human-prompt.js";
import { scanForPressure } from "../../src/rollout/pressure.js";
import { fixture, Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());
const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };
const SCOPES: readonly PromptScope[] = ["hook-prompt", "chain"];

/** The two reads one after the other, as the hook did them: the prompt only after a scan without pressure. */
function oneAfterTheOther(path: string, scope: PromptScope, maxBytes?: number) {
  const transcript = scanForPressure(path, NO_DEADLINE);
  if (transcript.kind !== "scanned" || transcript.hit !== undefined) return { transcript };
  const options = maxBytes === undefined ? NO_DEADLINE : { ...NO_DEADLINE, maxBytes };
  return { transcript, prompt: readHumanPrompt(path, scope, options) };
}

const compacted = JSON.stringify({ type: "compacted", payload: { message: "summary" } });
const content = (text: string) => JSON.stringify({ type: "response_item", payload: { text } });

/** Lines of every kind both reads care about, real ones from the fixtures and shapes at their edges. */
const realLines = ["chain", "chain-0.117", "compaction", "compaction-0.117", "phrases-in-content"].flatMap(
  (name) =>
    fixture(`rollouts/${name}.jsonl`)
      .split("\n")
      .filter((line) => line !== ""),
);
const realOf = (kind: string, nth = 0) => {
  const found = realLines.filter((line) => classifyRolloutLine(line).kind === kind)[nth];
  if (found === undefined) throw new Error(`no ${kind} line in the fixtures`);
  return found;
};
const typedPrompt = realOf("user-prompt");
const hookPrompt = realOf("hook-prompt");
const edgeLines = [
  typedPrompt,
  hookPrompt,
  realOf("hook-prompt", 1),
  compacted,
  // Compaction records the hints do not find (spacing, an escape): no read ever looks at them.
  '{"type": "compacted", "payload": {}}',
  '{"type":"compact\\u0065d","payload":{}}',
  // A compaction record that only a prompt hint finds: the pressure scan never looks at it.
  '{"type": "compacted", "payload": {"role":"user"}}',
  // A person's prompt the plain prompt read never looks at (spacing, hints in other letter cases),
  // holding text that other searches find.
  '{"TYPE":"event_msg","ROLE":"USER","payload":{"type":"UserMessage"}}',
  '{"type":"response_item","payload":{"type":"message","role": "user","name":"username","content":[{"type":"input_text","text":"hi"}]},"x":{"ROLE":"USER"}}',
  content("codex ran out of room in the model's context window"),
  "Context compacted",
  '{"type":"event_msg","payload":{"type":"error","message":"context_length_exceeded"}}',
  `${typedPrompt.slice(0, -1)},"note":"context compacted"}`,
];
const filler = (bytes: number) => content("f".repeat(bytes));

const transcriptLine = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...realLines) },
  { weight: 3, arbitrary: fc.constantFrom(...edgeLines) },
  // Long lines move the matches across the scan's 64 KiB chunk borders.
  { weight: 1, arbitrary: fc.nat(150_000).map(filler) },
);

describe("scanForPressureAndPrompt", () => {
  it.each(PROMPT_HINTS)(
    "given the prompt hint %s, when searched for, then one of the shorter literals finds it",
    (hint) => {
      expect(PROMPT_HINT_CORES.some((core) => hint.includes(core))).toBe(true);
    },
  );

  it("given generated transcripts, when scanned in one pass, then the facts equal the pressure scan and the prompt read one after the other", () => {
    fc.assert(
      fc.property(
        fc.array(transcriptLine, { maxLength: 30, size: "max" }),
        fc.boolean(),
        (lines, finalNewline) => {
          const path = ws.write("generated.jsonl", lines.join("\n") + (finalNewline ? "\n" : ""));
          for (const scope of SCOPES)
            expect(scanForPressureAndPrompt(path, scope, NO_DEADLINE)).toEqual(oneAfterTheOther(path, scope));
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(
    SCOPES.flatMap((scope) => [
      [scope, "a compaction before it", `${compacted}\n`, { hit: expect.anything() }, undefined],
      [scope, "no pressure", "", {}, expect.objectContaining({ boundary: "cap", hookPrompts: 0 })],
    ]),
  )(
    "given a %s read that ends at its byte cap and %s, when scanned, then the rest of the file is scanned for pressure",
    (scope, _name, head, hit, prompt) => {
      const text = `${head}${typedPrompt}\n${`${filler(100)}\n`.repeat(3000)}`;
      const path = ws.write("capped.jsonl", text);
      const result = scanForPressureAndPrompt(path, scope, { ...NO_DEADLINE, maxBytes: 100_000 });
      const size = Buffer.byteLength(text);
      expect(result.transcript).toMatchObject({ kind: "scanned", bytesScanned: size, size, ...hit });
      expect(result.prompt).toEqual(prompt);
      expect(result).toEqual(oneAfterTheOther(path, scope, 100_000));
    },
  );

  it("given a hook prompt near the end and pressure far before it, when scanned in plain scope, then the pressure is found", () => {
    const text = `${compacted}\n${`${filler(100)}\n`.repeat(2000)}${typedPrompt}\n${hookPrompt}\n`;
    const path = ws.write("old-pressure.jsonl", text);
    expect(scanForPressureAndPrompt(path, "hook-prompt", NO_DEADLINE)).toEqual({
      transcript: {
        kind: "scanned",
        path,
        bytesScanned: text.length,
        size: text.length,
        hit: expect.anything(),
      },
    });
  });

  it("given a deadline already past, when a large file is scanned, then the transcript says timeout and no prompt comes back", () => {
    const path = ws.write("slow.jsonl", `${filler(100)}\n`.repeat(40_000));
    const result = scanForPressureAndPrompt(path, "hook-prompt", { deadline: -1 });
    expect(result).toMatchObject({ transcript: { kind: "timeout" } });
    expect(result).not.toHaveProperty("prompt");
  });

  it.each([
    ["a directory", () => ws.root],
    ["a missing file", () => ws.path("missing.jsonl")],
  ])(
    "given %s, when scanned, then the transcript is unreadable and the prompt is left to its own read",
    (_name, path) => {
      const result = scanForPressureAndPrompt(path(), "hook-prompt", NO_DEADLINE);
      expect(result).toEqual({ transcript: oneAfterTheOther(path(), "hook-prompt").transcript });
    },
  );
});

describe("scanLinesBackward from an offset (before)", () => {
  it("given an offset inside the file, when scanned, then only matches before it are visited, each line whole", () => {
    const text = "a hit\nhit one\nlong line with a hit and more\nlast hit\n";
    const path = ws.write("before.txt", text);
    const seen: string[] = [];
    const before = text.indexOf(" and more");
    const scan = scanLinesBackward(
      path,
      /hit/g,
      2,
      (line) => {
        seen.push(line.text ?? "");
        return "next";
      },
      { ...NO_DEADLINE, before },
    );
    expect(seen).toEqual(["long line with a hit and more", "hit one", "a hit"]);
    expect(scan).toEqual({ kind: "done", bytesScanned: text.length, size: text.length });
  });
});
