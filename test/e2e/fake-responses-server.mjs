// A stand-in for the OpenAI Responses API, for end-to-end tests of the real Codex CLI on loopback.
// POST /v1/responses gets one scripted step, streamed; every request body is appended to a log.
// Steps come from a list, one per request, the last one repeated: a string is an assistant message,
// `{ "exec": "<shell command>" }` a call of Codex's exec_command tool (Codex runs it and sends the
// output back in the next request). `inputTokens` is the usage reported for every response, so a
// test can push Codex into compacting its context; a step may carry its own `inputTokens` (a message
// step is then `{ "say": "<text>", "inputTokens": n }`), to force a compaction after that response.
// With `answerCompaction`, Codex's compaction requests (recognised by their body) get a summary
// without consuming a step. Nothing else is served.
import { appendFileSync } from "node:fs";
import { createServer } from "node:http";

function outputItem(step, index) {
  // A command the model runs (exec_command), or any other tool it calls by name (create_goal, say).
  const call =
    typeof step === "object" && step !== null && typeof step.exec === "string"
      ? { name: "exec_command", args: { cmd: step.exec, login: false } }
      : typeof step === "object" && step !== null && typeof step.call === "string"
        ? { name: step.call, args: step.args ?? {} }
        : undefined;
  if (call !== undefined) {
    return {
      type: "function_call",
      id: `fc_${index + 1}`,
      call_id: `call_${index + 1}`,
      name: call.name,
      arguments: JSON.stringify(call.args),
    };
  }
  return {
    type: "message",
    role: "assistant",
    id: `msg_${index + 1}`,
    content: [
      { type: "output_text", text: typeof step === "string" ? step : (step?.say ?? "ok"), annotations: [] },
    ],
  };
}

const COMPACTION_PROMPT = "CONTEXT CHECKPOINT COMPACTION";

export function startFakeResponses({ replies, logFile, inputTokens = 10, answerCompaction = false }) {
  let count = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      appendFileSync(logFile, `${JSON.stringify({ method: request.method, url: request.url, body })}\n`);
      if (request.method !== "POST" || !request.url?.endsWith("/responses")) {
        response.writeHead(404).end();
        return;
      }
      const compaction = answerCompaction && body.includes(COMPACTION_PROMPT);
      const index = compaction ? count : count++;
      const id = `resp_${index + 1}${compaction ? "_compaction" : ""}`;
      const step = compaction
        ? "Summary: the plan is in progress."
        : replies[Math.min(index, replies.length - 1)];
      const item = outputItem(step, index);
      const tokens =
        typeof step === "object" && typeof step?.inputTokens === "number" ? step.inputTokens : inputTokens;
      const events = [
        { type: "response.created", response: { id } },
        { type: "response.output_item.done", output_index: 0, item },
        {
          type: "response.completed",
          response: {
            id,
            usage: {
              input_tokens: tokens,
              input_tokens_details: null,
              output_tokens: 5,
              output_tokens_details: null,
              total_tokens: tokens + 5,
            },
          },
        },
      ];
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const event of events) response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      response.end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address !== null ? address.port : 0,
        close: () => server.close(),
      });
    });
  });
}
