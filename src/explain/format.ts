import { isRecord } from "../json/guards.js";
import { printable } from "../text/printable.js";
import { goalLines } from "./goal-part.js";
import type { ExplainReport } from "./report.js";

const VERDICT_WORDS: Record<string, string> = {
  selected: "selected",
  "older-match": "older match",
  "other-session": "other session",
  invalid: "invalid",
};

/** Every value shown goes through here: plans and boulders may hold terminal control sequences. */
function text(value: unknown): string {
  if (value === null || value === undefined) return "-";
  if (Array.isArray(value)) return value.length === 0 ? "-" : value.map(text).join(", ");
  return printable(String(value));
}

function row(label: string, first: string, ...more: string[]): string[] {
  const pad = " ".repeat(12);
  return [`${label.padEnd(12)}${first}`, ...more.map((line) => `${pad}${line}`)];
}

function payloadLines(p: Record<string, unknown>): string[] {
  if (p.valid !== true) return row("Payload", `invalid: ${text(p.problem)}`);
  return row(
    "Payload",
    `session ${text(p.sessionKey)}; event ${text(p.event)}; stop_hook_active ${text(p.stopHookActive)}`,
    `turn ${text(p.turnId)}${p.turnNote === undefined ? "" : ` (${text(p.turnNote)})`}`,
    `cwd ${text(p.cwd)}; transcript_path ${p.transcriptPath === null ? "null" : text(p.transcriptPath)}`,
  );
}

function blockerLines(b: Record<string, unknown>): string[] {
  if (b.declared === true) return row("Blocker", `declared (marker on line ${text(b.markerLine)})`);
  if (b.declared === false) return row("Blocker", `not declared: ${text(b.why)}`);
  return row("Blocker", `${text(b.status)}: ${text(b.why)}`);
}

function boulderLines(b: Record<string, unknown>): string[] {
  if (b.status === "found") return row("Boulder", `${text(b.path)} (project root ${text(b.root)})`);
  if (b.status === "missing")
    return row(
      "Boulder",
      "none found; looked at:",
      ...(Array.isArray(b.searched) ? b.searched.map(text) : []),
    );
  if (b.status === "unreadable") return row("Boulder", `${text(b.path)} cannot be used: ${text(b.why)}`);
  return row("Boulder", `${text(b.status)}: ${text(b.why)}`);
}

function worksLines(works: readonly Record<string, unknown>[]): string[] {
  if (works.length === 0) return [];
  const width = Math.max(...works.map((w) => text(w.id).length));
  const lines = works.map((w) => {
    const mark = w.verdict === "selected" ? ">" : " ";
    const verdict = VERDICT_WORDS[text(w.verdict)] ?? text(w.verdict);
    const rest =
      w.verdict === "invalid" ? text(w.problem) : `${text(w.status).padEnd(10)} ${text(w.sessionIds)}`;
    return `${mark} ${text(w.id).padEnd(width)}  ${verdict.padEnd(13)} ${rest}`;
  });
  return row("Works", `${works.length} in the file`, ...lines);
}

function planLines(p: Record<string, unknown>): string[] {
  if (p.status === "read") {
    const skipped =
      Array.isArray(p.skipped) && p.skipped.length > 0 ? [`(not found first: ${text(p.skipped)})`] : [];
    return row(
      "Plan",
      `${text(p.path)} (${text(p.source)})`,
      ...skipped,
      `${text(p.completed)} of ${text(p.total)} done, ${text(p.remaining)} remaining (${text(p.mode)} checklist)`,
      `next task: ${p.nextTask === null ? "none (final gate pending)" : text(p.nextTask)}`,
    );
  }
  if (p.status === "ambiguous")
    return row(
      "Plan",
      "missing, and several files have its name:",
      ...(Array.isArray(p.matches) ? p.matches.map(text) : []),
    );
  if (p.status === "missing") return row("Plan", text(p.why));
  if (p.status === "unreadable") return row("Plan", `${text(p.path)} cannot be read: ${text(p.why)}`);
  return row("Plan", `${text(p.status)}: ${text(p.why)}`);
}

function transcriptLines(t: Record<string, unknown>): string[] {
  if (t.status === "scanned") {
    const found =
      t.marker === null ? "no pressure marker" : `marker "${text(t.marker)}" at byte ${text(t.offset)}`;
    return row(
      "Transcript",
      text(t.path),
      `scanned ${text(t.bytesScanned)} of ${text(t.size)} bytes: ${found}`,
    );
  }
  if (t.status === "timeout")
    return row(
      "Transcript",
      text(t.path),
      `scan ran out of time after ${text(t.bytesScanned)} of ${text(t.size)} bytes`,
    );
  if (t.path !== undefined) return row("Transcript", text(t.path), `${text(t.status)}: ${text(t.why)}`);
  return row("Transcript", `${text(t.status)}: ${text(t.why)}`);
}

