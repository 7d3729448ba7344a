import { readBoulderFact } from "../boulder/fact.js";
import type { Facts, Need } from "../decision/facts.js";
import { readBriefFact, readDirectiveFact } from "../directive/fact.js";
import { readPlanFact } from "../plan/fact.js";
import { readHumanPrompt } from "../rollout/human-prompt.js";
import { scanForPressure } from "../rollout/pressure.js";
import { scanForPressureAndPrompt } from "../rollout/pressure-and-prompt.js";
import { readSettingsFact } from "../settings/read.js";

export interface GatherContext {
  /** Absolute path of the directive.md shipped beside the CLI. */
  readonly bundledDirective: string;
  /** msSinceStart() value by which the transcript scan must give up. */
  readonly scanDeadline: number;
}

/** Answers one need of the decision core with a fact read from disk. */
export async function gather(need: Need, context: GatherContext): Promise<Facts> {
  switch (need.fact) {
    case "boulder":
      return { boulder: readBoulderFact(need.cwd) };
    case "plan":
      return { plan: await readPlanFact(need.root, need.place) };
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
