#!/usr/bin/env node
const __ulwModuleUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";

// src/cli.ts
var import_node_url = require("node:url");

// src/fs/sibling-bundle.ts
function requireSibling(file, exports2) {
  let loaded = require(file);
  if (!hasFunction(loaded, exports2)) throw new Error(`dist/${file.slice(2)} does not export ${exports2}`);
  return loaded;
}
function hasFunction(value, name) {
  return typeof value == "object" && value !== null && typeof Reflect.get(value, name) == "function";
}

// src/cli/load-program.ts
function loadProgram() {
  return Promise.resolve(requireSibling("./program.js", "runProgram"));
}

// src/hook/prompt-entry.ts
var import_node_fs9 = require("node:fs");

// src/boulder/session-id.ts
var KNOWN_PREFIXES = ["codex:", "opencode:"];
function hasKnownPrefix(id) {
  return KNOWN_PREFIXES.some((prefix) => id.startsWith(prefix));
}
function sessionKeyFromPayload(sessionId) {
  return hasKnownPrefix(sessionId) ? sessionId : `codex:${sessionId}`;
}
function sessionKeyFromBoulder(storedId) {
  return hasKnownPrefix(storedId) ? storedId : `opencode:${storedId}`;
}

// src/json/guards.ts
function isRecord(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function field(record, key) {
  return Object.hasOwn(record, key) ? record[key] : void 0;
}
function hasField(record, key) {
  return Object.hasOwn(record, key);
}
function parseJson(text3) {
  let body = text3.charCodeAt(0) === 65279 ? text3.slice(1) : text3;
  try {
    return { ok: !0, value: JSON.parse(body) };
  } catch {
    return { ok: !1 };
  }
}

// src/boulder/work.ts
var WORK_STATUSES = ["active", "paused", "completed", "abandoned"], CONTINUABLE_STATUSES = ["active", "paused"], ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
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

// src/directive/values.ts
var import_node_path2 = require("node:path");

// src/fs/omo-paths.ts
var import_node_path = require("node:path"), BRIEF_TEMPLATE_FILE = "directive-brief.md";
function boulderPath(root) {
  return (0, import_node_path.join)(root, ".omo", "boulder.json");
}
function ledgerPath(root) {
  return (0, import_node_path.join)(root, ".omo", "ulw-execute", "ledger.jsonl");
}
function directiveOverridePath(root) {
  return (0, import_node_path.join)(root, ".omo", "ulw-execute", "directive.md");
}
function briefOverridePath(root) {
  return (0, import_node_path.join)(root, ".omo", "ulw-execute", BRIEF_TEMPLATE_FILE);
}
function settingsPath(root) {
  return (0, import_node_path.join)(root, ".omo", "ulw-execute", "settings.json");
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
  let text3 = Buffer.from(heading?.[2] ?? "", "latin1").toString("utf8").trim().replace(/(?:^|[ \t]+)#+$/, "").trim();
  return { kind: "heading", heading: { level: hashes.length, text: text3 } };
}

// src/plan/checklist.ts
var NO_NEXT_TASK_LABEL = "none (final gate pending)", EMPTY_TASK_LABEL = "(no label)";
function nextTaskLabel(checklist) {
  return checklist.nextTask === void 0 ? NO_NEXT_TASK_LABEL : checklist.nextTask === "" ? EMPTY_TASK_LABEL : checklist.nextTask;
}
var box = (mark, numbered2 = "") => new RegExp(`\\n[-*] \\[${mark}\\]${numbered2}(?=[ \\t]|\\r?\\n|\\r?$)`, "g"), CHECKED = box("[xX]"), UNCHECKED = box(" "), numbered = (mark) => ({
  todos: box(mark, "[ \\t]+\\d+\\."),
  "final-wave": box(mark, "[ \\t]+F\\d+\\.")
}), CHECKED_NUMBERED = numbered("[xX]"), UNCHECKED_NUMBERED = numbered(" "), STRUCTURE = /\n {0,3}(?:#|`{3}|~{3})/g;
function count(pattern, text3) {
  pattern.lastIndex = 0;
  let found = 0;
  for (; pattern.test(text3); ) found++;
  return found;
}
function firstLabel(pattern, text3) {
  pattern.lastIndex = 0;
  let found = pattern.exec(text3);
  if (found === null) return;
  let boxEnd = found.index + 6, lineEnd = text3.indexOf(`
`, boxEnd), line = text3.slice(boxEnd, lineEnd === -1 ? text3.length : lineEnd).replace(/\r$/, "");
  return Buffer.from(line, "latin1").toString("utf8").trim();
}
var Tally = class {
  completed = 0;
  total = 0;
  nextTask;
  add(text3, checked, unchecked) {
    let done = count(checked, text3), open = count(unchecked, text3);
    this.completed += done, this.total += done + open, open > 0 && this.nextTask === void 0 && (this.nextTask = firstLabel(unchecked, text3));
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
    let text3 = latin1;
    this.started || (this.started = !0, text3.startsWith("\xEF\xBB\xBF") && (text3 = text3.slice(3)));
    let padded = `
${text3}`, segmentStart = 0;
    STRUCTURE.lastIndex = 0;
    for (let found = STRUCTURE.exec(padded); found !== null; found = STRUCTURE.exec(padded)) {
      let lineStart = found.index + 1, newline = padded.indexOf(`
`, lineStart), lineEnd = newline === -1 ? padded.length : newline;
      this.segment(padded.slice(segmentStart, found.index)), this.structureLine(padded.slice(lineStart, lineEnd).replace(/\r$/, "")), segmentStart = lineEnd, STRUCTURE.lastIndex = lineEnd;
    }
    this.segment(padded.slice(segmentStart));
  }
  /** Counts the boxes in "\n"-prefixed text that holds no heading and no fence line. */
  segment(text3) {
    if (this.fence !== void 0 || text3.length < 6) return;
    this.simple.add(text3, CHECKED, UNCHECKED);
    let section = this.section;
    section !== void 0 && (this.inSubsection ? this.structured.add(text3, CHECKED_NUMBERED[section], UNCHECKED_NUMBERED[section]) : this.structured.add(text3, CHECKED, UNCHECKED));
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

// src/names.ts
var PACKAGE_NAME = "ulw-execute-continuation", PLUGIN_NAME = PACKAGE_NAME, MARKETPLACE_NAME = "ulw", PLUGIN_ID = `${PLUGIN_NAME}@${MARKETPLACE_NAME}`;

// src/text/regexp-literal.ts
function regexpLiteral(text3) {
  return text3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/text/utf8-cut.ts
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function wellFormed(text3) {
  return text3.replace(LONE_SURROGATE, "\uFFFD");
}
function cutUtf8(text3, maxBytes) {
  if (text3.length * 3 <= maxBytes || Buffer.byteLength(text3) <= maxBytes) return text3;
  let budget = maxBytes - Buffer.byteLength("\u2026"), bytes = 0, end = 0;
  for (let char of text3) {
    if (bytes += Buffer.byteLength(char), bytes > budget) break;
    end += char.length;
  }
  return `${text3.slice(0, end)}\u2026`;
}
function capped(text3, maxBytes) {
  return cutUtf8(wellFormed(text3), maxBytes);
}

// src/rollout/chain-stamp.ts
var PREFIX = `[${PACKAGE_NAME} chain`, FIELD_CAP = { turn: 128, plan: 400 }, STAMP_AT_END = new RegExp(
  `(?:^|\\n)${regexpLiteral(PREFIX)} step=(?<step>\\d{1,9}) done=(?<done>\\d{1,9}) total=(?<total>\\d{1,9})(?: idle=(?<idle>\\d{1,9}))? turn=(?<turn>\\S*) plan=(?<plan>[^\\]\\s]*)(?: limits=(?<maxChain>\\d{1,3}),(?<patience>\\d{1,2}),(?<stop>[01]),(?<goalEnd>[01])(?:,(?<tokens>\\d{1,10}),(?<minutes>\\d{1,6}))?)?\\]\\s*(?:</hook_prompt>\\s*)?$`
), STAMP_START = new RegExp(`\\[(?=${regexpLiteral(PACKAGE_NAME)})`, "gi"), COMPACTION_NOTE = "Codex compacted the context since the last continuation: re-read the plan file and the ledger before anything else.", UNSAFE = /[%<>&"[\]\s\u0000-\u001f\u007f]/g;
function encode(text3) {
  return text3.replace(
    UNSAFE,
    (char) => Array.from(Buffer.from(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("")
  );
}
function capEncoded(text3, maxBytes) {
  let cut = cutUtf8(text3, maxBytes);
  if (cut === text3) return text3;
  let body = cut.slice(0, -1), broken = /%[0-9A-F]?$/.exec(body);
  return broken === null ? body : body.slice(0, broken.index);
}
function stampedPlan(planPath) {
  return capEncoded(encode(wellFormed(planPath)), FIELD_CAP.plan);
}
function formatStamp(stamp) {
  let { step, done, total, idle, limits } = stamp, carried = limits === void 0 ? "" : ` limits=${limits.maxChain},${limits.patience},${Number(limits.stopOnCompaction)},${Number(limits.goalEnd)},${limits.maxTokens},${limits.maxMinutes}`;
  return `${PREFIX} step=${step} done=${done} total=${total} idle=${idle} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}${carried}]`;
}
function readStamps(reason) {
  let found = STAMP_AT_END.exec(reason)?.groups;
  if (found === void 0) return [];
  let { step, done, total, idle, turn = "", plan = "", maxChain, patience, stop, goalEnd } = found, limits = {
    maxChain: Number(maxChain),
    patience: Number(patience),
    stopOnCompaction: stop === "1",
    maxTokens: Number(found.tokens ?? 0),
    maxMinutes: Number(found.minutes ?? 0),
    goalEnd: goalEnd === "1"
  };
  return [{ ...{ step: Number(step), done: Number(done), total: Number(total), idle: Number(idle ?? 0) }, ...maxChain === void 0 ? {} : { limits }, turn, plan }];
}
function neutraliseStamps(text3) {
  return text3.replace(STAMP_START, "%5B");
}
function stampedTurn(turnId) {
  return capEncoded(encode(wellFormed(turnId)), FIELD_CAP.turn);
}

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
}), built, charRules = () => (built ??= buildRules(), built);
function keptInText(char, text3, index) {
  let rules = charRules(), visible = (c, kinds) => kinds.test(c) && !rules.hiddenOne.test(c), low = text3.charCodeAt(index - 1), high = text3.charCodeAt(index - 2), pair = low >= 56320 && low <= 57343 && high >= 55296 && high <= 56319, before = text3.slice(pair ? index - 2 : index - 1, index);
  if (rules.selector.test(char)) return visible(before, rules.beforeSelector);
  if (!rules.joiner.test(char)) return !1;
  let after = text3.codePointAt(index + char.length);
  return (visible(before, rules.beforeJoiner) || rules.selector.test(before)) && after !== void 0 && visible(String.fromCodePoint(after), rules.afterJoiner);
}
function escaped(char) {
  let named = NAMED[char];
  if (named !== void 0) return named;
  let hex = (char.codePointAt(0) ?? 0).toString(16);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
function printable(text3) {
  return PLAIN_ASCII.test(text3) ? text3 : text3.replace(
    charRules().hidden,
    (char, index) => keptInText(char, text3, index) ? char : escaped(char)
  );
}

// src/directive/limits.ts
var VALUE_CAPS = {
  PLAN_NAME: 160,
  PLAN_PATH: 400,
  BOULDER_PATH: 400,
  REMAINING_COUNT: 16,
  TOTAL_COUNT: 16,
  NEXT_TASK_LABEL: 400,
  // The worktree line: its path is capped like the others, plus the line's own words.
  WORKTREE_BLOCK: 560,
  LEDGER_PATH: 400,
  SESSION_ID: 128
}, PATH_CAP = 400;

// src/directive/render.ts
var PLACEHOLDERS = [
  "PLAN_NAME",
  "PLAN_PATH",
  "BOULDER_PATH",
  "REMAINING_COUNT",
  "TOTAL_COUNT",
  "NEXT_TASK_LABEL",
  "WORKTREE_BLOCK",
  "LEDGER_PATH",
  "SESSION_ID"
];
function valuesFor(value) {
  return {
    PLAN_NAME: value("PLAN_NAME"),
    PLAN_PATH: value("PLAN_PATH"),
    BOULDER_PATH: value("BOULDER_PATH"),
    REMAINING_COUNT: value("REMAINING_COUNT"),
    TOTAL_COUNT: value("TOTAL_COUNT"),
    NEXT_TASK_LABEL: value("NEXT_TASK_LABEL"),
    WORKTREE_BLOCK: value("WORKTREE_BLOCK"),
    LEDGER_PATH: value("LEDGER_PATH"),
    SESSION_ID: value("SESSION_ID")
  };
}
var TOKEN = /\{\{([A-Z_]+)\}\}/g;
function isPlaceholder(name) {
  return PLACEHOLDERS.some((known) => known === name);
}
function renderDirective(template, values) {
  return template.replace(TOKEN, (token, name) => isPlaceholder(name) ? values[name] : token);
}

// src/directive/values.ts
function shown(text3, cap) {
  return capped(printable(cutUtf8(text3, cap + 8)), cap);
}
function worktreeBlock(root, work) {
  return work.worktreePath === void 0 ? "" : `- Worktree: \`${shown((0, import_node_path2.resolve)(root, work.worktreePath), PATH_CAP)}\` (every edit and command of this work happens inside it; the main checkout is read-only context)`;
}
function directiveValues(sources) {
  let { checklist, root, work } = sources, raw = {
    PLAN_NAME: work.planName,
    PLAN_PATH: sources.planPath,
    BOULDER_PATH: sources.boulderPath,
    REMAINING_COUNT: String(checklist.remaining),
    TOTAL_COUNT: String(checklist.total),
    NEXT_TASK_LABEL: nextTaskLabel(checklist),
    WORKTREE_BLOCK: worktreeBlock(root, work),
    LEDGER_PATH: ledgerPath(root),
    SESSION_ID: sources.sessionKey
  };
  return valuesFor((name) => shown(raw[name], VALUE_CAPS[name]));
}
function composeReason(template, values, suffix) {
  let full = neutraliseStamps(renderDirective(template, values)), rendered = suffix === "" ? full : full.trimEnd(), tail = suffix === "" ? "" : `

${suffix}`, body = cutUtf8(rendered, 65536 - Buffer.byteLength(tail)), text3 = `${body}${tail}`, bytes = Buffer.byteLength(text3);
  return {
    text: text3,
    bytes,
    overFullView: bytes > 9600,
    cut: body !== rendered,
    blank: body.trim() === ""
  };
}

// src/decision/work.ts
function findWork(cwd, sessionKey, read) {
  let boulder = read.boulder(cwd);
  if (boulder.kind === "missing")
    return { kind: "ended", reason: "no-boulder", detail: `looked for ${boulder.searched.join(", ")}` };
  if (boulder.kind === "unreadable")
    return { kind: "ended", reason: "boulder-unreadable", detail: `${boulder.path}: ${boulder.why}` };
  let selection = selectWork(boulder.document, sessionKey), { work } = selection;
  return work === void 0 ? { kind: "ended", reason: "no-work-for-session", detail: `no valid ${selection.source} entry lists ${sessionKey}`, selection } : work.status === "completed" ? { kind: "completed", boulder, selection, work } : work.status === void 0 || !CONTINUABLE_STATUSES.includes(work.status) ? { kind: "ended", reason: "work-not-continuable", detail: notContinuable(work), selection } : { kind: "work", boulder, selection, work };
}
function notContinuable(work) {
  return `work ${work.id} has status ${work.status ?? "(missing)"}`;
}
async function planOf(boulder, work, read) {
  let plan = await read.plan(boulder.root, work);
  return plan.kind === "ambiguous" ? { kind: "ended", reason: "plan-ambiguous", detail: `candidates: ${plan.matches.join(", ")}` } : plan.kind === "missing" ? { kind: "ended", reason: "plan-unreadable", detail: plan.why } : plan.kind === "unreadable" ? { kind: "ended", reason: "plan-unreadable", detail: `${plan.path}: ${plan.why}` } : plan.checklist.total === 0 ? { kind: "ended", reason: "empty-checklist", detail: `${plan.path} has no countable checkbox` } : { kind: "plan", plan };
}
function valuesOf(boulder, work, plan, sessionKey) {
  return directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work,
    checklist: plan.checklist,
    sessionKey
  });
}

// src/fs/project-root.ts
var import_node_path3 = require("node:path");

// src/fs/paths.ts
var import_node_fs = require("node:fs");
function pathKind(path) {
  try {
    let stats = (0, import_node_fs.statSync)(path, { throwIfNoEntry: !1 });
    return stats === void 0 ? void 0 : stats.isFile() ? "file" : stats.isDirectory() ? "directory" : "other";
  } catch {
    return;
  }
}

// src/fs/project-root.ts
function upwards(cwd, has) {
  for (let dir = (0, import_node_path3.resolve)(cwd); ; dir = (0, import_node_path3.dirname)(dir)) {
    if (has(dir)) return dir;
    if ((0, import_node_path3.dirname)(dir) === dir) return;
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
  return upwards(cwd, (dir) => pathKind((0, import_node_path3.join)(dir, ".omo")) === "directory") ?? (0, import_node_path3.resolve)(cwd);
}

// src/payload/prompt-payload.ts
function text(value) {
  return typeof value == "string" && value.trim() !== "" ? value : void 0;
}
function parsePromptPayload(raw) {
  let parsed = parseJson(raw);
  if (!parsed.ok || !isRecord(parsed.value)) return;
  let record = parsed.value, prompt = field(record, "prompt");
  if (field(record, "hook_event_name") !== "UserPromptSubmit" || typeof prompt != "string") return;
  let sessionId = text(field(record, "session_id")), cwd = text(field(record, "cwd")), transcriptPath = text(field(record, "transcript_path"));
  return {
    prompt,
    ...sessionId !== void 0 ? { sessionId } : {},
    ...cwd !== void 0 ? { cwd } : {},
    ...transcriptPath !== void 0 ? { transcriptPath } : {}
  };
}

// src/payload/trigger.ts
var TRIGGER_WORD = "$ulw-execute", TRIGGER = new RegExp(`^\\s*\\$(?:${regexpLiteral(PLUGIN_NAME)}:)?ulw-execute(?=\\s|$)\\s*`), CHANGES = ["pause", "resume", "abandon"];
function firstWord(text3) {
  let quoted = /^(["'`])([^\n]*?)\1/.exec(text3);
  if (quoted !== null) return quoted[2] ?? "";
  let open = /^(["'`])([^\n]*)/.exec(text3);
  return open !== null ? { kind: "unclosed", quote: open[1] ?? "", rest: (open[2] ?? "").trimEnd() } : /^\S*/.exec(text3)?.[0] ?? "";
}
function parseTrigger(prompt) {
  let found = TRIGGER.exec(prompt);
  if (found === null) return;
  let word = firstWord(prompt.slice(found[0].length));
  if (typeof word != "string") return word;
  if (word === "") return { kind: "choose" };
  let change = CHANGES.find((candidate) => candidate === word);
  return change !== void 0 ? { kind: "status", change } : { kind: "start", plan: word };
}
function personStopped(text3) {
  let asked = text3 === void 0 ? void 0 : parseTrigger(text3);
  if (!(asked?.kind !== "status" || asked.change === "resume"))
    return `the human prompt is \`$ulw-execute ${asked.change}\`: nothing continues it, whatever the boulder says now`;
}

// src/settings/settings.ts
var MODE_KEYS = [
  "chain",
  "maxChain",
  "patience",
  "stopOnCompaction",
  "goalEnd",
  "maxTokens",
  "maxMinutes"
], DEFAULT_MODE = {
  chain: !1,
  maxChain: 20,
  patience: 1,
  stopOnCompaction: !1,
  goalEnd: !0,
  maxTokens: 0,
  maxMinutes: 0
}, SETTINGS_CAP_BYTES = 64 * 1024, MAX_CHAIN_LIMIT = 100;
function atCeiling(asked) {
  return asked > MAX_CHAIN_LIMIT ? { value: MAX_CHAIN_LIMIT, clamped: { maxChain: asked } } : { value: asked };
}
var PATIENCE_LIMIT = 10, MODE_RANGES = {
  maxChain: { min: 1, max: Number.POSITIVE_INFINITY },
  patience: { min: 0, max: PATIENCE_LIMIT },
  maxTokens: { min: 0, max: 1e9 },
  maxMinutes: { min: 0, max: 10080 }
};
function isSwitch(key) {
  return typeof DEFAULT_MODE[key] == "boolean";
}
var WHOLE = /^[0-9]+$/;
function wholeIn(value, min, max) {
  let number = typeof value == "string" ? WHOLE.test(value) ? Number(value) : Number.NaN : value;
  return typeof number == "number" && Number.isInteger(number) && number >= min && number <= max ? number : void 0;
}
function rangeText(min, max) {
  return Number.isFinite(max) ? `from ${min} to ${max}` : `from ${min} (above ${MAX_CHAIN_LIMIT} is used as ${MAX_CHAIN_LIMIT})`;
}
function problemOf(key, value) {
  if (value === void 0) return;
  if (isSwitch(key))
    return typeof value == "boolean" ? void 0 : `"${key}" must be true or false, not ${JSON.stringify(value)}`;
  let { min, max } = MODE_RANGES[key];
  if (!(typeof value == "number" && wholeIn(value, min, max) !== void 0))
    return `"${key}" must be a whole number ${rangeText(min, max)}, not ${JSON.stringify(value)}`;
}
var CHECKED2 = [
  "chain",
  "stopOnCompaction",
  "maxChain",
  "patience",
  "goalEnd",
  "maxTokens",
  "maxMinutes"
];
function parseSettings(text3) {
  let parsed = parseJson(text3);
  if (!parsed.ok) return { ok: !1, why: "is not valid JSON" };
  let record = parsed.value;
  if (!isRecord(record)) return { ok: !1, why: "is not a JSON object" };
  let known = MODE_KEYS, unknown = Object.keys(record).find((key) => !known.includes(key));
  if (unknown !== void 0)
    return { ok: !1, why: `has an unknown key ${JSON.stringify(unknown)} (known: ${known.join(", ")})` };
  let problem = CHECKED2.map((key) => problemOf(key, field(record, key))).find((why) => why !== void 0);
  if (problem !== void 0) return { ok: !1, why: problem };
  let settings = {};
  for (let key of MODE_KEYS) {
    let value = field(record, key);
    (isSwitch(key) && typeof value == "boolean" || !isSwitch(key) && typeof value == "number") && (settings[key] = value);
  }
  let ceiling = settings.maxChain === void 0 ? void 0 : atCeiling(settings.maxChain);
  return ceiling !== void 0 && (settings.maxChain = ceiling.value), { ok: !0, settings, ...ceiling?.clamped !== void 0 ? { clamped: ceiling.clamped } : {} };
}

// src/settings/stamp.ts
var PREFIX2 = `[${PACKAGE_NAME} settings`, AT_END = new RegExp(
  `(?:^|\\n)${regexpLiteral(PREFIX2)} (invalid|none|unknown|\\{[^\\n]*\\})(?: open=(\\d{1,9}))?\\]\\s*$`
);
function formatSettingsStamp(stamp, open) {
  let tail = open === void 0 ? "]" : ` open=${open}]`;
  if (stamp.kind === "read") {
    let asked = stamp.clamped === void 0 ? stamp.settings : { ...stamp.settings, ...stamp.clamped };
    return `${PREFIX2} ${JSON.stringify(asked)}${tail}`;
  }
  return `${PREFIX2} ${stamp.kind === "none" ? "none" : stamp.kind === "invalid" ? "invalid" : "unknown"}${tail}`;
}
function readSettingsStamp(text3) {
  let match = AT_END.exec(text3);
  if (match === null) return;
  let body = match[1] ?? "unknown", open = match[2] === void 0 ? {} : { open: Number(match[2]) };
  if (body === "none") return { settings: { kind: "none" }, ...open };
  if (body === "unknown")
    return {
      settings: { kind: "unknown", why: "the session's earlier limits could not be read back" },
      ...open
    };
  if (body === "invalid")
    return { settings: { kind: "invalid", why: "it was not valid as the prompt began" }, ...open };
  let parsed = parseSettings(body);
  if (!parsed.ok) return { settings: { kind: "invalid", why: parsed.why }, ...open };
  let { ok: _ok, ...read } = parsed;
  return { settings: { kind: "read", ...read }, ...open };
}
function stricter(a, b) {
  let min = (x, y, fallback) => x === void 0 && y === void 0 ? void 0 : Math.min(x ?? fallback, y ?? fallback), maxChain = min(a.maxChain, b.maxChain, DEFAULT_MODE.maxChain), patience = min(a.patience, b.patience, DEFAULT_MODE.patience), budget = (x, y) => {
    let set = [x, y].filter((value) => value !== void 0 && value > 0);
    return set.length > 0 ? Math.min(...set) : x === void 0 && y === void 0 ? void 0 : 0;
  }, maxTokens = budget(a.maxTokens, b.maxTokens), maxMinutes = budget(a.maxMinutes, b.maxMinutes);
  return {
    // Chain mode from the file only where both allowed it: left out, the flags decide (plain by default).
    ...a.chain === !0 && b.chain === !0 ? { chain: !0 } : a.chain === !1 || b.chain === !1 ? { chain: !1 } : {},
    ...maxChain === void 0 ? {} : { maxChain },
    ...patience === void 0 ? {} : { patience },
    ...a.stopOnCompaction === !0 || b.stopOnCompaction === !0 ? { stopOnCompaction: !0 } : {},
    ...a.goalEnd === !1 || b.goalEnd === !1 ? { goalEnd: !1 } : {},
    ...maxTokens === void 0 ? {} : { maxTokens },
    ...maxMinutes === void 0 ? {} : { maxMinutes }
  };
}
var asSettings = (stamp) => stamp.kind === "read" ? stamp.settings : {};
function carrySettings(earlier, now) {
  let { path: _path, ...file } = now;
  return earlier === void 0 ? file : earlier.kind === "unknown" || earlier.kind === "conflict" ? { kind: "unknown", why: "an earlier prompt of this session ran with limits that cannot be told" } : earlier.kind !== "read" && file.kind !== "read" ? file : { kind: "read", settings: stricter(asSettings(earlier), asSettings(file)) };
}

// src/rollout/backward-lines.ts
var import_node_fs3 = require("node:fs");

// src/fs/clock.ts
function msSinceStart() {
  return process.uptime() * 1e3;
}

// src/fs/regular-file.ts
var import_node_fs2 = require("node:fs"), MIB = 1024 * 1024;
function errorCode(error) {
  return error instanceof Error && "code" in error ? String(error.code) : "";
}
function readFullyAt(fd, buffer, length, position) {
  let filled = 0;
  for (; filled < length; ) {
    let read = (0, import_node_fs2.readSync)(fd, buffer, filled, length - filled, position + filled);
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
  let code = errorCode(error), [missing, why] = WHY[code] ?? [
    !1,
    code !== "" ? `cannot be opened (${code})` : "cannot be opened"
  ];
  return { ok: !1, missing, why };
}
function openRegularFile(path) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK);
  } catch (error) {
    return failure(error);
  }
  try {
    let stats = (0, import_node_fs2.fstatSync)(fd);
    return stats.isFile() ? { ok: !0, fd, size: stats.size } : ((0, import_node_fs2.closeSync)(fd), { ok: !1, missing: !1, notRegular: !0, why: `is ${[
      [stats.isDirectory(), "a directory"],
      [stats.isFIFO(), "a FIFO"],
      [stats.isSocket(), "a socket"],
      [stats.isCharacterDevice(), "a character device"],
      [stats.isBlockDevice(), "a block device"]
    ].find(([is]) => is)?.[1] ?? "not a regular file"}, not a regular file` });
  } catch (error) {
    return (0, import_node_fs2.closeSync)(fd), failure(error);
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
    (0, import_node_fs2.closeSync)(opened.fd);
  }
}
function readRegularBytes(path, capBytes) {
  return withRegularFile(path, capBytes, (fd, size) => {
    let buffer = Buffer.allocUnsafe(Math.min(capBytes + 1, size + 65536)), length = 0;
    for (; ; ) {
      if (length === buffer.length) {
        if (length > capBytes) return overCap(capBytes);
        let larger = Buffer.allocUnsafe(Math.min(capBytes + 1, buffer.length * 2));
        buffer.copy(larger, 0, 0, length), buffer = larger;
      }
      let read = (0, import_node_fs2.readSync)(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return { ok: !0, bytes: buffer.subarray(0, length) };
  });
}
function readRegularText(path, capBytes) {
  let read = readRegularBytes(path, capBytes);
  return read.ok ? { ok: !0, text: read.bytes.toString("utf8") } : read;
}

// src/rollout/backward-lines.ts
var CHUNK_BYTES = 64 * 1024, BLOCK_BYTES = 16 * CHUNK_BYTES, DEADLINE_CHECK_EVERY = 16, CHUNK_WORK = 4, MAX_LINE_BYTES = 4 * 1024 * 1024;
function scanFailure(path, scan) {
  return scan.kind === "unreadable" ? { kind: "unreadable", path, why: scan.why } : { kind: "timeout", path, bytesScanned: scan.bytesScanned, size: scan.size };
}
function literalsPattern(texts2, flags) {
  let source = texts2.map(regexpLiteral).join("|");
  return {
    pattern: new RegExp(source, flags),
    overlap: Math.max(...texts2.map((text3) => text3.length)) - 1,
    inLine: new RegExp(source, flags.replace("g", ""))
  };
}
var OutOfTime = class extends Error {
};
function matchStarts(patterns, text3, from, limit, starts, shift = 0) {
  for (let search of patterns) {
    search.lastIndex = from;
    for (let match = search.exec(text3); match !== null && !(match.index >= limit); match = search.exec(text3))
      starts.push(shift + match.index), match[0] === "" && search.lastIndex++;
  }
}
var MAX_WINDOWS = 64;
function anchoredStarts(anchor, patterns, width, text3, limit, starts) {
  anchor.lastIndex = 0;
  for (let hit = anchor.exec(text3), windows = 0; hit !== null; hit = anchor.exec(text3), windows++) {
    let from = Math.max(0, hit.index - width + 1);
    if (from >= limit) return;
    if (windows === MAX_WINDOWS) return matchStarts(patterns, text3, from, limit, starts);
    let to = Math.min(limit, hit.index + width + 1);
    if (matchStarts(patterns, text3.slice(from, to + width), 0, to - from, starts, from), to === limit) return;
    anchor.lastIndex = to;
  }
}
function scanLinesBackward(path, pattern, overlap, visit, options) {
  let now = options.now ?? msSinceStart, patterns = pattern instanceof RegExp ? [pattern] : pattern, opened = openRegularFile(path);
  if (!opened.ok) return { kind: "unreadable", why: opened.why };
  let { fd, size } = opened, block = Buffer.allocUnsafe(BLOCK_BYTES + overlap), blockStart = 0, blockEnd = 0, textOf = (start, stop) => ((start < blockStart || stop > blockEnd) && (blockStart = Math.max(0, stop - block.length), blockEnd = blockStart + readFullyAt(fd, block, stop - blockStart, blockStart)), block.toString("latin1", start - blockStart, Math.min(stop, blockEnd) - blockStart)), buffer = Buffer.allocUnsafe(CHUNK_BYTES), work = 0, checkTime = (weight = CHUNK_WORK) => {
    if (work += weight, !(work < DEADLINE_CHECK_EVERY) && (work = 0, now() > options.deadline))
      throw new OutOfTime();
  }, lineStart = (position) => {
    for (let end2 = position; end2 > 0; end2 -= CHUNK_BYTES) {
      checkTime();
      let start = Math.max(0, end2 - CHUNK_BYTES), at = buffer.subarray(0, readFullyAt(fd, buffer, end2 - start, start)).lastIndexOf(10);
      if (at !== -1) return start + at + 1;
    }
    return 0;
  }, lineEnd = (position) => {
    for (let start = position; start < size; start += CHUNK_BYTES) {
      checkTime();
      let length = readFullyAt(fd, buffer, Math.min(CHUNK_BYTES, size - start), start), at = buffer.subarray(0, length).indexOf(10);
      if (at !== -1) return start + at;
    }
    return size;
  }, readLine = (offset, length) => {
    if (length > MAX_LINE_BYTES) return { offset, length };
    let bytes = Buffer.allocUnsafe(length);
    return { offset, length, text: bytes.toString("utf8", 0, readFullyAt(fd, bytes, length, offset)) };
  }, end = Math.min(size, options.before ?? size), result = (kind) => ({
    kind,
    bytesScanned: size - end,
    size
  });
  try {
    for (; end > 0; ) {
      if (options.maxBytes !== void 0 && size - end >= options.maxBytes) return result("capped");
      checkTime();
      let start = Math.max(0, end - CHUNK_BYTES), text3 = textOf(start, Math.min(size, end + overlap)), length = text3.length, starts = [], limit = end - start;
      options.anchor === void 0 ? matchStarts(patterns, text3, 0, limit, starts) : anchoredStarts(options.anchor, patterns, overlap + 1, text3, limit, starts), starts.length > 1 && starts.sort((a, b) => a - b);
      let next = start;
      for (let i = starts.length - 1; i >= 0; i--) {
        let at = start + (starts[i] ?? 0);
        if (at >= end) continue;
        let newline = text3.lastIndexOf(`
`, at - start - 1), first = newline !== -1 ? start + newline + 1 : lineStart(start), feed = text3.indexOf(`
`, at - start), last = feed !== -1 ? start + feed : lineEnd(start + length);
        checkTime(1);
        let line = readLine(first, last - first);
        if (end = first, next = Math.min(next, first), visit(line) === "stop") return result("stopped");
      }
      end = next;
    }
    return result("done");
  } catch (error) {
    return error instanceof OutOfTime ? result("timeout") : { kind: "unreadable", why: error instanceof Error ? error.message : "read failed" };
  } finally {
    (0, import_node_fs3.closeSync)(fd);
  }
}

// src/rollout/token-usage.ts
var count2 = (value) => typeof value == "number" && Number.isFinite(value) && value >= 0 ? value : void 0;
function spent(usage) {
  if (!isRecord(usage)) return;
  let input = count2(field(usage, "input_tokens")), cached = field(usage, "cached_input_tokens") === void 0 ? 0 : count2(field(usage, "cached_input_tokens")), output = count2(field(usage, "output_tokens"));
  return input === void 0 || cached === void 0 || output === void 0 ? void 0 : input - cached + output;
}
function tokensRecord(source, thread, response) {
  let total = spent(thread), last = spent(response);
  return total === void 0 || last === void 0 ? void 0 : { kind: "tokens", source, total, last };
}

// src/rollout/codex-format.ts
var ERROR_EVENTS = ["error", "warning", "stream_error"], CONTENT_EVENTS = [
  "item_started",
  "agent_message",
  "agent_message_delta",
  "agent_reasoning",
  "agent_reasoning_delta",
  "agent_reasoning_raw_content",
  "agent_reasoning_section_break",
  "turn_aborted",
  "exec_command_begin",
  "exec_command_end",
  "exec_command_output_delta",
  "patch_apply_begin",
  "patch_apply_end",
  "mcp_tool_call_begin",
  "mcp_tool_call_end",
  "web_search_begin",
  "web_search_end",
  "view_image_tool_call",
  "thread_settings_applied",
  "turn_diff",
  "plan_update"
], CONTENT_TYPES = ["response_item", "session_meta", "turn_context", "world_state"];
function text2(value) {
  return typeof value == "string" ? value : "";
}
function list(value) {
  return Array.isArray(value) ? value : [];
}
function turnOf(record) {
  let turnId = field(record, "turn_id");
  return typeof turnId == "string" ? { turnId } : {};
}
function messageOrigin(payload, meta) {
  if (hasKind(meta, "user.goal")) return "goal";
  let items = meta === void 0 ? [] : list(field(meta, "content_item_metadata"));
  for (let item of items) {
    let provenance = isRecord(item) ? field(item, "provenance") : void 0;
    if (isRecord(provenance))
      return field(provenance, "type") === "user" ? "user" : field(provenance, "hook") === !0 ? "hook" : "harness";
  }
  let first = list(field(payload, "content"))[0], body = isRecord(first) ? text2(field(first, "text")) : "";
  return body.startsWith("<hook_prompt") ? "hook" : body.startsWith("<") ? "harness" : "user";
}
function texts(items) {
  return list(items).map((part) => isRecord(part) ? text2(field(part, "text")) : "");
}
function hasKind(meta, kind) {
  return meta !== void 0 && list(field(meta, "content_item_kinds")).includes(kind);
}
function responseItem(payload) {
  let type = field(payload, "type");
  if (type === "compaction" || type === "compaction_summary")
    return { kind: "compaction", shape: String(type) };
  if (type !== "message") return { kind: "content" };
  let role = field(payload, "role"), metadata = field(payload, "internal_chat_message_metadata_passthrough"), meta = isRecord(metadata) ? metadata : void 0, parts = texts(field(payload, "content"));
  if (role === "developer" && hasKind(meta, "hooks.additional_context"))
    return { kind: "hook-context", text: parts.join("") };
  if (role !== "user") return { kind: "content" };
  let turn = meta === void 0 ? {} : turnOf(meta), origin = messageOrigin(payload, meta);
  return origin === "user" || origin === "goal" ? { kind: "user-prompt", via: origin === "goal" ? "goal" : "typed", ...turn, text: parts.join("") } : origin === "harness" ? { kind: "content" } : { kind: "hook-prompt", text: parts.join(""), parts, ...turn };
}
function completedItem(payload) {
  let item = field(payload, "item"), type = isRecord(item) ? field(item, "type") : void 0;
  if (type === "ContextCompaction") return { kind: "compaction", shape: "ContextCompaction item" };
  if (type === "UserMessage" && isRecord(item))
    return {
      kind: "user-prompt",
      via: "typed",
      ...turnOf(payload),
      text: texts(field(item, "content")).join("")
    };
  if (type === "HookPrompt" && isRecord(item)) {
    let parts = texts(field(item, "fragments"));
    return { kind: "hook-prompt", text: parts.join(""), parts, ...turnOf(payload) };
  }
  return { kind: "content" };
}
function eventMessage(payload) {
  let type = text2(field(payload, "type"));
  if (type === "token_count") {
    let info = field(payload, "info");
    return (isRecord(info) ? tokensRecord("token_count", field(info, "total_token_usage"), field(info, "last_token_usage")) : void 0) ?? { kind: "content" };
  }
  if (type === "item_completed") return completedItem(payload);
  if (type === "task_complete") {
    let message = field(payload, "last_agent_message");
    return { kind: "turn-end", ...typeof message == "string" ? { message } : {} };
  }
  if (type === "context_compacted") return { kind: "compaction", shape: "context_compacted event" };
  if (type === "thread_goal_updated") {
    let goal = field(payload, "goal"), status = isRecord(goal) ? field(goal, "status") : void 0;
    return { kind: "goal-update", ...typeof status == "string" && status !== "" ? { status } : {} };
  }
  if (type === "task_started") {
    let attribution = field(payload, "turn_attribution"), trigger = isRecord(attribution) ? field(attribution, "turn_trigger") : void 0;
    return { kind: "turn-start", ...typeof trigger == "string" ? { trigger } : {}, ...turnOf(payload) };
  }
  return type === "user_message" ? { kind: "user-prompt", via: "typed", text: text2(field(payload, "message")) } : ERROR_EVENTS.includes(type) ? { kind: "codex-error", event: type, message: text2(field(payload, "message")) } : CONTENT_EVENTS.includes(type) ? { kind: "content" } : { kind: "other" };
}
var ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
function timeOf(record) {
  let stamp = field(record, "timestamp");
  if (typeof stamp != "string" || !ISO_TIME.test(stamp)) return {};
  let at = Date.parse(stamp);
  return Number.isFinite(at) ? { at } : {};
}
function classifyRolloutLine(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: "other" };
  }
  if (!isRecord(value)) return { kind: "other" };
  let type = field(value, "type"), payload = field(value, "payload");
  if (type === "compacted") return { kind: "compaction", shape: "compacted record" };
  if (typeof type != "string" || !isRecord(payload)) return { kind: "other" };
  let record = type === "token_usage_record" ? tokensRecord(type, field(payload, "thread_token_usage"), field(payload, "usage")) ?? {
    kind: "content"
  } : type === "response_item" ? responseItem(payload) : type === "event_msg" ? eventMessage(payload) : void 0;
  return record !== void 0 ? { ...record, ...timeOf(value) } : CONTENT_TYPES.includes(type) ? { kind: "content" } : { kind: "other" };
}
var COMPACTION_HINTS = [
  '"type":"compacted"',
  '"type":"ContextCompaction"',
  '"type":"context_compacted"',
  '"type":"compaction"',
  '"type":"compaction_summary"'
];
var PROMPT_HINTS = ['"role":"user"', '"UserMessage"', '"HookPrompt"', '"type":"user_message"'], CHAIN_HINTS = [
  '"type":"token_usage_record"',
  '"type":"token_count"',
  '"type":"task_started"',
  '"type":"thread_goal_updated"',
  '"hooks.additional_context"'
];

// src/rollout/goal-stamp.ts
var GOAL_END = new RegExp(
  `\\[${regexpLiteral(PACKAGE_NAME)} goal-end=(complete|stalled) done=(\\d{1,9}) total=(\\d{1,9}) turn=(\\S*) plan=([^\\]\\s]*)\\]`,
  "g"
);
function formatGoalEndStamp(stamp) {
  let { kind, done, total } = stamp;
  return `[${PACKAGE_NAME} goal-end=${kind} done=${done} total=${total} turn=${stampedTurn(stamp.turnId)} plan=${stampedPlan(stamp.planPath)}]`;
}
function readGoalEndStamps(text3) {
  let stamps = [];
  for (let match of text3.matchAll(GOAL_END)) {
    let [, kind, done, total, turn, plan] = match;
    kind !== "complete" && kind !== "stalled" || stamps.unshift({ kind, done: Number(done), total: Number(total), turn: turn ?? "", plan: plan ?? "" });
  }
  return stamps;
}

// src/rollout/pressure-markers.json
var pressure_markers_default = [
  "context compacted",
  "context_length_exceeded",
  "skill descriptions were shortened",
  "context_too_large",
  "codex ran out of room in the model's context window",
  "your input exceeds the context window",
  "long threads and multiple compactions"
];

// src/rollout/markers.ts
var PRESSURE_MARKERS = pressure_markers_default;

// src/rollout/pressure.ts
var PHRASE = literalsPattern(PRESSURE_MARKERS, "i").pattern, PRESSURE_CANDIDATES = [...PRESSURE_MARKERS, ...COMPACTION_HINTS], CANDIDATE = literalsPattern(PRESSURE_CANDIDATES, "gi"), PRESSURE_ANCHOR = /co(?:mpact(?:ed|ion["_s])|ntext(?:_| window))|skill descriptions/gi;
function pressureIn(record, text3, offset) {
  if (record.kind === "compaction") return { marker: record.shape, offset, source: "compaction" };
  if (record.kind !== "codex-error" && record.kind !== "other") return;
  let phrase = PHRASE.exec(text3);
  if (phrase === null) return;
  let at = offset + Buffer.byteLength(text3.slice(0, phrase.index));
  return {
    marker: phrase[0].toLowerCase(),
    offset: at,
    source: record.kind === "other" ? "text" : record.event
  };
}
function transcriptFact(path, scan, hit) {
  return scan.kind === "unreadable" || scan.kind === "timeout" ? scanFailure(path, scan) : { kind: "scanned", path, bytesScanned: scan.bytesScanned, size: scan.size, ...hit ? { hit } : {} };
}
function scanForPressure(path, options) {
  let hit, scan = scanLinesBackward(
    path,
    CANDIDATE.pattern,
    CANDIDATE.overlap,
    (line) => (line.text !== void 0 && (hit = pressureIn(classifyRolloutLine(line.text), line.text, line.offset)), hit === void 0 ? "next" : "stop"),
    { ...options, anchor: PRESSURE_ANCHOR }
  );
  return transcriptFact(path, scan, hit);
}

// src/rollout/human-prompt.ts
var CHAIN_READ_CAP_BYTES = 64 * 1024 * 1024, PROMPT_PATTERNS = {
  "hook-prompt": literalsPattern(PROMPT_HINTS, "g"),
  // Pressure phrases are matched case-insensitively, as the pressure scan does; the hints are ASCII.
  chain: literalsPattern([...PROMPT_HINTS, ...CHAIN_HINTS, ...PRESSURE_CANDIDATES], "gi")
}, BEFORE_PROMPT_BYTES = 256 * 1024, PROMPT_TEXT_CAP = 1024;
function humanPromptReader(path, scope) {
  let stamps = [], hookPrompts = 0, boundary = "start", compaction, pressure, goalTurns = 0, goalStatus, endSent, promptAt, startedAt, typed, settings, settingsConflict = !1, open, usage = { token_usage_record: {}, token_count: {} }, began = (at) => {
    at !== void 0 && (startedAt = Math.min(at, startedAt ?? at));
  };
  return { visit: (text3, offset, record) => {
    if (record.kind === "compaction" && scope === "chain")
      return compaction ??= {
        marker: record.shape,
        offset,
        source: "compaction",
        afterLastContinuation: hookPrompts === 0
      }, "next";
    if (promptAt !== void 0)
      return promptAt - offset > BEFORE_PROMPT_BYTES || record.kind === "hook-prompt" ? "stop" : ((record.kind === "user-prompt" || record.kind === "turn-start") && began(record.at), record.kind === "turn-start" ? "stop" : "next");
    if (record.kind === "user-prompt")
      return boundary = record.via === "goal" ? "goal-set" : "typed-prompt", record.via === "typed" && record.text !== void 0 && (typed = record.text.slice(0, PROMPT_TEXT_CAP)), began(record.at), scope === "hook-prompt" ? "stop" : (promptAt = offset, "next");
    if (record.kind === "hook-prompt") {
      hookPrompts++;
      for (let stamp of record.parts.flatMap(readStamps))
        stamps.some((seen) => seen.step === stamp.step) || stamps.push(stamp);
      return endSent ??= record.parts.flatMap(readGoalEndStamps)[0], scope === "hook-prompt" ? "stop" : "next";
    }
    if (scope === "hook-prompt") return "next";
    if (record.kind === "tokens") {
      let seen = usage[record.source];
      return seen.newest ??= record.total, seen.before = record.total - record.last, "next";
    }
    if (record.kind === "hook-context") {
      let stamp = readSettingsStamp(record.text);
      stamp !== void 0 && settings !== void 0 && JSON.stringify(stamp.settings) !== JSON.stringify(settings) && (settingsConflict = !0), stamp?.open !== void 0 && (open = Math.min(stamp.open, open ?? stamp.open)), settings = stamp?.settings ?? settings;
    }
    return record.kind === "turn-start" && record.trigger === "goal" && goalTurns++, record.kind === "goal-update" && (goalStatus ??= record.status), pressure = pressureIn(record, text3, offset), pressure === void 0 ? "next" : "stop";
  }, fact: (scan) => {
    if (scan.kind === "unreadable" || scan.kind === "timeout") return scanFailure(path, scan);
    scan.kind === "capped" && promptAt === void 0 && (boundary = "cap"), stamps.sort((a, b) => b.step - a.step);
    let goal = {
      turns: goalTurns,
      ...goalStatus !== void 0 ? { status: goalStatus } : {},
      ...endSent !== void 0 ? { endSent } : {}
    };
    return {
      kind: "read",
      path,
      scope,
      boundary,
      ...startedAt !== void 0 ? { startedAt } : {},
      ...typed !== void 0 ? { text: typed } : {},
      ...settings !== void 0 ? { settings: settingsConflict ? { kind: "conflict" } : settings } : {},
      ...open !== void 0 ? { openAtStart: open } : {},
      ...tokensSpent(usage, boundary),
      hookPrompts,
      stamps,
      ...compaction !== void 0 ? { compaction } : {},
      ...pressure !== void 0 ? { pressure } : {},
      ...scope === "chain" ? { goal } : {},
      bytesScanned: scan.bytesScanned
    };
  } };
}
function tokensSpent(usage, boundary) {
  if (boundary === "cap") return {};
  let { newest, before } = usage.token_usage_record.newest !== void 0 ? usage.token_usage_record : usage.token_count;
  return { tokens: newest === void 0 || before === void 0 ? 0 : Math.max(0, newest - before) };
}
function readHumanPrompt(path, scope, options) {
  let reader = humanPromptReader(path, scope), { pattern, overlap } = PROMPT_PATTERNS[scope], scan = scanLinesBackward(
    path,
    pattern,
    overlap,
    (line) => line.text === void 0 ? "next" : reader.visit(line.text, line.offset, classifyRolloutLine(line.text)),
    { maxBytes: CHAIN_READ_CAP_BYTES, ...options }
  );
  return reader.fact(scan);
}

// src/settings/read.ts
function readSettingsFact(root) {
  let path = settingsPath(root), read = readRegularText(path, SETTINGS_CAP_BYTES);
  if (!read.ok) return read.missing ? { kind: "none", path } : { kind: "invalid", path, why: read.why };
  let parsed = parseSettings(read.text);
  if (!parsed.ok) return { kind: "invalid", path, why: parsed.why };
  let { ok: _ok, ...found } = parsed;
  return { kind: "read", path, ...found };
}

// src/boulder/document.ts
var MIRROR_ID = "(top level)";
function parseBoulder(text3) {
  let parsed = parseJson(text3);
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

// src/boulder/read-limits.json
var read_limits_default = {
  capMiB: 6,
  containerLimit: 2e5
};

// src/boulder/read.ts
var BOULDER_CAP_BYTES = read_limits_default.capMiB * MIB, BOULDER_CONTAINER_LIMIT = read_limits_default.containerLimit;
function exceedsContainerLimit(text3, limit) {
  if (text3.length <= limit) return !1;
  let count3 = 0;
  for (let opener of ["{", "["])
    for (let at = text3.indexOf(opener); at !== -1; at = text3.indexOf(opener, at + 1))
      if (++count3 > limit) return !0;
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

// src/boulder/fact.ts
function readBoulderFact(cwd) {
  let { found, searched } = findBoulder(cwd);
  if (found === void 0) return { kind: "missing", searched };
  let read = readBoulder(found.path);
  return read.ok ? { kind: "found", path: found.path, root: found.root, document: read.document } : { kind: "unreadable", path: found.path, why: read.why };
}

// src/codex/hooks-change.ts
var import_node_fs4 = require("node:fs"), import_node_os = require("node:os"), import_node_path4 = require("node:path");
function codexHome(given, env) {
  return given !== void 0 ? given : env.CODEX_HOME !== void 0 && env.CODEX_HOME !== "" ? env.CODEX_HOME : (0, import_node_path4.join)((0, import_node_os.homedir)(), ".codex");
}
function sessionStart(transcript) {
  let head = Buffer.alloc(128), fd;
  try {
    fd = (0, import_node_fs4.openSync)(transcript, "r");
    let read = readFullyAt(fd, head, head.length, 0), stamp = /^\{"timestamp":"([^"]{10,40})"/.exec(head.subarray(0, read).toString("latin1"))?.[1], at = stamp === void 0 ? Number.NaN : Date.parse(stamp);
    return Number.isNaN(at) ? void 0 : at;
  } catch {
    return;
  } finally {
    fd !== void 0 && (0, import_node_fs4.closeSync)(fd);
  }
}
function changedAt(path) {
  let link = (0, import_node_fs4.lstatSync)(path, { throwIfNoEntry: !1 });
  if (link === void 0 || !link.isSymbolicLink()) return link?.ctimeMs;
  let target = (0, import_node_fs4.statSync)(path, { throwIfNoEntry: !1 });
  return Math.max(link.ctimeMs, target?.ctimeMs ?? 0);
}
function hookFiles(cwd, transcript) {
  let days = (0, import_node_path4.dirname)((0, import_node_path4.dirname)((0, import_node_path4.dirname)((0, import_node_path4.dirname)(transcript)))), homes = /* @__PURE__ */ new Set([codexHome(void 0, process.env)]);
  (0, import_node_path4.basename)(days) === "sessions" && homes.add((0, import_node_path4.dirname)(days));
  let projects = [];
  for (let dir = (0, import_node_path4.resolve)(cwd); ; dir = (0, import_node_path4.dirname)(dir)) {
    let folder = (0, import_node_path4.join)(dir, ".codex");
    if (homes.has(folder) || projects.push(folder), (0, import_node_path4.dirname)(dir) === dir) break;
  }
  return [...homes, ...projects].flatMap((folder) => [(0, import_node_path4.join)(folder, "hooks.json"), (0, import_node_path4.join)(folder, "config.toml")]).concat(projects);
}
function readHooksChange(cwd, transcript) {
  let start = sessionStart(transcript);
  if (start === void 0) return { kind: "unknown", why: `${transcript} does not begin with a timestamp` };
  let files = hookFiles(cwd, transcript);
  for (let path of files) {
    let at = changedAt(path);
    if (at !== void 0 && at > start) return { kind: "changed", sessionStart: start, path, at };
  }
  return { kind: "unchanged", sessionStart: start, files: files.length };
}

// src/decision/readers.ts
function answers(read, scope) {
  return read !== void 0 && (read.kind !== "read" || read.scope === scope || read.scope === "chain");
}
function remembering(from) {
  let facts = {};
  return {
    facts,
    boulder: (cwd) => facts.boulder ??= from.boulder(cwd),
    settings: (root) => facts.settings ??= from.settings(root),
    hooks: (cwd, transcript) => facts.hooks ??= from.hooks(cwd, transcript),
    plan: async (root, place) => facts.plan ??= await from.plan(root, place),
    transcript(path, scope) {
      if (facts.transcript !== void 0) return facts.transcript;
      let both = from.transcript(path, answers(facts.prompt, scope) ? void 0 : scope);
      return both.prompt !== void 0 && (facts.prompt = both.prompt), facts.transcript = both.transcript, both.transcript;
    },
    prompt(path, scope) {
      return answers(facts.prompt, scope) || (facts.prompt = from.prompt(path, scope)), facts.prompt;
    },
    directive: (root) => facts.directive ??= from.directive(root),
    brief: (root) => facts.brief ??= from.brief(root),
    now: () => facts.now ??= from.now()
  };
}

// src/directive/brief.ts
var import_node_path5 = require("node:path");
function bundledBriefPath(bundledDirective2) {
  return (0, import_node_path5.join)((0, import_node_path5.dirname)(bundledDirective2), BRIEF_TEMPLATE_FILE);
}
var BRIEF_VALUE_CAPS = {
  ...VALUE_CAPS,
  PLAN_NAME: 40,
  PLAN_PATH: 160,
  REMAINING_COUNT: 10,
  TOTAL_COUNT: 10,
  NEXT_TASK_LABEL: 80
};
function briefValues(values) {
  return valuesFor((name) => capped(values[name], BRIEF_VALUE_CAPS[name]));
}

// src/directive/fact.ts
var DIRECTIVE_CAP_BYTES = 1 * MIB;
function readDirectiveFact(root, bundled) {
  return readTemplateFact(directiveOverridePath(root), bundled);
}
function readBriefFact(root, bundledDirective2) {
  return readTemplateFact(briefOverridePath(root), bundledBriefPath(bundledDirective2));
}
function readTemplateFact(overridePath, bundled) {
  let override = readRegularText(overridePath, DIRECTIVE_CAP_BYTES);
  if (override.ok && override.text.trim() !== "")
    return { kind: "read", path: overridePath, source: "override", template: override.text };
  let read = readRegularText(bundled, DIRECTIVE_CAP_BYTES);
  if (!read.ok) return { kind: "unreadable", path: bundled, why: read.why };
  let base = { kind: "read", path: bundled, source: "bundled", template: read.text };
  return override.ok ? { ...base, overrideProblem: `${overridePath} is empty or only white space` } : override.missing ? base : { ...base, overrideProblem: `${overridePath} ${override.why}` };
}

// src/plan/fact.ts
var import_node_fs6 = require("node:fs");

// src/fs/line-runs.ts
var import_node_fs5 = require("node:fs");
var CHUNK_BYTES2 = 64 * 1024, MAX_LINE = 64 * 1024;
function forEachLineRun(path, capBytes, onRun, chunkBytes = CHUNK_BYTES2) {
  return withRegularFile(path, capBytes, (fd) => {
    let buffer = Buffer.allocUnsafe(chunkBytes), carry = "", total = 0, skipping = !1;
    for (; ; ) {
      let read = (0, import_node_fs5.readSync)(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      if (total += read, total > capBytes) return overCap(capBytes);
      let text3 = buffer.toString("latin1", 0, read);
      if (skipping) {
        let newline = text3.indexOf(`
`);
        if (newline === -1) continue;
        text3 = text3.slice(newline + 1), skipping = !1;
      }
      text3 = carry + text3;
      let cut = text3.lastIndexOf(`
`) + 1;
      cut > 0 && onRun(text3.slice(0, cut)), carry = text3.slice(cut), carry.length > MAX_LINE && (onRun(`${carry.slice(0, MAX_LINE)}
`), carry = "", skipping = !0);
    }
    return carry !== "" && onRun(carry), { ok: !0 };
  });
}

// src/plan/load-discovery.ts
function loadDiscovery() {
  return Promise.resolve(requireSibling("./plan-discovery.js", "discoverPlan"));
}

// src/plan/location.ts
var import_node_path6 = require("node:path");
function planCandidates(root, activePlan, worktreePath) {
  let path = (0, import_node_path6.resolve)(root, activePlan), project = { path, source: (0, import_node_path6.isAbsolute)(activePlan) ? "absolute" : "project" }, rel = (0, import_node_path6.relative)(root, path), inside = rel !== "" && rel !== ".." && !rel.startsWith(`..${import_node_path6.sep}`) && !(0, import_node_path6.isAbsolute)(rel);
  if (worktreePath === void 0 || !inside) return [project];
  let worktree = (0, import_node_path6.resolve)(root, worktreePath, rel);
  return worktree === path ? [project] : [{ path: worktree, source: "worktree" }, project];
}

// src/plan/fact.ts
var PLAN_CAP_BYTES = 64 * MIB;
function countPlanFile(path) {
  let counter = new ChecklistCounter(), read = forEachLineRun(path, PLAN_CAP_BYTES, (run) => counter.lines(run));
  return read.ok ? { ok: !0, checklist: counter.result() } : read;
}
async function discoverOnDemand(root, activePlan) {
  return (await loadDiscovery()).discoverPlan(root, activePlan);
}
function readFact(path, source, checklist, skipped) {
  let realPath;
  try {
    realPath = (0, import_node_fs6.realpathSync)(path);
  } catch {
  }
  return { kind: "read", path, ...realPath !== void 0 ? { realPath } : {}, source, checklist, skipped };
}
async function readPlanFact(root, place, discover = discoverOnDemand) {
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

// src/rollout/pressure-and-prompt.ts
var PROMPT_HINT_CORES = ['":"user', '"UserMessage"', '"HookPrompt"'], CORES = literalsPattern(PROMPT_HINT_CORES, "g"), PRESSURE_OR_PROMPT_ANCHOR = new RegExp(`${PRESSURE_ANCHOR.source}|user|hookprompt`, "gi"), EITHER = {
  "hook-prompt": {
    patterns: [CANDIDATE.pattern, CORES.pattern],
    overlap: Math.max(CANDIDATE.overlap, CORES.overlap),
    anchor: { anchor: PRESSURE_OR_PROMPT_ANCHOR }
  },
  // The chain read's own pattern holds the pressure literals already.
  chain: { patterns: [PROMPT_PATTERNS.chain.pattern], overlap: PROMPT_PATTERNS.chain.overlap, anchor: {} }
};
function scanForPressureAndPrompt(path, scope, options) {
  let { deadline, now } = options, reader = humanPromptReader(path, scope), promptLine = PROMPT_PATTERNS[scope].inLine, { patterns, overlap, anchor } = EITHER[scope], hit, both = scanLinesBackward(
    path,
    patterns,
    overlap,
    (line) => {
      if (line.text === void 0) return "next";
      let pressureLine = CANDIDATE.inLine.test(line.text), forPrompt = promptLine.test(line.text);
      if (!pressureLine && !forPrompt) return "next";
      let record = classifyRolloutLine(line.text);
      return pressureLine && (hit = pressureIn(record, line.text, line.offset)), hit !== void 0 ? "stop" : forPrompt ? reader.visit(line.text, line.offset, record) : "next";
    },
    { maxBytes: CHAIN_READ_CAP_BYTES, ...options, ...anchor }
  );
  if (hit !== void 0 || both.kind === "unreadable" || both.kind === "timeout")
    return { transcript: transcriptFact(path, both, hit) };
  let prompt = reader.fact(both), transcript = both.kind === "done" ? transcriptFact(path, both) : scanForPressure(path, { deadline, ...now ? { now } : {}, before: both.size - both.bytesScanned });
  return transcript.kind === "scanned" && transcript.hit === void 0 ? { transcript, prompt } : { transcript };
}

// src/hook/disk.ts
var HOOK_BUDGET_MS = 2500;
function diskReaders(bundledDirective2, deadline = HOOK_BUDGET_MS) {
  return remembering({
    boulder: readBoulderFact,
    settings: readSettingsFact,
    hooks: readHooksChange,
    plan: readPlanFact,
    transcript: (path, scope) => scope === void 0 ? { transcript: scanForPressure(path, { deadline }) } : scanForPressureAndPrompt(path, scope, { deadline }),
    prompt: (path, scope) => readHumanPrompt(path, scope, { deadline }),
    directive: (root) => readDirectiveFact(root, bundledDirective2),
    brief: (root) => readBriefFact(root, bundledDirective2),
    now: Date.now
  });
}

// src/hook/fd-write.ts
var import_node_fs7 = require("node:fs");
function writeStdout(text3) {
  let bytes = Buffer.from(text3), offset = 0;
  for (; offset < bytes.length; )
    try {
      offset += (0, import_node_fs7.writeSync)(1, bytes, offset);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") return;
    }
}

// src/hook/guard.ts
function exitQuietly() {
  process.exit(0);
}
async function runGuarded(hook) {
  process.on("uncaughtException", exitQuietly), process.on("unhandledRejection", exitQuietly), setTimeout(exitQuietly, 3e3).unref();
  try {
    await hook();
  } catch {
  }
  return exitQuietly();
}

// src/hook/load-prompt-answer.ts
function loadPromptAnswer() {
  return Promise.resolve(requireSibling("./prompt-submit.js", "answerPrompt"));
}

// src/hook/stdin.ts
var import_node_fs8 = require("node:fs");
var STDIN_CAP_BYTES = 8 * MIB, STDIN_DEADLINE_MS = 2e3, STDIN_FD = 0, CHUNK_BYTES3 = 64 * 1024;
function isCompleteObject(chunks) {
  let last = chunks.at(-1);
  if (last === void 0 || !last.toString("latin1").trimEnd().endsWith("}")) return !1;
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")), !0;
  } catch {
    return !1;
  }
}
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function readStdinSync(fd = STDIN_FD, capBytes = STDIN_CAP_BYTES, deadlineMs = STDIN_DEADLINE_MS) {
  let source = fd;
  try {
    let stats = (0, import_node_fs8.fstatSync)(fd);
    if (stats.isFIFO()) source = (0, import_node_fs8.openSync)(`/proc/self/fd/${fd}`, import_node_fs8.constants.O_RDONLY | import_node_fs8.constants.O_NONBLOCK);
    else if (!stats.isFile()) return;
  } catch {
    return;
  }
  let deadline = msSinceStart() + deadlineMs, chunks = [], size = 0, pause = 1;
  try {
    for (; ; ) {
      let buffer = Buffer.allocUnsafe(CHUNK_BYTES3), bytes;
      try {
        bytes = (0, import_node_fs8.readSync)(source, buffer, 0, buffer.length, null);
      } catch (error) {
        if (errorCode(error) !== "EAGAIN" || size <= MIB && isCompleteObject(chunks)) break;
        if (msSinceStart() >= deadline)
          return { text: Buffer.concat(chunks).toString("utf8"), timedOut: !0 };
        Atomics.wait(sleeper, 0, 0, pause), pause = Math.min(pause * 2, 20);
        continue;
      }
      if (bytes === 0) break;
      if (size += bytes, size > capBytes) return { text: "", overCap: !0 };
      chunks.push(buffer.subarray(0, bytes)), pause = 1;
    }
    return { text: Buffer.concat(chunks).toString("utf8") };
  } finally {
    source !== fd && (0, import_node_fs8.closeSync)(source);
  }
}
function readStdinStream(stream, capBytes = STDIN_CAP_BYTES, deadlineMs = STDIN_DEADLINE_MS) {
  return new Promise((resolve6) => {
    let chunks = [], size = 0, settled = !1, text3 = () => Buffer.concat(chunks).toString("utf8"), finish = (result) => {
      settled || (settled = !0, clearTimeout(timer), stream.removeAllListeners("data"), stream.destroy?.(), resolve6(result));
    }, timer = setTimeout(() => finish({ text: text3(), timedOut: !0 }), deadlineMs);
    stream.on("data", (chunk) => {
      let bytes = typeof chunk == "string" ? Buffer.from(chunk) : chunk;
      if (size += bytes.length, size > capBytes) return finish({ text: "", overCap: !0 });
      chunks.push(bytes), size <= MIB && isCompleteObject(chunks) && finish({ text: text3() });
    }), stream.on("end", () => finish({ text: text3() })), stream.on("error", () => finish({ text: text3() }));
  });
}
async function readStdin() {
  return readStdinSync() ?? await readStdinStream(process.stdin);
}

// src/hook/prompt-entry.ts
function promptOutput(additionalContext) {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}
`;
}
async function openBoxes(cwd, sessionId) {
  if (sessionId === void 0) return;
  let read = diskReaders(""), found = findWork(cwd, sessionKeyFromPayload(sessionId), read);
  if (found.kind !== "work") return;
  let plan = await planOf(found.boulder, found.work, read);
  return plan.kind === "plan" ? plan.plan.checklist.remaining : void 0;
}
function earlierStamp(transcript) {
  if (!(0, import_node_fs9.existsSync)(transcript)) return;
  let read = readHumanPrompt(transcript, "chain", { deadline: HOOK_BUDGET_MS });
  return read.kind !== "read" ? { kind: "unknown", why: `${transcript} could not be read back` } : read.boundary === "cap" || read.pressure !== void 0 ? { kind: "unknown", why: "the session's previous prompt lies beyond what the hook reads back" } : read.settings ?? (read.boundary === "start" ? void 0 : { kind: "none" });
}
async function promptStamp(payload) {
  if (payload.cwd === void 0) return;
  let boulder = findBoulder(payload.cwd).found, file = readSettingsFact(boulder?.root ?? findProjectRoot(payload.cwd)), earlier = payload.transcriptPath === void 0 ? void 0 : earlierStamp(payload.transcriptPath), stamp = carrySettings(earlier, file), open = boulder === void 0 ? void 0 : await openBoxes(payload.cwd, payload.sessionId);
  if (!(stamp.kind === "none" && open === void 0 && (earlier === void 0 || earlier.kind === "none")))
    return `Chain settings for this prompt, as it began:
${formatSettingsStamp(stamp, open)}`;
}
async function promptHook(cliPath) {
  let read = await readStdin();
  if (read.overCap) return;
  let payload = parsePromptPayload(read.text);
  if (payload === void 0) return;
  let trigger = read.text.includes(TRIGGER_WORD) ? parseTrigger(payload.prompt) : void 0, answer = trigger === void 0 ? void 0 : await (await loadPromptAnswer()).answerPrompt(payload, trigger, cliPath), stamp = await promptStamp(payload), parts = [
    ...answer === void 0 ? [] : [neutraliseStamps(answer)],
    ...stamp === void 0 ? [] : [stamp]
  ];
  parts.length > 0 && writeStdout(promptOutput(parts.join(`

`)));
}
function runPromptHook(cliPath) {
  return runGuarded(() => promptHook(cliPath));
}

// src/decision/plan-state.ts
var PLAN_STATE_CAP_BYTES = 1200, OPENINGS = {
  compact: "Codex compacted the context",
  resume: "this session was resumed"
}, RULES = "Rules that matter: re-read the plan file and the ledger before acting. Verify a task, then tick its box (`- [ ]` to `- [x]`) and append its evidence to the ledger. An external blocker only the user or the outside world can clear: make `<ulw-execute-blocked-external>` the entire first line of your answer, then state the blocker and what lets work resume; a bare marker is ignored. Every box checked and the final gate passed: mark the work `completed` with `work complete`, never by hand.";
function compose(shown2, state) {
  return [
    `${PACKAGE_NAME}: ${OPENINGS[state.source]}. The ULW plan as it stands on disk now (it outranks any summary):`,
    `- Plan: ${shown2.name}, file \`${shown2.planPath}\``,
    `- Progress: ${shown2.completed} of ${shown2.total} top-level tasks checked; next: ${shown2.next}`,
    `- Work status: ${state.status}`,
    `- Ledger: \`${shown2.ledger}\``,
    shown2.worktree,
    RULES
  ].filter((line) => line !== "").join(`
`);
}
function withinBudget(shown2, budget) {
  let entries = Object.entries(shown2).sort(([, a], [, b]) => Buffer.byteLength(a) - Buffer.byteLength(b)), fitted = {}, left = budget;
  for (let [rank, [key, value]] of entries.entries()) {
    let share = Math.floor(left / (entries.length - rank)), cut = Buffer.byteLength(value) <= share ? value : share < 4 ? "" : cutUtf8(value, share);
    fitted[key] = cut, left -= Buffer.byteLength(cut);
  }
  let get = (key) => fitted[key] ?? "";
  return {
    name: get("name"),
    planPath: get("planPath"),
    completed: get("completed"),
    total: get("total"),
    next: get("next"),
    ledger: get("ledger"),
    worktree: get("worktree")
  };
}
function planStateText(state) {
  let { values } = state, shown2 = {
    name: printable(values.PLAN_NAME),
    planPath: printable(values.PLAN_PATH),
    completed: String(state.completed),
    total: printable(values.TOTAL_COUNT),
    next: printable(values.NEXT_TASK_LABEL),
    ledger: printable(values.LEDGER_PATH),
    worktree: printable(values.WORKTREE_BLOCK)
  }, empty = {
    name: "",
    planPath: "",
    completed: "",
    total: "",
    next: "",
    ledger: "",
    worktree: ""
  }, fixed = Buffer.byteLength(compose(empty, state)) + (shown2.worktree === "" ? 0 : 1);
  return compose(withinBudget(shown2, PLAN_STATE_CAP_BYTES - fixed), state);
}

// src/decision/session-start.ts
function silent(reason, detail) {
  return { kind: "silent", reason, detail };
}
function resumption(source) {
  return source === "compact" || source === "resume" ? source : void 0;
}
async function decideSessionStart(input, read) {
  if (!input.ok) return silent("invalid-payload", input.problem);
  let { payload } = input;
  if (payload.source === "startup" || payload.source === "clear")
    return silent("fresh-context", `source is ${payload.source}`);
  let source = resumption(payload.source);
  if (source === void 0) return silent("other-source", `source is ${JSON.stringify(payload.source)}`);
  let sessionKey = sessionKeyFromPayload(payload.sessionId), found = findWork(payload.cwd, sessionKey, read);
  if (found.kind === "ended") return silent(found.reason, found.detail);
  if (found.kind === "completed") return silent("work-not-continuable", notContinuable(found.work));
  let { boulder, work } = found, plan = await planOf(boulder, work, read);
  if (plan.kind === "ended") return silent(plan.reason, plan.detail);
  let values = valuesOf(boulder, work, plan.plan, sessionKey), status = work.status ?? "active";
  return { kind: "context", reason: "plan-state", text: planStateText({ source, values, completed: plan.plan.checklist.completed, status }) };
}

// src/payload/session-start-payload.ts
function invalid(problem) {
  return { ok: !1, problem };
}
function parseSessionStartPayload(text3) {
  if (text3.trim() === "") return invalid("stdin was empty");
  let parsed = parseJson(text3);
  if (!parsed.ok) return invalid("stdin is not valid JSON");
  let record = parsed.value;
  if (!isRecord(record)) return invalid("payload is not a JSON object");
  if (field(record, "hook_event_name") !== "SessionStart")
    return invalid('hook_event_name must be "SessionStart"');
  let sessionId = field(record, "session_id");
  if (typeof sessionId != "string" || sessionId.trim() === "")
    return invalid("session_id must be a non-empty string");
  let cwd = field(record, "cwd");
  if (typeof cwd != "string" || cwd.trim() === "") return invalid("cwd must be a non-empty string");
  let source = field(record, "source");
  return typeof source != "string" ? invalid("source must be a string") : { ok: !0, payload: { sessionId, cwd, source } };
}

// src/hook/run-log.ts
var import_node_fs10 = require("node:fs");
function isOurOutput(fd) {
  let log = (0, import_node_fs10.fstatSync)(fd);
  for (let standard of [1, 2])
    try {
      let other = (0, import_node_fs10.fstatSync)(standard);
      if (other.dev === log.dev && other.ino === log.ino) return !0;
    } catch {
    }
  return !1;
}
function appendLine(path, line) {
  let flags = import_node_fs10.constants.O_WRONLY | import_node_fs10.constants.O_APPEND | import_node_fs10.constants.O_CREAT | import_node_fs10.constants.O_NONBLOCK | import_node_fs10.constants.O_NOCTTY, fd = (0, import_node_fs10.openSync)(path, flags, 420);
  try {
    (0, import_node_fs10.fstatSync)(fd).isFile() && !isOurOutput(fd) && (0, import_node_fs10.writeSync)(fd, line);
  } finally {
    (0, import_node_fs10.closeSync)(fd);
  }
}
function decided(outcome, flagsChain) {
  let chain = outcome?.chain ?? flagsChain ? { chain: !0 } : {};
  return outcome?.kind !== "continue" ? chain : {
    ...chain,
    step: outcome.step,
    ...outcome.compacted ? { compacted: !0 } : {},
    template: outcome.template,
    bytes: outcome.size.bytes
  };
}
function appendRunLog(logPath, input, outcome, flagsChain, line) {
  let payload = input?.ok === !0 ? input.payload : void 0;
  appendLogEntry(logPath, {
    session: payload?.sessionId ?? null,
    turn: payload?.turnId ?? null,
    cwd: payload?.cwd ?? null,
    decision: outcome?.kind === "continue" ? "block" : "silent",
    // No outcome means the hook failed unexpectedly and stayed silent.
    reason: outcome?.reason ?? "internal-error",
    ...decided(outcome, flagsChain),
    // What the person was shown (Codex's systemMessage), when anything.
    ...line === void 0 ? {} : { message: line }
  });
}
function appendLogEntry(logPath, fields) {
  if (logPath === void 0 || logPath === "") return;
  let line = {
    time: (/* @__PURE__ */ new Date()).toISOString(),
    ...fields,
    // Since the process started, so Node's own start-up is included: what Codex waits for.
    duration_ms: Math.round(msSinceStart())
  };
  try {
    appendLine(logPath, `${JSON.stringify(line)}
`);
  } catch {
  }
}

// src/hook/session-start-entry.ts
function sessionStartOutput(additionalContext) {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext } })}
`;
}
async function readInput() {
  let read = await readStdin();
  return read.overCap ? {
    ok: !1,
    problem: `stdin carried more than the ${STDIN_CAP_BYTES / 1024 / 1024} MiB a payload may have`
  } : parseSessionStartPayload(read.text);
}
function runSessionStartHook(bundledDirective2) {
  return runGuarded(() => sessionStartHook(bundledDirective2));
}
async function sessionStartHook(bundledDirective2) {
  let input, outcome;
  try {
    input = await readInput(), outcome = await decideSessionStart(input, diskReaders(bundledDirective2)), outcome.kind === "context" && writeStdout(sessionStartOutput(outcome.text));
  } finally {
    let payload = input?.ok === !0 ? input.payload : void 0;
    appendLogEntry(process.env.ULW_CONTINUATION_LOG, {
      hook: "session-start",
      session: payload?.sessionId ?? null,
      source: payload?.source ?? null,
      cwd: payload?.cwd ?? null,
      decision: outcome?.kind ?? "silent",
      reason: outcome?.reason ?? "internal-error"
    });
  }
}

// src/decision/decide.ts
var import_node_path7 = require("node:path");

// src/decision/chain-rule.ts
function openBoxes2(position) {
  return position.total - position.done;
}
function chainCapped(stamps, maxChain) {
  let steps = stamps[0]?.step ?? 0;
  return steps >= maxChain ? `${steps} continuations of this prompt already (--max-chain ${maxChain})` : void 0;
}
function chainVerdict(stamps, now, limits, openAtStart) {
  let [last] = stamps;
  if (last === void 0)
    return {
      go: !1,
      reason: "stop-hook-active",
      why: "no continuation of this hook in the prompt to build a chain on"
    };
  let { maxChain, patience } = limits, capped2 = chainCapped(stamps, maxChain);
  if (capped2 !== void 0) return { go: !1, reason: "chain-limit", why: capped2 };
  let step = last.step + 1, best = stamps.reduce((low, stamp) => openBoxes2(stamp) < openBoxes2(low) ? stamp : low, last), open = openBoxes2(now), fromStart = openAtStart !== void 0 && openAtStart < openBoxes2(best), fewest = fromStart ? openAtStart : openBoxes2(best), where = fromStart ? "as the prompt began" : `at step ${best.step}`;
  if (open < fewest) {
    let why = `${open} of ${now.total} open, at least ${fewest} before (${where})`;
    return { go: !0, step, idle: 0, why };
  }
  let same = `${open} of ${now.total} open, not fewer than the ${fewest} ${where}`;
  if (last.idle < patience) {
    let idle = last.idle + 1;
    return {
      go: !0,
      step,
      idle,
      why: `${same}; patience ${patience}: continuation ${idle} in a row without fewer open boxes`
    };
  }
  return {
    go: !1,
    reason: "no-progress",
    why: `${same}; ${last.idle} continuation(s) in a row without fewer open boxes already (--patience ${patience})`
  };
}
function budgetSpent(budgets, prompt, now) {
  let { maxTokens, maxMinutes } = budgets;
  if (maxTokens > 0 && (prompt.tokens === void 0 || prompt.tokens >= maxTokens))
    return {
      reason: "token-budget",
      why: `${prompt.tokens === void 0 ? "an unknown number of" : `${prompt.tokens}`} tokens spent since the prompt began (--max-tokens ${maxTokens})`
    };
  let minutes = now === void 0 || prompt.startedAt === void 0 ? void 0 : (now - prompt.startedAt) / 6e4;
  if (maxMinutes > 0 && (minutes === void 0 || minutes >= maxMinutes))
    return {
      reason: "time-budget",
      why: `${minutes === void 0 ? "an unknown number of" : minutes.toFixed(1)} minutes since the prompt began (--max-minutes ${maxMinutes})`
    };
}

// src/decision/external-blocker.ts
var BLOCKER_MARKER = "<ulw-execute-blocked-external>", ESCAPED_BLOCKER_MARKER = "&lt;ulw-execute-blocked-external&gt;";
function isMarker(line) {
  return line === BLOCKER_MARKER || line === ESCAPED_BLOCKER_MARKER;
}
var ULTRAWORK_BANNER = "ULTRAWORK MODE ENABLED!";
function checkExternalBlocker(message) {
  if (message == null || message === "")
    return { declared: !1, why: "no last assistant message" };
  let lines = message.split(`
`).map((line) => line.trim()), markerLine;
  if (isMarker(lines[0])) markerLine = 1;
  else if (lines[0] === ULTRAWORK_BANNER && isMarker(lines[1])) markerLine = 2;
  else return { declared: !1, why: "the marker is not the first line (or the second after the banner)" };
  return lines.slice(markerLine).some((line) => line !== "") ? { declared: !0, markerLine } : { declared: !1, why: "the marker stands alone, with no blocker stated after it" };
}

// src/decision/goal-rule.ts
var ACTIVE = "active";
function findGoal(prompt) {
  if (prompt === void 0) return { state: "unknown", why: "the human prompt was not read" };
  if (prompt.kind === "unreadable")
    return { state: "unknown", why: `${prompt.path} cannot be read: ${prompt.why}` };
  if (prompt.kind === "timeout") return { state: "unknown", why: `${prompt.path} could not be read in time` };
  let { goal } = prompt;
  if (goal === void 0)
    return { state: "unknown", why: "the human prompt was read only back to the newest hook prompt" };
  if (prompt.pressure !== void 0)
    return { state: "unknown", why: "the read stopped at a context-overflow record" };
  if (prompt.boundary === "cap")
    return { state: "unknown", why: "the read stopped at its byte cap before the human prompt began" };
  let via = prompt.boundary === "goal-set" ? "goal-set" : goal.turns > 0 ? "goal-turns" : void 0;
  return via === void 0 ? { state: "none", why: "no goal set, and no goal turn, since the human prompt" } : goal.status !== void 0 && goal.status !== ACTIVE ? { state: "none", why: `the goal is ${goal.status} (Codex's newest goal record)` } : {
    state: "active",
    via,
    turns: goal.turns,
    ...goal.status !== void 0 ? { status: goal.status } : {},
    ...goal.endSent !== void 0 ? { endSent: goal.endSent } : {}
  };
}
function goalVerdict(finding, goalEnd, trigger) {
  if (!goalEnd) return { kind: "pass", why: "goal-end texts are off (goalEnd false, or --no-goal-end)" };
  if (finding.state !== "active") return { kind: "pass", why: finding.why };
  if (finding.endSent !== void 0) {
    let sent = finding.endSent, why = `this hook's goal-end text (${sent.kind}, ${sent.done} of ${sent.total}) was sent in this goal already: silent for the rest of it`;
    return { kind: "sent", stamp: sent, why };
  }
  return trigger === void 0 ? { kind: "pass", why: "the plan is not finished and the chain has not stalled" } : { kind: "send", trigger };
}
function goalCheck(prompt, goalEnd, trigger, textFor) {
  let finding = findGoal(prompt), verdict = goalVerdict(finding, goalEnd, trigger);
  if (verdict.kind !== "send") return { finding, verdict: verdict.kind, why: verdict.why };
  let why = `the one goal-end text of this goal (${verdict.trigger.kind})`;
  return { finding, verdict: "send", why, trigger: verdict.trigger, text: textFor(verdict.trigger) };
}

// src/decision/goal-text.ts
function goalEndText(input) {
  let { trigger } = input, planName = neutraliseStamps(input.planName), body = trigger.kind === "complete" ? [
    `The plan ${planName} is complete: ${trigger.done} of ${trigger.total} boxes checked, and the work is marked completed.`,
    "If this goal's objective is this plan, call `update_goal` with status `complete` now. If the goal asks for more than this plan, go on with the rest."
  ] : [
    `No box of the plan ${planName} was checked in the last ${trigger.turns} turn(s) (${trigger.done} of ${trigger.total} checked), and this hook will not continue this goal again.`,
    "Either check the next box now, or, if a genuine external blocker holds, declare it: answer with `<ulw-execute-blocked-external>` as the entire first line, then a line stating the blocker and what will let work resume, and call `update_goal` with status `blocked`."
  ], stamp = formatGoalEndStamp({
    kind: trigger.kind,
    done: trigger.done,
    total: trigger.total,
    planPath: input.planPath,
    turnId: input.turnId
  });
  return `${body.join(`
`)}

${stamp}`;
}

// src/settings/effective.ts
function effectiveMode(flags, settings) {
  let file = settings.kind === "read" ? settings.settings : {}, mode = { ...DEFAULT_MODE }, unknown = settings.kind === "unstamped", pick = (key) => {
    if (unknown && (key === "chain" || key === "goalEnd")) return "default";
    let fromFile = file[key];
    return flags.given.includes(key) ? mode[key] = flags[key] : fromFile !== void 0 && (mode[key] = fromFile), flags.given.includes(key) ? "flag" : fromFile !== void 0 ? "settings" : "default";
  }, sources = {
    chain: pick("chain"),
    maxChain: pick("maxChain"),
    patience: pick("patience"),
    stopOnCompaction: pick("stopOnCompaction"),
    goalEnd: pick("goalEnd"),
    maxTokens: pick("maxTokens"),
    maxMinutes: pick("maxMinutes")
  };
  unknown && ([mode.chain, mode.goalEnd] = [!1, !1]);
  let from = sources.maxChain, asked = from === "flag" ? flags.clamped?.maxChain : from === "settings" && settings.kind === "read" ? settings.clamped?.maxChain : void 0;
  return { mode, sources, settings, ...asked === void 0 || from === "default" ? {} : { clamped: { maxChain: { asked, from } } } };
}

// src/decision/mode.ts
function asPromptBegan(file, prompt) {
  let carried = prompt?.kind === "read" && prompt.boundary === "cap" ? prompt.stamps[0]?.limits : void 0;
  if (carried !== void 0) {
    let settings = { chain: !0, ...carried };
    return { kind: "read", path: file.path, settings };
  }
  if (prompt?.kind === "read" && prompt.boundary === "cap") {
    let why2 = `the transcript was read back ${prompt.bytesScanned} bytes without reaching the prompt: what settings.json said as it began is unknown, so plain mode without goal-end texts`;
    return { kind: "unstamped", path: file.path, why: why2 };
  }
  let stamp = prompt?.kind === "read" ? prompt.settings : void 0;
  if (stamp?.kind === "read") return { ...stamp, path: file.path };
  if (stamp?.kind === "none") return { kind: "none", path: file.path };
  if (stamp?.kind === "unknown")
    return { kind: "unstamped", path: file.path, why: `${stamp.why}: plain mode without goal-end texts` };
  if (stamp?.kind === "invalid")
    return { kind: "invalid", path: file.path, why: file.kind === "invalid" ? file.why : stamp.why };
  if (file.kind === "none" && stamp === void 0) return file;
  let why = `what it said as this prompt began is unknown (${prompt === void 0 ? "the payload names no transcript" : stamp?.kind === "conflict" ? "hooks stamped different settings in the prompt, so which is ours cannot be told" : prompt.kind === "read" ? `no stamp of the prompt hook between the prompt and now (read back to ${prompt.boundary})` : `${prompt.path} could not be read back`}): plain mode without goal-end texts until a typed prompt begins with it`;
  return { kind: "unstamped", path: file.path, why };
}
function resolveMode(flags, where, transcript, promptRead, read) {
  let settings = read.settings(where.root);
  if (!flags.chain && settings.kind === "none" && !promptRead) return effectiveMode(flags, settings);
  if (transcript === void 0) return effectiveMode(flags, asPromptBegan(settings, void 0));
  (!flags.chain || flags.stopOnCompaction) && read.transcript(transcript, "chain");
  let effective = effectiveMode(flags, asPromptBegan(settings, read.prompt(transcript, "chain")));
  if (!effective.mode.chain && !effective.mode.goalEnd) return effective;
  let hooks = read.hooks(where.cwd, transcript);
  if (hooks.kind === "unchanged") return effective;
  let why = hooks.kind === "changed" ? `${hooks.path} changed at ${new Date(hooks.at).toISOString()}, after this session began (${new Date(hooks.sessionStart).toISOString()}): the hook registration may be the agent's, so plain mode without goal-end texts until a new session` : `${hooks.why}: whether the hook registration changed during the session cannot be told, so plain mode without goal-end texts`;
  return effectiveMode(flags, { kind: "unstamped", path: settings.path, why });
}

// src/decision/decide.ts
function pressureAt(hit, scope) {
  return `"${hit.marker}" at byte ${hit.offset}${scope}`;
}
async function decide(input, hook, read) {
  let evidence = {}, chain = hook.ok && hook.options.chain, silent2 = (reason2, detail) => ({
    kind: "silent",
    reason: reason2,
    detail,
    chain,
    evidence
  });
  if (!hook.ok) return silent2("invalid-hook-arguments", hook.problem);
  if (!input.ok) return silent2("invalid-payload", input.problem);
  let { payload } = input;
  if (payload.hookEventName === "SubagentStop")
    return silent2("subagent-stop", "hook_event_name is SubagentStop");
  let sessionKey = sessionKeyFromPayload(payload.sessionId), blocker = checkExternalBlocker(payload.lastAssistantMessage);
  if (evidence = { sessionKey, blocker }, blocker.declared)
    return silent2("external-blocker", `marker on line ${blocker.markerLine} with the blocker stated`);
  let found = findWork(payload.cwd, sessionKey, read);
  if (found.selection !== void 0 && (evidence = { ...evidence, selection: found.selection }), found.kind === "ended") return silent2(found.reason, found.detail);
  let { boulder, work } = found, transcript = payload.transcriptPath ? (0, import_node_path7.resolve)(payload.cwd, payload.transcriptPath) : void 0, where = { root: boulder.root, cwd: payload.cwd }, effective = resolveMode(hook.options, where, transcript, found.kind === "completed", read), { mode } = effective;
  chain = mode.chain, evidence = { ...evidence, mode: effective };
  let chaining = mode.chain && payload.turnId !== void 0, goalEnd = (plan2, values2, trigger) => {
    let prompt = transcript === void 0 ? void 0 : read.prompt(transcript, "chain"), turnId = payload.turnId ?? "", goal = goalCheck(
      prompt,
      mode.goalEnd,
      trigger,
      (why) => goalEndText({ trigger: why, planName: values2.PLAN_NAME, planPath: plan2.path, turnId })
    );
    if (evidence = { ...evidence, goal }, goal.verdict !== "send")
      return goal.verdict === "sent" ? silent2("goal-end-sent", goal.why) : void 0;
    let bytes = Buffer.byteLength(goal.text), stamps = prompt?.kind === "read" ? prompt.stamps : [];
    return {
      kind: "continue",
      reason: goal.trigger.kind === "complete" ? "goal-complete" : "goal-stalled",
      step: (stamps[0]?.step ?? 0) + 1,
      compacted: !1,
      chain,
      template: "goal-end",
      directive: goal.text,
      size: { bytes, overFullView: bytes > 9600, cut: !1 },
      values: values2,
      evidence
    };
  };
  if (found.kind === "completed") {
    let pass = (why) => (evidence = { ...evidence, goal: { finding: findGoal(read.facts.prompt), verdict: "pass", why } }, silent2("work-not-continuable", notContinuable(work)));
    if (!mode.goalEnd) return pass("goal-end texts are off (goalEnd false, or --no-goal-end)");
    let plan2 = await planOf(boulder, work, read);
    if (plan2.kind === "ended")
      return pass(`the plan cannot be worked through (${plan2.reason}: ${plan2.detail})`);
    let { completed: done, total, remaining } = plan2.plan.checklist;
    if (remaining > 0) return pass(`the plan is not finished (${done} of ${total} checked)`);
    let prompt = transcript === void 0 ? void 0 : read.prompt(transcript, "chain"), stopped = prompt?.kind === "read" ? personStopped(prompt.text) : void 0;
    if (stopped !== void 0) return silent2("person-stopped", stopped);
    let capped2 = mode.chain && prompt?.kind === "read" ? chainCapped(prompt.stamps, mode.maxChain) : void 0;
    if (capped2 !== void 0) return silent2("chain-limit", capped2);
    let values2 = valuesOf(boulder, work, plan2.plan, sessionKey);
    return goalEnd(plan2.plan, values2, { kind: "complete", done, total }) ?? silent2("work-not-continuable", notContinuable(work));
  }
  if (payload.stopHookActive && !mode.chain) return silent2("stop-hook-active", "stop_hook_active is true");
  if (mode.chain && work.status === "paused")
    return silent2("work-paused", `work ${work.id} is paused: \`$ulw-execute resume\` continues it`);
  if (mode.chain && !chaining && payload.stopHookActive)
    return silent2(
      "chain-unsupported",
      "the payload has no turn_id (Codex before 0.117): one continuation per prompt"
    );
  let plan = await planOf(boulder, work, read);
  if (plan.kind === "ended") return silent2(plan.reason, plan.detail);
  let { checklist } = plan.plan, values = valuesOf(boulder, work, plan.plan, sessionKey), late = (what, read2) => silent2(
    "transcript-scan-timeout",
    `${what}${read2.bytesScanned} of ${read2.size} bytes before the deadline`
  ), step = 1, idle = 0, compacted = !1;
  if (transcript === void 0) {
    if (chaining && payload.stopHookActive)
      return silent2("stop-hook-active", "chain mode, but no transcript to find this hook's continuations in");
  } else {
    let scope = chaining ? "chain" : "hook-prompt";
    if (!chaining || mode.stopOnCompaction) {
      let scan = read.transcript(transcript, scope);
      if (scan.kind === "scanned" && scan.hit !== void 0)
        return silent2("context-pressure", pressureAt(scan.hit, ""));
      if (scan.kind === "timeout") return late("scanned ", scan);
    }
    let prompt = read.prompt(transcript, scope);
    if (prompt.kind === "timeout") return late("human-prompt read: ", prompt);
    if (prompt.kind === "unreadable") {
      if (chaining && payload.stopHookActive)
        return silent2("stop-hook-active", `chain mode, but ${prompt.path} cannot be read: ${prompt.why}`);
    } else {
      if (prompt.scope === "chain" && prompt.boundary === "cap" && prompt.stamps[0]?.limits === void 0)
        return silent2(
          "prompt-not-found",
          `read back ${prompt.bytesScanned} bytes without reaching the human prompt, and no stamp of ours with its limits`
        );
      let stopped = personStopped(prompt.text);
      if (stopped !== void 0) return silent2("person-stopped", stopped);
      let continued = payload.stopHookActive || prompt.hookPrompts > 0;
      if (!chaining && continued)
        return silent2(
          "automatic-turn",
          "a Stop hook already continued this human prompt; Codex started this turn itself (a goal turn)"
        );
      if (chaining) {
        if (prompt.pressure !== void 0)
          return silent2("context-pressure", pressureAt(prompt.pressure, " since the human prompt began"));
        let spent2 = budgetSpent(mode, prompt, mode.maxMinutes > 0 ? read.now() : void 0);
        if (spent2 !== void 0) return silent2(spent2.reason, spent2.why);
        if (compacted = prompt.compaction?.afterLastContinuation === !0 && !mode.stopOnCompaction, continued && prompt.stamps.length === 0)
          return silent2(
            payload.stopHookActive ? "stop-hook-active" : "automatic-turn",
            "a Stop hook continued this human prompt, but not this one: no stamp of ours to build a chain on"
          );
        if (continued) {
          let at = { done: checklist.completed, total: checklist.total }, verdict = chainVerdict(prompt.stamps, at, mode, prompt.openAtStart);
          if (evidence = { ...evidence, chain: verdict }, !verdict.go) {
            let turns = (prompt.stamps[0]?.idle ?? 0) + 1;
            return (verdict.reason === "no-progress" ? goalEnd(plan.plan, values, { kind: "stalled", ...at, turns }) : void 0) ?? silent2(verdict.reason, verdict.why);
          }
          step = verdict.step, idle = verdict.idle;
        }
        let sent = goalEnd(plan.plan, values, void 0);
        if (sent !== void 0) return sent;
      }
    }
  }
  let brief = chaining && step >= 2 && !compacted ? read.brief(boulder.root) : void 0, template = brief?.kind === "read" ? brief : read.directive(boulder.root);
  if (template.kind === "unreadable")
    return silent2("directive-unreadable", `${template.path}: ${template.why}`);
  let stamp = formatStamp({
    step,
    done: checklist.completed,
    total: checklist.total,
    idle,
    planPath: plan.plan.realPath ?? plan.plan.path,
    turnId: payload.turnId ?? "",
    limits: mode
  }), suffix = chaining ? compacted ? `${COMPACTION_NOTE}
${stamp}` : stamp : "", shown2 = template === brief ? briefValues(values) : values, reason = composeReason(template.template, shown2, suffix);
  return reason.blank ? silent2("directive-unreadable", `${template.path} renders to white space`) : {
    kind: "continue",
    reason: checklist.remaining > 0 ? "work-remaining" : "final-gate-pending",
    step,
    compacted,
    chain,
    template: template === brief ? "brief" : "full",
    directive: reason.text,
    size: { bytes: reason.bytes, overFullView: reason.overFullView, cut: reason.cut },
    values: shown2,
    evidence
  };
}

// src/decision/person-line.ts
var PERSON_LINE_CAP = 120, ENDED = {
  "no-progress": "stopped, no box checked lately; check the plan, then continue",
  "chain-limit": "stopped at the cap of continuations; type continue for more",
  "token-budget": "stopped at the token budget; type continue for more",
  "time-budget": "stopped at the time budget; type continue for more",
  "context-pressure": "stopped, the context is under pressure; a new session helps",
  "external-blocker": "stopped, the agent declared a blocker; see its last message",
  "work-paused": "paused; $ulw-execute resume continues",
  "person-stopped": "stopped as you asked",
  "prompt-not-found": "stopped, your prompt is out of reach; type continue"
}, thousands = (tokens) => tokens < 1e3 ? `${tokens}` : `${Math.round(tokens / 1e3)}k`;
function personLine(outcome, facts) {
  let work = outcome.evidence.selection?.work;
  if (work === void 0) return;
  let plan = facts.plan?.kind === "read" ? facts.plan.checklist : void 0, counted = plan === void 0 ? [] : [`${plan.completed}/${plan.total} checked`], mode = outcome.evidence.mode?.mode, prompt = facts.prompt?.kind === "read" ? facts.prompt : void 0, tokens = prompt?.tokens === void 0 ? [] : [`${thousands(prompt.tokens)} tokens`], parts;
  if (outcome.kind === "continue") {
    let of = outcome.chain && mode !== void 0 ? `/${mode.maxChain}` : "";
    parts = [...counted, `continuation ${outcome.step}${of}`, ...tokens];
  } else {
    if (!outcome.chain) return;
    let done = work.status === "completed" && (prompt?.hookPrompts ?? 0) > 0, ended = outcome.reason === "work-not-continuable" ? done ? "complete" : void 0 : ENDED[outcome.reason];
    if (ended === void 0) return;
    parts = [...counted, ...tokens, ended];
  }
  let rest = `: ${parts.join(" \xB7 ")}`, room = Math.max(8, PERSON_LINE_CAP - 4 - rest.length), name = printable(wellFormed(work.planName));
  return `ULW ${name.length <= room ? name : `${name.slice(0, room - 1)}\u2026`}${rest}`.slice(0, PERSON_LINE_CAP);
}

// src/settings/flags.ts
var import_node_util = require("node:util");
var PLAIN = { ...DEFAULT_MODE, given: [] }, NAMES = {
  chain: "chain",
  maxChain: "max-chain",
  patience: "patience",
  stopOnCompaction: "stop-on-compaction",
  goalEnd: "no-goal-end",
  maxTokens: "max-tokens",
  maxMinutes: "max-minutes"
}, WITH_CHAIN = {
  maxChain: !0,
  patience: !0,
  stopOnCompaction: !0,
  goalEnd: !1,
  maxTokens: !0,
  maxMinutes: !0
};
function gives(values, key) {
  return isSwitch(key) ? values[key] === !DEFAULT_MODE[key] : values[key] !== void 0;
}
function optionsFromValues(values) {
  let chainOnly = MODE_KEYS.find((key) => key !== "chain" && WITH_CHAIN[key] && gives(values, key));
  if (values.chain !== !0 && chainOnly !== void 0)
    return { ok: !1, problem: `--${NAMES[chainOnly]} goes with --chain` };
  let mode = { ...DEFAULT_MODE }, given = [];
  for (let key of MODE_KEYS) {
    if (isSwitch(key)) {
      if (!gives(values, key)) continue;
      mode[key] = !DEFAULT_MODE[key];
    } else {
      let text3 = values[key];
      if (text3 === void 0) continue;
      let { min, max } = MODE_RANGES[key], value2 = wholeIn(text3, min, max);
      if (value2 === void 0)
        return {
          ok: !1,
          problem: `--${NAMES[key]} takes a whole number ${rangeText(min, max)}, not ${JSON.stringify(text3)}`
        };
      mode[key] = value2;
    }
    given.push(key);
  }
  let { value, clamped } = atCeiling(mode.maxChain);
  return mode.maxChain = value, { ok: !0, options: { ...mode, given, ...clamped !== void 0 ? { clamped } : {} } };
}
function parseHookOptions(args) {
  if (args.length === 0) return optionsFromValues({});
  let parsed, options = Object.fromEntries(
    MODE_KEYS.map((key) => [NAMES[key], { type: isSwitch(key) ? "boolean" : "string" }])
  );
  try {
    parsed = (0, import_node_util.parseArgs)({ args: [...args], options, strict: !0, allowPositionals: !1 }).values;
  } catch (error) {
    return { ok: !1, problem: error instanceof Error ? error.message : "unreadable arguments" };
  }
  let values = {};
  for (let key of MODE_KEYS) {
    let value = parsed[NAMES[key]];
    isSwitch(key) ? values[key] = value === !0 ? !DEFAULT_MODE[key] : void 0 : values[key] = typeof value == "string" ? value : void 0;
  }
  return optionsFromValues(values);
}

// src/payload/stop-payload.ts
function invalid2(problem) {
  return { ok: !1, problem };
}
function optionalText(record, key) {
  if (!hasField(record, key)) return {};
  let value = field(record, key);
  return value === null || typeof value == "string" ? { value } : { problem: `${key} must be a string or null` };
}
function parseStopPayload(text3, source = "stdin") {
  if (text3.trim() === "") return invalid2(`${source} was empty`);
  let parsed = parseJson(text3);
  if (!parsed.ok) return invalid2(`${source} is not valid JSON`);
  let record = parsed.value;
  if (!isRecord(record)) return invalid2("payload is not a JSON object");
  let sessionId = field(record, "session_id");
  if (typeof sessionId != "string") return invalid2("session_id must be a string");
  let turnId = field(record, "turn_id");
  if (turnId !== void 0 && typeof turnId != "string") return invalid2("turn_id must be a string");
  let cwd = field(record, "cwd");
  if (typeof cwd != "string") return invalid2("cwd must be a string");
  let model = field(record, "model");
  if (typeof model != "string") return invalid2("model must be a string");
  let permissionMode = field(record, "permission_mode");
  if (typeof permissionMode != "string") return invalid2("permission_mode must be a string");
  let stopHookActive = field(record, "stop_hook_active");
  if (typeof stopHookActive != "boolean") return invalid2("stop_hook_active must be a boolean");
  let event = field(record, "hook_event_name");
  if (event !== "Stop" && event !== "SubagentStop")
    return invalid2('hook_event_name must be "Stop" or "SubagentStop"');
  let transcript = optionalText(record, "transcript_path");
  if (transcript.problem !== void 0) return invalid2(transcript.problem);
  let message = optionalText(record, "last_assistant_message");
  return message.problem !== void 0 ? invalid2(message.problem) : { ok: !0, payload: {
    sessionId,
    ...turnId !== void 0 ? { turnId } : {},
    cwd,
    model,
    permissionMode,
    hookEventName: event,
    stopHookActive,
    ...transcript.value !== void 0 ? { transcriptPath: transcript.value } : {},
    ...message.value !== void 0 ? { lastAssistantMessage: message.value } : {}
  } };
}

// src/hook/stop-io.ts
function outputFor(outcome, line) {
  let message = line === void 0 ? {} : { systemMessage: line };
  return outcome.kind === "continue" ? `${JSON.stringify({ decision: "block", reason: outcome.directive, ...message })}
` : line === void 0 ? "" : `${JSON.stringify(message)}
`;
}
function payloadFrom(read, source = "stdin") {
  return read.overCap ? {
    ok: !1,
    problem: `${source} carried more than the ${STDIN_CAP_BYTES / 1024 / 1024} MiB a payload may have`
  } : parseStopPayload(read.text, source);
}

// src/hook/stop-entry.ts
async function stopHook(bundledDirective2, args) {
  let hook = parseHookOptions(args), input, outcome, line;
  try {
    input = payloadFrom(await readStdin());
    let read = diskReaders(bundledDirective2);
    outcome = await decide(input, hook, read), line = personLine(outcome, read.facts), writeStdout(outputFor(outcome, line));
  } finally {
    appendRunLog(process.env.ULW_CONTINUATION_LOG, input, outcome, hook.ok && hook.options.chain, line);
  }
}
async function subagentStopHook() {
  await readStdin();
}
function runStopHook(name, bundledDirective2, args) {
  return runGuarded(() => name === "stop" ? stopHook(bundledDirective2, args) : subagentStopHook());
}

// src/cli.ts
var bundledDirective = (0, import_node_url.fileURLToPath)(new URL("../directive.md", __ulwModuleUrl));
async function main(args) {
  let [first, hookName, ...rest] = args, asksForHelp = rest.some((arg) => arg === "--help" || arg === "-h");
  if (first === "hook" && (hookName === "stop" || hookName === "subagent-stop") && !asksForHelp) {
    await runStopHook(hookName, bundledDirective, rest);
    return;
  }
  if (first === "hook" && hookName === "prompt-submit" && !asksForHelp) {
    await runPromptHook((0, import_node_url.fileURLToPath)(__ulwModuleUrl));
    return;
  }
  if (first === "hook" && hookName === "session-start" && !asksForHelp) {
    await runSessionStartHook(bundledDirective);
    return;
  }
  let { runProgram } = await loadProgram();
  await runProgram(process.argv, { bundledDirective, cliPath: (0, import_node_url.fileURLToPath)(__ulwModuleUrl) });
}
main(process.argv.slice(2));
