import { closeSync, openSync, writeSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { PRESSURE_MARKERS, scanForPressure as scanTranscript } from "../../src/rollout/pressure.js";
import { fixture, Workspace } from "../helpers/workspace.js";

const ws = new Workspace();
afterAll(() => ws.dispose());
const CHUNK = 64 * 1024;
const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };

/** A file of `size` filler bytes with `marker` written at `offset`. */
function transcriptWith(name: string, size: number, marker?: string, offset = 0): string {
  const buffer = Buffer.alloc(size, "a");
  for (let i = 99; i < size; i += 100) buffer[i] = 0x0a;
  if (marker !== undefined) buffer.write(marker, offset, "latin1");
  return ws.write(name, buffer);
}

describe("scanForPressure on plain-text lines (not rollout records)", () => {
  it.each(PRESSURE_MARKERS)(
    "given %j in upper case, when scanned, then it is found case-insensitively",
    (marker) => {
      const path = transcriptWith("upper.jsonl", 5000, marker.toUpperCase(), 1234);
      expect(scanTranscript(path, NO_DEADLINE)).toMatchObject({
        kind: "scanned",
        hit: { marker, offset: 1234 },
      });
    },
  );

  it("given a marker placed across every position of a chunk border, when scanned, then each is found at its offset", () => {
    const marker = "codex ran out of room in the model's context window";
    for (let shift = -marker.length; shift <= 1; shift++) {
      const offset = 2 * CHUNK + shift;
      const path = transcriptWith("border.jsonl", 3 * CHUNK + 500, marker, offset);
      expect(scanTranscript(path, NO_DEADLINE)).toMatchObject({ hit: { offset } });
    }
  });

  it("given a file of several MiB with the marker on the last line, when scanned, then it is found without reading the rest", () => {
    const size = 8 * 1024 * 1024;
    const path = transcriptWith("tail.jsonl", size, "Context compacted", size - 30);
    const result = scanTranscript(path, NO_DEADLINE);
    expect(result).toMatchObject({
      kind: "scanned",
      hit: { marker: "context compacted", offset: size - 30 },
    });
    expect(result.kind === "scanned" && result.bytesScanned).toBeLessThanOrEqual(CHUNK);
  });

  it("given a file of several MiB with the marker on the first line, when scanned, then the whole file is read and it is found", () => {
    const size = 8 * 1024 * 1024;
    const path = transcriptWith("head.jsonl", size, "context_too_large", 3);
    expect(scanTranscript(path, NO_DEADLINE)).toMatchObject({ hit: { offset: 3 }, bytesScanned: size, size });
  });

  it("given only a fragment of a marker at the end of the file, when scanned, then there is no hit", () => {
    const path = transcriptWith("partial.jsonl", 3000, "context compacte", 3000 - 16);
    expect(scanTranscript(path, NO_DEADLINE)).toEqual({
      kind: "scanned",
      path,
      bytesScanned: 3000,
      size: 3000,
    });
  });

  it("given an empty file, when scanned, then there is no hit", () => {
    const path = ws.write("empty.jsonl", "");
    expect(scanTranscript(path, NO_DEADLINE)).toEqual({ kind: "scanned", path, bytesScanned: 0, size: 0 });
  });

  it("given a deadline already past, when a large file is scanned, then it stops with a timeout", () => {
    const path = transcriptWith("slow.jsonl", 4 * 1024 * 1024);
    const result = scanTranscript(path, { deadline: -1 });
    expect(result).toMatchObject({ kind: "timeout", size: 4 * 1024 * 1024 });
    expect(result.kind === "timeout" && result.bytesScanned).toBeLessThan(4 * 1024 * 1024);
  });

  it("given a file that grows while scanned, when scanned, then the size seen at open is what is read", () => {
    const path = transcriptWith("growing.jsonl", 2000);
    const fd = openSync(path, "a");
    const result = scanTranscript(path, NO_DEADLINE);
    writeSync(fd, "context compacted\n");
    closeSync(fd);
    expect(result).toMatchObject({ kind: "scanned", size: 2000 });
  });
});

const rollout = (name: string) => fixture(`rollouts/${name}.jsonl`);
const line = (record: unknown) => `${JSON.stringify(record)}\n`;
const event = (payload: unknown) =>
  line({ timestamp: "2026-11-30T10:00:00.000Z", type: "event_msg", payload });

