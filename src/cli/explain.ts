import { closeSync, constants, openSync } from "node:fs";
import { resolve } from "node:path";
import { decide } from "../decision/decide.js";
import { formatRecord } from "../explain/format.js";
import { explainRecord } from "../explain/record.js";
import { diskReaders } from "../hook/disk.js";
import { payloadFrom, readStdin, readStdinSync, type StdinRead } from "../hook/stdin.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { type FlagValues, optionsFromValues } from "../settings/flags.js";
import { CliError, describeError } from "./terminal.js";

export interface ExplainOptions extends FlagValues {
  readonly payload?: string;
  readonly cwd?: string;
  readonly session?: string;
  readonly transcript?: string;
  readonly lastMessage?: string;
  readonly stopHookActive?: boolean;
  readonly turn?: string;
  readonly json?: boolean;
  readonly printDirective?: boolean;
}

/** The turn_id of a payload built from --cwd/--session without --turn. */
const PLACEHOLDER_TURN = "explain";

/** A payload file (or a pipe), read by the hook's own stdin reader: the same caps, the same answer. */
function readPayloadFile(path: string): StdinRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new CliError(`cannot read the payload from ${path}: ${describeError(error)}`);
  }
  try {
    const read = readStdinSync(fd);
    if (read === undefined)
      throw new CliError(`cannot read the payload from ${path}: not a regular file or a pipe`);
    return read;
  } finally {
    closeSync(fd);
  }
}

/** The payload explain decides on: read as the hook reads it, or built from --cwd/--session. */
async function payloadFor(options: ExplainOptions): Promise<PayloadResult> {
  if (options.payload !== undefined) {
    if (options.cwd !== undefined || options.session !== undefined)
      throw new CliError("--payload and --cwd/--session are two ways to say the same thing: use one", 2);
    const source = options.payload === "-" ? "stdin" : options.payload;
    const read = options.payload === "-" ? await readStdin() : readPayloadFile(options.payload);
    return withOverrides(payloadFrom(read, source), options);
  }
  if (options.cwd === undefined || options.session === undefined) {
    throw new CliError(
      "explain needs --payload <file|->, or --cwd <dir> with --session <id> (`status` lists the session ids each work names)",
      2,
    );
  }
  const text = JSON.stringify({
    session_id: options.session,
    turn_id: options.turn ?? PLACEHOLDER_TURN,
    cwd: options.cwd,
    hook_event_name: "Stop",
    model: "explain",
    permission_mode: "default",
    stop_hook_active: options.stopHookActive === true,
    transcript_path: null,
    last_assistant_message: null,
  });
  return withOverrides(payloadFrom({ text }, "the built payload"), options);
}

/** --transcript, --last-message, --stop-hook-active and --turn replace those fields of a valid payload. */
function withOverrides(input: PayloadResult, options: ExplainOptions): PayloadResult {
  if (!input.ok) return input;
  return {
    ok: true,
    payload: {
      ...input.payload,
      ...(options.transcript !== undefined ? { transcriptPath: resolve(options.transcript) } : {}),
      ...(options.lastMessage !== undefined ? { lastAssistantMessage: options.lastMessage } : {}),
      ...(options.stopHookActive === true ? { stopHookActive: true } : {}),
      ...(options.turn !== undefined ? { turnId: options.turn } : {}),
    },
  };
}

/** Decides exactly as `hook stop` does (the same core, the same readers) and says why. */
export async function explain(options: ExplainOptions, bundledDirective: string): Promise<void> {
  const hook = optionsFromValues(options);
  if (!hook.ok) throw new CliError(hook.problem, 2);
  const input = await payloadFor(options);
  const read = diskReaders(bundledDirective);
  const outcome = await decide(input, hook, read);
  if (options.printDirective === true) {
    if (outcome.kind !== "continue") {
      throw new CliError(`no directive: the hook would stay silent (${outcome.reason}: ${outcome.detail})`);
    }
    process.stdout.write(outcome.directive.endsWith("\n") ? outcome.directive : `${outcome.directive}\n`);
    return;
  }
  const record = explainRecord(input, outcome, read.facts);
  const turnNote =
    options.turn === undefined && options.payload === undefined
      ? `turn "${PLACEHOLDER_TURN}": no --turn given; chain mode counts this hook's continuations across every turn of the human prompt, so it only names the turn in the stamp`
      : undefined;
  process.stdout.write(
    options.json === true ? `${JSON.stringify(record, null, 2)}\n` : formatRecord(record, turnNote),
  );
}
