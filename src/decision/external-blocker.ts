// Codex XML-escapes a Stop reason before the model sees it, so the model may copy the escaped marker.
const MARKERS = ["<ulw-execute-blocked-external>", "&lt;ulw-execute-blocked-external&gt;"];
const isMarker = (line: string | undefined) => line !== undefined && MARKERS.includes(line);
const ULTRAWORK_BANNER = "ULTRAWORK MODE ENABLED!";

export type BlockerCheck =
  | { readonly declared: true; readonly markerLine: 1 | 2 }
  | { readonly declared: false; readonly why: string };

/**
 * The marker as the whole first line (or the second, after the ULTRAWORK banner), then a line naming the
 * blocker: a bare marker is what an agent echoing the directive would produce, so it does not count.
 */
export function checkExternalBlocker(message: string | null | undefined): BlockerCheck {
  if (!message) return { declared: false, why: "no last assistant message" };
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
