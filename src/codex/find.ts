import { executableOnPath } from "../fs/on-path.js";

/** The first executable `codex` on PATH, as a shell would find it; undefined when there is none. */
export function codexOnPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return executableOnPath("codex", env);
}
