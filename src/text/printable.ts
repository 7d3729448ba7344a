// C0 and C1 controls, DEL, and the bidirectional overrides that can reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
// What a name can hold and still be shown as it is: none of the above, no U+FFFD (what bytes that are
// not UTF-8 become when a file name is read), and no half of a surrogate pair.
const NOT_SHOWABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text from plans and boulders as a terminal or the model may see it: control characters (ANSI
 * colours, OSC title or clipboard writes, a bell, a line break inside a value) become visible escapes.
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

/**
 * The one rule for names (plan files, paths) put before the model or a person: a name can be shown
 * when printable() would leave it as it is and it was valid UTF-8. Anything else would reach the
 * reader changed (escaped, or with U+FFFD for the bytes that were not UTF-8), so the name shown would
 * not be the file's name: a listing skips such a file and says how many it skipped, and a plan with
 * such a path is not started.
 */
export function isShowable(name: string): boolean {
  return !NOT_SHOWABLE.test(name);
}

/** How a listing says that it skipped names that cannot be shown ("" when it skipped none). */
export function skippedNames(count: number): string {
  if (count === 0) return "";
  const files =
    count === 1
      ? "1 file with a name that cannot be shown was"
      : `${count} files with names that cannot be shown were`;
  return `${files} skipped (a control character, a line break or bytes that are not UTF-8 in the name; rename such a file to use it)`;
}