function directiveLines(d: Record<string, unknown>): string[] {
  if (d.status === "read") {
    const note =
      d.overrideProblem === undefined ? [] : [`(project override not used: ${text(d.overrideProblem)})`];
    const brief = d.briefProblem === undefined ? [] : [`(brief template not used: ${text(d.briefProblem)})`];
    const size =
      d.bytes === undefined ? [] : [`${text(d.template)} template, ${text(d.bytes)} bytes rendered`];
    const warnings = Array.isArray(d.warnings) ? d.warnings.map((w) => `warning: ${text(w)}`) : [];
    return row("Directive", `${text(d.source)}: ${text(d.path)}`, ...note, ...brief, ...size, ...warnings);
  }
  if (d.status === "unreadable") return row("Directive", `${text(d.path)} cannot be read: ${text(d.why)}`);
  return row("Directive", `${text(d.status)}: ${text(d.why)}`);
}

function valueLine(c: Record<string, unknown>): string {
  const part = (key: string, label: string) => {
    const v = c[key];
    if (!isRecord(v)) return `${label} -`;
    const clamped = isRecord(v.clamped)
      ? `, ${text(v.clamped.asked)} clamped to the ceiling ${text(v.clamped.ceiling)}`
      : "";
    return `${label} ${text(v.value)} (${text(v.from)}${clamped})`;
  };
  return [
    part("chain", "chain"),
    part("maxChain", "max-chain"),
    part("patience", "patience"),
    part("stopOnCompaction", "stop-on-compaction"),
  ].join("; ");
}

function settingsLine(c: Record<string, unknown>): string {
  const s = isRecord(c.settings) ? c.settings : {};
  if (s.status === "none") return `settings: none at ${text(s.path)}`;
  const changed = s.changedAt === null || s.changedAt === undefined ? "" : ` (changed ${text(s.changedAt)})`;
  if (s.status === "read") return `settings: ${text(s.path)} ${text(JSON.stringify(s.values))}${changed}`;
  if (s.values !== undefined)
    return `settings: ${text(s.path)} ${text(JSON.stringify(s.values))} cannot loosen the mode yet: ${text(s.why)}`;
  return `settings: ${text(s.path)} not used: ${text(s.why)}`;
}

function promptLines(c: Record<string, unknown>): string[] {
  const p = isRecord(c.prompt) ? c.prompt : {};
  if (p.readBackTo === undefined)
    return [`human prompt: ${text(p.evidence)}${p.why === undefined ? "" : ` (${text(p.why)})`}`];
  const stamps = Array.isArray(p.stamps)
    ? p.stamps.map((s: unknown) =>
        isRecord(s)
          ? `step ${text(s.step)}: ${text(s.done)} of ${text(s.total)} checked, ${text(s.idle)} idle, in ${text(s.plan)}`
          : "?",
      )
    : [];
  const compaction = isRecord(p.compaction)
    ? [
        `compaction "${text(p.compaction.marker)}" at byte ${text(p.compaction.offset)}${p.compaction.afterLastContinuation === true ? ", after our last continuation" : ""}`,
      ]
    : [];
  const pressure = isRecord(p.pressure)
    ? [`pressure "${text(p.pressure.marker)}" at byte ${text(p.pressure.offset)}`]
    : [];
  return [
    `human prompt: read ${text(p.bytesScanned)} bytes of ${text(p.path)} back to ${text(p.readBackTo)}; ${text(p.hookPrompts)} hook prompt record(s)`,
    ...(stamps.length === 0 ? ["no continuation of this hook in the human prompt"] : stamps),
    ...compaction,
    ...pressure,
  ];
}

function chainLines(c: Record<string, unknown>): string[] {
  if (c.status !== "on" && c.status !== "off") return row("Mode", `${text(c.status)}: ${text(c.why)}`);
  const head =
    c.status === "off"
      ? "plain: one continuation per human prompt"
      : `chain${c.step === undefined ? "" : `; this would be continuation ${text(c.step)}${c.compacted === true ? ", with the compaction note" : ""}`}`;
  return row(
    "Mode",
    head,
    valueLine(c),
    settingsLine(c),
    ...promptLines(c),
    ...(c.verdict === undefined ? [] : [`verdict: ${text(c.verdict)} (${text(c.why)})`]),
  );
}

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
