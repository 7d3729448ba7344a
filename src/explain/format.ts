import { CODEX_FULL_VIEW_BYTES, REASON_CAP_BYTES } from "../directive/limits.js";
import { isRecord } from "../json/guards.js";
import { MODE_KEYS } from "../settings/settings.js";
import { printable } from "../text/printable.js";
import type { ExplainRecord } from "./record.js";

type Scalar = string | number | boolean | null | undefined;
const scalar = (value: unknown): value is Scalar => value === null || typeof value !== "object";
const leaf = (value: unknown): value is Scalar | readonly Scalar[] =>
  scalar(value) || (Array.isArray(value) && value.every(scalar));

/** Every value shown goes through here: plans, boulders and prompts may hold terminal control sequences. */
function text(value: Scalar | readonly Scalar[]): string {
  if (typeof value === "object" && value !== null)
    return value.length === 0 ? "none" : value.map((item) => text(item)).join(", ");
  return printable(String(value));
}

/** A record as indented `key: value` lines, lists as `- ` items: the facts exactly as read, one per line. */
function tree(value: unknown, pad: string): string[] {
  if (leaf(value)) return [`${pad}${text(value)}`];
  if (Array.isArray(value))
    return value.flatMap((item: unknown) => {
      const [head = "", ...rest] = tree(item, `${pad}  `);
      return [`${pad}- ${head.trimStart()}`, ...rest];
    });
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    leaf(item) ? [`${pad}${text(key)}: ${text(item)}`] : [`${pad}${text(key)}:`, ...tree(item, `${pad}  `)],
  );
}

/** One labelled row, its further lines indented under the first. */
const row = (label: string, first: string, ...more: string[]): string[] => [
  `${label.padEnd(12)}${first}`,
  ...more.map((line) => `${" ".repeat(12)}${line}`),
];

function sendsRows(sends: ExplainRecord["sends"]): string[] {
  if (sends === null) return row("Sends", "nothing");
  const warnings: string[] = [];
  if (sends.overFullView)
    warnings.push(
      `warning: over the ${CODEX_FULL_VIEW_BYTES} bytes Codex shows the model whole: it sees the head and tail`,
    );
  if (sends.cut) warnings.push(`warning: the rendered template was cut at ${REASON_CAP_BYTES} bytes`);
  const compacted = sends.compacted ? ", with the compaction note" : "";
  const what = `${sends.template} template, ${sends.bytes} bytes rendered; continuation ${sends.step} of the human prompt${compacted}`;
  return row("Sends", what, ...warnings, "(--print-directive prints it)");
}

function modeRows(effective: ExplainRecord["mode"]): string[] {
  if (effective === null) return row("Mode", "not resolved: the decision ended before it needed the mode");
  const { mode, sources, settings, clamped } = effective;
  const values = MODE_KEYS.map((key) => {
    const ceiling = key === "maxChain" && clamped !== undefined ? `, ${clamped.maxChain.asked} clamped` : "";
    return `${key} ${text(mode[key])} (${sources[key]}${ceiling})`;
  });
  const file =
    settings.kind === "none"
      ? `none at ${text(settings.path)}`
      : settings.kind === "read"
        ? `${text(settings.path)} ${text(JSON.stringify(settings.settings))} (as this prompt began)`
        : `${text(settings.path)} not used: ${text(settings.why)}`;
  return row("Mode", `${mode.chain ? "chain" : "plain"}: ${values.join("; ")}`, `settings: ${file}`);
}

/** A titled block of the record; a decision that ended early may have found or read nothing yet. */
function section(title: string, value: unknown): string[] {
  const lines = tree(value, "  ");
  return [title, ...(lines.length > 0 ? lines : ["  none"])];
}

/** The record for a person: the verdict and what it sends, the mode, then the payload, evidence and facts. */
export function formatRecord(record: ExplainRecord, turnNote: string | undefined): string {
  const verdict =
    record.decision === "block"
      ? "CONTINUE: the hook blocks the stop and hands Codex the directive"
      : "SILENT: the hook prints nothing and Codex stops normally";
  const lines = [
    ...row("Verdict", verdict),
    ...row("Reason", `${record.reason}: ${record.reasonText}`, text(record.detail)),
    ...sendsRows(record.sends),
    ...modeRows(record.mode),
    "",
    ...section(
      `Payload${turnNote === undefined ? "" : ` (${text(turnNote)})`}`,
      record.payload.ok ? record.payload.payload : record.payload,
    ),
    ...section("Evidence", record.evidence),
    ...section("Facts, in the order the decision read them", record.facts),
  ];
  return `${lines.join("\n")}\n`;
}
