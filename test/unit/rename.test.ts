import { describe, expect, it } from "vitest";
import { RENAME_RETRY_MS, renameOver } from "../../src/fs/rename.js";

const failure = (code: string) => Object.assign(new Error(`${code}: rename`), { code });

/** A rename that fails with `codes` in turn, then succeeds; it records each call. */
function renameFailing(...codes: string[]) {
  const calls: number[] = [];
  const rename = () => {
    calls.push(Date.now());
    const code = codes.shift();
    if (code !== undefined) throw failure(code);
  };
  return { calls, rename };
}

describe("renaming a temp file over a file in use", () => {
  it.each(["EPERM", "EACCES", "EBUSY"])(
    "given Windows refusing with %s twice, when renamed, then the third try replaces it",
    (code) => {
      const { calls, rename } = renameFailing(code, code);
      renameOver("t", "boulder.json", true, rename);
      expect(calls).toHaveLength(3);
    },
  );

  it("given a file held open for good on Windows, when renamed, then it is refused after the stated bound, naming the file", () => {
    const { calls, rename } = renameFailing(...Array<string>(1000).fill("EBUSY"));
    const started = Date.now();
    expect(() => renameOver("t", "C:\\p\\.omo\\boulder.json", true, rename)).toThrow(
      /EBUSY: another program holds C:\\p\\\.omo\\boulder\.json open, still after 1 s of retries/,
    );
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(RENAME_RETRY_MS);
    expect(took).toBeLessThan(RENAME_RETRY_MS + 500);
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.length).toBeLessThan(12);
  });

  it.each([
    ["on POSIX, where EACCES is a permission", false, "EACCES"],
    ["on Windows, a missing folder", true, "ENOENT"],
  ])("given a refusal %s, when renamed, then it is thrown at once", (_what, win32, code) => {
    const { calls, rename } = renameFailing(code, code);
    expect(() => renameOver("t", "x", win32, rename)).toThrow(code);
    expect(calls).toHaveLength(1);
  });
});
