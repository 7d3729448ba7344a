import { requireSibling } from "../fs/sibling-bundle.js";
import type * as Answer from "../work/prompt-answer.js";

declare const __ULW_BUNDLE__: boolean | undefined;

/**
 * What a trigger prompt needs (plan resolution, the boulder writer) as dist/prompt-submit.js, loaded
 * only for a trigger; the sources (tests) import it. A ternary on the bundler's constant, so a bundle
 * keeps only the `require`.
 */
export function loadPromptAnswer(): Promise<typeof Answer> {
  return typeof __ULW_BUNDLE__ === "boolean"
    ? Promise.resolve(requireSibling<typeof Answer>("./prompt-submit.js", "answerPrompt"))
    : import("../work/prompt-answer.js");
}
