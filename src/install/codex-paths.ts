import { homedir } from "node:os";
import { join, resolve } from "node:path";

export interface Scope {
  readonly project?: string | true;
  readonly user?: boolean;
  readonly codexHome?: string;
}

export type HooksFileTarget =
  | {
      readonly ok: true;
      readonly path: string;
      readonly scope: "project" | "user";
      /** The folder that must already exist: the project, or the Codex home. */
      readonly base: string;
    }
  | { readonly ok: false; readonly problem: string };

/** The Codex home: the given folder, else $CODEX_HOME, else ~/.codex. */
export function codexHome(given: string | undefined, env: NodeJS.ProcessEnv): string {
  if (given !== undefined) return given;
  return env.CODEX_HOME !== undefined && env.CODEX_HOME !== "" ? env.CODEX_HOME : join(homedir(), ".codex");
}

/**
 * Where Codex reads hooks: `<project>/.codex/hooks.json` for a project, `<codex-home>/hooks.json` for
 * the user, where codex-home is --codex-home, else $CODEX_HOME, else ~/.codex.
 */
export function hooksFile(scope: Scope, cwd: string, env: NodeJS.ProcessEnv): HooksFileTarget {
  const project = scope.project;
  if (project !== undefined && scope.user === true) {
    return { ok: false, problem: "choose one of --project and --user" };
  }
  if (project !== undefined) {
    if (project === "")
      return { ok: false, problem: "--project needs a folder (or nothing, for the current one)" };
    const dir = project === true ? cwd : resolve(cwd, project);
    return { ok: true, path: join(dir, ".codex", "hooks.json"), scope: "project", base: dir };
  }
  if (scope.user === true) {
    if (scope.codexHome === "") return { ok: false, problem: "--codex-home needs a folder" };
    const home = resolve(cwd, codexHome(scope.codexHome, env));
    return { ok: true, path: join(home, "hooks.json"), scope: "user", base: home };
  }
  if (scope.codexHome !== undefined) return { ok: false, problem: "--codex-home goes with --user" };
  return { ok: false, problem: "say where to register: --project [dir] or --user" };
}
