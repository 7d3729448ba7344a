import { dirname, isAbsolute, join } from "node:path";
import { readFullyAt, withRegularFile } from "../fs/regular-file.js";
import { parseHookCommand } from "../install/hook-command.js";

/**
 * OmO's start-work-continuation (oh-my-openagent's Codex plugin `omo`, measured on 4.19.4): a Stop hook
 * that reads the same .omo/boulder.json and continues the same plan. It is told by what it runs, never
 * by its label or its plugin's name: the command, and the file the command runs.
 */
export const OMO_START_WORK = "OmO's start-work-continuation";

/** Where the plugin keeps the bundle: `${PLUGIN_ROOT}/components/start-work-continuation/dist/cli.js`. */
const COMPONENT_CLI = "/components/start-work-continuation/dist/cli.js";
/** The bundle names its entry source in its first comment, as the bundler writes it. */
export const BUNDLE_SOURCE_LINE = "// components/start-work-continuation/src/cli.ts";
/** The directive the bundle sends, beside dist/, opens with its tag. */
export const DIRECTIVE_TAG = "<start-work-continuation>";

/** Enough of a file to see its first lines. */
const HEAD_BYTES = 1024;
/** More than any build of the bundle or its directive; a larger file is not read. */
const FILE_CAP = 64 * 1024 * 1024;

export interface Recognised {
  readonly product: typeof OMO_START_WORK;
  /** The file node runs. */
  readonly script: string;
  /** What matched, in words. */
  readonly evidence: readonly string[];
}

/** The first lines of a regular file, or undefined when it cannot be read. */
function headLines(path: string): string[] | undefined {
  const read = withRegularFile(path, FILE_CAP, (fd) => {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const length = readFullyAt(fd, buffer, HEAD_BYTES, 0);
    return {
      ok: true as const,
      text: buffer.subarray(0, length).toString("utf8"),
      whole: length < HEAD_BYTES,
    };
  });
  if (!read.ok) return undefined;
  const lines = read.text.split(/\r?\n/);
  // A line cut at the end of what was read is not a whole line.
  return read.whole ? lines : lines.slice(0, -1);
}

/** The first line that says something: no shebang, no blank line. */
function firstContentLine(lines: readonly string[]): string | undefined {
  return lines.find((line, index) => !(index === 0 && line.startsWith("#!")) && line.trim() !== "");
}

/**
 * Whether a Stop command (as the shell gets it, `${PLUGIN_ROOT}` replaced) runs OmO's
 * start-work-continuation: exactly `node "<absolute path>/components/start-work-continuation/dist/cli.js"
 * hook stop`, and that file is there and is the bundle (its first comment names the bundle's entry
 * source). Anything less is not reported: a file that is missing or unreadable cannot run either.
 */
export function recogniseStartWorkContinuation(command: string): Recognised | undefined {
  const parsed = parseHookCommand(command);
  if (parsed === undefined || parsed.launcher !== "node") return undefined;
  if (parsed.subcommand !== "stop" || parsed.flags.length > 0) return undefined;
  const script = parsed.script;
  if (!isAbsolute(script) || !script.endsWith(COMPONENT_CLI)) return undefined;
  const head = headLines(script);
  if (head === undefined || firstContentLine(head) !== BUNDLE_SOURCE_LINE) return undefined;
  const evidence = [
    `the command is \`node "…${COMPONENT_CLI}" hook stop\``,
    `${script} opens with \`${BUNDLE_SOURCE_LINE}\``,
  ];
  const directive = join(dirname(dirname(script)), "directive.md");
  if (headLines(directive)?.[0]?.trim() === DIRECTIVE_TAG)
    evidence.push(`${directive} opens with \`${DIRECTIVE_TAG}\``);
  return { product: OMO_START_WORK, script, evidence };
}
