/**
 * The Codex plugin this repository offers (.agents/plugins/marketplace.json, plugin/): Codex installs
 * it to `<codex-home>/plugins/cache/<marketplace>/<plugin>/<version>/` and names its hooks
 * `<plugin>@<marketplace>`.
 */
export const PLUGIN_NAME = "ulw-execute-continuation";
export const MARKETPLACE_NAME = "ulw";
