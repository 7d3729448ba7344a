/**
 * The package's name: its npm name, the command npm puts on the PATH (package.json "name" and "bin"),
 * and the name our hooks, messages and the Codex plugin go by.
 */
export const PACKAGE_NAME = "ulw-execute-continuation";
