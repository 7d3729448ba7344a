import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capped, cutUtf8, wellFormed } from "../../src/text/utf8-cut.js";

const bytes = (text: string): number => Buffer.byteLength(text);
const ELLIPSIS = "…";

describe("cutUtf8", () => {
  it("given text within the budget, when cut, then it comes back unchanged", () => {
    expect(cutUtf8("plan.md", 7)).toBe("plan.md");
    expect(cutUtf8("", 3)).toBe("");
  });

  it("given ASCII over the budget, when cut, then it keeps what fits beside the ellipsis", () => {
    expect(cutUtf8("abcdefghij", 8)).toBe(`abcde${ELLIPSIS}`);
  });

  it("given a multi-byte character on the cut, when cut, then the whole character goes", () => {
    // "é" is 2 bytes: "aé" (3) + "…" (3) = 6 fits in 7, "aéé" (5) + 3 = 8 does not.
    expect(cutUtf8("aéééé", 7)).toBe(`aé${ELLIPSIS}`);
  });

  it("given a surrogate pair (4 bytes) on the cut, when cut, then it is never halved", () => {
    const cut = cutUtf8("ab😀😀", 8);
    expect(cut).toBe(`ab${ELLIPSIS}`);
    expect(wellFormed(cut)).toBe(cut);
  });

  it("given any text and a budget of at least the ellipsis, when cut, then the result fits, is a prefix and ends in … when cut", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.integer({ min: 3, max: 64 }), (text, maxBytes) => {
        const cut = cutUtf8(text, maxBytes);
        expect(bytes(cut)).toBeLessThanOrEqual(maxBytes);
        if (cut === text) return;
        expect(cut.endsWith(ELLIPSIS)).toBe(true);
        expect(text.startsWith(cut.slice(0, -ELLIPSIS.length))).toBe(true);
      }),
    );
  });
});

describe("wellFormed", () => {
  it("given lone high and low surrogates, when made well-formed, then each becomes U+FFFD", () => {
    expect(wellFormed("a\ud800b\udc00c")).toBe("a\ufffdb\ufffdc");
    expect(wellFormed("end\ud83d")).toBe("end\ufffd");
  });

  it("given paired surrogates, when made well-formed, then they stay", () => {
    expect(wellFormed("😀")).toBe("😀");
  });
});

describe("capped", () => {
  it("given a lone surrogate in a long value, when capped, then the result is well-formed and fits", () => {
    const value = `\udc00${"x".repeat(100)}`;
    const result = capped(value, 20);
    expect(result.startsWith("\ufffd")).toBe(true);
    expect(bytes(result)).toBeLessThanOrEqual(20);
    expect(wellFormed(result)).toBe(result);
  });
});
