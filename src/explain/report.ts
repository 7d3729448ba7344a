import { type BoulderDocument, workEntries } from "../boulder/document.js";
import { considerWorks } from "../boulder/select-work.js";
import type { Facts } from "../decision/facts.js";
import type { Outcome } from "../decision/outcome.js";
import { CONTINUE_REASONS, SILENT_REASONS } from "../decision/reasons.js";
import { CODEX_FULL_VIEW_BYTES, REASON_CAP_BYTES } from "../directive/limits.js";
import type { PayloadResult } from "../payload/stop-payload.js";
import { type HookOptionsResult, PLAIN } from "../settings/flags.js";
import { goalPart } from "./goal-part.js";
import { chainPart } from "./mode-part.js";

/** Everything explain knows about one decision; `--json` prints it as is. */
export interface ExplainReport {
  readonly decision: "block" | "silent";
  readonly reason: string;
  readonly reasonText: string;
  readonly detail: string;
  readonly payload: Record<string, unknown>;
  readonly blocker: Record<string, unknown>;
  readonly boulder: Record<string, unknown>;
  readonly works: readonly Record<string, unknown>[];
  readonly plan: Record<string, unknown>;
  readonly transcript: Record<string, unknown>;
  readonly directive: Record<string, unknown>;
  readonly chain: Record<string, unknown>;
  readonly goal: Record<string, unknown>;
}

const NOT_CHECKED = { status: "not checked", why: "the decision was made before this was needed" };

function payloadPart(
  input: PayloadResult,
  sessionKey: string | undefined,
  turnNote: string | undefined,
): Record<string, unknown> {
  if (!input.ok) return { valid: false, problem: input.problem };
  const p = input.payload;
  const absentOrNull = (value: string | null | undefined) => (value === undefined ? "absent" : value);
  return {
    valid: true,
    sessionId: p.sessionId,
    sessionKey,
    turnId: p.turnId ?? "absent",
    ...(turnNote !== undefined ? { turnNote } : {}),
    cwd: p.cwd,
    event: p.hookEventName,
    stopHookActive: p.stopHookActive,
    transcriptPath: absentOrNull(p.transcriptPath),
    lastAssistantMessage: absentOrNull(p.lastAssistantMessage),
  };
}

/** Every work in boulder.json with why it was or was not taken, from the document the hook read. */
function worksPart(document: BoulderDocument, sessionKey: string | undefined): Record<string, unknown>[] {
  if (sessionKey === undefined) return [];
  const entries = workEntries(document);
  const verdicts = new Map(considerWorks(document, sessionKey).map((v) => [v.id, v]));
  return entries.map((entry) => {
    const verdict = verdicts.get(entry.id);
    if (!entry.valid) return { id: entry.id, verdict: "invalid", problem: entry.problem };
    const { work } = entry;
    return {
      id: entry.id,
      verdict: verdict?.verdict ?? "unknown",
      status: work.status ?? null,
      planName: work.planName,
      activePlan: work.activePlan,
      sessionIds: work.sessionIds,
      ...(work.worktreePath !== undefined ? { worktree: work.worktreePath } : {}),
      ...(work.updatedAt !== undefined ? { updatedAt: work.updatedAt.iso } : {}),
      ...(work.startedAt !== undefined ? { startedAt: work.startedAt.iso } : {}),
    };
  });
}

function boulderPart(facts: Facts): Record<string, unknown> {
  const b = facts.boulder;
  if (b === undefined) return NOT_CHECKED;
  if (b.kind === "missing") return { status: "missing", searched: b.searched };
  if (b.kind === "unreadable") return { status: "unreadable", path: b.path, why: b.why };
  return { status: "found", path: b.path, root: b.root, activeWorkId: b.document.activeWorkId ?? null };
}

function planPart(facts: Facts): Record<string, unknown> {
  const plan = facts.plan;
  if (plan === undefined) return NOT_CHECKED;
  if (plan.kind === "read") {
    const { checklist } = plan;
    return {
      status: "read",
      path: plan.path,
      source: plan.source,
      skipped: plan.skipped,
      mode: checklist.mode,
      completed: checklist.completed,
      remaining: checklist.remaining,
      total: checklist.total,
      nextTask: checklist.nextTask ?? null,
    };
  }
  if (plan.kind === "ambiguous") return { status: "ambiguous", tried: plan.tried, matches: plan.matches };
  if (plan.kind === "missing") return { status: "missing", tried: plan.tried, why: plan.why };
  return { status: "unreadable", path: plan.path, why: plan.why };
}

