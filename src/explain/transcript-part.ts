import type { PayloadResult } from "../payload/stop-payload.js";
import type { TranscriptFact } from "../rollout/facts.js";
import { NOT_CHECKED, type NotChecked } from "./not-checked.js";
import { row, text } from "./rows.js";

/** A scan that found no pressure (marker null, no offset), or the marker that showed it and where. */
type Found = { readonly marker: null } | { readonly marker: string; readonly offset: number };

/** The transcript's pressure scan, what it found, or why there was none. */
export type TranscriptPart =
  | NotChecked
  | { readonly status: "none"; readonly why: string }
  | {
      readonly status: "unreadable (counts as no pressure)";
      readonly path: string;
      readonly why: string;
    }
  | {
      readonly status: "timeout";
      readonly path: string;
      readonly bytesScanned: number;
      readonly size: number;
    }
  | ({
      readonly status: "scanned";
      readonly path: string;
      readonly bytesScanned: number;
      readonly size: number;
    } & Found);

function namesNoTranscript(input: PayloadResult): boolean {
  if (!input.ok) return false;
  const path = input.payload.transcriptPath;
  return path === null || path === undefined || path === "";
}

export function transcriptPart(input: PayloadResult, t: TranscriptFact | undefined): TranscriptPart {
  if (t === undefined) {
    if (namesNoTranscript(input))
      return { status: "none", why: "the payload names no transcript, so there is no pressure to see" };
    return NOT_CHECKED;
  }
  switch (t.kind) {
    case "unreadable":
      return { status: "unreadable (counts as no pressure)", path: t.path, why: t.why };
    case "timeout":
      return { status: "timeout", path: t.path, bytesScanned: t.bytesScanned, size: t.size };
    case "scanned": {
      const found: Found =
        t.hit === undefined ? { marker: null } : { marker: t.hit.marker, offset: t.hit.offset };
      return { status: "scanned", path: t.path, bytesScanned: t.bytesScanned, size: t.size, ...found };
    }
  }
}

export function transcriptLines(t: TranscriptPart): string[] {
  switch (t.status) {
    case "scanned": {
      const found =
        t.marker === null ? "no pressure marker" : `marker "${text(t.marker)}" at byte ${text(t.offset)}`;
      return row(
        "Transcript",
        text(t.path),
        `scanned ${text(t.bytesScanned)} of ${text(t.size)} bytes: ${found}`,
      );
    }
    case "timeout":
      return row(
        "Transcript",
        text(t.path),
        `scan ran out of time after ${text(t.bytesScanned)} of ${text(t.size)} bytes`,
      );
    case "unreadable (counts as no pressure)":
      return row("Transcript", text(t.path), `${text(t.status)}: ${text(t.why)}`);
    case "none":
    case "not checked":
      return row("Transcript", `${text(t.status)}: ${text(t.why)}`);
  }
}
