import { field, isRecord, type JsonRecord } from "../json/guards.js";

/** Marks the entries we write, so uninstall (and a re-install from a moved checkout) can find them. */
export const STATUS_PREFIX = "ulw-execute-continuation:";

export interface OurHooks {
  /** Full command lines for Stop and SubagentStop. */
  readonly stop: string;
  readonly subagentStop: string;
}

const EVENTS = [
  ["Stop", "stop", `${STATUS_PREFIX} checking the ULW plan`],
  ["SubagentStop", "subagentStop", `${STATUS_PREFIX} sub-agent stop (no-op)`],
] as const;

/** Quotes a path for the shell Codex runs hook commands in. */
export function shellQuote(path: string): string {
  return `"${path.replace(/(["\\$`])/g, "\\$1")}"`;
}

export function commandsFor(cliPath: string): OurHooks {
  const node = `node ${shellQuote(cliPath)}`;
  return { stop: `${node} hook stop`, subagentStop: `${node} hook subagent-stop` };
}

/** One of ours: the exact command we would write, or a handler carrying our status prefix. */
function isOurs(handler: unknown, ours: OurHooks): boolean {
  if (!isRecord(handler)) return false;
  const command = field(handler, "command");
  const status = field(handler, "statusMessage");
  if (command === ours.stop || command === ours.subagentStop) return true;
  return typeof status === "string" && status.startsWith(STATUS_PREFIX);
}

export type HooksEdit =
  | { readonly ok: true; readonly document: JsonRecord }
  | { readonly ok: false; readonly problem: string };

function eventsOf(document: JsonRecord): { ok: true; hooks: JsonRecord } | { ok: false; problem: string } {
  const hooks = field(document, "hooks");
  if (hooks === undefined) return { ok: true, hooks: {} };
  if (!isRecord(hooks)) return { ok: false, problem: '"hooks" is not a JSON object' };
  for (const [event] of EVENTS) {
    const groups = field(hooks, event);
    if (groups !== undefined && !Array.isArray(groups))
      return { ok: false, problem: `"hooks.${event}" is not an array` };
  }
  return { ok: true, hooks };
}

/** The groups of one event with our handlers taken out, and groups that held only ours dropped. */
function withoutOurs(groups: readonly unknown[], ours: OurHooks): unknown[] {
  const kept: unknown[] = [];
  for (const group of groups) {
    const handlers = isRecord(group) ? field(group, "hooks") : undefined;
    if (!isRecord(group) || !Array.isArray(handlers)) {
      kept.push(group);
      continue;
    }
    const remaining = handlers.filter((handler) => !isOurs(handler, ours));
    if (remaining.length === handlers.length) kept.push(group);
    else if (remaining.length > 0) kept.push({ ...group, hooks: remaining });
  }
  return kept;
}

/**
 * Adds our Stop and SubagentStop handlers, keeping every other hook and key as it was. Handlers of
 * ours that are already there (from this checkout or an older one) are replaced in place, so a second
 * install yields the same document.
 */
export function addOurHooks(document: JsonRecord, ours: OurHooks): HooksEdit {
  const events = eventsOf(document);
  if (!events.ok) return events;
  const hooks: Record<string, unknown> = { ...events.hooks };
  for (const [event, key, statusMessage] of EVENTS) {
    const handler = { type: "command", command: ours[key], timeout: 10, statusMessage };
    const groups = field(events.hooks, event);
    const list = Array.isArray(groups) ? groups : [];
    let placed = false;
    const updated = list.flatMap((group) => {
      const handlers = isRecord(group) ? field(group, "hooks") : undefined;
      if (!isRecord(group) || !Array.isArray(handlers) || !handlers.some((h) => isOurs(h, ours)))
        return [group];
      // The first handler of ours becomes the current one; any further copies go.
      const replaced = handlers.flatMap((h) => (!isOurs(h, ours) ? [h] : placed ? [] : [handler]));
      placed = true;
      return replaced.length > 0 ? [{ ...group, hooks: replaced }] : [];
    });
    hooks[event] = placed ? updated : [...list, { hooks: [handler] }];
  }
  return { ok: true, document: { ...document, hooks } };
}

/** Removes our handlers (and the groups and event lists that held only them); the rest stays. */
export function removeOurHooks(document: JsonRecord, ours: OurHooks): HooksEdit {
  const events = eventsOf(document);
  if (!events.ok) return events;
  if (field(document, "hooks") === undefined) return { ok: true, document };
  const hooks: Record<string, unknown> = { ...events.hooks };
  for (const [event] of EVENTS) {
    const groups = field(events.hooks, event);
    if (!Array.isArray(groups)) continue;
    const kept = withoutOurs(groups, ours);
    if (kept.length > 0 || groups.length === 0) hooks[event] = kept;
    else delete hooks[event];
  }
  return { ok: true, document: { ...document, hooks } };
}
