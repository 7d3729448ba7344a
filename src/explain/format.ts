import { blockerLines } from "./blocker-part.js";
import { boulderLines, worksLines } from "./boulder-part.js";
import { chainLines } from "./chain-part.js";
import { directiveLines } from "./directive-part.js";
import { goalLines } from "./goal-part.js";
import { payloadLines } from "./payload-part.js";
import { planLines } from "./plan-part.js";
import type { ExplainReport } from "./report.js";
import { text } from "./rows.js";
import { transcriptLines } from "./transcript-part.js";

/** The report for a person: the verdict first, then the facts behind it in the order they were checked. */
export function formatReport(report: ExplainReport): string {
  const verdict =
    report.decision === "block"
      ? "CONTINUE: the hook blocks the stop and hands Codex the directive"
      : "SILENT: the hook prints nothing and Codex stops normally";
  const lines = [
    `Verdict     ${verdict}`,
    `Reason      ${report.reason}: ${report.reasonText}`,
    `            ${text(report.detail)}`,
    "",
    ...payloadLines(report.payload),
    ...blockerLines(report.blocker),
    ...boulderLines(report.boulder),
    ...worksLines(report.works),
    ...planLines(report.plan),
    ...transcriptLines(report.transcript),
    ...directiveLines(report.directive),
    ...chainLines(report.chain),
    ...goalLines(report.goal),
  ];
  return `${lines.join("\n")}\n`;
}
