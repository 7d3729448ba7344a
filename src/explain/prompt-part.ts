import type { PromptFact } from "../rollout/facts.js";
import { text } from "./rows.js";

interface Marker {
  readonly marker: string;
  readonly offset: number;
}

/**
 * The current human prompt read back from the transcript, as chain mode and the goal rule use it.
 * A read keeps no `evidence` key: the other cases say in it why there is no read.
 */
export type PromptPart =
  | { readonly evidence: "not read" }
  | { readonly evidence: "unreadable"; readonly path: string; readonly why: string }
  | { readonly evidence: "timeout"; readonly path: string }
  | {
      readonly path: string;
      readonly readBackTo: Extract<PromptFact, { kind: "read" }>["boundary"];
      readonly bytesScanned: number;
      readonly hookPrompts: number;
      /** This hook's stamps since the boundary, newest first. */
      readonly stamps: readonly {
        readonly step: number;
        readonly done: number;
        readonly total: number;
        readonly idle: number;
        readonly plan: string;
      }[];
      readonly compaction?: Marker & { readonly afterLastContinuation: boolean };
      readonly pressure?: Marker;
    };

export function promptPart(p: PromptFact | undefined): PromptPart {
  if (p === undefined) return { evidence: "not read" };
  if (p.kind === "unreadable") return { evidence: p.kind, path: p.path, why: p.why };
  if (p.kind === "timeout") return { evidence: p.kind, path: p.path };
  return {
    path: p.path,
    readBackTo: p.boundary,
    bytesScanned: p.bytesScanned,
    hookPrompts: p.hookPrompts,
    stamps: p.stamps.map((s) => ({ step: s.step, done: s.done, total: s.total, idle: s.idle, plan: s.plan })),
    ...(p.compaction !== undefined
      ? {
          compaction: {
            marker: p.compaction.marker,
            offset: p.compaction.offset,
            afterLastContinuation: p.compaction.afterLastContinuation,
          },
        }
      : {}),
    ...(p.pressure !== undefined
      ? { pressure: { marker: p.pressure.marker, offset: p.pressure.offset } }
      : {}),
  };
}

export function promptLines(p: PromptPart): string[] {
  if ("evidence" in p) return [`human prompt: ${text(p.evidence)}${"why" in p ? ` (${text(p.why)})` : ""}`];
  const stamps = p.stamps.map(
    (s) =>
      `step ${text(s.step)}: ${text(s.done)} of ${text(s.total)} checked, ${text(s.idle)} idle, in ${text(s.plan)}`,
  );
  const compaction =
    p.compaction === undefined
      ? []
      : [
          `compaction "${text(p.compaction.marker)}" at byte ${text(p.compaction.offset)}${p.compaction.afterLastContinuation ? ", after our last continuation" : ""}`,
        ];
  const pressure =
    p.pressure === undefined
      ? []
      : [`pressure "${text(p.pressure.marker)}" at byte ${text(p.pressure.offset)}`];
  return [
    `human prompt: read ${text(p.bytesScanned)} bytes of ${text(p.path)} back to ${text(p.readBackTo)}; ${text(p.hookPrompts)} hook prompt record(s)`,
    ...(stamps.length === 0 ? ["no continuation of this hook in the human prompt"] : stamps),
    ...compaction,
    ...pressure,
  ];
}
