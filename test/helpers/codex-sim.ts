import { appendFileSync, writeFileSync } from "node:fs";
import { isRecord } from "../../src/json/guards.js";
import { runCli } from "./cli.js";
import { promptHookLine } from "./prompt-hook.js";
import { stopPayload, type Workspace } from "./workspace.js";

export const SIM_SESSION = "019a5b1e-0000-7000-8000-0000000000f1";
export const SIM_KEY = `codex:${SIM_SESSION}`;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One stop as the simulated Codex saw it: the hook's stdout (a block reason or nothing). */
export interface SimStop {
  readonly reason: string | undefined;
}

/**
 * Plays Codex 0.171 around the built hook, as the pinned real Codex writes its rollout: a typed human
 * prompt (turn start and user message), then for every stop the hook blocks, the hook prompt recorded
 * twice (an escaped `<hook_prompt>` message and a raw HookPrompt item) and `stop_hook_active` set.
 * The prompt hook runs as the prompt begins, so settings.json written after prompt() is not stamped.
 */
export class CodexSim {
  readonly transcript: string;
  private turnId = "";
  private turns = 0;
  private active = false;

  constructor(
    private readonly ws: Workspace,
    private readonly flags: readonly string[],
  ) {
    this.transcript = ws.path("rollout.jsonl");
    // Codex's first record, written as the session begins.
    writeFileSync(
      this.transcript,
      `${JSON.stringify({ timestamp: new Date().toISOString(), type: "session_meta" })}\n`,
    );
  }

  private line(record: Record<string, unknown>): void {
    appendFileSync(
      this.transcript,
      `${JSON.stringify({ timestamp: new Date().toISOString(), ...record })}\n`,
    );
  }

  prompt(text = "work through the plan"): void {
    this.turns++;
    this.turnId = `turn-${this.turns}`;
    const turn_id = this.turnId;
    this.line({
      type: "event_msg",
      payload: { type: "task_started", turn_attribution: { turn_id, turn_trigger: "user" }, turn_id },
    });
    // Codex runs the prompt hook before it records the prompt, and records what the hook adds after it.
    const session = { id: SIM_SESSION, transcript: this.transcript };
    const added = promptHookLine(this.ws.root, turn_id, text, session);
    this.line({
      type: "response_item",
      payload: {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text }],
        internal_chat_message_metadata_passthrough: {
          turn_id,
          content_item_kinds: ["user.text"],
          content_item_metadata: [{ provenance: { type: "user" } }],
        },
      },
    });
    for (const line of added) appendFileSync(this.transcript, `${line}\n`);
    this.active = false;
  }

  /** Records a block reason as Codex does (also another product's, or several joined). */
  hookPrompt(reason: string): void {
    const turn_id = this.turnId;
    this.line({
      type: "response_item",
      payload: {
        type: "message",
        role: "user",
        content: [
          {
            type: "input_text",
            text: `<hook_prompt hook_run_id="stop:0">${escapeXml(reason)}</hook_prompt>`,
          },
        ],
        internal_chat_message_metadata_passthrough: {
          turn_id,
          content_item_kinds: ["hook.prompt"],
          content_item_metadata: [{ provenance: { type: "harness", hook: true } }],
        },
      },
    });
    this.line({
      type: "event_msg",
      payload: {
        type: "item_completed",
        turn_id,
        item: { type: "HookPrompt", fragments: [{ text: reason }] },
      },
    });
    this.active = true;
  }

  payload(): string {
    return JSON.stringify(
      stopPayload(this.ws.root, {
        session_id: SIM_SESSION,
        turn_id: this.turnId,
        transcript_path: this.transcript,
        stop_hook_active: this.active,
      }),
    );
  }

  /** Runs `hook stop` with the flags; a block is recorded like Codex records it. */
  async stop(): Promise<SimStop> {
    const result = await runCli(["hook", "stop", ...this.flags], { input: this.payload() });
    if (result.stdout.trim() === "") return { reason: undefined };
    const output: unknown = JSON.parse(result.stdout);
    const reason = isRecord(output) && typeof output.reason === "string" ? output.reason : undefined;
    if (reason !== undefined) this.hookPrompt(reason);
    return { reason };
  }

  /** What `explain --json` says about the next stop. */
  async explain(): Promise<Record<string, unknown>> {
    const result = await runCli(["explain", "--payload", "-", "--json", ...this.flags], {
      input: this.payload(),
    });
    const report: unknown = JSON.parse(result.stdout);
    if (!isRecord(report)) throw new Error(result.stdout);
    return report;
  }

  /**
   * Stops until the hook is silent (at most `limit` times), calling `between` after each block as the
   * model's turn: how many continuations the prompt got.
   */
  async run(limit: number, between: (index: number) => void = () => undefined): Promise<number> {
    for (let index = 0; index < limit; index++) {
      const { reason } = await this.stop();
      if (reason === undefined) return index;
      between(index);
    }
    return limit;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
