import { findNodeAtLocation, getNodeValue, type Node } from "jsonc-parser";
import { MIB, readRegularText, type TextRead } from "../fs/regular-file.js";
import { field, isRecord, parseJson } from "../json/guards.js";
import { appendElement, nodeAt, removeElement, setJsonValue } from "../json/text-edit.js";
import { PACKAGE_NAME } from "../names.js";
import { type OurHooks, parseHookCommand, platformCommand } from "./hook-command.js";

/** The one reader of a hooks.json (and of its backup), capped far past any Codex writes. */
export function readHooksText(path: string): TextRead {
  return readRegularText(path, 8 * MIB);
}

/** Marks the entries we write, so uninstall (and a re-install from a moved checkout) can find them. */
export const STATUS_PREFIX = `${PACKAGE_NAME}:`;

/** Each event we register: Codex's event name, the OurHooks key, the status message Codex shows. */
export const EVENTS = [
  ["Stop", "stop", `${STATUS_PREFIX} checking the ULW plan`],
  ["SubagentStop", "subagentStop", `${STATUS_PREFIX} sub-agent stop (no-op)`],
  ["UserPromptSubmit", "promptSubmit", `${STATUS_PREFIX} checking for $ulw-execute`],
  ["SessionStart", "sessionStart", `${STATUS_PREFIX} checking for a ULW plan to restore`],
] as const;

/** One of ours: the exact command we write, or under our label one of our shape (an older checkout's). */
function isOurs(handler: unknown, ours: OurHooks): boolean {
  if (!isRecord(handler)) return false;
  const command = field(handler, "command");
  const status = field(handler, "statusMessage");
  if (EVENTS.some(([, key]) => command === ours[key].command)) return true;
  const runs = platformCommand(handler);
  if (typeof status !== "string" || typeof runs !== "string") return false;
  return status.startsWith(STATUS_PREFIX) && parseHookCommand(runs) !== undefined;
}

export type HooksEdit =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly problem: string };

const BOM = "\ufeff";

/** Offsets are computed without a BOM; one that was there is put back. */
function withBom(edit: HooksEdit): HooksEdit {
  return edit.ok ? { ok: true, text: `${BOM}${edit.text}` } : edit;
}

/** Where our handlers sit in one event's list: [group index, handler index, group's handler count]. */
type Place = readonly [group: number, handler: number, handlers: number];

function placesOfOurs(groups: Node | undefined, ours: OurHooks): Place[] {
  const places: Place[] = [];
  for (const [g, group] of (groups?.children ?? []).entries()) {
    const handlers = group.type === "object" ? findNodeAtLocation(group, ["hooks"]) : undefined;
    if (handlers?.type !== "array") continue;
    const list = handlers.children ?? [];
    for (const [h, handler] of list.entries())
      if (isOurs(getNodeValue(handler), ours)) places.push([g, h, list.length]);
  }
  return places;
}

/** Checks the shape we edit: valid JSON, an object, `hooks` an object, each event's list an array. */
function check(text: string): { ok: true } | { ok: false; problem: string } {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problem: "is not valid JSON" };
  if (!isRecord(parsed.value)) return { ok: false, problem: "is not a JSON object" };
  const hooks = field(parsed.value, "hooks");
  if (hooks !== undefined && !isRecord(hooks)) return { ok: false, problem: '"hooks" is not a JSON object' };
  for (const [event] of EVENTS) {
    const groups = isRecord(hooks) ? field(hooks, event) : undefined;
    if (groups !== undefined && !Array.isArray(groups))
      return { ok: false, problem: `"hooks.${event}" is not an array` };
  }
  return { ok: true };
}

/** Adds our handlers in place: one of ours is replaced where it stands, copies go, or a group is added. */
export function addOurHooks(text: string, ours: OurHooks): HooksEdit {
  if (text.startsWith(BOM)) return withBom(addOurHooks(text.slice(1), ours));
  // A new file starts as a small pretty one, so what is added comes out indented too.
  let next = text.trim() === "" ? '{\n  "hooks": {}\n}\n' : text;
  for (const [event, key, statusMessage] of EVENTS) {
    const checked = check(next);
    if (!checked.ok) return checked;
    const { command, commandWindows } = ours[key];
    const handler = { type: "command", command, commandWindows, timeout: 10, statusMessage };
    const groups = nodeAt(next, ["hooks", event]);
    const [first, ...extra] = placesOfOurs(groups, ours);
    // Later copies first, so earlier positions stay valid; a group left empty goes with its handler.
    for (const [g, h, count] of extra.reverse()) {
      next = removeElement(next, count === 1 ? ["hooks", event, g] : ["hooks", event, g, "hooks", h]);
    }
    if (first !== undefined) {
      const [g, h] = first;
      const current = nodeAt(next, ["hooks", event, g, "hooks", h]);
      if (JSON.stringify(current && getNodeValue(current)) !== JSON.stringify(handler))
        next = setJsonValue(next, ["hooks", event, g, "hooks", h], handler);
    } else next = appendElement(next, ["hooks", event], { hooks: [handler] });
  }
  return { ok: true, text: next };
}

/** An empty container left at `path` takes the text it had in `before` (`{ }`, `[\n]`...). */
function emptyAsBefore(text: string, before: string, path: (string | number)[]): string {
  const now = nodeAt(text, path);
  const then = nodeAt(before, path);
  if (now === undefined || then === undefined || now.type !== then.type) return text;
  if ((now.children?.length ?? 0) > 0 || (then.children?.length ?? 0) > 0) return text;
  const original = before.slice(then.offset, then.offset + then.length);
  return text.slice(0, now.offset) + original + text.slice(now.offset + now.length);
}

/** Removes our handlers and the containers left empty, unless `before` (install's backup) had them. */
export function removeOurHooks(text: string, ours: OurHooks, before?: string): HooksEdit {
  if (text.startsWith(BOM)) return withBom(removeOurHooks(text.slice(1), ours, before));
  if (before?.startsWith(BOM)) return removeOurHooks(text, ours, before.slice(1));
  if (text.trim() === "") return { ok: true, text };
  const had = (path: string[]) => before !== undefined && nodeAt(before, path) !== undefined;
  let next = text;
  for (const [event] of EVENTS) {
    const checked = check(next);
    if (!checked.ok) return checked;
    const groups = nodeAt(next, ["hooks", event]);
    const places = placesOfOurs(groups, ours);
    if (places.length === 0) continue;
    const ourCount = new Map<number, number>();
    for (const [g] of places) ourCount.set(g, (ourCount.get(g) ?? 0) + 1);
    const emptied = new Set(places.filter(([g, , count]) => ourCount.get(g) === count).map(([g]) => g));
    if (emptied.size === (groups?.children?.length ?? 0) && !had(["hooks", event])) {
      next = setJsonValue(next, ["hooks", event], undefined);
      continue;
    }
    for (const [g, h] of [...places].reverse()) {
      if (emptied.has(g)) {
        if (h === 0) next = removeElement(next, ["hooks", event, g]);
      } else next = removeElement(next, ["hooks", event, g, "hooks", h]);
    }
  }
  if (next === text) return { ok: true, text };
  for (const path of [...EVENTS.map(([event]) => ["hooks", event]), ["hooks"]])
    if (before !== undefined) next = emptyAsBefore(next, before, path);
  const hooks = nodeAt(next, ["hooks"]);
  if (!had(["hooks"]) && hooks?.type === "object" && (hooks.children?.length ?? 0) === 0)
    next = setJsonValue(next, ["hooks"], undefined);
  return { ok: true, text: next };
}
