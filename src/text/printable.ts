// C0 and C1 controls, DEL, and the bidirectional overrides that can reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text from plans and boulders as a terminal may show it: control characters (ANSI colours, OSC
 * title or clipboard writes, a bell, a line break inside a value) become visible escapes.
 */
export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Several lines of human output, each made printable; the line breaks between them stay. */
export function printableLines(text: string): string {
  return text.split("\n").map(printable).join("\n");
}
