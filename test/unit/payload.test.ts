import { describe, expect, it } from "vitest";
import { parseStopPayload } from "../../src/payload/stop-payload.js";
import { fixture, stopPayload } from "../helpers/workspace.js";

function parse(value: unknown) {
  return parseStopPayload(typeof value === "string" ? value : JSON.stringify(value));
}

describe("parseStopPayload", () => {
  it("given a Stop payload captured from Codex 0.171 (test/e2e), when parsed, then every field is read", () => {
    const result = parseStopPayload(fixture("payloads/codex-0.171-stop.json"));
    expect(result).toEqual({
      ok: true,
      payload: {
        sessionId: "01a22b91-9f4f-7ec3-b1a2-2203fd19aa59",
        turnId: "01a22b91-a357-7540-b534-0ea937924658",
        cwd: "/home/dev/project",
        model: "gpt-5.5",
        permissionMode: "bypassPermissions",
        hookEventName: "Stop",
        stopHookActive: false,
        transcriptPath:
          "/home/dev/.codex/sessions/2026/11/30/rollout-2026-11-30T08-28-13-01a22b91-9f4f-7ec3-b1a2-2203fd19aa59.jsonl",
        lastAssistantMessage: "Ticked task 1.",
      },
    });
  });

  it("given a Codex payload with null transcript and message, when parsed, then it is valid and keeps the nulls", () => {
    const result = parse(stopPayload("/repo"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.transcriptPath).toBeNull();
    expect(result.payload.lastAssistantMessage).toBeNull();
    expect(result.payload.sessionId).toBe("019a5b1e-0000-7000-8000-000000000001");
    expect(result.payload.cwd).toBe("/repo");
  });

  it("given transcript_path and last_assistant_message absent, when parsed, then it is valid and both are undefined", () => {
    const { transcript_path: _t, last_assistant_message: _m, ...rest } = stopPayload("/repo");
    const result = parse(rest);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect("transcriptPath" in result.payload).toBe(false);
    expect("lastAssistantMessage" in result.payload).toBe(false);
  });

  it("given a SubagentStop payload with extra keys, when parsed, then it is valid", () => {
    const result = parse(
      stopPayload("/repo", {
        hook_event_name: "SubagentStop",
        agent_id: "a1",
        agent_type: "worker",
        agent_transcript_path: null,
      }),
    );
    expect(result.ok && result.payload.hookEventName).toBe("SubagentStop");
  });

  it.each([
    ["empty stdin", "", "stdin was empty"],
    ["whitespace only", "  \n", "stdin was empty"],
    ["truncated JSON", '{"session_id": "s"', "stdin is not valid JSON"],
    ["a JSON array", "[]", "payload is not a JSON object"],
    ["JSON null", "null", "payload is not a JSON object"],
    ["a JSON string", '"Stop"', "payload is not a JSON object"],
  ])("given %s, when parsed, then it is invalid", (_name, text, problem) => {
    expect(parseStopPayload(text)).toEqual({ ok: false, problem });
  });

  it.each([
    ["session_id", 42, "session_id must be a string"],
    ["session_id", null, "session_id must be a string"],
    ["turn_id", null, "turn_id must be a string"],
    ["turn_id", 7, "turn_id must be a string"],
    ["cwd", ["/repo"], "cwd must be a string"],
    ["model", false, "model must be a string"],
    ["permission_mode", {}, "permission_mode must be a string"],
    ["stop_hook_active", "false", "stop_hook_active must be a boolean"],
    ["stop_hook_active", null, "stop_hook_active must be a boolean"],
    ["stop_hook_active", undefined, "stop_hook_active must be a boolean"],
    ["hook_event_name", "stop", 'hook_event_name must be "Stop" or "SubagentStop"'],
    ["hook_event_name", "PreToolUse", 'hook_event_name must be "Stop" or "SubagentStop"'],
    ["transcript_path", 7, "transcript_path must be a string or null"],
    ["last_assistant_message", { text: "hi" }, "last_assistant_message must be a string or null"],
  ])("given %s = %j, when parsed, then it is invalid", (key, value, problem) => {
    const payload = stopPayload("/repo");
    if (value === undefined) delete payload[key];
    else payload[key] = value;
    expect(parse(payload)).toEqual({ ok: false, problem });
  });

  it("given a payload without turn_id (Codex 0.114 to 0.116), when parsed, then it is valid and has no turn", () => {
    const payload = stopPayload("/repo");
    delete payload.turn_id;
    const parsed = parse(payload);
    expect(parsed.ok && parsed.payload.turnId).toBeUndefined();
    expect(parsed.ok).toBe(true);
  });

  it("given a payload with a BOM, when parsed, then it is valid", () => {
    expect(parseStopPayload(`\ufeff${JSON.stringify(stopPayload("/repo"))}`).ok).toBe(true);
  });

  it("given a payload whose required key only exists on the prototype path, when parsed, then it is invalid", () => {
    const text = JSON.stringify(stopPayload("/repo")).replace('"cwd"', '"__proto__"');
    expect(parseStopPayload(text)).toEqual({ ok: false, problem: "cwd must be a string" });
  });
});
