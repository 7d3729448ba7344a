// How the benchmark reports: one line per case against its targets, and whether every case met them.
import { HOSTILE_RSS_LIMIT_MIB, RSS_LIMIT_MIB } from "./cases.mjs";

/** Prints the table of `rows` (harness.mjs's measure) and returns true when any row misses a target. */
export function report(rows, { quick }) {
  const pad = (text, width) => String(text).padEnd(width);
  console.log(
    `\n${pad("case", 44)}${pad("baseline", 24)}${pad("hook ms", 9)}${pad("base ms", 9)}${pad("ratio", 7)}${pad("target", 8)}${pad("peak RSS", 10)}output`,
  );
  let failed = false;
  for (const row of rows) {
    const ratioOk = row.target === undefined || row.ratio <= row.target;
    const rssOk = !row.ours || row.rss < row.rssLimit;
    const outputOk = [row.expected].flat().includes(row.got);
    const timeOk = row.maxMs === undefined || row.subjectMaxMs <= row.maxMs;
    failed ||= !ratioOk || !rssOk || !outputOk || !timeOk;
    console.log(
      pad(row.name, 44) +
        pad(row.baseline, 24) +
        pad(row.subjectMs.toFixed(1), 9) +
        pad(row.baselineMs.toFixed(1), 9) +
        pad(row.ratio.toFixed(2), 7) +
        pad(row.target === undefined ? "-" : `<=${row.target}`, 8) +
        pad(`${row.rss.toFixed(1)} MiB`, 10) +
        `${row.got}${outputOk ? "" : ` (expected ${row.expected})`}${ratioOk && rssOk ? "" : "  <-- over target"}` +
        (row.maxMs === undefined
          ? ""
          : `; slowest ${row.subjectMaxMs.toFixed(0)} ms${timeOk ? "" : ` <-- over ${row.maxMs} ms`}`),
    );
  }
  console.log(
    `\nmedians of alternating runs; peak RSS limit ${RSS_LIMIT_MIB} MiB (${HOSTILE_RSS_LIMIT_MIB} MiB for 2e)${quick ? " (--quick: small data)" : ""}`,
  );
  return failed;
}
