import { MIB } from "../fs/regular-file.js";

export const STDIN_CAP_BYTES = 8 * MIB;
export const STDIN_DEADLINE_MS = 2000;

export interface StdinRead {
  readonly text: string;
  /** Why reading stopped early, when it did: the payload is then treated as invalid. */
  readonly cutShort?: "over-cap" | "deadline" | "error";
}

/**
 * Reads the payload from stdin, but never more than `capBytes` and never longer than `deadlineMs`:
 * a Stop payload is a few KiB, so anything else is not Codex talking and must not hold the hook.
 */
export function readStdin(
  stream: NodeJS.ReadableStream & { destroy?: () => void },
  capBytes = STDIN_CAP_BYTES,
  deadlineMs = STDIN_DEADLINE_MS,
): Promise<StdinRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (cutShort?: StdinRead["cutShort"]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.removeAllListeners("data");
      if (cutShort !== undefined) stream.destroy?.();
      const text = Buffer.concat(chunks).toString("utf8");
      resolve(cutShort === undefined ? { text } : { text, cutShort });
    };
    const timer = setTimeout(() => finish("deadline"), deadlineMs);
    stream.on("data", (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > capBytes) return finish("over-cap");
      chunks.push(bytes);
    });
    stream.on("end", () => finish());
    stream.on("error", () => finish("error"));
  });
}
