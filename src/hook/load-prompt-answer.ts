import { requireSibling } from "../fs/sibling-bundle.js";
import type * as Answer from "../work/prompt-answer.js";

/** dist/prompt-submit.js, loaded only for a trigger (tests import the source); a bundle keeps `require`. */
export function loadPromptAnswer(): Promise<typeof Answer> {
  return typeof __ULW_BUNDLE__ === "boolean"
    ? Promise.resolve(requireSibling<typeof Answer>("./prompt-submit.js", "answerPrompt"))
    : import("../work/prompt-answer.js");
}
