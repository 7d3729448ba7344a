// For comparison only: the straightforward hook the benchmark measures ours against. It reads every
// input whole (stdin stream, JSON.parse of boulder.json, the plan split into lines, the transcript
// lower-cased as one string) and prints what our hook would print in the benchmark's cases.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const MARKERS = JSON.parse(
  readFileSync(new URL("../src/rollout/pressure-markers.json", import.meta.url), "utf8"),
);

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const payload = JSON.parse(Buffer.concat(chunks).toString("utf8"));
try {
  const boulder = JSON.parse(readFileSync(join(payload.cwd, ".omo", "boulder.json"), "utf8"));
  const key = `codex:${payload.session_id}`;
  const work = Object.values(boulder.works ?? {}).find((w) => w.session_ids?.includes(key));
  if (work === undefined) process.exit(0);
  const lines = readFileSync(join(payload.cwd, work.active_plan), "utf8").split("\n");
  const open = lines.filter((line) => line.startsWith("- [ ]")).length;
  if (payload.transcript_path) {
    const text = readFileSync(payload.transcript_path, "utf8").toLowerCase();
    if (MARKERS.some((marker) => text.includes(marker))) process.exit(0);
  }
  process.stdout.write(`${JSON.stringify({ decision: "block", reason: `${open} tasks remain` })}\n`);
} catch {
  process.exit(0);
}
