/**
 * What never reaches a terminal or the model as it is: controls (C0, C1, DEL: Cc), format characters
 * (Cf: bidirectional marks and overrides, zero-width characters, the soft hyphen, the BOM, the invisible
 * tag characters U+E0000-E007F), line and paragraph separators (Zl, Zp), private-use and unassigned
 * code points (Co, Cn: no meaning a reader can know) and whatever else Unicode says is drawn as nothing
 * (Default_Ignorable_Code_Point: Hangul fillers, variation selectors). Half a surrogate pair is left to
 * wellFormed() (src/text/utf8-cut.ts), which makes it U+FFFD as every value is capped.
 */
const HIDDEN = "[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Default_Ignorable_Code_Point}]";
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

// Ordinary text needs two of them. A zero-width joiner or non-joiner between two letters, marks or
// symbols beyond ASCII joins or parts them (emoji sequences such as 👩‍💻, Persian words, Indic
// conjuncts); between ASCII letters it does nothing but hide. One presentation selector (U+FE0E
// text, U+FE0F emoji) right after a visible character picks how it is drawn (❤️). Anything more (a
// run of them, one at the start or end, one after a blank, and the other 254 variation selectors,
// each of which could carry a byte after every character) is escaped.
// Every pattern with a Unicode class is built on first use, from a string: V8 checks a regular
// expression literal's Unicode classes when it parses the file, which cost every hook start about
// 4 ms (measured, two literals), and text in plain printable ASCII never needs them.
interface CharRules {
  readonly hidden: RegExp;
  readonly hiddenOne: RegExp;
  /** What a name holds when it was not valid UTF-8 (U+FFFD for the bytes read), or half a surrogate pair. */
  readonly notUtf8: RegExp;
  readonly joiner: RegExp;
  readonly selector: RegExp;
  readonly beforeJoiner: RegExp;
  readonly afterJoiner: RegExp;
  readonly beforeSelector: RegExp;
}
let built: CharRules | undefined;
/** Through a parameter, so the bundler cannot fold a constant pattern back into a literal. */
const unicode = (source: string, flags = "u"): RegExp => new RegExp(source, flags);
function charRules(): CharRules {
  built ??= {
    hidden: unicode(HIDDEN, "gu"),
    hiddenOne: unicode(`^${HIDDEN}$`),
    notUtf8: unicode("[\\ufffd\\p{Cs}]"),
    joiner: unicode("^\\p{Join_Control}$"),
    selector: unicode("^[\\ufe0e\\ufe0f]$"),
    beforeJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{M}\\p{N}\\p{S}]$"),
    afterJoiner: unicode("^(?!\\p{ASCII})[\\p{L}\\p{N}\\p{S}]$"),
    beforeSelector: unicode("^[\\p{L}\\p{N}\\p{S}\\p{P}]$"),
  };
  return built;
}
/** Printable ASCII and nothing else: text that printable() leaves as it is, known without HIDDEN. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

function charBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const high = text.charCodeAt(index - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? index - 2 : index - 1, index);
}

function charAfter(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? "" : String.fromCodePoint(code);
}

function keptInText(char: string, text: string, index: number): boolean {
  const rules = charRules();
  const visible = (c: string, kinds: RegExp) => kinds.test(c) && !rules.hiddenOne.test(c);
  const before = charBefore(text, index);
  if (rules.selector.test(char)) return visible(before, rules.beforeSelector);
  if (!rules.joiner.test(char)) return false;
  const beforeOk = visible(before, rules.beforeJoiner) || rules.selector.test(before);
  return beforeOk && visible(charAfter(text, index + char.length), rules.afterJoiner);
}

/** `\n`, `\r` and `\t` by name, anything else by its code point: `\u2028`, `\u{e0041}`. */
function escaped(char: string): string {
  const named = NAMED[char];
  if (named !== undefined) return named;
  const hex = (char.codePointAt(0) ?? 0).toString(16);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}

/**
 * Text from plans and boulders as a terminal or the model may see it: every hidden character (see
 * HIDDEN: ANSI colours, OSC title or clipboard writes, a bell, a line break or a line separator inside
 * a value, zero-width and tag characters) becomes a visible escape, `\n`, `\u2028` or `\u{e0041}`.
 */
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

/**
 * The one rule for names (plan files, paths) put before the model or a person: a name can be shown
 * when printable() leaves it as it is and it was valid UTF-8 (no U+FFFD, what bytes that are not UTF-8
 * become when a file name is read, and no half of a surrogate pair). Anything else would reach the reader changed, so the name shown
 * would not be the file's name: a listing skips such a file and says how many it skipped, and a plan
 * with such a path is not started.
 */
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
