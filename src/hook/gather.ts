import { realpathSync } from "node:fs";
import { readBoulder } from "../boulder/read.js";
import { loadDiscovery } from "../bundles/plan-discovery.js";
import { readHumanPrompt } from "../chain/evidence.js";
import type { BoulderFact, DirectiveFact, Facts, Need, PlanFact } from "../decision/facts.js";
import { bundledBriefPath } from "../directive/brief.js";
import { MIB, readRegularText } from "../fs/regular-file.js";
import { countPlanFile } from "../plan/count-file.js";
import type { PlanCandidate } from "../plan/location.js";
import { findBoulder } from "../project/discover.js";
import { briefOverridePath, directiveOverridePath } from "../project/paths.js";
import { readSettingsFact } from "../settings/read.js";
import { scanForPressure } from "../transcript/pressure.js";
import { scanForPressureAndPrompt } from "../transcript/pressure-and-prompt.js";

/** The largest directive one hook run reads; past it the file counts as unreadable. */
export const DIRECTIVE_CAP_BYTES = 1 * MIB;

export interface GatherContext {
  /** Absolute path of the directive.md shipped beside the CLI. */
  readonly bundledDirective: string;
  /** msSinceStart() value by which the transcript scan must give up. */
  readonly scanDeadline: number;
}

export function readBoulderFact(cwd: string): BoulderFact {
  const { found, searched } = findBoulder(cwd);
  if (found === undefined) return { kind: "missing", searched };
  const read = readBoulder(found.path);
  if (read.ok) return { kind: "found", path: found.path, root: found.root, document: read.document };
  return { kind: "unreadable", path: found.path, why: read.why };
}

/**
 * The first candidate that exists wins; one that exists but cannot be read stops the search. When
 * none exists, a file of the same name under the project's plan folders is used if there is exactly
 * one (found with fast-glob, loaded only then).
 */
export type PlanDiscovery = (root: string, activePlan: string) => Promise<string[]>;

/** Discovery as the hook does it: fast-glob, loaded only when a plan is actually missing. */
async function discoverOnDemand(root: string, activePlan: string): Promise<string[]> {
  const { discoverPlan } = await loadDiscovery();
  return discoverPlan(root, activePlan);
}

/** The real path of a plan file that was just read, or nothing when it cannot be resolved. */
function realPathOf(path: string): { realPath?: string } {
  try {
    return { realPath: realpathSync(path) };
  } catch {
    return {};
  }
}

export async function readPlanFact(
  root: string,
  activePlan: string,
  candidates: readonly PlanCandidate[],
  discover: PlanDiscovery = discoverOnDemand,
): Promise<PlanFact> {
  const skipped: string[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const read = countPlanFile(candidate.path);
    if (read.ok) {
      const checklist = read.checklist;
      const real = realPathOf(candidate.path);
      return { kind: "read", path: candidate.path, ...real, source: candidate.source, checklist, skipped };
    }
    // A worktree copy is preferred only when it is a file; a directory there does not hide the project's.
    const preferredOnly = index < candidates.length - 1 && read.notRegular === true;
    if (!read.missing && !preferredOnly) return { kind: "unreadable", path: candidate.path, why: read.why };
    skipped.push(candidate.path);
  }
  const matches = await discover(root, activePlan);
  const [only] = matches;
  if (only === undefined || matches.length > 1) {
    if (matches.length > 1) return { kind: "ambiguous", tried: skipped, matches };
    return {
      kind: "missing",
      tried: skipped,
      why: `plan file not found (looked at ${skipped.join(", ")}, and under .omo/plans and .sisyphus/plans)`,
    };
  }
  const read = countPlanFile(only);
  if (!read.ok) return { kind: "unreadable", path: only, why: read.why };
  return {
    kind: "read",
    path: only,
    ...realPathOf(only),
    source: "discovered",
    checklist: read.checklist,
    skipped,
  };
}

/** A project's own directive.md next to its boulder replaces the bundled one when it can be read. */
export function readDirectiveFact(root: string, bundled: string): DirectiveFact {
  return readTemplateFact(directiveOverridePath(root), bundled);
}

/** The same for the brief template of chain mode's later continuations (directive-brief.md). */
export function readBriefFact(root: string, bundledDirective: string): DirectiveFact {
  return readTemplateFact(briefOverridePath(root), bundledBriefPath(bundledDirective));
}

/** An override that can be read and is not blank wins; otherwise the bundled template, and why not. */
function readTemplateFact(overridePath: string, bundled: string): DirectiveFact {
  const override = readRegularText(overridePath, DIRECTIVE_CAP_BYTES);
  if (override.ok && override.text.trim() !== "")
    return { kind: "read", path: overridePath, source: "override", template: override.text };
  const read = readRegularText(bundled, DIRECTIVE_CAP_BYTES);
  if (!read.ok) return { kind: "unreadable", path: bundled, why: read.why };
  const base = { kind: "read" as const, path: bundled, source: "bundled" as const, template: read.text };
  if (override.ok) return { ...base, overrideProblem: `${overridePath} is empty or only white space` };
  return override.missing ? base : { ...base, overrideProblem: `${overridePath} ${override.why}` };
}

/** Answers one need of the decision core with a fact read from disk. */
export async function gather(need: Need, context: GatherContext): Promise<Facts> {
  switch (need.fact) {
    case "boulder":
      return { boulder: readBoulderFact(need.cwd) };
    case "plan":
      return { plan: await readPlanFact(need.root, need.activePlan, need.candidates) };
    case "transcript":
      if (need.prompt === undefined)
        return { transcript: scanForPressure(need.path, { deadline: context.scanDeadline }) };
      return scanForPressureAndPrompt(need.path, need.prompt, { deadline: context.scanDeadline });
    case "directive":
      return { directive: readDirectiveFact(need.root, context.bundledDirective) };
    case "brief":
      return { brief: readBriefFact(need.root, context.bundledDirective) };
    case "prompt":
      return { prompt: readHumanPrompt(need.path, need.scope, { deadline: context.scanDeadline }) };
    case "settings":
      return { settings: readSettingsFact(need.root) };
  }
}
