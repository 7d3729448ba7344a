import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  literalsPattern,
  MAX_LINE_BYTES,
  type MatchedLine,
  scanLinesBackward,
} from "../../src/rollout/backward-lines.js";
import { PRESSURE_OR_PROMPT_ANCHOR, PROMPT_HINT_CORES } from "../../src/rollout/human-prompt.js";
import { CANDIDATE, PRESSURE_ANCHOR, PRESSURE_CANDIDATES } from "../../src/rollout/pressure.js";
import { Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());
const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };

function visited(text: string, pattern = /hit/g, options = {}) {
  const lines: MatchedLine[] = [];
  const path = ws.write("lines.txt", text);
  const scan = scanLinesBackward(
    path,
    pattern,
    2,
    (line) => {
      lines.push(line);
      return "next";
    },
    {
      ...NO_DEADLINE,
      ...options,
    },
  );
  return { lines, scan };
}

/** The reference: the lines (joined by "\n") that hold "hit", newest first, found one by one. */
function lineByLine(lines: readonly string[]): MatchedLine[] {
  let offset = 0;
  return lines
    .map((line) => {
      const start = offset;
      offset += line.length + 1;
      return { offset: start, length: line.length, text: line };
    })
    .filter((line) => line.text.includes("hit"))
    .reverse();
}

describe("scanLinesBackward", () => {
  it("given lines with and without matches, when scanned, then each matching line comes once, newest first", () => {
    const { lines, scan } = visited("a hit\nnone\nhit hit hit\n\nlast hit");
    expect(lines.map((line) => line.text)).toEqual(["last hit", "hit hit hit", "a hit"]);
    expect(lines.map((line) => line.offset)).toEqual([24, 11, 0]);
    expect(scan).toEqual({ kind: "done", bytesScanned: 32, size: 32 });
  });

  it("given generated files of long and short lines, when scanned, then the visits equal a line-by-line search", () => {
    const lineArb = fc.oneof(
      fc.constantFrom("", "hit", "xhitx", "nothing"),
      fc.tuple(fc.nat(200_000), fc.boolean()).map(([n, hit]) => `${"a".repeat(n)}${hit ? "hit" : ""}`),
    );
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        const text = lines.join("\n");
        expect(visited(text).lines).toEqual(lineByLine(lines));
      }),
      { numRuns: 60 },
    );
  });

  it("given a file of several MiB with matches on every border, when scanned, then the visits equal a line-by-line search", () => {
    // Lines of 1 to 6,000 bytes, a third with "hit" somewhere: over 4 MiB, the matches fall across
    // the reader's 64 KiB chunks and its 1 MiB blocks alike.
    let seed = 11;
    const next = (bound: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % bound;
    };
    const lines: string[] = [];
    for (let size = 0; size < 4.5 * 1024 * 1024; ) {
      const length = 1 + next(6000);
      const line =
        next(3) === 0 ? `${"a".repeat(next(length))}hit`.padEnd(length + 3, "b") : "c".repeat(length);
      lines.push(line);
      size += line.length + 1;
    }
    const expected = lineByLine(lines);
    expect(expected.length).toBeGreaterThan(500);
    expect(visited(lines.join("\n")).lines).toEqual(expected);
  });

  it("given a visitor that stops, when scanned, then nothing older is visited and the scan says stopped", () => {
    const path = ws.write("stop.txt", "hit 1\nhit 2\nhit 3\n");
    const seen: string[] = [];
    const scan = scanLinesBackward(
      path,
      /hit/g,
      2,
      (line) => {
        seen.push(line.text ?? "");
        return "stop";
      },
      NO_DEADLINE,
    );
    expect(seen).toEqual(["hit 3"]);
    expect(scan).toEqual({ kind: "stopped", bytesScanned: 6, size: 18 });
  });

  it("given a line over the size limit, when it matches, then it is reported by position without its text", () => {
    const long = `${"x".repeat(MAX_LINE_BYTES)}hit`;
    const { lines } = visited(`hit\n${long}\n`);
    expect(lines).toEqual([
      { offset: 4, length: long.length },
      { offset: 0, length: 3, text: "hit" },
    ]);
  });

  it("given a byte budget, when it is used up before the start, then the scan says capped", () => {
    const text = "hit\n".repeat(100_000);
    const { scan } = visited(text, /hit/g, { maxBytes: 100_000 });
    expect(scan).toMatchObject({ kind: "capped" });
    expect(scan.kind === "capped" && scan.bytesScanned).toBeGreaterThanOrEqual(100_000);
  });

  it("given a deadline already past, when a large file is scanned, then it stops with a timeout", () => {
    const { scan } = visited("a".repeat(4 * 1024 * 1024), /hit/g, { deadline: -1 });
    expect(scan).toMatchObject({ kind: "timeout" });
  });

  it("given a directory, when scanned, then it is unreadable", () => {
    const scan = scanLinesBackward(ws.root, /hit/g, 2, () => "next", NO_DEADLINE);
    expect(scan).toMatchObject({ kind: "unreadable" });
  });
});

