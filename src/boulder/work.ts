import { field, isRecord, type JsonRecord } from "../json/guards.js";

export const WORK_STATUSES = ["active", "paused", "completed", "abandoned"] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** Only these statuses are continued by the hook; a missing status is not. */
export const CONTINUABLE_STATUSES: readonly WorkStatus[] = ["active", "paused"];

export interface Timestamp {
  readonly iso: string;
  readonly epochMs: number;
}

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

function timestamp(value: unknown): Timestamp | undefined {
  if (typeof value !== "string" || !ISO_PATTERN.test(value)) return undefined;
  const epochMs = Date.parse(value);
  return Number.isFinite(epochMs) ? { iso: value, epochMs } : undefined;
}

function status(value: unknown): WorkStatus | undefined {
  return WORK_STATUSES.find((candidate) => candidate === value);
}

/** Non-array -> no ids; non-string items are dropped (seed 000: sanitise, never crash). */
function sessionIds(value: unknown): readonly string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === "string");
}

/** Seed 001: `worktree_path` that is null, a number, an object or blank is treated as absent. */
function worktreePath(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * Validates one work (a `works` entry or the top-level mirror). A work without a non-empty string
 * `active_plan` and a string `plan_name` is rejected rather than continued on dirty data.
 */
export function parseWork(id: string, value: unknown): WorkEntry {
  if (!isRecord(value)) return { id, valid: false, problem: "work is not a JSON object" };
  const record: JsonRecord = value;
  const activePlan = field(record, "active_plan");
  if (typeof activePlan !== "string" || activePlan.trim() === "") {
    return { id, valid: false, problem: "active_plan is missing or not a non-empty string" };
  }
  const planName = field(record, "plan_name");
  if (typeof planName !== "string") {
    return { id, valid: false, problem: "plan_name is missing or not a string" };
  }
  // Built in place rather than from spreads: the hook parses every work of a large boulder cold.
  const work: Mutable<BoulderWork> = {
    id,
    planName,
    activePlan,
    sessionIds: sessionIds(field(record, "session_ids")),
  };
  const workStatus = status(field(record, "status"));
  if (workStatus !== undefined) work.status = workStatus;
  const worktree = worktreePath(field(record, "worktree_path"));
  if (worktree !== undefined) work.worktreePath = worktree;
  const startedAt = timestamp(field(record, "started_at"));
  if (startedAt !== undefined) work.startedAt = startedAt;
  const updatedAt = timestamp(field(record, "updated_at"));
  if (updatedAt !== undefined) work.updatedAt = updatedAt;
  return { id, valid: true, work };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
