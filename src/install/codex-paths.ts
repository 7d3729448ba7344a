import { homedir } from "node:os";
import { join, resolve } from "node:path";

export interface Scope {
  readonly project?: string | true;
  readonly user?: boolean;
  readonly codexHome?: string;
}

export type Target =
  | { readonly ok: true; readonly path: string; readonly scope: "project" | "user" }
  | { readonly ok: false; readonly problem: string };

/**
 * Where Codex reads hooks: `<project>/.codex/hooks.json` for a project, `<codex-home>/hooks.json` for
 * the user, where codex-home is --codex-home, else $CODEX_HOME, else ~/.codex.
 */
export function hooksFile(scope: Scope, cwd: string, env: NodeJS.ProcessEnv): Target {
  const project = scope.project;
  if (project !== undefined && scope.user === true) {
    return { ok: false, problem: "choose one of --project and --user" };
  }
  if (project !== undefined) {
    const dir = project === true ? cwd : resolve(cwd, project);
    return { ok: true, path: join(dir, ".codex", "hooks.json"), scope: "project" };
  }
  if (scope.user === true) {
    const home =
      scope.codexHome ??
      (env.CODEX_HOME !== undefined && env.CODEX_HOME !== "" ? env.CODEX_HOME : join(homedir(), ".codex"));
    return { ok: true, path: join(resolve(cwd, home), "hooks.json"), scope: "user" };
  }
  if (scope.codexHome !== undefined) return { ok: false, problem: "--codex-home goes with --user" };
  return { ok: false, problem: "say where to register: --project [dir] or --user" };
}
