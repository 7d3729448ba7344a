import type { PromptFact } from "../rollout/facts.js";
import {
  type EffectiveMode,
  effectiveMode,
  type ModeFlags,
  type SettingsUse,
} from "../settings/effective.js";
import type { SettingsFact } from "../settings/settings.js";
import type { Readers } from "./readers.js";

/** settings.json as the human prompt began: the prompt hook's stamp, or what can be said without one. */
function asPromptBegan(file: SettingsFact, prompt: PromptFact | undefined): SettingsUse {
  // A read that stopped at its cap never reached the prompt: the stamp may lie beyond, whatever is on
  // disk. This hook's newest chain stamp carries the limits the prompt began with.
  const carried = prompt?.kind === "read" && prompt.boundary === "cap" ? prompt.stamps[0]?.limits : undefined;
  if (carried !== undefined) {
    const { maxChain, patience, stopOnCompaction, goalEnd } = carried;
    const settings = { chain: true, maxChain, patience, stopOnCompaction, goalEnd };
    return { kind: "read", path: file.path, settings };
  }
  if (prompt?.kind === "read" && prompt.boundary === "cap") {
    const why = `the transcript was read back ${prompt.bytesScanned} bytes without reaching the prompt: what settings.json said as it began is unknown, so plain mode without goal-end texts`;
    return { kind: "unstamped", path: file.path, why };
  }
  const stamp = prompt?.kind === "read" ? prompt.settings : undefined;
  if (stamp?.kind === "read") return { ...stamp, path: file.path };
  // The stamp says only that the file was invalid; what is wrong with it now says more, if it still is.
  if (stamp?.kind === "invalid")
    return { kind: "invalid", path: file.path, why: file.kind === "invalid" ? file.why : stamp.why };
  if (file.kind === "none" && stamp === undefined) return file;
  const where =
    prompt === undefined
      ? "the payload names no transcript"
      : stamp?.kind === "conflict"
        ? "hooks stamped different settings in the prompt, so which is ours cannot be told"
        : prompt.kind === "read"
          ? `no stamp of the prompt hook between the prompt and now (read back to ${prompt.boundary})`
          : `${prompt.path} could not be read back`;
  const why = `what it said as this prompt began is unknown (${where}): plain mode without goal-end texts until a typed prompt begins with it`;
  return { kind: "unstamped", path: file.path, why };
}

/**
 * The mode the hook runs in: its flags, then settings.json as the current human prompt began (stamped
 * into the rollout by the prompt hook), then the defaults. The file as it is now never loosens the mode:
 * with no flag for chain mode and no file now there is nothing to loosen, and the rollout is not read
 * (unless `promptRead`: the decision reads the prompt anyway, and its stamp may be stricter).
 */
export function resolveMode(
  flags: ModeFlags,
  root: string,
  transcript: string | undefined,
  promptRead: boolean,
  read: Readers,
): EffectiveMode {
  const settings = read.settings(root);
  if (!flags.chain && settings.kind === "none" && !promptRead) return effectiveMode(flags, settings);
  if (transcript === undefined) return effectiveMode(flags, asPromptBegan(settings, undefined));
  // Where the whole-file pressure scan follows (plain flags, or stop-on-compaction), it reads the prompt
  // in the same pass.
  if (!flags.chain || flags.stopOnCompaction) read.transcript(transcript, "chain");
  return effectiveMode(flags, asPromptBegan(settings, read.prompt(transcript, "chain")));
}
