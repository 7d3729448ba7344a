import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { formatReport } from "../explain/format.js";
import { buildReport } from "../explain/report.js";
import { evaluate } from "../hook/evaluate.js";
import { HOOK_BUDGET_MS } from "../hook/stop-command.js";
import { isRecord, parseJson } from "../json/guards.js";
import { parseStopPayload } from "../payload/stop-payload.js";
import { CliError, describeError } from "./fail.js";

export interface ExplainOptions {
  readonly payload?: string;
  readonly cwd?: string;
  readonly session?: string;
  readonly transcript?: string;
  readonly lastMessage?: string;
  readonly json?: boolean;
  readonly printDirective?: boolean;
}

function readPayloadText(source: string): string {
  try {
    return source === "-" ? readFileSync(0, "utf8") : readFileSync(source, "utf8");
  } catch (error) {
    const where = source === "-" ? "stdin" : source;
    throw new CliError(
      `cannot read the payload from ${where}: ${describeError(error)}. Pass a file holding a Stop payload, - for stdin, or use --cwd and --session.`,
    );
  }
}

/** The payload explain decides on: given, or built from --cwd/--session, with overrides applied. */
function payloadText(options: ExplainOptions): string {
  let base: Record<string, unknown>;
  if (options.payload !== undefined) {
    const text = readPayloadText(options.payload);
    const overrides = options.transcript !== undefined || options.lastMessage !== undefined;
    if (!overrides) return text;
    const parsed = parseJson(text);
    if (!parsed.ok || !isRecord(parsed.value)) {
      throw new CliError("--transcript and --last-message need a payload that is a JSON object");
    }
    base = { ...parsed.value };
  } else if (options.cwd !== undefined && options.session !== undefined) {
    base = {
      session_id: options.session,
      turn_id: "explain",
      cwd: resolve(options.cwd),
      hook_event_name: "Stop",
      model: "explain",
      permission_mode: "default",
      stop_hook_active: false,
      transcript_path: null,
      last_assistant_message: null,
    };
  } else {
    throw new CliError(
      "explain needs --payload <file|->, or --cwd <dir> with --session <id> (`status` lists the session ids each work names)",
      2,
    );
  }
  if (options.transcript !== undefined) base.transcript_path = resolve(options.transcript);
  if (options.lastMessage !== undefined) base.last_assistant_message = options.lastMessage;
  return JSON.stringify(base);
}

/** Decides exactly as `hook stop` does (the same core, the same readers) and says why. */
export async function explain(options: ExplainOptions, bundledDirective: string): Promise<void> {
  const input = parseStopPayload(payloadText(options));
  const { outcome, facts } = await evaluate(input, { bundledDirective, scanDeadline: HOOK_BUDGET_MS });
  if (options.printDirective === true) {
    if (outcome.kind !== "continue") {
      throw new CliError(`no directive: the hook would stay silent (${outcome.reason}: ${outcome.detail})`);
    }
    process.stdout.write(outcome.directive.endsWith("\n") ? outcome.directive : `${outcome.directive}\n`);
    return;
  }
  const report = buildReport(input, outcome, facts);
  process.stdout.write(options.json === true ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
}
