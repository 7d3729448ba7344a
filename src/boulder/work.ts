import { field, isRecord } from "../json/guards.js";

const WORK_STATUSES = ["active", "paused", "completed", "abandoned"] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** Only these statuses are continued by the hook; a missing status is not. */
export const CONTINUABLE_STATUSES: readonly WorkStatus[] = ["active", "paused"];

/** One validated work of boulder.json. Optional fields are absent when the file held anything unusable. */
export interface BoulderWork {
  readonly id: string;
  readonly planName: string;
  readonly activePlan: string;
  readonly sessionIds: readonly string[];
  readonly status?: WorkStatus;
  readonly worktreePath?: string;
  readonly startedAt?: Timestamp;
  readonly updatedAt?: Timestamp;
}

export type WorkEntry =
  | { readonly id: string; readonly valid: true; readonly work: BoulderWork }
  | { readonly id: string; readonly valid: false; readonly problem: string };

// Date-only or date-time ISO 8601; Date.parse alone accepts far looser text ("March 7", "1").
const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function timestamp(value: unknown) {
  if (typeof value !== "string" || !ISO_PATTERN.test(value)) return undefined;
  const epochMs = Date.parse(value);
  return Number.isFinite(epochMs) ? { iso: value, epochMs } : undefined;
}

type Timestamp = NonNullable<ReturnType<typeof timestamp>>;

// Without a non-empty `active_plan` and a string `plan_name` a work is rejected rather than continued on
// dirty data; anything else unusable is dropped.
export function parseWork(id: string, value: unknown): WorkEntry {
  if (!isRecord(value)) return { id, valid: false, problem: "work is not a JSON object" };
  const activePlan = field(value, "active_plan");
  if (typeof activePlan !== "string" || activePlan.trim() === "")
    return { id, valid: false, problem: "active_plan is missing or not a non-empty string" };
  const planName = field(value, "plan_name");
  if (typeof planName !== "string")
    return { id, valid: false, problem: "plan_name is missing or not a string" };
  const ids = field(value, "session_ids");
  const sessionIds = Array.isArray(ids) ? ids.filter((item): item is string => typeof item === "string") : [];
  // Built in place rather than from spreads: the hook parses every work of a large boulder cold.
  const work: { -readonly [K in keyof BoulderWork]: BoulderWork[K] } = {
    id,
    planName,
    activePlan,
    sessionIds,
  };
  const status = WORK_STATUSES.find((candidate) => candidate === field(value, "status"));
  if (status !== undefined) work.status = status;
  const worktree = field(value, "worktree_path");
  if (typeof worktree === "string" && worktree.trim() !== "") work.worktreePath = worktree;
  const startedAt = timestamp(field(value, "started_at"));
  if (startedAt !== undefined) work.startedAt = startedAt;
  const updatedAt = timestamp(field(value, "updated_at"));
  if (updatedAt !== undefined) work.updatedAt = updatedAt;
  return { id, valid: true, work };
}
