const __ulwModuleUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
}, __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: !0 }), mod);

// src/work/prompt-answer.ts
var prompt_answer_exports = {};
__export(prompt_answer_exports, {
  answerPrompt: () => answerPrompt
});
module.exports = __toCommonJS(prompt_answer_exports);
var import_node_path10 = require("node:path");

// src/json/guards.ts
function isRecord(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function field(record, key) {
  return Object.hasOwn(record, key) ? record[key] : void 0;
}
function parseJson(text) {
  let body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  try {
    return { ok: !0, value: JSON.parse(body) };
  } catch {
    return { ok: !1 };
  }
}

// src/boulder/work.ts
var WORK_STATUSES = ["active", "paused", "completed", "abandoned"];
var ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
function timestamp(value) {
  if (typeof value != "string" || !ISO_PATTERN.test(value)) return;
  let epochMs = Date.parse(value);
  return Number.isFinite(epochMs) ? { iso: value, epochMs } : void 0;
}
function parseWork(id, value) {
  if (!isRecord(value)) return { id, valid: !1, problem: "work is not a JSON object" };
  let activePlan = field(value, "active_plan");
  if (typeof activePlan != "string" || activePlan.trim() === "")
    return { id, valid: !1, problem: "active_plan is missing or not a non-empty string" };
  let planName = field(value, "plan_name");
  if (typeof planName != "string")
    return { id, valid: !1, problem: "plan_name is missing or not a string" };
  let ids = field(value, "session_ids"), sessionIds = Array.isArray(ids) ? ids.filter((item) => typeof item == "string") : [], work = {
    id,
    planName,
    activePlan,
    sessionIds
  }, status = WORK_STATUSES.find((candidate) => candidate === field(value, "status"));
  status !== void 0 && (work.status = status);
  let worktree = field(value, "worktree_path");
  typeof worktree == "string" && worktree.trim() !== "" && (work.worktreePath = worktree);
  let startedAt = timestamp(field(value, "started_at"));
  startedAt !== void 0 && (work.startedAt = startedAt);
  let updatedAt = timestamp(field(value, "updated_at"));
  return updatedAt !== void 0 && (work.updatedAt = updatedAt), { id, valid: !0, work };
}

// src/boulder/document.ts
var MIRROR_ID = "(top level)";
function parseBoulder(text) {
  let parsed = parseJson(text);
  return parsed.ok ? isRecord(parsed.value) ? { ok: !0, document: boulderDocument(parsed.value) } : { ok: !1, problem: "boulder.json is not a JSON object" } : { ok: !1, problem: "boulder.json is not valid JSON" };
}
function boulderDocument(record) {
  let rawWorks = field(record, "works"), activeWorkId = field(record, "active_work_id");
  return {
    mirror: { id: MIRROR_ID, value: record },
    ...isRecord(rawWorks) ? { works: Object.keys(rawWorks).map((id) => ({ id, value: field(rawWorks, id) })) } : {},
    ...typeof activeWorkId == "string" ? { activeWorkId } : {}
  };
}

// src/boulder/session-id.ts
var KNOWN_PREFIX = /^(?:codex|opencode):/;
function sessionKeyFromPayload(sessionId) {
  return KNOWN_PREFIX.test(sessionId) ? sessionId : `codex:${sessionId}`;
}
function sessionKeyFromBoulder(storedId) {
  return KNOWN_PREFIX.test(storedId) ? storedId : `opencode:${storedId}`;
}
var NOT_IN_AN_ID = /[\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
function sessionIdProblem(sessionId) {
  if (sessionId.trim() === "") return "the session id is blank";
  let shown = JSON.stringify(sessionId.slice(0, 80));
  if (sessionId.length > 256 || NOT_IN_AN_ID.test(sessionId)) return `not a session id: ${shown}`;
  if (sessionId.replace(KNOWN_PREFIX, "") === "")
    return `not a session id: ${shown} (a prefix with no id after it)`;
}

// src/boulder/edit.ts
var MIRROR_KEYS = [
  "active_plan",
  "plan_name",
  "session_ids",
  "session_origins",
  "status",
  "started_at",
  "updated_at",
  "ended_at",
  "elapsed_ms",
  "agent",
  "worktree_path",
  "task_sessions"
], isEnded = (status) => status === "completed" || status === "abandoned", isSession = (stored, sessionKey) => typeof stored == "string" && sessionKeyFromBoulder(stored) === sessionKey, recordAt = (works, id) => {
  let work = field(works, id);
  return isRecord(work) ? work : void 0;
};
function worksOf(boulder) {
  let copy = (record) => Object.assign(/* @__PURE__ */ Object.create(null), record), works = field(boulder, "works");
  if (isRecord(works)) return { ok: !0, works: copy(works) };
  if (works != null)
    return { ok: !1, problem: '"works" is not a JSON object, so no work can be added without losing it' };
  let plan = field(boulder, "active_plan");
  if (typeof plan != "string" || plan.trim() === "") return { ok: !0, works: copy({}) };
  let legacy = {};
  for (let key of MIRROR_KEYS) Object.hasOwn(boulder, key) && (legacy[key] = field(boulder, key));
  let workId = field(boulder, "work_id"), id = typeof workId == "string" ? workId : "legacy";
  return { ok: !0, works: copy({ [id]: { work_id: id, ...legacy } }), legacyId: id };
}
function withActive(boulder, works, workId) {
  let work = recordAt(works, workId), next = { ...boulder, schema_version: 2, works, active_work_id: workId };
  for (let key of MIRROR_KEYS)
    work !== void 0 && Object.hasOwn(work, key) ? next[key] = field(work, key) : delete next[key];
  return next;
}
function withoutSessions(work, drop) {
  let ids = field(work, "session_ids"), dropped = (id) => typeof id == "string" && drop(id);
  if (!Array.isArray(ids) || !ids.some(dropped)) return;
  let next = { ...work, session_ids: ids.filter((id) => !dropped(id)) }, origins = field(work, "session_origins");
  return isRecord(origins) && (next.session_origins = Object.fromEntries(Object.entries(origins).filter(([id]) => !drop(id)))), next;
}
function leaveOtherWorks(works, keepId, sessionKey) {
  let left = [];
  for (let id of Object.keys(works)) {
    let work = recordAt(works, id);
    if (id === keepId || work === void 0 || isEnded(field(work, "status"))) continue;
    let next = withoutSessions(work, (stored) => isSession(stored, sessionKey));
    next !== void 0 && (works[id] = next, left.push(id));
  }
  if (left.length === 0) return "";
  let names = left.map((id) => JSON.stringify(id)).join(", "), [which, its] = left.length === 1 ? ["work", "its"] : ["works", "their"];
  return `; this session left its other unfinished ${which} ${names} (${its} status and other sessions stay)`;
}
function newWorkId(works, planName) {
  let base = planName.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64) || "work", id = base;
  for (let n = 2; Object.hasOwn(works, id); n++) id = `${base}-${n}`;
  return id;
}
function existingWorkFor(works, request) {
  let same = Object.keys(works).filter((id) => {
    let plan = field(recordAt(works, id) ?? {}, "active_plan");
    return typeof plan == "string" && plan.trim() !== "" && request.isSamePlan(plan);
  });
  return same.filter((id) => {
    let status = field(recordAt(works, id) ?? {}, "status");
    return status === "active" || status === "paused";
  }).at(-1) ?? same.at(-1);
}
function startWork(boulder, request) {
  let listed = worksOf(boulder);
  if (!listed.ok) return listed;
  let { works } = listed, { sessionKey, now } = request, existing = existingWorkFor(works, request);
  if (existing === void 0) {
    let workId = newWorkId(works, request.planName);
    works[workId] = {
      work_id: workId,
      active_plan: request.planPath,
      plan_name: request.planName,
      session_ids: [sessionKey],
      session_origins: { [sessionKey]: "direct" },
      status: "active",
      started_at: now,
      updated_at: now
    };
    let note2 = `started a new work${leaveOtherWorks(works, workId, sessionKey)}`;
    return { ok: !0, boulder: withActive(boulder, works, workId), workId, note: note2 };
  }
  let found = recordAt(works, existing) ?? {}, record = isEnded(field(found, "status")) && withoutSessions(found, (id) => !isSession(id, sessionKey)) || found, rawIds = field(record, "session_ids"), ids = Array.isArray(rawIds) ? [...rawIds] : [], joined = !ids.some((id) => isSession(id, sessionKey)), origins = field(record, "session_origins"), next = {
    ...record,
    session_ids: joined ? [...ids, sessionKey] : ids,
    ...joined && isRecord(origins) ? { session_origins: { ...origins, [sessionKey]: "appended" } } : {},
    status: "active",
    updated_at: now
  };
  delete next.ended_at, works[existing] = next;
  let left = leaveOtherWorks(works, existing, sessionKey), note = `${joined ? "joined the plan's existing work" : "the session already had this work"}${left}`;
  return { ok: !0, boulder: withActive(boulder, works, existing), workId: existing, note };
}
var CHANGES = {
  complete: ["completed", ["active", "paused"]],
  pause: ["paused", ["active"]],
  resume: ["active", ["paused"]],
  abandon: ["abandoned", ["active", "paused"]]
}, unchangedNote = (status) => `was already ${status}; nothing changed`;
function setWorkStatus(boulder, workId, change, now) {
  let listed = worksOf(boulder);
  if (!listed.ok) return listed;
  let { works } = listed, id = workId === MIRROR_ID && listed.legacyId !== void 0 ? listed.legacyId : workId, shownId = JSON.stringify(id), work = recordAt(works, id);
  if (work === void 0) return { ok: !1, problem: `the work ${shownId} is not there` };
  let [status, from] = CHANGES[change], was = field(work, "status");
  if (was === status && !isEnded(was)) return { ok: !0, boulder, workId: id, note: unchangedNote(status) };
  if (isEnded(was))
    return {
      ok: !1,
      problem: `the work ${shownId} is ${was}, and an ended work is not changed; to work on its plan again, start it again with \`$ulw-execute <plan>\` (or the \`start <plan>\` command)`
    };
  if (!from.some((each) => each === was))
    return { ok: !1, problem: `the work ${shownId} is ${typeof was == "string" ? was : "no status"}; ${change} applies only to a work that is ${from.join(" or ")}` };
  let next = { ...work, status, updated_at: now };
  isEnded(status) ? next.ended_at = now : delete next.ended_at, works[id] = next;
  let active = field(boulder, "active_work_id");
  return { ok: !0, boulder: status === "active" || active === id || typeof active != "string" ? withActive(boulder, works, id) : { ...boulder, schema_version: 2, works }, workId: id, note: `${String(was)} -> ${status}` };
}

// src/fs/clock.ts
function msSinceStart() {
  return process.uptime() * 1e3;
}

// src/fs/omo-paths.ts
var import_node_path = require("node:path");
function boulderPath(root) {
  return (0, import_node_path.join)(root, ".omo", "boulder.json");
}
function ledgerPath(root) {
  return (0, import_node_path.join)(root, ".omo", "ulw-execute", "ledger.jsonl");
}

// src/names.ts
var PACKAGE_NAME = "ulw-execute-continuation", PLUGIN_NAME = PACKAGE_NAME, MARKETPLACE_NAME = "ulw", PLUGIN_ID = `${PLUGIN_NAME}@${MARKETPLACE_NAME}`;

// src/settings/settings.ts
var DEFAULT_MODE = {
  chain: !1,
  maxChain: 20,
  patience: 1,
  stopOnCompaction: !1,
  goalEnd: !0,
  maxTokens: 0,
  maxMinutes: 0
}, SETTINGS_CAP_BYTES = 64 * 1024;
var PATIENCE_LIMIT = 10, MODE_RANGES = {
  maxChain: { min: 1, max: Number.POSITIVE_INFINITY },
  patience: { min: 0, max: PATIENCE_LIMIT },
  maxTokens: { min: 0, max: 1e9 },
  maxMinutes: { min: 0, max: 10080 }
};

// src/settings/flags.ts
var PLAIN = { ...DEFAULT_MODE, given: [] };

// src/install/hook-command.ts
var WIN32 = process.platform === "win32", WINDOWS_UNSAFE = String.raw`"$\x60%\x00-\x1f\u201c-\u201e`;
function windowsQuote(path) {
  return new RegExp(`[${WINDOWS_UNSAFE}]`).test(path) ? void 0 : `"${path}"`;
}
function shellQuote(path, win32 = WIN32) {
  return (win32 ? windowsQuote(path) : void 0) ?? `"${path.replace(/(["\\$`])/g, "\\$1")}"`;
}
var QUOTED_PATH = String.raw`"((?:[^"\\$\x60]|\\["\\$\x60])*)"`, QUOTED_WINDOWS_PATH = `"([^${WINDOWS_UNSAFE}]*)"`, REST = " +hook +([a-z-]+)((?: +[A-Za-z0-9=-]+)*) *$", BY_NODE = new RegExp(`^node +${QUOTED_PATH}${REST}`), BY_NODE_WINDOWS = new RegExp(`^node +${QUOTED_WINDOWS_PATH}${REST}`), BY_NAME = new RegExp(`^(${PACKAGE_NAME})${REST}`);