describe("scanForPressure on real Codex 0.171 rollouts", () => {
  it("given a rollout in which Codex compacted the context, when scanned, then the compaction is pressure", () => {
    const text = rollout("compaction");
    const path = ws.write("compaction.jsonl", text);
    const result = scanTranscript(path, NO_DEADLINE);
    expect(result).toMatchObject({ kind: "scanned", hit: { source: "compaction" } });
    // The newest record first: the ContextCompaction item follows the compacted record.
    const offset = result.kind === "scanned" ? (result.hit?.offset ?? -1) : -1;
    expect(Buffer.from(text).subarray(offset).toString("utf8", 0, 400)).toContain('"ContextCompaction"');
  });

  it("given the same rollout without its compaction records, when scanned, then there is no pressure", () => {
    const text = rollout("compaction")
      .split("\n")
      .filter((l) => !l.includes('"type":"compacted"') && !l.includes('"ContextCompaction"'))
      .join("\n");
    const path = ws.write("no-compaction.jsonl", text);
    expect(scanTranscript(path, NO_DEADLINE)).toMatchObject({ kind: "scanned" });
    expect(scanTranscript(path, NO_DEADLINE)).not.toHaveProperty("hit");
  });

  it("given phrases in a task label, the hook prompt, a tool output and the model's answer, when scanned, then none is pressure", () => {
    const text = rollout("phrases-in-content");
    expect(text).toContain("context_length_exceeded");
    expect(text).toContain("context_too_large");
    const path = ws.write("content.jsonl", text);
    expect(scanTranscript(path, NO_DEADLINE)).toEqual({
      kind: "scanned",
      path,
      bytesScanned: Buffer.byteLength(text),
      size: Buffer.byteLength(text),
    });
  });

  it.each([
    ["an error event", { type: "error", message: "Codex ran out of room in the model's context window." }],
    ["a warning event", { type: "warning", message: "Skill descriptions were shortened to fit." }],
    ["a stream error", { type: "stream_error", message: "context_length_exceeded" }],
  ])(
    "given %s naming a phrase after the conversation, when scanned, then it is pressure",
    (_name, payload) => {
      const text = rollout("phrases-in-content") + event(payload);
      const path = ws.write("error.jsonl", text);
      expect(scanTranscript(path, NO_DEADLINE)).toMatchObject({ hit: { source: payload.type } });
    },
  );

  it.each([
    ["a context_compacted event", event({ type: "context_compacted" }), "context_compacted event"],
    [
      "a remote compaction item",
      line({ type: "response_item", payload: { type: "compaction", encrypted_content: "x" } }),
      "compaction",
    ],
    ["a bare error payload", '{"error":{"code":"context_length_exceeded"}}\n', "context_length_exceeded"],
    [
      "an event of a kind this version does not know",
      event({ type: "context_window_alert", message: "Context compacted" }),
      "context compacted",
    ],
  ])("given %s, when scanned, then it is pressure", (_name, extra, marker) => {
    const path = ws.write("extra.jsonl", rollout("phrases-in-content") + extra);
    expect(scanTranscript(path, NO_DEADLINE)).toMatchObject({ hit: { marker } });
  });

  it.each([
    ["an agent message event", event({ type: "agent_message", message: "context_length_exceeded" })],
    ["a task_complete echo", event({ type: "task_complete", last_agent_message: "context compacted" })],
    ["a command's output event", event({ type: "exec_command_end", aggregated_output: "context_too_large" })],
    [
      "a developer message",
      line({
        type: "response_item",
        payload: {
          type: "message",
          role: "developer",
          content: [{ type: "input_text", text: "context compacted" }],
        },
      }),
    ],
    [
      "instructions in turn_context",
      line({ type: "turn_context", payload: { user_instructions: "handle context_length_exceeded" } }),
    ],
  ])("given %s naming a phrase, when scanned, then it is not pressure", (_name, extra) => {
    const path = ws.write("echo.jsonl", rollout("phrases-in-content") + extra);
    expect(scanTranscript(path, NO_DEADLINE)).not.toHaveProperty("hit");
  });
});
