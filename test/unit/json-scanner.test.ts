import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { JsonScanner } from "../../src/json/scanner.js";

/** Feeds `text` in chunks of the given sizes (cycled), as the file reader does. */
function scan(text: string, sizes: readonly number[] = [64 * 1024]) {
  const bytes = Buffer.from(text);
  const scanner = new JsonScanner("works");
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length] ?? 1);
    scanner.feed(bytes.subarray(at, at + size));
    at += size;
  }
  return { scanner, valid: scanner.finish(), bytes };
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const chunkSizes = fc.array(fc.integer({ min: 1, max: 17 }), { minLength: 1, maxLength: 5 });

describe("JsonScanner accepts exactly what JSON.parse accepts", () => {
  it.each([
    ["{}", true],
    ['  [1, -0.5e+3, true, false, null, "\\u00e9\\n"]  ', true],
    ['{"a":{"b":[{"c":"}"}]}}', true],
    ["0", true],
    ["-", false],
    ["01", false],
    ["1.", false],
    [".5", false],
    ["1e", false],
    ["[1,]", false],
    ['{"a" 1}', false],
    ['{"a":1,}', false],
    ["tru", false],
    ["nulls", false],
    ['"tab\there"', false],
    ['"\\x"', false],
    ['"\\u12G4"', false],
    ["{} {}", false],
    ["", false],
    ["\u00a0{}", false],
  ])("given %j, when scanned, then valid is %s", (text, expected) => {
    expect(parses(text)).toBe(expected);
    expect(scan(text).valid).toBe(expected);
    expect(scan(text, [1]).valid).toBe(expected);
  });

  it("given any JSON value, serialized in any way and fed in any chunk sizes, when scanned, then it is valid", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 2 }), chunkSizes, (value, indent, sizes) => {
        expect(scan(JSON.stringify(value, null, indent), sizes).valid).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("given JSON text with a cut or an inserted character, when scanned, then it agrees with JSON.parse", () => {
    const damaged = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.constantFrom("", ",", "}", "]", '"', "\\", "0", "e", "-", " ", "\u0001", "x"),
      )
      .map(([text, at, insert]) => {
        const cut = at % (text.length + 1);
        return insert === "" ? text.slice(0, cut) : text.slice(0, cut) + insert + text.slice(cut);
      });
    fc.assert(
      fc.property(damaged, chunkSizes, (text, sizes) => {
        expect(scan(text, sizes).valid).toBe(parses(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("JsonScanner member spans", () => {
  it("given a top-level object, when scanned in small chunks, then each member's span parses to its value", () => {
    const record = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
    fc.assert(
      fc.property(record, record, chunkSizes, (top, works, sizes) => {
        const text = JSON.stringify({ ...top, works }, null, 1);
        const document: unknown = JSON.parse(text);
        if (!isRecord(document)) throw new Error("document is not an object");
        const { scanner, valid, bytes } = scan(text, sizes);
        expect(valid).toBe(true);
        for (const member of scanner.members) {
          const value: unknown = JSON.parse(bytes.toString("utf8", member.start, member.end));
          const owner: unknown = member.parent === undefined ? document : document.works;
          if (!isRecord(owner)) throw new Error("owner is not an object");
          expect(value).toEqual(owner[member.key]);
        }
        const nested = scanner.members
          .filter((member) => member.parent === "works")
          .map((member) => member.key);
        const parsedWorks = document.works;
        expect(nested.sort()).toEqual(isRecord(parsedWorks) ? Object.keys(parsedWorks).sort() : []);
      }),
      { numRuns: 300 },
    );
  });
});