// src/text/printable.ts
var HIDDEN = "[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Default_Ignorable_Code_Point}]", NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" }, PLAIN_ASCII = /^[\x20-\x7e]*$/, unicode = (source, flags = "u") => new RegExp(source, flags), buildRules = () => ({
  hidden: unicode(HIDDEN, "gu"),
  hiddenOne: unicode(`^${HIDDEN}$`),
  // What a name holds when it was not valid UTF-8 (U+FFFD for the bytes read), or half a surrogate pair.
  notUtf8: unicode("[\\ufffd\\p{Cs}]"),
  joiner: unicode("^\\p{Join_Control}$"),
  selector: unicode("^[\\ufe0e\\ufe0f]$"),
  beforeJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{M}\\p{N}\\p{S}]$"),
  afterJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{N}\\p{S}]$"),
  beforeSelector: unicode("^[\\p{L}\\p{N}\\p{S}\\p{P}]$")
}), built, charRules = () => built ??= buildRules();
function keptInText(char, text, index) {
  let rules = charRules(), visible = (c, kinds) => kinds.test(c) && !rules.hiddenOne.test(c), before = [...text.slice(Math.max(0, index - 2), index)].at(-1) ?? "";
  if (rules.selector.test(char)) return visible(before, rules.beforeSelector);
  if (!rules.joiner.test(char)) return !1;
  let after = text.codePointAt(index + char.length);
  return (visible(before, rules.beforeJoiner) || rules.selector.test(before)) && after !== void 0 && visible(String.fromCodePoint(after), rules.afterJoiner);
}
function escaped(char) {
  let named = NAMED[char];
  if (named !== void 0) return named;
  let hex = (char.codePointAt(0) ?? 0).toString(16);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
function printable(text) {
  return PLAIN_ASCII.test(text) ? text : text.replace(
    charRules().hidden,
    (char, index) => keptInText(char, text, index) ? char : escaped(char)
  );
}
function isShowable(name) {
  return !charRules().notUtf8.test(name) && printable(name) === name;
}
var UNSHOWABLE_WHY = "a control, format or invisible character, a line break or bytes that are not UTF-8";
function skippedNames(count) {
  return count === 0 ? "" : `${count === 1 ? "1 file with a name that cannot be shown was" : `${count} files with names that cannot be shown were`} skipped (${UNSHOWABLE_WHY} in the name; rename such a file to use it)`;
}

// src/plan/markdown-line.ts
var FENCE = /^ {0,3}(`{3,}|~{3,})([\s\S]*)$/, HEADING = /^ {0,3}(#{1,6})(?:[ \t]([\s\S]*))?$/, OTHER = { kind: "other" };
function lineKind(line, open) {
  let fence = FENCE.exec(line), run = fence?.[1], rest = fence?.[2] ?? "";
  if (open !== void 0)
    return run !== void 0 && run[0] === open.char && run.length >= open.length && /^[ \t]*$/.test(rest) ? { kind: "fence-close" } : OTHER;
  if (run !== void 0) {
    let char = run[0] === "`" ? "`" : "~";
    return char === "~" || !rest.includes("`") ? { kind: "fence-open", fence: { char, length: run.length } } : OTHER;
  }
  let heading = HEADING.exec(line), hashes = heading?.[1];
  if (hashes === void 0) return OTHER;
  let text = Buffer.from(heading?.[2] ?? "", "latin1").toString("utf8").trim().replace(/(?:^|[ \t]+)#+$/, "").trim();
  return { kind: "heading", heading: { level: hashes.length, text } };
}

// src/plan/checklist.ts
var NO_NEXT_TASK_LABEL = "none (final gate pending)";
function nextTaskLabel(checklist) {
  return checklist.nextTask === void 0 ? NO_NEXT_TASK_LABEL : checklist.nextTask === "" ? "(no label)" : checklist.nextTask;
}
var box = (mark, numbered2 = "") => new RegExp(`\\n[-*] \\[${mark}\\]${numbered2}(?=[ \\t]|\\r?\\n|\\r?$)`, "g"), CHECKED = box("[xX]"), UNCHECKED = box(" "), numbered = (mark) => ({
  todos: box(mark, "[ \\t]+\\d+\\."),
  "final-wave": box(mark, "[ \\t]+F\\d+\\.")
}), CHECKED_NUMBERED = numbered("[xX]"), UNCHECKED_NUMBERED = numbered(" "), STRUCTURE = /\n {0,3}(?:#|`{3}|~{3})/g;
function firstLabel(pattern, text) {
  pattern.lastIndex = 0;
  let found = pattern.exec(text);
  if (found === null) return;
  let boxEnd = found.index + 6, lineEnd = text.indexOf(`
`, boxEnd), line = text.slice(boxEnd, lineEnd === -1 ? text.length : lineEnd).replace(/\r$/, "");
  return Buffer.from(line, "latin1").toString("utf8").trim();
}
var Tally = class {
  completed = 0;
  total = 0;
  nextTask;
  add(text, checked, unchecked) {
    let done = text.match(checked)?.length ?? 0, open = text.match(unchecked)?.length ?? 0;
    this.completed += done, this.total += done + open, open > 0 && this.nextTask === void 0 && (this.nextTask = firstLabel(unchecked, text));
  }
  result(mode) {
    let counts = { completed: this.completed, remaining: this.total - this.completed, total: this.total };
    return this.nextTask === void 0 ? { ...counts, mode } : { ...counts, nextTask: this.nextTask, mode };
  }
}, TRACKED = /* @__PURE__ */ new Map([
  ["todos", "todos"],
  ["final verification wave", "final-wave"]
]), ChecklistCounter = class {
  structured = new Tally();
  simple = new Tally();
  hasTrackedSection = !1;
  section;
  inSubsection = !1;
  fence;
  started = !1;
  /** Feeds whole lines (each ending in "\n", except perhaps the file's last) as latin1 text. */
  lines(latin1) {
    let text = this.started || !latin1.startsWith("\xEF\xBB\xBF") ? latin1 : latin1.slice(3);
    this.started = !0;
    let padded = `
${text}`, segmentStart = 0;
    STRUCTURE.lastIndex = 0;
    for (let found = STRUCTURE.exec(padded); found !== null; found = STRUCTURE.exec(padded)) {
      let lineStart = found.index + 1, newline = padded.indexOf(`
`, lineStart), lineEnd = newline === -1 ? padded.length : newline;
      this.segment(padded.slice(segmentStart, found.index)), this.structureLine(padded.slice(lineStart, lineEnd).replace(/\r$/, "")), segmentStart = lineEnd, STRUCTURE.lastIndex = lineEnd;
    }
    this.segment(padded.slice(segmentStart));
  }
  /** Counts the boxes in "\n"-prefixed text that holds no heading and no fence line. */
  segment(text) {
    if (this.fence !== void 0 || text.length < 6) return;
    this.simple.add(text, CHECKED, UNCHECKED);
    let section = this.section;
    section !== void 0 && (this.inSubsection ? this.structured.add(text, CHECKED_NUMBERED[section], UNCHECKED_NUMBERED[section]) : this.structured.add(text, CHECKED, UNCHECKED));
  }
  structureLine(line) {
    let kind = lineKind(line, this.fence);
    if (kind.kind === "fence-close") this.fence = void 0;
    else if (kind.kind === "fence-open") this.fence = kind.fence;
    else if (kind.kind === "heading") {
      if (kind.heading.level > 2) {
        this.inSubsection = !0;
        return;
      }
      this.section = kind.heading.level === 2 ? TRACKED.get(kind.heading.text.toLowerCase()) : void 0, this.hasTrackedSection ||= this.section !== void 0, this.inSubsection = !1;
    }
  }
  result() {
    return this.hasTrackedSection ? this.structured.result("structured") : this.simple.result("simple");
  }
};

// src/work/shown.ts
var import_node_path2 = require("node:path");

// src/directive/limits.ts
var PATH_CAP = 400;

// src/text/utf8-cut.ts
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function wellFormed(text) {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}
function cutUtf8(text, maxBytes) {
  if (text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) return text;
  let budget = new Uint8Array(Math.max(0, maxBytes - Buffer.byteLength("\u2026")));
  return `${text.slice(0, new TextEncoder().encodeInto(text, budget).read)}\u2026`;
}
function capped(text, maxBytes) {
  return cutUtf8(wellFormed(text), maxBytes);
}

// src/work/shown.ts
function echoed(text) {
  return capped(text, 300);
}
function echoedPath(path) {
  return capped(path, PATH_CAP);
}
function echoedLine(line) {
  return capped(line, 2e3);
}
function shownPath(root, path) {
  let rel = (0, import_node_path2.relative)(root, path);
  return rel !== "" && !rel.startsWith("..") && !(0, import_node_path2.isAbsolute)(rel) ? rel : path;
}
function planNameOf(path) {
  let base = (0, import_node_path2.basename)(path);
  return (0, import_node_path2.extname)(base).toLowerCase() === ".md" ? base.slice(0, -3) : base;
}

// src/work/describe.ts
var MAX_CHOICES = 20;
function describeStarted(started) {
  let { checklist } = started, work = echoed(started.workId);
  return [
    `Plan: ${echoed(started.planName)} (${echoedPath(shownPath(started.root, started.plan))})`,
    `Work: ${work} in ${echoedPath(started.boulder)}, status active, session ${started.sessionKey} (${echoed(started.note)})`,
    `Progress: ${checklist.completed} of ${checklist.total} top-level tasks checked, ${checklist.remaining} remaining`,
    `Next task: ${echoed(nextTaskLabel(checklist))}`
  ];
}
function describeChanged(changed) {
  return `Work ${`${echoed(changed.workId)} (${echoed(changed.planName)})`} of ${changed.sessionKey} in ${echoedPath(changed.boulder)}: ${echoed(changed.note)}.`;
}
function describeFailure(failure2) {
  let lines = [echoedLine(failure2.problem)];
  if (!("choices" in failure2)) return lines;
  let { root, choices } = failure2, shown = choices.map((file) => shownPath(root, file)).filter(isShowable);
  shown.length === 0 ? lines.push(
    `No plan files under ${echoedPath(root)}/.omo/plans/ (see the ulw-plan skill for writing one).`
  ) : lines.push(
    "Plan files to choose from:",
    ...shown.slice(0, MAX_CHOICES).map((file) => `- ${echoedPath(file)}`)
  ), shown.length > MAX_CHOICES && lines.push(`- ... and ${shown.length - MAX_CHOICES} more`);
  let skipped = skippedNames(choices.length - shown.length);
  return skipped !== "" && lines.push(skipped), lines;
}

// src/work/operations.ts
var import_node_fs8 = require("node:fs"), import_node_path9 = require("node:path");

// src/fs/regular-file.ts
var import_node_fs = require("node:fs"), MIB = 1024 * 1024;
function errorCode(error) {
  return error instanceof Error && "code" in error ? String(error.code) : "";
}
function readFullyAt(fd, buffer, length, position) {
  let filled = 0;
  for (; filled < length; ) {
    let read = (0, import_node_fs.readSync)(fd, buffer, filled, length - filled, position + filled);
    if (read === 0) break;
    filled += read;
  }
  return filled;
}
var WHY = {
  ENOENT: [!0, "does not exist (or is a dangling symlink)"],
  ENOTDIR: [!0, "a parent of it is not a directory"],
  EACCES: [!1, "permission denied"],
  EPERM: [!1, "permission denied"],
  ELOOP: [!1, "too many levels of symbolic links"]
};
function failure(error) {
  let code3 = errorCode(error), [missing, why] = WHY[code3] ?? [
    !1,
    code3 !== "" ? `cannot be opened (${code3})` : "cannot be opened"
  ];
  return { ok: !1, missing, why };
}
function openRegularFile(path) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK);
  } catch (error) {
    return failure(error);
  }
  try {
    let stats = (0, import_node_fs.fstatSync)(fd);
    return stats.isFile() ? { ok: !0, fd, size: stats.size } : ((0, import_node_fs.closeSync)(fd), { ok: !1, missing: !1, notRegular: !0, why: `is ${[
      [stats.isDirectory(), "a directory"],
      [stats.isFIFO(), "a FIFO"],
      [stats.isSocket(), "a socket"],
      [stats.isCharacterDevice(), "a character device"],
      [stats.isBlockDevice(), "a block device"]
    ].find(([is]) => is)?.[1] ?? "not a regular file"}, not a regular file` });
  } catch (error) {
    return (0, import_node_fs.closeSync)(fd), failure(error);
  }
}
function overCap(capBytes, what = "grew") {
  return { ok: !1, missing: !1, why: `${what} over the ${capBytes / MIB} MiB cap` };
}
function withRegularFile(path, capBytes, use) {
  let opened = openRegularFile(path);
  if (!opened.ok) return opened;
  try {
    return opened.size > capBytes ? overCap(capBytes, `is ${opened.size} bytes,`) : use(opened.fd, opened.size);
  } catch (error) {
    return failure(error);
  } finally {
    (0, import_node_fs.closeSync)(opened.fd);
  }
}
function readRegularBytes(path, capBytes) {
  return withRegularFile(path, capBytes, (fd, size) => {
    let buffer = Buffer.allocUnsafe(Math.min(capBytes + 1, size + 65536)), length = readFullyAt(fd, buffer, buffer.length, 0);
    for (; length === buffer.length && length <= capBytes; ) {
      let larger = Buffer.allocUnsafe(Math.min(capBytes + 1, length * 2));
      buffer.copy(larger), buffer = larger, length += readFullyAt(fd, buffer.subarray(length), buffer.length - length, length);
    }
    return length > capBytes ? overCap(capBytes) : { ok: !0, bytes: buffer.subarray(0, length) };
  });
}
function readRegularText(path, capBytes) {
  let read = readRegularBytes(path, capBytes);
  return read.ok ? { ok: !0, text: read.bytes.toString("utf8") } : read;
}

