import { selectWork } from "../boulder/select-work.js";
import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { CONTINUABLE_STATUSES } from "../boulder/work.js";
import { directiveValues } from "../directive/values.js";
import type { SessionStartInput } from "../payload/session-start-payload.js";
import type { BoulderFact, Need, PlanFact } from "./facts.js";
import { planStateText, type Resumption } from "./plan-state.js";
import type { SessionStartContextReason, SessionStartSilentReason } from "./session-start-reasons.js";

/** The facts `hook session-start` reads, the Stop hook's own (see src/hook/gather.ts). */
export interface SessionStartFacts {
  readonly boulder?: BoulderFact;
  readonly plan?: PlanFact;
}

export type SessionStartOutcome =
  | { readonly kind: "silent"; readonly reason: SessionStartSilentReason; readonly detail: string }
  | { readonly kind: "context"; readonly reason: SessionStartContextReason; readonly text: string };

export type SessionStartStep = SessionStartOutcome | { readonly kind: "need"; readonly need: Need };

function silent(reason: SessionStartSilentReason, detail: string): SessionStartOutcome {
  return { kind: "silent", reason, detail };
}

function resumption(source: string): Resumption | undefined {
  return source === "compact" || source === "resume" ? source : undefined;
}

/**
 * The whole decision of `hook session-start`, as a pure function: silent with a reason, the plan
 * state as context, or the next fact it needs. Only a compaction or a resume is answered, and only
 * for the work the Stop hook would continue: the same session key, work selection, continuable
 * statuses and plan location, read by the same readers.
 */
export function decideSessionStart(input: SessionStartInput, facts: SessionStartFacts): SessionStartStep {
  if (!input.ok) return silent("invalid-payload", input.problem);
  const { payload } = input;
  if (payload.source === "startup" || payload.source === "clear")
    return silent("fresh-context", `source is ${payload.source}`);
  const source = resumption(payload.source);
  if (source === undefined) return silent("other-source", `source is ${JSON.stringify(payload.source)}`);

  const { boulder } = facts;
  if (boulder === undefined) return { kind: "need", need: { fact: "boulder", cwd: payload.cwd } };
  if (boulder.kind === "missing") return silent("no-boulder", `looked for ${boulder.searched.join(", ")}`);
  if (boulder.kind === "unreadable") return silent("boulder-unreadable", `${boulder.path}: ${boulder.why}`);

  const sessionKey = sessionKeyFromPayload(payload.sessionId);
  const selection = selectWork(boulder.document, sessionKey);
  const work = selection.work;
  if (work === undefined)
    return silent("no-work-for-session", `no valid ${selection.source} entry lists ${sessionKey}`);
  if (work.status === undefined || !CONTINUABLE_STATUSES.includes(work.status))
    return silent("work-not-continuable", `work ${work.id} has status ${work.status ?? "(missing)"}`);

  const { plan } = facts;
  if (plan === undefined) return { kind: "need", need: { fact: "plan", root: boulder.root, place: work } };
  if (plan.kind === "ambiguous") return silent("plan-ambiguous", `candidates: ${plan.matches.join(", ")}`);
  if (plan.kind === "missing") return silent("plan-unreadable", plan.why);
  if (plan.kind === "unreadable") return silent("plan-unreadable", `${plan.path}: ${plan.why}`);
  const { checklist } = plan;
  if (checklist.total === 0) return silent("empty-checklist", `${plan.path} has no countable checkbox`);

  const values = directiveValues({
    root: boulder.root,
    boulderPath: boulder.path,
    planPath: plan.path,
    work,
    checklist,
    sessionKey,
  });
  const text = planStateText({ source, values, completed: checklist.completed, status: work.status });
  return { kind: "context", reason: "plan-state", text };
}
