import { describe, expect, it } from "vitest";
import { editJsonText } from "../../src/json/text-edit.js";

const edited = (text: string, before: unknown, after: Record<string, unknown>) => {
  const result = editJsonText(text, before, after);
  return result.ok ? result.text : undefined;
};
const edit = (text: string, after: Record<string, unknown>) => edited(text, JSON.parse(text), after);

describe("editJsonText", () => {
  it("given the first property removed, when edited, then the next one keeps its own spacing", () => {
    expect(edit('{\n  "a": 1,\n    "b" :  2\n}\n', { b: 2 })).toBe('{\n    "b" :  2\n}\n');
  });

  it("given a later property removed, when edited, then it goes with the comma and spacing before it", () => {
    expect(edit('{ "a":1 ,  "b": 2, "c":3 }', { a: 1, c: 3 })).toBe('{ "a":1, "c":3 }');
  });

  it("given every property removed and one added, when edited, then the object is written anew", () => {
    expect(edit('{\n  "w": {"a": 1}\n}\n', { w: { b: [1] } })).toBe(
      '{\n  "w": {\n    "b": [\n      1\n    ]\n  }\n}\n',
    );
  });

  it("given a key added to a tab-indented file, when edited, then it is indented like its neighbour", () => {
    expect(edit('{\n\t"a": 1\n}', { a: 1, b: { c: 2 } })).toBe('{\n\t"a": 1,\n\t"b": {\n\t\t"c": 2\n\t}\n}');
  });

  it("given a one-line file, when a key is added, then it is added inline", () => {
    const text = '{"a":1,"big":12345678901234567890}';
    expect(edited(text, JSON.parse(text), { ...JSON.parse(text), a: 2, c: "x" })).toBe(
      '{"a":2,"big":12345678901234567890,"c":"x"}',
    );
  });

  it("given the last property removed and another added, when edited, then the result reads back as asked", () => {
    expect(edit('{\n  "a": 1,\n  "b": 2\n}', { a: 1, c: 3 })).toBe('{\n  "a": 1,\n  "c": 3\n}');
  });

  it("given a key repeated where the change goes, when edited, then the last one, which JSON.parse reads, is changed", () => {
    expect(edit('{"a":{"x":1},"a":{"x":2}}', { a: { x: 3 } })).toBe('{"a":{"x":1},"a":{"x":3}}');
  });

  it("given nothing changed, when edited, then the text is returned as it was", () => {
    const text = '{ "n": 1e400, "s": "\\u00e9" }';
    expect(edit(text, JSON.parse(text))).toBe(text);
  });
});

describe("editJsonText on values nested thousands deep", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}0${"]".repeat(depth)}`;

  it.each([3_000, 50_000])(
    "given an unknown value %i deep beside the change, when edited, then the change is made and that value kept byte for byte",
    (depth) => {
      const text = `{"deep":${nested(depth)},"obj":${'{"a":'.repeat(depth)}1${"}".repeat(depth)},"n":1}`;
      const before = JSON.parse(text);
      expect(edited(text, before, { ...before, n: 2, m: "x" })).toBe(
        `{"deep":${nested(depth)},"obj":${'{"a":'.repeat(depth)}1${"}".repeat(depth)},"n":2,"m":"x"}`,
      );
    },
  );

  it("given a change whose new value is nested too deep to write out, when edited, then it says so instead of throwing", () => {
    const text = '{"n":1}';
    expect(editJsonText(text, JSON.parse(text), { n: JSON.parse(nested(100_000)) })).toEqual({
      ok: false,
      why: "a value it would rewrite is nested too deeply to be written out",
    });
  });

  it("given a key repeated in the object changed, when the edit cannot read back, then the reason says so", () => {
    const text = '{"a":1,"a":2}';
    const result = editJsonText(text, JSON.parse(text), {});
    expect(result).toMatchObject({ ok: false, why: expect.stringContaining("would not read back") });
  });
});