// src/boulder/read-limits.json
var read_limits_default = {
  capMiB: 6,
  containerLimit: 2e5
};

// src/boulder/read.ts
var BOULDER_CAP_BYTES = read_limits_default.capMiB * MIB, BOULDER_CONTAINER_LIMIT = read_limits_default.containerLimit;
function exceedsContainerLimit(text, limit) {
  if (text.length <= limit) return !1;
  let count = 0;
  for (let opener of ["{", "["])
    for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1))
      if (++count > limit) return !0;
  return !1;
}
function readBoulder(path) {
  let read = readRegularText(path, BOULDER_CAP_BYTES);
  if (!read.ok) return read;
  if (exceedsContainerLimit(read.text, BOULDER_CONTAINER_LIMIT))
    return { ok: !1, missing: !1, why: `holds more than ${BOULDER_CONTAINER_LIMIT} JSON objects and arrays (the limit that keeps parsing cheap)` };
  let parsed = parseBoulder(read.text);
  return parsed.ok ? parsed : { ok: !1, missing: !1, why: parsed.problem };
}

// src/boulder/select-work.ts
function lists(ids, sessionKey) {
  return Array.isArray(ids) ? sessionKey.startsWith("codex:") ? ids.includes(sessionKey) : ids.some((id) => typeof id == "string" && sessionKeyFromBoulder(id) === sessionKey) : !1;
}
function isNewer(candidate, current, activeWorkId) {
  let recency = (work) => work.updatedAt?.epochMs ?? work.startedAt?.epochMs ?? Number.NEGATIVE_INFINITY, difference = recency(candidate) - recency(current);
  return difference !== 0 && !Number.isNaN(difference) ? difference > 0 : candidate.id === activeWorkId && current.id !== activeWorkId;
}
function selectWork(document, sessionKey) {
  let source = document.works !== void 0 ? "works" : "mirror", chosen;
  for (let raw of document.works ?? [document.mirror]) {
    if (!lists(isRecord(raw.value) ? field(raw.value, "session_ids") : void 0, sessionKey)) continue;
    let entry = parseWork(raw.id, raw.value);
    entry.valid && (chosen === void 0 || isNewer(entry.work, chosen, document.activeWorkId)) && (chosen = entry.work);
  }
  return chosen !== void 0 ? { source, work: chosen } : { source };
}

