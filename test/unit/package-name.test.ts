import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isRecord } from "../../src/json/guards.js";
import { PACKAGE_NAME, PLUGIN_NAME } from "../../src/names.js";

function manifest(path: string): Readonly<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));
  if (!isRecord(parsed)) throw new Error(`${path} is not a JSON object`);
  return parsed;
}

describe("the package's name", () => {
  it("given package.json, when its name and its one command are read, then both are PACKAGE_NAME", () => {
    const pkg = manifest("package.json");
    expect(pkg.name).toBe(PACKAGE_NAME);
    expect(isRecord(pkg.bin) ? Object.keys(pkg.bin) : []).toEqual([PACKAGE_NAME]);
  });

  it("given the plugin's manifest, when its name is read, then it is PLUGIN_NAME", () => {
    expect(manifest("plugin/.codex-plugin/plugin.json").name).toBe(PLUGIN_NAME);
  });
});
