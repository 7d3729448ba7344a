import { sessionKeyFromPayload } from "../boulder/session-id.js";
import { directiveValues } from "../directive/values.js";
import type { SessionStartInput } from "../payload/session-start-payload.js";
import { planStateText } from "./plan-state.js";
import type { Readers } from "./readers.js";
import type { SessionStartContextReason, SessionStartSilentReason } from "./reasons.js";
import { findWork, notContinuable, planOf } from "./work.js";

export type SessionStartOutcome =
  | { readonly kind: "silent"; readonly reason: SessionStartSilentReason; readonly detail: string }
  | { readonly kind: "context"; readonly reason: SessionStartContextReason; readonly text: string };

function silent(reason: SessionStartSilentReason, detail: string): SessionStartOutcome {
  return { kind: "silent", reason, detail };
}

/** `hook session-start`: after a compaction or resume, the state of the plan `hook stop` would continue. */
export async function decideSessionStart(
  input: SessionStartInput,
  read: Readers,
): Promise<SessionStartOutcome> {
  if (!input.ok) return silent("invalid-payload", input.problem);
  const { source, sessionId, cwd } = input.payload;
  if (source === "startup" || source === "clear") return silent("fresh-context", `source is ${source}`);
  if (source !== "compact" && source !== "resume")
    return silent("other-source", `source is ${JSON.stringify(source)}`);
  const sessionKey = sessionKeyFromPayload(sessionId);
  const found = findWork(cwd, sessionKey, read);
  if (found.kind === "ended") return silent(found.reason, found.detail);
  if (found.kind === "completed") return silent("work-not-continuable", notContinuable(found.work));
  const { boulder, work } = found;
  const plan = await planOf(boulder, work, read);
  if (plan.kind === "ended") return silent(plan.reason, plan.detail);
  const values = directiveValues(boulder, plan.plan, work, sessionKey, read.install());
  const text = planStateText({
    source,
    root: boulder.root,
    values,
    completed: plan.plan.checklist.completed,
    status: work.status ?? "active",
  });
  return { kind: "context", reason: "plan-state", text };
}