// src/boulder/write.ts
var import_node_buffer = require("node:buffer"), import_node_fs5 = require("node:fs"), import_node_path5 = require("node:path");

// src/fs/paths.ts
var import_node_fs2 = require("node:fs"), import_node_path3 = require("node:path");
function statOf(path) {
  try {
    return (0, import_node_fs2.statSync)(path, { throwIfNoEntry: !1 });
  } catch {
    return;
  }
}
function pathKind(path) {
  let stats = statOf(path);
  if (stats !== void 0)
    return stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
}
function resolvedPath(path) {
  try {
    return (0, import_node_fs2.realpathSync)(path);
  } catch {
    return (0, import_node_path3.resolve)(path);
  }
}
function fileIdentity(path) {
  let stats = statOf(path);
  return stats === void 0 ? void 0 : `${stats.dev}:${stats.ino}`;
}
function sameFileTest(target) {
  let identity = fileIdentity(target), name = (0, import_node_path3.basename)(target), folders = /* @__PURE__ */ new Map(), listing = (folder) => {
    if (!folders.has(folder)) {
      let entries;
      try {
        entries = new Map((0, import_node_fs2.readdirSync)(folder, { withFileTypes: !0 }).map((entry) => [entry.name, entry]));
      } catch {
        entries = void 0;
      }
      folders.set(folder, entries);
    }
    return folders.get(folder);
  };
  return (path) => {
    if (path === target) return !0;
    if (identity === void 0) return !1;
    let entry = listing((0, import_node_path3.dirname)(path))?.get((0, import_node_path3.basename)(path));
    return entry === void 0 ? listing((0, import_node_path3.dirname)(path)) === void 0 && fileIdentity(path) === identity : !entry.isSymbolicLink() && entry.name !== name ? !1 : fileIdentity(path) === identity;
  };
}

// src/fs/rename.ts
var import_node_fs3 = require("node:fs");
var RENAME_RETRY_MS = 1e3, IN_USE = /* @__PURE__ */ new Set(["EPERM", "EACCES", "EBUSY"]), sleeper = new Int32Array(new SharedArrayBuffer(4));
function renameOver(from, to, win32 = process.platform === "win32", rename = import_node_fs3.renameSync) {
  let deadline = Date.now() + RENAME_RETRY_MS;
  for (let pause = 10; ; pause *= 2)
    try {
      rename(from, to);
      return;
    } catch (error) {
      let code3 = errorCode(error);
      if (!win32 || !IN_USE.has(code3)) throw error;
      let left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `${code3}: another program holds ${to} open, still after ${RENAME_RETRY_MS / 1e3} s of retries; close it (or wait for a virus scan to end) and try again`
        );
      Atomics.wait(sleeper, 0, 0, Math.min(pause, left));
    }
}

// src/json/text-edit.ts
var import_jsonc_parser2 = require("./jsonc-parser.js");

// src/json/compare.ts
var import_node_util = require("node:util");
function changedPaths(before, after) {
  let changes = [], pending = [
    { before, after, path: [] }
  ];
  for (let pair = pending.pop(); pair !== void 0; pair = pending.pop()) {
    let { path, before: was, after: now } = pair;
    if (was !== now) {
      if (!isRecord(was) || !isRecord(now)) {
        (0, import_node_util.isDeepStrictEqual)(was, now) || changes.push({ path, value: now });
        continue;
      }
      for (let key of Object.keys(was))
        field(now, key) === void 0 && changes.push({ path: [...path, key], value: void 0 });
      for (let key of Object.keys(now)) {
        let next = field(now, key);
        next !== void 0 && (Object.hasOwn(was, key) ? pending.push({ before: field(was, key), after: next, path: [...path, key] }) : changes.push({ path: [...path, key], value: next }));
      }
    }
  }
  return changes;
}
function sameJson(read, after) {
  let pending = [[read, after]];
  for (let pair = pending.pop(); pair !== void 0; pair = pending.pop()) {
    let [left, right] = pair;
    if (isRecord(left) && isRecord(right)) {
      let keys = Object.keys(right).filter((key) => field(right, key) !== void 0);
      if (keys.length !== Object.keys(left).length) return !1;
      for (let key of keys) {
        if (!Object.hasOwn(left, key)) return !1;
        pending.push([field(left, key), field(right, key)]);
      }
    } else if (Array.isArray(left) && Array.isArray(right)) {
      if (left.length !== right.length) return !1;
      for (let [index, item] of left.entries()) pending.push([item, right[index]]);
    } else {
      if (isRecord(left) || isRecord(right) || Array.isArray(left) || Array.isArray(right)) return !1;
      if (!Object.is(left, right) && JSON.stringify(left) !== JSON.stringify(right)) return !1;
    }
  }
  return !0;
}
function readsBackAs(text, after) {
  let read = parseJson(text);
  if (!read.ok) return !1;
  try {
    if (JSON.stringify(read.value) === JSON.stringify(after)) return !0;
  } catch {
  }
  return sameJson(read.value, after);
}

// src/json/object-offsets.ts
var import_jsonc_parser = require("./jsonc-parser.js"), [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA, COLON, STRING, EOF] = [
  1,
  2,
  3,
  4,
  5,
  6,
  10,
  17
];
function objectOffsets(text, paths) {
  let route = /* @__PURE__ */ new Set();
  for (let path of paths)
    for (let n = 0; n <= path.length; n++) route.add(JSON.stringify(path.slice(0, n)));
  let found = /* @__PURE__ */ new Map(), stack = [], skipped = 0, skippedProperty, scanner = (0, import_jsonc_parser.createScanner)(text, !0);
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    let offset = scanner.getTokenOffset(), end = offset + scanner.getTokenLength(), opens = kind === OPEN_BRACE || kind === OPEN_BRACKET, closes = kind === CLOSE_BRACE || kind === CLOSE_BRACKET;
    if (skipped > 0) {
      skipped += opens ? 1 : closes ? -1 : 0, skipped === 0 && skippedProperty !== void 0 && (skippedProperty.end = end);
      continue;
    }
    let frame = stack.at(-1);
    if (closes) {
      if (stack.pop(), frame === void 0) continue;
      frame.object.end = end, found.set(JSON.stringify(frame.path), frame.object), frame.property !== void 0 && (frame.property.end = end);
    } else if (frame !== void 0 && (kind === COMMA || kind === COLON))
      frame.expectsKey = kind === COMMA;
    else if (frame?.expectsKey === !0 && kind === STRING)
      frame.expectsKey = !1, frame.pending = { key: scanner.getTokenValue(), offset, keyEnd: end, valueOffset: end, end };
    else {
      let property = frame?.pending;
      frame !== void 0 && property !== void 0 && (frame.pending = void 0, [property.valueOffset, property.end] = [offset, end], frame.object.properties.push(property));
      let path = frame === void 0 ? [] : property === void 0 ? void 0 : [...frame.path, property.key];
      if (kind === OPEN_BRACE && path !== void 0 && route.has(JSON.stringify(path))) {
        let object = { offset, end: offset, properties: [] };
        stack.push({ path, object, property, expectsKey: !0, pending: void 0 });
      } else opens && ([skipped, skippedProperty] = [1, property]);
    }
  }
  return found;
}

