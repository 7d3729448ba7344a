import type { FormattingOptions } from "jsonc-parser";

// How a JSON text is laid out (its indentation unit and line ending), so that what the editor
// (text-edit.ts) inserts looks like the lines around it.

/** The indentation the file already uses; a one-line file gets compact insertions. */
export function formatting(text: string): FormattingOptions | undefined {
  const match = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text);
  if (match === null) return undefined;
  const indent = match[1] ?? "  ";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return indent.startsWith("\t")
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: indent.length, eol };
}

export interface Style {
  readonly unit: string | undefined;
  readonly eol: string;
}

export function styleOf(text: string): Style {
  const options = formatting(text);
  if (options === undefined) return { unit: undefined, eol: text.includes("\r\n") ? "\r\n" : "\n" };
  const unit = options.insertSpaces === true ? " ".repeat(options.tabSize ?? 2) : "\t";
  return { unit, eol: options.eol ?? "\n" };
}

/** The white space a line starts with, and whether `offset` is the first thing on its line. */
export function lineAt(text: string, offset: number): { indent: string; ownLine: boolean } {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const prefix = text.slice(start, offset);
  return { indent: /^[ \t]*/.exec(prefix)?.[0] ?? "", ownLine: prefix.trim() === "" };
}

export function render(value: unknown, unit: string | undefined, style: Style, indent: string): string {
  const body = JSON.stringify(value, null, unit) ?? "null";
  return body.replaceAll("\n", `${style.eol}${indent}`);
}
