/**
 * issue 5 point 10: what the platform (or a file) sends is printed so that it cannot act on the
 * terminal. C0 and C1 controls and DEL (Cc) drive the terminal: ESC starts sequences that move the
 * cursor, clear the screen or retitle the window, CR and LF forge lines. Format characters (Cf: the bidi
 * overrides and isolates U+202A-U+202E and U+2066-U+2069, the marks U+200E/U+200F and U+061C, the
 * invisible U+200B-U+200D, U+2060-U+2064 and U+FEFF, tags ...) and the line and paragraph separators
 * (Zl, Zp) reorder, hide or break text. Each is shown as an escape instead, so the reader sees it.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const UNPRINTABLE_EXCEPT_NEWLINE = /(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The escapes a reader knows best for the three controls that are common in text. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function hex(codePoint: number, digits: number): string {
  return codePoint.toString(16).padStart(digits, '0');
}

/** `\x1b` for a C0 or C1 control or DEL, `\u202e` for the others, `\u{e0001}` beyond the BMP. */
function visibleEscape(character: string): string {
  const short = SHORT_ESCAPES[character];
  if (short) return short;
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint <= 0xff) return `\\x${hex(codePoint, 2)}`;
  return codePoint <= 0xffff ? `\\u${hex(codePoint, 4)}` : `\\u{${hex(codePoint, 1)}}`;
}

/** A text from outside (a name, a message), ready to be put inside a line printed for humans. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, visibleEscape);
}

/** Lines we composed (newlines are ours): every other control or format character is escaped. */
export function printableLines(text: string): string {
  return text.replace(UNPRINTABLE_EXCEPT_NEWLINE, visibleEscape);
}

/** The JSON escape of one UTF-16 unit, e.g. \u202e; a character beyond the BMP becomes its two surrogates. */
function jsonEscape(character: string): string {
  return character
    .split('')
    .map((unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)
    .join('');
}

/**
 * `--json` output: JSON.stringify escapes C0 controls but leaves DEL, C1 and format characters raw; they
 * only ever occur inside strings, where \uXXXX means the same character, so the JSON stays equal.
 */
export function printableJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(UNPRINTABLE_EXCEPT_NEWLINE, jsonEscape);
}