// src/json/text-edit.ts
function styleOf(text) {
  let indent = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text)?.[1];
  return { unit: indent === void 0 ? void 0 : indent.startsWith("	") ? "	" : " ".repeat(indent.length), eol: text.includes(`\r
`) ? `\r
` : `
` };
}
function lineAt(text, offset) {
  let start2 = text.lastIndexOf(`
`, offset - 1) + 1, prefix = text.slice(start2, offset);
  return { indent: /^[ \t]*/.exec(prefix)?.[0] ?? "", ownLine: prefix.trim() === "" };
}
function render(value, unit, style, indent) {
  return (JSON.stringify(value, null, unit) ?? "null").replaceAll(`
`, `${style.eol}${indent}`);
}
function objectText(text, object, entries, style) {
  if (entries.length === 0) return "{}";
  if (style.unit === void 0)
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
  let { indent } = lineAt(text, object.offset), inner = `${indent}${style.unit}`, lines = entries.map(
    ([key, value]) => `${inner}${JSON.stringify(key)}: ${render(value, style.unit, style, inner)}`
  );
  return `{${style.eol}${lines.join(`,${style.eol}`)}${style.eol}${indent}}`;
}
function insertion(text, last, beforeLast, entries, style) {
  let colon = text.slice(last.keyEnd, last.valueOffset), { indent, ownLine } = lineAt(text, last.offset), separator = ownLine ? `,${style.eol}${indent}` : beforeLast !== void 0 ? text.slice(beforeLast.end, last.offset) : ",", unit = ownLine ? style.unit : void 0, content = entries.map(([key, value]) => `${separator}${JSON.stringify(key)}${colon}${render(value, unit, style, indent)}`).join("");
  return { offset: last.end, length: 0, content };
}
function objectEdits(text, object, changes, style) {
  let { properties } = object, removed = /* @__PURE__ */ new Set(), added = [], edits = [];
  for (let { path, value } of changes) {
    let key = path.at(-1) ?? "", property = properties.findLast((each) => each.key === key);
    if (property === void 0)
      value !== void 0 && added.push([key, value]);
    else if (value === void 0) removed.add(property);
    else {
      let { indent, ownLine } = lineAt(text, property.offset), content = render(value, ownLine ? style.unit : void 0, style, indent);
      edits.push({ offset: property.valueOffset, length: property.end - property.valueOffset, content });
    }
  }
  let firstKept = properties.findIndex((property) => !removed.has(property));
  if (firstKept === -1)
    return [
      {
        offset: object.offset,
        length: object.end - object.offset,
        content: objectText(text, object, added, style)
      }
    ];
  let lastGone = properties[firstKept - 1];
  lastGone !== void 0 && edits.push({
    offset: object.offset + 1,
    length: text.indexOf(",", lastGone.end) - object.offset,
    content: ""
  });
  for (let [index, property] of properties.entries()) {
    let previous = properties[index - 1];
    index > firstKept && removed.has(property) && previous !== void 0 && edits.push({ offset: previous.end, length: property.end - previous.end, content: "" });
  }
  let last = properties.at(-1);
  return added.length > 0 && last !== void 0 && edits.push(insertion(text, last, properties.at(-2), added, style)), edits;
}
function spliced(text, edits) {
  let out = "", at = 0;
  for (let edit of [...edits].sort((a, b) => a.offset - b.offset)) {
    if (edit.offset < at) return;
    out += text.slice(at, edit.offset) + edit.content, at = edit.offset + edit.length;
  }
  return out + text.slice(at);
}
function editJsonText(text, before, after) {
  try {
    let changes = changedPaths(before, after);
    if (changes.length === 0) return { ok: !0, text };
    let style = styleOf(text), byObject = /* @__PURE__ */ new Map();
    for (let change of changes) {
      let key = JSON.stringify(change.path.slice(0, -1));
      byObject.set(key, [...byObject.get(key) ?? [], change]);
    }
    let objects = objectOffsets(
      text,
      changes.map(({ path }) => path.slice(0, -1))
    ), edits = [];
    for (let [key, group] of byObject) {
      let object = objects.get(key);
      if (object === void 0) return { ok: !1, why: `the object at ${key} was not found in its text` };
      edits.push(...objectEdits(text, object, group, style));
    }
    let next = spliced(text, edits);
    return next !== void 0 && readsBackAs(next, after) ? { ok: !0, text: next } : {
      ok: !1,
      why: "the edited text would not read back as the edit (a key repeated in an object it changes?)"
    };
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return { ok: !1, why: "a value it would rewrite is nested too deeply to be written out" };
    throw error;
  }
}

// src/boulder/lock.ts
var import_node_fs4 = require("node:fs"), import_node_os = require("node:os"), import_node_path4 = require("node:path");
var STALE_MS = 1e4, BLANK_STALE_MS = 2e3, code = (error) => errorCode(error) || String(error), nonce = () => Math.random().toString(36).slice(2), sleeper2 = new Int32Array(new SharedArrayBuffer(4));
function isAlive(pid) {
  try {
    return process.kill(pid, 0), !0;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}
function readHolder(path) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(path, import_node_fs4.constants.O_RDONLY | import_node_fs4.constants.O_NONBLOCK | import_node_fs4.constants.O_NOFOLLOW);
  } catch (error) {
    return errorCode(error) === "ENOENT" ? { kind: "free" } : { kind: "unreadable", code: code(error) };
  }
  try {
    let stats = (0, import_node_fs4.fstatSync)(fd, { bigint: !0 });
    if (!stats.isFile()) return { kind: "unreadable", code: "not a regular file" };
    let buffer = Buffer.alloc(256), text = buffer.subarray(0, (0, import_node_fs4.readSync)(fd, buffer, 0, buffer.length, 0)).toString("utf8"), [pidText = "", host = ""] = text.trim().split(" ");
    return { kind: "held", holder: {
      text,
      // A holder is a process on a machine: a pid without its machine names no one.
      pid: /^[1-9]\d{0,9}$/.test(pidText) && host !== "" ? Number(pidText) : void 0,
      host: host === "" ? void 0 : host,
      ageMs: Date.now() - Number(stats.mtimeMs),
      identity: `${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.size}`
    } };
  } catch (error) {
    return { kind: "unreadable", code: code(error) };
  } finally {
    (0, import_node_fs4.closeSync)(fd);
  }
}
function isStale(holder) {
  return holder.ageMs > STALE_MS ? !0 : holder.pid === void 0 ? holder.ageMs > BLANK_STALE_MS : holder.host === (0, import_node_os.hostname)() && !isAlive(holder.pid);
}
var seconds = (ms) => `${(Math.max(0, ms) / 1e3).toFixed(1)} s`;
function describeHolder(holder) {
  let age = `took it ${seconds(holder.ageMs)} ago`, over = `(a lock like this is taken over once ${seconds(holder.pid === void 0 ? BLANK_STALE_MS : STALE_MS)} old)`;
  if (holder.pid === void 0)
    return `no holder is written in it, a writer failed or was killed while taking it, ${age} ${over}`;
  if (holder.host === (0, import_node_os.hostname)()) {
    let state = isAlive(holder.pid) ? "still running" : "no longer running";
    return `process ${holder.pid} on this machine, ${state}, ${age} ${over}`;
  }
  let host = JSON.stringify((holder.host ?? "").slice(0, 64));
  return `process ${holder.pid} on another machine, ${host}, which cannot be checked from here, ${age} ${over}`;
}
function create(path, token) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(path, "wx", 420);
  } catch (error) {
    return errorCode(error) === "EEXIST" ? !1 : `cannot create the lock ${path} (${code(error)})`;
  }
  try {
    return (0, import_node_fs4.writeFileSync)(fd, token), !0;
  } catch (error) {
    let mine = (0, import_node_fs4.fstatSync)(fd), there = (0, import_node_fs4.lstatSync)(path, { throwIfNoEntry: !1 });
    return there?.ino === mine.ino && there.dev === mine.dev && (0, import_node_fs4.rmSync)(path, { force: !0 }), `cannot write the lock ${path} (${code(error)})`;
  } finally {
    (0, import_node_fs4.closeSync)(fd);
  }
}
function sameHolder(read, holder) {
  return read.kind === "held" && read.holder.identity === holder.identity && read.holder.text === holder.text;
}
function breakStale(path, holder) {
  if (!sameHolder(readHolder(path), holder)) return !0;
  let aside = `${path}.broken-${process.pid}-${nonce()}`;
  try {
    (0, import_node_fs4.renameSync)(path, aside);
  } catch (error) {
    return errorCode(error) === "ENOENT";
  }
  if (!sameHolder(readHolder(aside), holder))
    try {
      (0, import_node_fs4.linkSync)(aside, path);
    } catch {
    }
  return (0, import_node_fs4.rmSync)(aside, { force: !0 }), !0;
}
function acquireLock(path, wait) {
  let token = `${process.pid} ${(0, import_node_os.hostname)()} ${nonce()}
`, release = () => {
    let read = readHolder(path);
    read.kind === "held" && read.holder.text === token && (0, import_node_fs4.rmSync)(path, { force: !0 });
  }, started = msSinceStart(), seen, seenSince = started, pause = 1;
  for (; ; ) {
    let taken = create(path, token);
    if (taken === !0) return { ok: !0, release };
    if (typeof taken == "string") return { ok: !1, problem: taken };
    let read = readHolder(path), broken = read.kind === "held" && isStale(read.holder) && breakStale(path, read.holder), now = msSinceStart();
    if ((read.kind === "free" || broken) && now - started < wait.waitMs) continue;
    let current = read.kind === "held" ? `${read.holder.identity} ${read.holder.text}` : void 0;
    if (current !== seen && ([seen, seenSince] = [current, now]), now - started >= wait.waitMs || now - seenSince >= wait.patienceMs) {
      let who = read.kind === "held" ? describeHolder(read.holder) : read.kind === "free" ? "it was released, but taken again before we could take it" : `it cannot be read (${read.code})`;
      return {
        ok: !1,
        problem: `another writer holds the lock ${path}: ${who}; gave up after waiting ${seconds(now - started)}, try again in a moment`
      };
    }
    Atomics.wait(sleeper2, 0, 0, pause + Math.random() * pause), pause = Math.min(pause * 2, 40);
  }
}
var LEFTOVER = /^boulder\.json(?:\.tmp|\.lock\.broken)-([1-9]\d{0,9})-[0-9a-z]+$/;
function removeLeftovers(folder) {
  let names;
  try {
    names = (0, import_node_fs4.readdirSync)(folder);
  } catch {
    return;
  }
  for (let name of names) {
    let pid = LEFTOVER.exec(name)?.[1];
    if (pid === void 0) continue;
    let path = (0, import_node_path4.join)(folder, name);
    try {
      let stats = (0, import_node_fs4.lstatSync)(path), gone = !isAlive(Number(pid)) || Date.now() - stats.mtimeMs > STALE_MS;
      stats.isFile() && gone && (0, import_node_fs4.rmSync)(path, { force: !0 });
    } catch {
    }
  }
}

