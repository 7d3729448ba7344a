export const BLOCKER_MARKER = "<ulw-execute-blocked-external>";
/**
 * Codex XML-escapes a Stop reason before the model sees it, so a model may faithfully copy the marker
 * as it was shown: `&lt;ulw-execute-blocked-external&gt;`. Both spellings count, by the same rules.
 */
export const ESCAPED_BLOCKER_MARKER = "&lt;ulw-execute-blocked-external&gt;";

function isMarker(line: string | undefined): boolean {
  return line === BLOCKER_MARKER || line === ESCAPED_BLOCKER_MARKER;
}
export const ULTRAWORK_BANNER = "ULTRAWORK MODE ENABLED!";

export type BlockerCheck =
  | { readonly declared: true; readonly markerLine: 1 | 2 }
  | { readonly declared: false; readonly why: string };

/**
 * The agent's only way to end a turn on purpose: the marker as the whole first line (or the second,
 * right after the ULTRAWORK banner) followed by at least one non-blank line naming the blocker. A bare
 * marker is what an agent echoing the directive would produce, so it does not count.
 */
export function checkExternalBlocker(message: string | null | undefined): BlockerCheck {
  if (message === null || message === undefined || message === "") {
    return { declared: false, why: "no last assistant message" };
  }
  const lines = message.split("\n").map((line) => line.trim());
  let markerLine: 1 | 2;
  if (isMarker(lines[0])) markerLine = 1;
  else if (lines[0] === ULTRAWORK_BANNER && isMarker(lines[1])) markerLine = 2;
  else return { declared: false, why: "the marker is not the first line (or the second after the banner)" };
  const statesBlocker = lines.slice(markerLine).some((line) => line !== "");
  return statesBlocker
    ? { declared: true, markerLine }
    : { declared: false, why: "the marker stands alone, with no blocker stated after it" };
}