function transcriptPart(input: PayloadResult, facts: Facts): Record<string, unknown> {
  const t = facts.transcript;
  if (t !== undefined) {
    if (t.kind === "unreadable")
      return { status: "unreadable (counts as no pressure)", path: t.path, why: t.why };
    if (t.kind === "timeout")
      return { status: "timeout", path: t.path, bytesScanned: t.bytesScanned, size: t.size };
    const hit = t.hit === undefined ? { marker: null } : { marker: t.hit.marker, offset: t.hit.offset };
    return { status: "scanned", path: t.path, bytesScanned: t.bytesScanned, size: t.size, ...hit };
  }
  if (
    input.ok &&
    (input.payload.transcriptPath === null ||
      input.payload.transcriptPath === undefined ||
      input.payload.transcriptPath === "")
  ) {
    return { status: "none", why: "the payload names no transcript, so there is no pressure to see" };
  }
  return NOT_CHECKED;
}

function sizeWarning(outcome: Outcome): Record<string, unknown> {
  if (outcome.kind !== "continue") return {};
  const { bytes, overFullView, cut } = outcome.size;
  const warnings: string[] = [];
  if (overFullView)
    warnings.push(
      `the directive is ${bytes} bytes: over the ${CODEX_FULL_VIEW_BYTES} Codex shows the model whole, so the model sees only its head and tail`,
    );
  if (cut) warnings.push(`the rendered template was cut at ${REASON_CAP_BYTES} bytes`);
  return { bytes, ...(warnings.length > 0 ? { warnings } : {}) };
}

function directivePart(facts: Facts, outcome: Outcome): Record<string, unknown> {
  // The template the decision rendered, or (silent) the one it was rendering.
  const template =
    outcome.kind === "continue" ? outcome.template : facts.brief?.kind === "read" ? "brief" : "full";
  const d = template === "brief" ? facts.brief : facts.directive;
  if (d === undefined) return NOT_CHECKED;
  if (d.kind === "unreadable") return { status: "unreadable", template, path: d.path, why: d.why };
  const brief = facts.brief;
  return {
    status: "read",
    template,
    path: d.path,
    source: d.source,
    ...(d.overrideProblem !== undefined ? { overrideProblem: d.overrideProblem } : {}),
    ...(brief?.kind === "unreadable"
      ? { briefProblem: `${brief.path} ${brief.why}: the full directive is sent instead` }
      : {}),
    ...sizeWarning(outcome),
  };
}

export function buildReport(
  input: PayloadResult,
  outcome: Outcome,
  facts: Facts,
  hook: HookOptionsResult = { ok: true, options: PLAIN },
  /** Said of the payload's turn_id, when explain made it up. */
  turnNote?: string,
): ExplainReport {
  const { evidence } = outcome;
  const blocker = evidence.blocker;
  const boulder = facts.boulder;
  return {
    decision: outcome.kind === "continue" ? "block" : "silent",
    reason: outcome.reason,
    reasonText:
      outcome.kind === "continue" ? CONTINUE_REASONS[outcome.reason] : SILENT_REASONS[outcome.reason],
    detail:
      outcome.kind === "continue"
        ? `${outcome.values.REMAINING_COUNT} of ${outcome.values.TOTAL_COUNT} remaining${outcome.evidence.goal?.verdict === "send" ? `; ${outcome.evidence.goal.why}` : ""}`
        : outcome.detail,
    payload: payloadPart(input, evidence.sessionKey, turnNote),
    blocker:
      blocker === undefined
        ? NOT_CHECKED
        : blocker.declared
          ? { declared: true, markerLine: blocker.markerLine }
          : { declared: false, why: blocker.why },
    boulder: boulderPart(facts),
    works: boulder?.kind === "found" ? worksPart(boulder.document, evidence.sessionKey) : [],
    plan: planPart(facts),
    transcript: transcriptPart(input, facts),
    directive: directivePart(facts, outcome),
    chain: chainPart(hook, outcome, facts),
    goal: goalPart(outcome, facts),
  };
}
