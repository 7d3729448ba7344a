// The config.toml the e2e runners give Codex: the fake Responses server on loopback as the only
// provider, no retries, no telemetry. `config` lines open the file (top-level keys); `features` lines
// go under `[features]`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

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
