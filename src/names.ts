/**
 * The package's name: its npm name, the command npm puts on the PATH (package.json "name" and "bin"),
 * and the name our hooks, messages and the Codex plugin go by.
 */
export const PACKAGE_NAME = "ulw-execute-continuation";

/**
 * The Codex plugin this repository offers (.agents/plugins/marketplace.json, plugin/): Codex installs
 * it to `<codex-home>/plugins/cache/<marketplace>/<plugin>/<version>/` and names its hooks
 * `<plugin>@<marketplace>`. The plugin carries the package's name (plugin/.codex-plugin/plugin.json).
 */
export const PLUGIN_NAME = PACKAGE_NAME;
export const MARKETPLACE_NAME = "ulw";
/** What `codex plugin add` and `codex plugin remove` take, and how Codex names the plugin's hooks. */
export const PLUGIN_ID = `${PLUGIN_NAME}@${MARKETPLACE_NAME}`;
