// The config.toml the e2e runners give Codex: the fake Responses server on loopback as the only
// provider, no retries, no telemetry. `config` lines open the file (top-level keys); `features` lines
// go under `[features]`.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const quote = (word) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * The environment Codex and everything it starts run in, beside `home` (its CODEX_HOME):
 * - `codex` first on the PATH runs the Codex under test (`doctor`, `trust` and the model's commands ask it);
 * - an empty HOME, and an `lsb_release` that answers nothing: Codex runs a login shell to snapshot the
 *   environment and asks `lsb_release` for the OS at every start, and on a machine whose profile sets up
 *   pyenv those two were about half of every scenario's CPU time.
 */
export function codexEnvironment(home, codexArgv, extra = {}) {
  const shimDir = join(home, "..", "codex-on-path");
  const userHome = join(home, "..", "user-home");
  mkdirSync(shimDir, { recursive: true });
  mkdirSync(userHome, { recursive: true });
  writeFileSync(join(shimDir, "codex"), `#!/bin/sh\nexec ${codexArgv.map(quote).join(" ")} "$@"\n`);
  writeFileSync(join(shimDir, "lsb_release"), "#!/bin/sh\nexit 1\n");
  for (const name of ["codex", "lsb_release"]) chmodSync(join(shimDir, name), 0o755);
  return {
    ...process.env,
    ...extra,
    HOME: userHome,
    CODEX_HOME: home,
    ULW_E2E_FAKE_KEY: "not-a-key",
    PATH: `${shimDir}:${process.env.PATH}`,
  };
}

export function writeCodexConfig(home, port, { config = [], plugins = false, features = [] } = {}) {
  writeFileSync(
    join(home, "config.toml"),
    [
      ...config,
      'model = "gpt-5.5"',
      'model_provider = "fake"',
      "check_for_update_on_startup = false",
      "",
      "[model_providers.fake]",
      'name = "fake"',
      `base_url = "http://127.0.0.1:${port}/v1"`,
      'wire_api = "responses"',
      'env_key = "ULW_E2E_FAKE_KEY"',
      "request_max_retries = 0",
      "stream_max_retries = 0",
      "",
      "[features]",
      `plugins = ${plugins}`,
      // The snapshot runs a login shell at every start; the model's commands need nothing from it.
      "shell_snapshot = false",
      ...features,
      "",
      "[analytics]",
      "enabled = false",
      "",
      "[otel]",
      'metrics_exporter = "none"',
      "",
    ].join("\n"),
  );
}