describe("scanLinesBackward with an anchor", () => {
  const options = fc.record({
    maxBytes: fc.option(fc.nat(300_000), { nil: undefined }),
    before: fc.option(fc.nat(300_000), { nil: undefined }),
  });
  /** Fragments of the real searches: their literals, anchors alone, near misses, runs of anchors. */
  const fragment = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PRESSURE_CANDIDATES, ...PROMPT_HINT_CORES) },
    {
      weight: 2,
      arbitrary: fc.constantFrom("context window", "compaction-free", "Context_", "user", "HOOKPROMPT"),
    },
    { weight: 3, arbitrary: fc.nat(60).map((n) => "f".repeat(n)) },
    { weight: 1, arbitrary: fc.nat(400).map((n) => "context window ".repeat(n)) },
    { weight: 1, arbitrary: fc.nat(70_000).map((n) => "f".repeat(n)) },
  );
  const line = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(""));

  const patterns = [CANDIDATE.pattern, literalsPattern(PROMPT_HINT_CORES, "g").pattern];
  const run = (path: string, stopAt: number, extra: object) => {
    const seen: MatchedLine[] = [];
    const scan = scanLinesBackward(
      path,
      patterns,
      CANDIDATE.overlap,
      (found) => {
        seen.push(found);
        return seen.length === stopAt ? "stop" : "next";
      },
      { ...NO_DEADLINE, ...extra },
    );
    return { seen, scan };
  };

  it("given generated files, when scanned with the anchor, then visits and result equal the scan without it", () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 40 }),
        fc.nat(30),
        options,
        (lines, stopAt, { maxBytes, before }) => {
          const path = ws.write("anchored.txt", lines.join("\n"));
          const limits = {
            ...(maxBytes === undefined ? {} : { maxBytes }),
            ...(before === undefined ? {} : { before }),
          };
          expect(run(path, stopAt, { ...limits, anchor: PRESSURE_OR_PROMPT_ANCHOR })).toEqual(
            run(path, stopAt, limits),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each(PRESSURE_CANDIDATES)(
    "given %s after runs of anchors of every length, when scanned with the anchor, then its line is visited",
    (literal) => {
      for (let count = 150; count < 300; count++) {
        const path = ws.write("runs.txt", `x\n${"context window ".repeat(count)}${literal}\n`);
        expect(run(path, 0, { anchor: PRESSURE_OR_PROMPT_ANCHOR }).seen).toHaveLength(1);
      }
    },
  );

  it.each([
    ...PRESSURE_CANDIDATES.map((text): [string, RegExp] => [text, PRESSURE_ANCHOR]),
    ...PROMPT_HINT_CORES.map((text): [string, RegExp] => [text, PRESSURE_OR_PROMPT_ANCHOR]),
  ])(
    "given the literal %s, in any letter case, when its anchor is searched for, then it holds one",
    (text, anchor) => {
      for (const variant of [text, text.toUpperCase(), text.toLowerCase()]) {
        anchor.lastIndex = 0;
        expect(anchor.test(variant)).toBe(true);
      }
    },
  );
});
