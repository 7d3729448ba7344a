import { errorCode } from "../fs/regular-file.js";

/** An error meant for the person at the terminal: printed as is, with a non-zero exit. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export function describeError(error: unknown): string {
  const code = errorCode(error);
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory";
  if (code === "ENOSPC" || code === "EDQUOT") return "disk full";
  return error instanceof Error ? error.message : String(error);
}