// src/boulder/write.ts
var NOTHING = "nothing was written", UNTOUCHED = "; it was left untouched (fix or move it, then try again)", code2 = (error) => errorCode(error) || (error instanceof Error ? error.message : String(error)), fail = (problem) => ({ ok: !1, problem });
function omoFolderProblem(path) {
  let folder = (0, import_node_path5.dirname)(path);
  try {
    (0, import_node_fs5.mkdirSync)(folder);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") return `cannot create ${folder} (${code2(error)}); ${NOTHING}`;
    let kind = pathKind(folder);
    if (kind === "file")
      return `${folder} is a file, where a folder is needed to hold boulder.json; move or rename that file; ${NOTHING}`;
    if (kind === "other")
      return `${folder} is neither a folder nor a file (a FIFO, socket or device), where a folder is needed to hold boulder.json; ${NOTHING}`;
  }
}
function locateTarget(path) {
  let real;
  try {
    real = (0, import_node_fs5.lstatSync)(path, { throwIfNoEntry: !1 }) === void 0 ? (0, import_node_path5.join)((0, import_node_fs5.realpathSync)((0, import_node_path5.dirname)(path)), (0, import_node_path5.basename)(path)) : (0, import_node_fs5.realpathSync)(path);
  } catch (error) {
    return fail(`${path} is a symlink that cannot be followed (${code2(error)}); ${NOTHING}`);
  }
  return (0, import_node_path5.basename)(real) !== "boulder.json" || (0, import_node_path5.basename)((0, import_node_path5.dirname)(real)) !== ".omo" ? fail(
    `${path} leads through a symlink to ${real}, which is not a boulder.json in a .omo folder; ${NOTHING}`
  ) : { ok: !0, path: real };
}
function notWritable(real, mode) {
  let folder = (0, import_node_path5.dirname)(real);
  try {
    (0, import_node_fs5.accessSync)(folder, import_node_fs5.constants.W_OK);
  } catch (error) {
    return `the folder ${folder} is not writable by us (${code2(error)}); ${NOTHING}`;
  }
  if (mode === void 0) return;
  let denied = (mode & 146) === 0 ? `mode ${(mode & 511).toString(8)}` : void 0;
  try {
    (0, import_node_fs5.accessSync)(real, import_node_fs5.constants.W_OK);
  } catch (error) {
    denied = code2(error);
  }
  return denied === void 0 ? void 0 : `${real} is read-only for us (${denied}); make it writable to change it; ${NOTHING}`;
}
function readCurrent(path) {
  let read = readRegularBytes(path, BOULDER_CAP_BYTES);
  if (!read.ok)
    return read.missing && (0, import_node_fs5.statSync)(path, { throwIfNoEntry: !1 }) === void 0 ? { ok: !0, current: void 0 } : fail(`${path} ${read.why}`);
  if (!(0, import_node_buffer.isUtf8)(read.bytes)) return fail(`${path} is not valid UTF-8 text${UNTOUCHED}`);
  let decoded = read.bytes.toString("utf8");
  if (exceedsContainerLimit(decoded, BOULDER_CONTAINER_LIMIT))
    return fail(`${path} holds more JSON objects and arrays than the hook reads${UNTOUCHED}`);
  let parsed = parseJson(decoded);
  if (!parsed.ok) return fail(`${path} is not valid JSON${UNTOUCHED}`);
  if (!isRecord(parsed.value)) return fail(`${path} is not a JSON object${UNTOUCHED}`);
  let bom = decoded.startsWith("\uFEFF") ? "\uFEFF" : "";
  return { ok: !0, current: {
    text: decoded.slice(bom.length),
    bom,
    boulder: parsed.value,
    mode: (0, import_node_fs5.statSync)(path).mode & 4095
  } };
}
function replaceAtomically(path, text, mode) {
  let temp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    let fd = (0, import_node_fs5.openSync)(temp, "wx", mode ?? 438);
    try {
      (0, import_node_fs5.writeFileSync)(fd, text), (0, import_node_fs5.fsyncSync)(fd);
    } finally {
      (0, import_node_fs5.closeSync)(fd);
    }
    mode !== void 0 && (0, import_node_fs5.chmodSync)(temp, mode), renameOver(temp, path);
    return;
  } catch (error) {
    return (0, import_node_fs5.rmSync)(temp, { force: !0 }), `cannot write ${path} (${code2(error)})`;
  }
}
function updateBoulder(path, edit, options) {
  let made = omoFolderProblem(path);
  if (made !== void 0) return fail(made);
  let target = locateTarget(path);
  if (!target.ok) return target;
  let size = statOf(target.path)?.size ?? 0, patienceMs = 2e3 + Math.ceil(size / MIB * 1e3), lock = acquireLock(`${target.path}.lock`, { waitMs: options.lockWaitMs, patienceMs });
  if (!lock.ok) return lock;
  try {
    let again = locateTarget(path);
    if (!again.ok) return again;
    if (again.path !== target.path) return fail(`${path} changed its target while we waited; try again`);
    removeLeftovers((0, import_node_path5.dirname)(target.path));
    let read = readCurrent(target.path);
    if (!read.ok) return read;
    let { current } = read, edited = edit(current?.boulder ?? {});
    if (!edited.ok) return fail(`${path}: ${edited.problem}; it was left untouched`);
    let next = current === void 0 || Object.keys(current.boulder).length === 0 ? { ok: !0, text: `${JSON.stringify(edited.boulder, null, 2)}
` } : editJsonText(current.text, current.boulder, edited.boulder);
    if (!next.ok) return fail(`${path} could not be edited in place: ${next.why}${UNTOUCHED}`);
    let text = (current?.bom ?? "") + next.text;
    if (current !== void 0 && text === current.bom + current.text) return edited;
    if (Buffer.byteLength(text) > BOULDER_CAP_BYTES)
      return fail(
        `${path} would grow over the ${BOULDER_CAP_BYTES} bytes the hook reads; it was left untouched`
      );
    let denied = notWritable(target.path, current?.mode);
    if (denied !== void 0) return fail(denied);
    let problem = replaceAtomically(target.path, text, current?.mode);
    return problem === void 0 ? edited : fail(problem);
  } finally {
    lock.release();
  }
}

