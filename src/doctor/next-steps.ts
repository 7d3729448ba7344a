import { shellQuote } from "../install/hook-command.js";
import { PACKAGE_NAME, PLUGIN_ID } from "../names.js";
import type { Registration } from "./registrations.js";

/** The commands doctor's next steps name, each a command the person can run as it stands. */

const ADD_PLUGIN = `codex plugin add ${PLUGIN_ID}`;
const INSTALL_USER = `${PACKAGE_NAME} install --user`;

/**
 * The trust step, with a command the person can run as it stands: the copy of this package the hook
 * runs (a plugin's installed copy is on no PATH), quoted for the shell, with the flags doctor was given.
 */
export function trustStep(script: string, flags: string): string {
  return `run \`node ${shellQuote(script)} trust${flags}\` (records Codex's trust for this package's hooks only), or start codex and accept them when it asks`;
}

/** A hook run from the PATH: `trust` will not pin it, so the step is to accept it, or to install one that is pinned. */
export const PATH_TRUST_STEP = `accept it when codex asks (\`trust\` records trust only for \`node "<absolute path>/dist/cli.js"\` commands, which pin what runs), or register a pinned one: \`${INSTALL_USER}\``;

/** The registration's script is gone: build and add the plugin again, or install again from the package. */
export function reinstallStep(registration: Registration): string {
  return registration.source === "plugin"
    ? `rebuild and reinstall the plugin: \`npm ci && npm run build\` in the clone, then \`${ADD_PLUGIN}\``
    : `run \`${PACKAGE_NAME} install --${registration.source}\` again from where the package lives now`;
}

/** A hook under our label that does not run this package: replace it if it is an old copy, else remove it. */
export function notOursStep(registration: Registration): string {
  return registration.source === "plugin"
    ? `if it is an older build of this package, reinstall it: \`codex plugin add ${registration.pluginId ?? PLUGIN_ID}\` from this clone; otherwise remove it: \`codex plugin remove ${registration.pluginId ?? ""}\``
    : `if it is an older install of this package, run \`${PACKAGE_NAME} install --${registration.source}\` from here (it replaces it); otherwise it only borrows our label: remove it from ${registration.file}`;
}

export const ENABLE_PLUGIN_STEP = `enable the plugin: \`${ADD_PLUGIN}\``;
export const INSTALL_STEP = `install it: \`codex plugin marketplace add <clone>\` then \`${ADD_PLUGIN}\`, or \`${INSTALL_USER}\``;
export const KEEP_ONE_STEP = `keep one: \`${PACKAGE_NAME} uninstall --user\` (or --project), or \`codex plugin remove ${PLUGIN_ID}\``;
export const REGISTER_AGAIN_STEP = `register it: \`${INSTALL_USER}\` again (or --project), or \`${ADD_PLUGIN}\` from a current clone`;
