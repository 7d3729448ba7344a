// What never reaches a terminal or the model as it is: controls, format characters, line separators,
// private-use and unassigned code points, what draws as nothing (half a surrogate pair: wellFormed()).
const HIDDEN = "[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Default_Ignorable_Code_Point}]";
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
/** Printable ASCII and nothing else: text that printable() leaves as it is, known without HIDDEN. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

// Ordinary text needs two: a zero-width (non-)joiner between non-ASCII letters, marks or symbols, and a
// presentation selector after a visible character. Built on first use: literals cost 4 ms of every start.
const unicode = (source: string, flags = "u"): RegExp => new RegExp(source, flags);
const buildRules = () => ({
  hidden: unicode(HIDDEN, "gu"),
  hiddenOne: unicode(`^${HIDDEN}$`),
  // What a name holds when it was not valid UTF-8 (U+FFFD for the bytes read), or half a surrogate pair.
  notUtf8: unicode("[\\ufffd\\p{Cs}]"),
  joiner: unicode("^\\p{Join_Control}$"),
  selector: unicode("^[\\ufe0e\\ufe0f]$"),
  beforeJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{M}\\p{N}\\p{S}]$"),
  afterJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{N}\\p{S}]$"),
  beforeSelector: unicode("^[\\p{L}\\p{N}\\p{S}\\p{P}]$"),
});
let built: ReturnType<typeof buildRules> | undefined;
const charRules = (): ReturnType<typeof buildRules> => (built ??= buildRules());

function keptInText(char: string, text: string, index: number): boolean {
  const rules = charRules();
  const visible = (c: string, kinds: RegExp) => kinds.test(c) && !rules.hiddenOne.test(c);
  // The code point before `char`: of the two code units before it, the last one or the pair they make.
  const before = [...text.slice(Math.max(0, index - 2), index)].at(-1) ?? "";
  if (rules.selector.test(char)) return visible(before, rules.beforeSelector);
  if (!rules.joiner.test(char)) return false;
  const after = text.codePointAt(index + char.length);
  const beforeOk = visible(before, rules.beforeJoiner) || rules.selector.test(before);
  return beforeOk && after !== undefined && visible(String.fromCodePoint(after), rules.afterJoiner);
}

/** `\n`, `\r` and `\t` by name, anything else by its code point: `\u2028`, `\u{e0041}`. */
function escaped(char: string): string {
  const hex = (char.codePointAt(0) ?? 0).toString(16);
  return NAMED[char] ?? (hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`);
}

/** Text from plans and boulders as a terminal or the model may see it: every hidden character escaped. */
export function printable(text: string): string {
  if (PLAIN_ASCII.test(text)) return text;
  return text.replace(charRules().hidden, (char, index: number) =>
    keptInText(char, text, index) ? char : escaped(char),
  );
}

/** Several lines of human output, each made printable; the line breaks between them stay. */
export function printableLines(text: string): string {
  return text.split("\n").map(printable).join("\n");
}

// The one rule for names (plan files, paths) put before the model or a person: shown only when
// printable() leaves them as they are and they were valid UTF-8, so the name shown is the file's.
export function isShowable(name: string): boolean {
  return !charRules().notUtf8.test(name) && printable(name) === name;
}

/** Why a name cannot be shown, in the words every refusal and listing uses. */
export const UNSHOWABLE_WHY =
  "a control, format or invisible character, a line break or bytes that are not UTF-8";

/** How a listing says that it skipped names that cannot be shown ("" when it skipped none). */
export function skippedNames(count: number): string {
  if (count === 0) return "";
  const files =
    count === 1
      ? "1 file with a name that cannot be shown was"
      : `${count} files with names that cannot be shown were`;
  return `${files} skipped (${UNSHOWABLE_WHY} in the name; rename such a file to use it)`;
}