// src/fs/project-root.ts
var import_node_path6 = require("node:path");
function upwards(cwd, has) {
  for (let dir = (0, import_node_path6.resolve)(cwd); ; dir = (0, import_node_path6.dirname)(dir)) {
    if (has(dir)) return dir;
    if ((0, import_node_path6.dirname)(dir) === dir) return;
  }
}
function findBoulder(cwd) {
  let searched = [], root = upwards(cwd, (dir) => {
    let path = boulderPath(dir);
    return searched.push(path), pathKind(path) !== void 0;
  });
  return root === void 0 ? { searched } : { found: { root, path: boulderPath(root) }, searched };
}
function findProjectRoot(cwd) {
  return upwards(cwd, (dir) => pathKind((0, import_node_path6.join)(dir, ".omo")) === "directory") ?? (0, import_node_path6.resolve)(cwd);
}

// src/plan/fact.ts
var import_node_fs7 = require("node:fs");

// src/fs/line-runs.ts
var import_node_fs6 = require("node:fs");
var CHUNK_BYTES = 64 * 1024, MAX_LINE = 64 * 1024;
function forEachLineRun(path, capBytes, onRun, chunkBytes = CHUNK_BYTES) {
  return withRegularFile(path, capBytes, (fd) => {
    let buffer = Buffer.allocUnsafe(chunkBytes), carry = "", total = 0, skipping = !1;
    for (; ; ) {
      let read = (0, import_node_fs6.readSync)(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      if (total += read, total > capBytes) return overCap(capBytes);
      let text = buffer.toString("latin1", 0, read);
      if (skipping) {
        let newline = text.indexOf(`
`);
        if (newline === -1) continue;
        text = text.slice(newline + 1), skipping = !1;
      }
      text = carry + text;
      let cut = text.lastIndexOf(`
`) + 1;
      cut > 0 && onRun(text.slice(0, cut)), carry = text.slice(cut), carry.length > MAX_LINE && (onRun(`${carry.slice(0, MAX_LINE)}
`), carry = "", skipping = !0);
    }
    return carry !== "" && onRun(carry), { ok: !0 };
  });
}

// src/fs/sibling-bundle.ts
function requireSibling(file, exports2) {
  let loaded = require(file);
  if (!hasFunction(loaded, exports2)) throw new Error(`dist/${file.slice(2)} does not export ${exports2}`);
  return loaded;
}
function hasFunction(value, name) {
  return typeof value == "object" && value !== null && typeof Reflect.get(value, name) == "function";
}

// src/plan/load-discovery.ts
function loadDiscovery() {
  return Promise.resolve(requireSibling("./plan-discovery.js", "listPlanFiles"));
}

// src/plan/location.ts
var import_node_path7 = require("node:path");
function planCandidates(root, activePlan, worktreePath) {
  let path = (0, import_node_path7.resolve)(root, activePlan), project = { path, source: (0, import_node_path7.isAbsolute)(activePlan) ? "absolute" : "project" }, rel = (0, import_node_path7.relative)(root, path), inside = rel !== "" && rel !== ".." && !rel.startsWith(`..${import_node_path7.sep}`) && !(0, import_node_path7.isAbsolute)(rel);
  if (worktreePath === void 0 || !inside) return [project];
  let worktree = (0, import_node_path7.resolve)(root, worktreePath, rel);
  return worktree === path ? [project] : [{ path: worktree, source: "worktree" }, project];
}

// src/plan/fact.ts
var PLAN_CAP_BYTES = 64 * MIB;
function countPlanFile(path) {
  let counter = new ChecklistCounter(), read = forEachLineRun(path, PLAN_CAP_BYTES, (run) => counter.lines(run));
  return read.ok ? { ok: !0, checklist: counter.result() } : read;
}
function readFact(path, source, checklist, skipped) {
  let realPath;
  try {
    realPath = (0, import_node_fs7.realpathSync)(path);
  } catch {
  }
  return { kind: "read", path, ...realPath !== void 0 ? { realPath } : {}, source, checklist, skipped };
}
async function readPlanFact(root, place, discover = async (folder, plan) => {
  let { listPlanFiles, plansNamedLike } = await loadDiscovery();
  return plansNamedLike(await listPlanFiles(folder), plan);
}) {
  let candidates = planCandidates(root, place.activePlan, place.worktreePath), skipped = [];
  for (let [index, candidate] of candidates.entries()) {
    let read2 = countPlanFile(candidate.path);
    if (read2.ok) return readFact(candidate.path, candidate.source, read2.checklist, skipped);
    let preferredOnly = index < candidates.length - 1 && read2.notRegular === !0;
    if (!read2.missing && !preferredOnly) return { kind: "unreadable", path: candidate.path, why: read2.why };
    skipped.push(candidate.path);
  }
  let matches = await discover(root, place.activePlan), [only] = matches;
  if (matches.length > 1) return { kind: "ambiguous", tried: skipped, matches };
  if (only === void 0)
    return {
      kind: "missing",
      tried: skipped,
      why: `plan file not found (looked at ${skipped.join(", ")}, and under .omo/plans and .sisyphus/plans)`
    };
  let read = countPlanFile(only);
  return read.ok ? readFact(only, "discovered", read.checklist, skipped) : { kind: "unreadable", path: only, why: read.why };
}

// src/work/resolve-plan.ts
var import_node_path8 = require("node:path");
var isFile = (path) => pathKind(path) === "file";
async function planFiles(root) {
  let { listPlanFiles } = await loadDiscovery();
  return (await listPlanFiles(root)).filter((file) => (0, import_node_path8.extname)(file).toLowerCase() === ".md");
}
async function resolvePlan(root, cwd, given) {
  if (given.includes("/") || (0, import_node_path8.isAbsolute)(given)) {
    let found = ((0, import_node_path8.isAbsolute)(given) ? [given] : [(0, import_node_path8.resolve)(cwd, given), (0, import_node_path8.resolve)(root, given), (0, import_node_path8.join)(root, ".omo", "plans", given)]).find(isFile);
    return found !== void 0 ? { kind: "found", path: found } : { kind: "none", candidates: await planFiles(root) };
  }
  let files = await planFiles(root), named = files.filter((file) => {
    let base = (0, import_node_path8.basename)(file);
    return base === given || base.slice(0, -(0, import_node_path8.extname)(base).length) === given;
  }), extension = (0, import_node_path8.extname)(given), asFile = (extension.toLowerCase() === ".md" ? [given] : extension === "" ? [`${given}.md`] : [given, `${given}.md`]).flatMap((name) => [
    (0, import_node_path8.join)(root, ".omo", "plans", name),
    (0, import_node_path8.resolve)(cwd, name),
    (0, import_node_path8.resolve)(root, name)
  ]), seen = /* @__PURE__ */ new Set(), matches = [...named, ...asFile.filter(isFile)].filter((path) => {
    let real = resolvedPath(path);
    return seen.has(real) ? !1 : (seen.add(real), !0);
  }), [only] = matches;
  return only !== void 0 && matches.length === 1 ? { kind: "found", path: only } : matches.length > 1 ? { kind: "ambiguous", matches } : { kind: "none", candidates: files };
}

// src/work/rules.ts
function folderRefusal(cwd, kind) {
  return kind === "folder" ? void 0 : { ok: !1, problem: `the folder ${cwd} ${kind === "missing" ? "does not exist" : "is not a folder we can use"}; nothing was written` };
}
function chosenPlan(root, given, choice) {
  let named = JSON.stringify(echoed(given));
  return choice.kind === "found" ? { ok: !0, path: choice.path } : choice.kind === "none" ? { ok: !1, problem: given === "" ? "no plan was named" : `no plan file matches ${named}`, root, choices: choice.candidates } : { ok: !1, problem: `several plans are named ${named}; name one by its path, with a slash in it (.omo/plans/<file>, or ./<file> for one where you are)`, root, choices: choice.matches };
}
function planNameRefusal(root, path, real) {
  let unshowable = [path, real].map((each) => shownPath(root, each)).find((shown) => !isShowable(shown));
  return unshowable === void 0 ? void 0 : { ok: !1, problem: `the plan file ${printable(unshowable)} has a name that cannot be shown to the model (${UNSHOWABLE_WHY}); rename it, then start it again` };
}
function planToStart(path, real, counted) {
  return counted.ok ? counted.checklist.total === 0 ? {
    ok: !1,
    problem: `the plan ${path} has no checkbox the hook counts (see the ulw-plan skill: a "## TODOs" section with "- [ ] 1. ..." rows)`
  } : { ok: !0, planPath: real, planName: planNameOf(path), checklist: counted.checklist } : { ok: !1, problem: `the plan ${path} ${counted.why}` };
}
function statusStep(current, request) {
  let work = selectWork(boulderDocument(current), request.sessionKey).work;
  if (work === void 0)
    return {
      kind: "done",
      result: { ok: !1, problem: `no valid work lists the session ${request.sessionKey}` }
    };
  let changed = setWorkStatus(current, work.id, request.change, request.now);
  return !changed.ok || request.change !== "complete" || request.force ? { kind: "done", result: changed } : { kind: "need-open-tasks", work, changed };
}
function openTasksRefusal(work, plan) {
  let unknown = "so whether every task is done is unknown; pass --force if the person decided to end the work early";
  if (plan.kind === "missing") return `the plan ${echoed(work.activePlan)} was not found, ${unknown}`;
  if (plan.kind === "ambiguous")
    return `several plan files are named like ${echoed(work.activePlan)} (${plan.matches.map(echoed).join(", ")}), ${unknown}`;
  if (plan.kind === "unreadable") return `the plan ${plan.path} ${plan.why}, ${unknown}`;
  let { completed, remaining, total } = plan.checklist;
  if (remaining !== 0)
    return `the plan ${echoed(work.planName)} still has ${remaining} of ${total} top-level tasks open (${completed} checked; next: ${echoed(nextTaskLabel(plan.checklist))}); finish and tick them first, or pass --force if the person decided to end the work early`;
}
function planNameIn(boulder, workId) {
  let works = field(boulder, "works"), work = isRecord(works) ? field(works, workId) : void 0, planName = isRecord(work) ? field(work, "plan_name") : void 0;
  return typeof planName == "string" ? planName : workId;
}

// src/work/operations.ts
var isoNow = () => (/* @__PURE__ */ new Date()).toISOString();
function folderKind(cwd) {
  try {
    let stats = (0, import_node_fs8.statSync)(cwd, { throwIfNoEntry: !1 });
    return stats === void 0 ? "missing" : stats.isDirectory() ? "folder" : "unusable";
  } catch {
    return "unusable";
  }
}
async function startPlan(request) {
  let missing = folderRefusal(request.cwd, folderKind(request.cwd));
  if (missing !== void 0) return missing;
  let root = findProjectRoot(request.cwd), given = request.plan.trim(), choice = given === "" ? { kind: "none", candidates: await planFiles(root) } : await resolvePlan(root, request.cwd, given), chosen = chosenPlan(root, given, choice);
  if (!chosen.ok) return chosen;
  let real = resolvedPath(chosen.path), unshowable = planNameRefusal(root, chosen.path, real);
  if (unshowable !== void 0) return unshowable;
  let plan = planToStart(chosen.path, real, countPlanFile(chosen.path));
  if (!plan.ok) return plan;
  let { planPath, planName, checklist } = plan, sessionKey = sessionKeyFromPayload(request.sessionId), boulder = boulderPath(root), now = (request.now ?? isoNow)(), isPlanFile = sameFileTest(planPath), isSamePlan = (activePlan) => isPlanFile((0, import_node_path9.resolve)(root, activePlan)), updated = updateBoulder(
    boulder,
    (current) => startWork(current, { planPath, planName, sessionKey, now, isSamePlan }),
    { lockWaitMs: request.lockWaitMs }
  );
  if (!updated.ok) return updated;
  let { workId, note } = updated;
  return { ok: !0, root, boulder, plan: planPath, planName, workId, note, sessionKey, checklist };
}
async function planBefore(path, root, sessionKey) {
  let read = readBoulder(path), work = read.ok ? selectWork(read.document, sessionKey).work : void 0;
  return work === void 0 ? void 0 : { place: work, fact: await readPlanFact(root, work) };
}
async function changeWorkStatus(request) {
  let missing = folderRefusal(request.cwd, folderKind(request.cwd));
  if (missing !== void 0) return missing;
  let { found, searched } = findBoulder(request.cwd);
  if (found === void 0)
    return { ok: !1, problem: `no boulder: looked at ${searched[0] ?? request.cwd} and every parent` };
  let sessionKey = sessionKeyFromPayload(request.sessionId), force = request.force === !0, change = { sessionKey, change: request.change, now: (request.now ?? isoNow)(), force }, counted = change.change === "complete" && !force ? await planBefore(found.path, found.root, sessionKey) : void 0, updated = updateBoulder(
    found.path,
    (current) => {
      let step = statusStep(current, change);
      if (step.kind === "done") return step.result;
      let { activePlan, worktreePath } = step.work;
      if (!(counted?.place.activePlan === activePlan && counted.place.worktreePath === worktreePath))
        return {
          ok: !1,
          problem: "the work's plan changed in boulder.json while it was being counted: run the command again"
        };
      let open = openTasksRefusal(step.work, counted.fact);
      return open === void 0 ? step.changed : { ok: !1, problem: open };
    },
    { lockWaitMs: request.lockWaitMs }
  );
  return updated.ok ? {
    ok: !0,
    boulder: found.path,
    workId: updated.workId,
    planName: planNameIn(updated.boulder, updated.workId),
    note: updated.note,
    sessionKey
  } : updated;
}

// src/work/prompt-answer.ts
var lockWaitMs = () => Math.max(0, 5e3 - msSinceStart()), STATUS_NOTES = {
  pause: "The person paused this work: stop working on the plan now and end your turn with a short summary. In chain mode the Stop hook no longer continues a paused work; in plain mode it still continues it once a prompt (OmO's rule), so `$ulw-execute abandon` is the way to end it for good.",
  resume: 'The person had paused this work and has now resumed it: it is active again, so anything said earlier in this session about it being paused (a "Work status: paused" line) is out of date. Pick the plan up where it stands: re-read the plan file and the ledger, take the next unchecked top-level task, verify it, tick its box. While tasks remain, the Stop hook sends you back to the plan when a turn ends.',
  abandon: "The Stop hook no longer continues this work. Stop working on the plan unless the person asks."
};
function session(payload) {
  if (payload.sessionId === void 0) return "the hook payload carried no session_id";
  let problem = sessionIdProblem(payload.sessionId);
  return problem !== void 0 ? `the hook payload's session_id cannot be stored: ${echoed(problem)}` : payload.cwd === void 0 || !(0, import_node_path10.isAbsolute)(payload.cwd) ? "the hook payload carried no absolute cwd" : { sessionId: payload.sessionId, cwd: payload.cwd };
}
function context(lines) {
  return lines.map(printable).join(`
`);
}
function failed(action, lines) {
  return context([`${PACKAGE_NAME} could not ${action}; nothing was written.`, ...lines]);
}
var ASK_WHICH = "Ask the person which plan to start; they can type `$ulw-execute <plan path or name>`.", TELL = "Tell the person what went wrong; once it is put right they can type the prompt again.";
function unclosed(quote, rest) {
  let example = `${quote}${rest === "" ? "<plan path>" : rest}${quote}`;
  return failed("start a plan", [
    `the quote ${quote} before ${JSON.stringify(echoed(rest))} is not closed on its line; a plan path with blanks goes between two quotes on one line, as ${echoed(example)}`,
    ASK_WHICH
  ]);
}
async function start(plan, known, cliPath) {
  let started = await startPlan({ ...known, plan, lockWaitMs: lockWaitMs() });
  if (!started.ok)
    return failed("start a plan", [...describeFailure(started), "choices" in started ? ASK_WHICH : TELL]);
  let complete = `node ${shellQuote(cliPath)} work complete`;
  return context([
    `${PACKAGE_NAME} registered this plan for this session in the project's boulder.`,
    ...describeStarted(started),
    "",
    `Work through the plan following the ulw-execute skill: take the next unchecked top-level task, verify it, tick its box in the plan file, and append the evidence to the ledger (${ledgerPath(started.root)}). While tasks remain, the Stop hook sends you back to the plan when a turn ends.`,
    `When every box is checked and the final gate has passed, mark the work completed: ${complete}`
  ]);
}
async function answerPrompt(payload, trigger, cliPath) {
  let known = session(payload);
  if (typeof known == "string") return failed("act on the prompt", [known]);
  if (trigger.kind === "unclosed") return unclosed(trigger.quote, trigger.rest);
  if (trigger.kind !== "status") return start(trigger.kind === "start" ? trigger.plan : "", known, cliPath);
  let changed = await changeWorkStatus({ ...known, change: trigger.change, lockWaitMs: lockWaitMs() });
  if (!changed.ok) return failed(`${trigger.change} the work`, describeFailure(changed));
  let note = trigger.change === "resume" && changed.note === unchangedNote("active") ? "The work was not paused: it stays active, and the Stop hook continues it when a turn ends while tasks remain." : STATUS_NOTES[trigger.change];
  return context([`${PACKAGE_NAME}: ${describeChanged(changed)}`, note]);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  answerPrompt
});
