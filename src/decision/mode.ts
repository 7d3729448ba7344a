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
  // A read cut at its cap may miss the stamp; this hook's newest chain stamp carries the prompt's limits.
  if (prompt?.kind === "read" && prompt.boundary === "cap") {
    const carried = prompt.stamps[0]?.limits;
    if (carried !== undefined)
      return { kind: "read", path: file.path, settings: { chain: true, ...carried } };
    const why = `the transcript was read back ${prompt.bytesScanned} bytes without reaching the prompt: what settings.json said as it began is unknown, so plain mode without goal-end texts`;
    return { kind: "unstamped", path: file.path, why };
  }
  const stamp = prompt?.kind === "read" ? prompt.settings : undefined;
  if (stamp?.kind === "read" || stamp?.kind === "none") return { ...stamp, path: file.path };
  if (stamp?.kind === "unknown")
    return { kind: "unstamped", path: file.path, why: `${stamp.why}: plain mode without goal-end texts` };
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
 * The flags, then settings.json as the prompt began (never as now: the agent may have written it), then the
 * defaults; a mode looser than plain also needs the hooks unchanged since the session began (same reason).
 */
export function resolveMode(
  flags: ModeFlags,
  where: { readonly root: string; readonly cwd: string },
  transcript: string | undefined,
  promptRead: boolean,
  read: Readers,
): EffectiveMode {
  const settings = read.settings(where.root);
  // Nothing to loosen: the rollout is read only when the decision reads the prompt anyway.
  if (!flags.chain && settings.kind === "none" && !promptRead) return effectiveMode(flags, settings);
  if (transcript === undefined) return effectiveMode(flags, asPromptBegan(settings, undefined));
  // Where the whole-file pressure scan follows (plain flags, or stop-on-compaction), in the same pass.
  if (!flags.chain || flags.stopOnCompaction) read.transcript(transcript, "chain");
  const effective = effectiveMode(flags, asPromptBegan(settings, read.prompt(transcript, "chain")));
  if (!effective.mode.chain && !effective.mode.goalEnd) return effective;
  const hooks = read.hooks(where.cwd, transcript);
  if (hooks.kind === "unchanged") return effective;
  const why =
    hooks.kind === "changed"
      ? `${hooks.path} changed at ${new Date(hooks.at).toISOString()}, after this session began (${new Date(hooks.sessionStart).toISOString()}): the hook registration may be the agent's, so plain mode without goal-end texts until a new session`
      : `${hooks.why}: whether the hook registration changed during the session cannot be told, so plain mode without goal-end texts`;
  return effectiveMode(flags, { kind: "unstamped", path: settings.path, why });
}
