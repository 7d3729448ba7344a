// A stand-in for the OpenAI Responses API, for end-to-end tests of the real Codex CLI on loopback.
// POST /v1/responses gets a streamed assistant message; every request body is appended to a log.
// Replies come from a JSON list (one per request, the last one repeated); nothing else is served.
import { appendFileSync } from "node:fs";
import { createServer } from "node:http";

export function startFakeResponses({ replies, logFile }) {
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
      const index = count++;
      const text = replies[Math.min(index, replies.length - 1)] ?? "ok";
      const id = `resp_${index + 1}`;
      const item = {
        type: "message",
        role: "assistant",
        id: `msg_${index + 1}`,
        content: [{ type: "output_text", text, annotations: [] }],
      };
      const events = [
        { type: "response.created", response: { id } },
        { type: "response.output_item.done", output_index: 0, item },
        {
          type: "response.completed",
          response: {
            id,
            usage: {
              input_tokens: 10,
              input_tokens_details: null,
              output_tokens: 5,
              output_tokens_details: null,
              total_tokens: 15,
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
