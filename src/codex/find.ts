import { resolve } from "node:path";
import { executableOnPath } from "../fs/on-path.js";

/** The first executable `codex` on PATH, as a shell would find it; undefined when there is none. */
export function codexOnPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return executableOnPath("codex", env);
}

/**
 * The codex the person named, as it must be spawned from another folder (codex runs in --cwd): a path
 * with a slash is taken from the current folder; a bare name stays a name the PATH finds.
 */
export function givenCodex(given: string): string {
  return given.includes("/") ? resolve(given) : given;
}
