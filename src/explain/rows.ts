import { printable } from "../text/printable.js";

/** A value explain shows: what the report's JSON holds at its leaves. */
type Shown = string | number | boolean | null | undefined;

/** Every value shown goes through here: plans and boulders may hold terminal control sequences. */
export function text(value: Shown | readonly Shown[]): string {
  if (value === null || value === undefined) return "-";
  if (typeof value === "object") return value.length === 0 ? "-" : value.map((v) => text(v)).join(", ");
  return printable(String(value));
}

/** One labelled row of the report for a person, its further lines indented under the first. */
export function row(label: string, first: string, ...more: string[]): string[] {
  const pad = " ".repeat(12);
  return [`${label.padEnd(12)}${first}`, ...more.map((line) => `${pad}${line}`)];
}
