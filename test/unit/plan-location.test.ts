import { describe, expect, it } from "vitest";
import { planCandidates } from "../../src/plan/location.js";

describe("planCandidates", () => {
  it("given a relative plan and no worktree, when resolved, then it is the project path", () => {
    expect(planCandidates("/repo", ".omo/plans/p.md")).toEqual([
      { path: "/repo/.omo/plans/p.md", source: "project" },
    ]);
  });

  it("given an absolute plan outside the project, when resolved, then it is used as is even with a worktree", () => {
    expect(planCandidates("/repo", "/elsewhere/p.md", "/wt")).toEqual([
      { path: "/elsewhere/p.md", source: "absolute" },
    ]);
  });

  it("given a relative plan and an absolute worktree, when resolved, then the worktree copy comes first", () => {
    expect(planCandidates("/repo", ".omo/plans/p.md", "/wt/feature")).toEqual([
      { path: "/wt/feature/.omo/plans/p.md", source: "worktree" },
      { path: "/repo/.omo/plans/p.md", source: "project" },
    ]);
  });

  it("given an absolute plan inside the project and a relative worktree, when resolved, then both resolve against the root", () => {
    expect(planCandidates("/repo", "/repo/plans/p.md", "../wt")).toEqual([
      { path: "/wt/plans/p.md", source: "worktree" },
      { path: "/repo/plans/p.md", source: "absolute" },
    ]);
  });

  it("given a worktree that is the project itself, when resolved, then there is one candidate", () => {
    expect(planCandidates("/repo", "p.md", ".")).toEqual([{ path: "/repo/p.md", source: "project" }]);
  });

  it("given a plan path that climbs out of the project, when resolved, then the worktree is not consulted", () => {
    expect(planCandidates("/repo", "../other/p.md", "/wt")).toEqual([
      { path: "/other/p.md", source: "project" },
    ]);
  });
});
