import { describe, expect, it } from "vitest";
import { BOULDER_CAP_BYTES, BOULDER_CONTAINER_LIMIT } from "../../src/boulder/read.js";
import { isRecord } from "../../src/json/guards.js";

// Plain JavaScript without types: imported by a computed specifier and read as unknown.
const BENCH_DATA = new URL("../../bench/data.mjs", import.meta.url).href;

describe("the benchmark's hostile boulders", () => {
  it("given the reader's limits, when the benchmark builds files just under them, then it uses the same limits", async () => {
    const data: unknown = await import(BENCH_DATA);
    expect(isRecord(data) && data.BOULDER_CAP_BYTES).toBe(BOULDER_CAP_BYTES);
    expect(isRecord(data) && data.BOULDER_CONTAINER_LIMIT).toBe(BOULDER_CONTAINER_LIMIT);
  });
});
