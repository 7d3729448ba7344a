import { symlinkSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sameFileTest } from "../../src/fs/paths.js";
import { Workspace } from "../helpers/workspace.js";

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.write("plans/alpha.md", "- [ ] 1. x\n");
  ws.write("plans/beta.md", "- [ ] 1. x\n");
});
afterEach(() => ws.dispose());

describe("sameFileTest", () => {
  it.each([
    ["the path itself", () => ws.path("plans/alpha.md"), true],
    [
      "a link to it, of another name",
      () => {
        symlinkSync("alpha.md", ws.path("plans/link.md"));
        return ws.path("plans/link.md");
      },
      true,
    ],
    [
      "it through a linked folder",
      () => {
        symlinkSync("plans", ws.path("shared"));
        return ws.path("shared/alpha.md");
      },
      true,
    ],
    ["another file in its folder", () => ws.path("plans/beta.md"), false],
    ["a file of its name in another folder", () => ws.write("old/alpha.md", "- [ ] 1. x\n"), false],
    ["a name that is not there", () => ws.path("plans/gone.md"), false],
    ["a folder that is not there", () => ws.path("nowhere/alpha.md"), false],
    ["a file where a folder should be", () => ws.path("plans/beta.md/alpha.md"), false],
  ])("given %s, when tested against a plan file, then the answer is %s", (_case, path, same) => {
    const isPlan = sameFileTest(ws.path("plans/alpha.md"));
    expect(isPlan(path())).toBe(same);
  });
});
