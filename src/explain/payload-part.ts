import type { HookEventName, PayloadResult } from "../payload/stop-payload.js";
import { row, text } from "./rows.js";

/**
 * The Stop payload as the hook read it. A key Codex left out shows as the text "absent" (`turnId`,
 * `transcriptPath`, `lastAssistantMessage`); a null one stays null. `sessionKey` is left out when the
 * decision ended before it was worked out.
 */
export type PayloadPart =
  | { readonly valid: false; readonly problem: string }
  | {
      readonly valid: true;
      readonly sessionId: string;
      readonly sessionKey?: string;
      readonly turnId: string;
      /** What explain says of a turn id it made up. */
      readonly turnNote?: string;
      readonly cwd: string;
      readonly event: HookEventName;
      readonly stopHookActive: boolean;
      readonly transcriptPath: string | null;
      readonly lastAssistantMessage: string | null;
    };

const absentOrNull = (value: string | null | undefined): string | null =>
  value === undefined ? "absent" : value;

export function payloadPart(
  input: PayloadResult,
  sessionKey: string | undefined,
  turnNote: string | undefined,
): PayloadPart {
  if (!input.ok) return { valid: false, problem: input.problem };
  const p = input.payload;
  return {
    valid: true,
    sessionId: p.sessionId,
    ...(sessionKey !== undefined ? { sessionKey } : {}),
    turnId: p.turnId ?? "absent",
    ...(turnNote !== undefined ? { turnNote } : {}),
    cwd: p.cwd,
    event: p.hookEventName,
    stopHookActive: p.stopHookActive,
    transcriptPath: absentOrNull(p.transcriptPath),
    lastAssistantMessage: absentOrNull(p.lastAssistantMessage),
  };
}

export function payloadLines(p: PayloadPart): string[] {
  if (!p.valid) return row("Payload", `invalid: ${text(p.problem)}`);
  return row(
    "Payload",
    `session ${text(p.sessionKey)}; event ${text(p.event)}; stop_hook_active ${text(p.stopHookActive)}`,
    `turn ${text(p.turnId)}${p.turnNote === undefined ? "" : ` (${text(p.turnNote)})`}`,
    `cwd ${text(p.cwd)}; transcript_path ${p.transcriptPath === null ? "null" : text(p.transcriptPath)}`,
  );
}
