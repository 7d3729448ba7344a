import { readBoulderFact } from "../boulder/fact.js";
import { readHooksChange } from "../codex/hooks-change.js";
import { type Readers, remembering } from "../decision/readers.js";
import { readBriefFact, readDirectiveFact, readInstallFact } from "../directive/fact.js";
import { readPlanFact } from "../plan/fact.js";
import { readHumanPrompt, scanForPressureAndPrompt } from "../rollout/human-prompt.js";
import { scanForPressure } from "../rollout/pressure.js";
import { readSettingsFact } from "../settings/read.js";

/** Codex kills the hook at 10 s; we decide well before, measured from process start. */
export const HOOK_BUDGET_MS = 2500;

/** The decision's readers over the disk; the transcript reads give up at `deadline` (msSinceStart()). */
export function diskReaders(bundledDirective: string, deadline = HOOK_BUDGET_MS): Readers {
  return remembering({
    boulder: readBoulderFact,
    settings: readSettingsFact,
    hooks: readHooksChange,
    plan: readPlanFact,
    transcript: (path, scope) =>
      scope === undefined
        ? { transcript: scanForPressure(path, { deadline }) }
        : scanForPressureAndPrompt(path, scope, { deadline }),
    prompt: (path, scope) => readHumanPrompt(path, scope, { deadline }),
    directive: (root) => readDirectiveFact(root, bundledDirective),
    brief: (root) => readBriefFact(root, bundledDirective),
    install: () => readInstallFact(bundledDirective),
    now: Date.now,
  });
}
