/** A fenced code block opener: up to three spaces, then three or more backticks or tildes. */
const OPENER = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export interface Fence {
  readonly char: "`" | "~";
  readonly length: number;
}

/** Returns the fence a line opens, or undefined. Backtick info strings may not contain backticks. */
export function openingFence(line: string): Fence | undefined {
  const match = OPENER.exec(line);
  const run = match?.[1];
  if (run === undefined) return undefined;
  const char = run[0] === "`" ? "`" : "~";
  if (char === "`" && (match?.[2] ?? "").includes("`")) return undefined;
  return { char, length: run.length };
}

/** A closing fence uses the opener's character, is at least as long, and carries nothing after it. */
export function closesFence(line: string, fence: Fence): boolean {
  const match = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  const run = match?.[1];
  return run !== undefined && run[0] === fence.char && run.length >= fence.length;
}
