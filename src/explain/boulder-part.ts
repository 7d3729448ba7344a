import { type BoulderDocument, workEntries } from "../boulder/document.js";
import type { BoulderFact } from "../boulder/fact.js";
import { considerWorks } from "../boulder/select-work.js";
import type { WorkStatus } from "../boulder/work.js";
import { NOT_CHECKED, type NotChecked } from "./not-checked.js";
import { row, text } from "./rows.js";

/** boulder.json as the hook found it, or every path it looked at. */
export type BoulderPart =
  | NotChecked
  | { readonly status: "missing"; readonly searched: readonly string[] }
  | { readonly status: "unreadable"; readonly path: string; readonly why: string }
  | {
      readonly status: "found";
      readonly path: string;
      readonly root: string;
      readonly activeWorkId: string | null;
    };

/**
 * One work of boulder.json and why it was or was not taken. "unknown" would be a valid work that
 * selectWork did not judge; considerWorks judges every one.
 */
export type WorkPart =
  | { readonly id: string; readonly verdict: "invalid"; readonly problem: string }
  | {
      readonly id: string;
      readonly verdict: "selected" | "older-match" | "other-session" | "unknown";
      readonly status: WorkStatus | null;
      readonly planName: string;
      readonly activePlan: string;
      readonly sessionIds: readonly string[];
      readonly worktree?: string;
      readonly updatedAt?: string;
      readonly startedAt?: string;
    };

const VERDICT_WORDS: Readonly<Record<WorkPart["verdict"], string>> = {
  selected: "selected",
  "older-match": "older match",
  "other-session": "other session",
  invalid: "invalid",
  unknown: "unknown",
};

export function boulderPart(b: BoulderFact | undefined): BoulderPart {
  if (b === undefined) return NOT_CHECKED;
  if (b.kind === "missing") return { status: "missing", searched: b.searched };
  if (b.kind === "unreadable") return { status: "unreadable", path: b.path, why: b.why };
  return { status: "found", path: b.path, root: b.root, activeWorkId: b.document.activeWorkId ?? null };
}

/** Every work in boulder.json with why it was or was not taken, from the document the hook read. */
export function worksPart(document: BoulderDocument, sessionKey: string | undefined): WorkPart[] {
  if (sessionKey === undefined) return [];
  const verdicts = new Map(considerWorks(document, sessionKey).map((v) => [v.id, v.verdict]));
  return workEntries(document).map((entry): WorkPart => {
    if (!entry.valid) return { id: entry.id, verdict: "invalid", problem: entry.problem };
    const { work } = entry;
    const verdict = verdicts.get(entry.id);
    return {
      id: entry.id,
      verdict: verdict === undefined || verdict === "invalid" ? "unknown" : verdict,
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

export function boulderLines(b: BoulderPart): string[] {
  switch (b.status) {
    case "found":
      return row("Boulder", `${text(b.path)} (project root ${text(b.root)})`);
    case "missing":
      return row("Boulder", "none found; looked at:", ...b.searched.map((path) => text(path)));
    case "unreadable":
      return row("Boulder", `${text(b.path)} cannot be used: ${text(b.why)}`);
    case "not checked":
      return row("Boulder", `${text(b.status)}: ${text(b.why)}`);
  }
}

export function worksLines(works: readonly WorkPart[]): string[] {
  if (works.length === 0) return [];
  const width = Math.max(...works.map((w) => text(w.id).length));
  const lines = works.map((w) => {
    const mark = w.verdict === "selected" ? ">" : " ";
    const rest =
      w.verdict === "invalid" ? text(w.problem) : `${text(w.status).padEnd(10)} ${text(w.sessionIds)}`;
    return `${mark} ${text(w.id).padEnd(width)}  ${VERDICT_WORDS[w.verdict].padEnd(13)} ${rest}`;
  });
  return row("Works", `${works.length} in the file`, ...lines);
}
