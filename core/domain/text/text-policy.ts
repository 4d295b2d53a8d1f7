import { shows } from './visible-text';

/**
 * The one text policy (issue 15) of every text a customer sends and the platform keeps: names, phones,
 * e-mails, room and table numbers, addresses, references and comments of orders, bookings, feedback and
 * accounts. Those texts reach kitchen screens, support terminals (`ordering ... list`), e-mails and other
 * customers' pages, so none may forge a line, retitle or clear a terminal, reorder what a reader sees or
 * hide characters in what looks like a plain word.
 *
 * Two kinds of field:
 * - `line`, a one-line field (a name, a phone, an e-mail, a room or table number, an address part, a
 *   reference): no control character at all, tab and line feed included;
 * - `multiline`, a comment: keeps the line feeds (LF) and tabs a customer types or pastes; a CRLF line end
 *   (as an HTML form posts it) is read as LF; any other control is refused, a carriage return alone too.
 * In both, never: C0 and C1 controls (ESC, BEL, DEL, U+009B CSI ...), line and paragraph separators
 * (U+2028, U+2029), lone surrogates, private-use characters, noncharacters, format characters (bidi
 * embeddings, overrides and isolates U+202A-202E, U+2066-2069, marks U+200E, U+200F, U+061C; zero-width
 * spaces, word joiner, BOM, soft hyphen, tags U+E0000-E007F, ...) and the other Default_Ignorable_Code_Point
 * characters (Hangul fillers, U+17B4, U+17B5 ...), with two exceptions writing needs: a joiner (ZWNJ
 * U+200C, ZWJ U+200D) between two characters that show (Persian and Indic words, emoji sequences), and a
 * variation selector, Mongolian free variation selector or U+034F right after a character that shows (an
 * emoji's presentation, an ideographic variant).
 *
 * A text breaking the policy is refused, never cleaned: the platform answers 400 naming the field, as
 * order names have been refused since issue 5 (checkout 5 name rules, adapters/simulator/http-server/README.md).
 */
export type TextKind = 'line' | 'multiline';

const CONTROL = /\p{Cc}/u;
const NEVER = /[\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/u;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const JOINERS = new Set(['\u200c', '\u200d']);
/** Ignorable characters that only change the character before them. */
const MODIFIER = /[\u034f\u180b-\u180d\u180f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
const KEPT_IN_COMMENTS = new Set(['\n', '\t']);

/** NFC leaves an ASCII text as it is (no ASCII character composes or decomposes): its normalize call is skipped. */
const NOT_ASCII = /[\u0080-\uffff]/;

/** The text as kept: NFC (a letter typed as two code points is one), a comment's CRLF ends made LF. */
export function canonicalText(text: string, kind: TextKind): string {
  const nfc = NOT_ASCII.test(text) ? text.normalize('NFC') : text;
  return kind === 'multiline' ? nfc.replace(/\r\n/g, '\n') : nfc;
}

/**
 * Every character the scan below can refuse (controls, NEVER, INVISIBLE; the joiners and modifiers are among
 * the Default_Ignorable ones): a text with none of them passes the scan, which then need not run (issue 17:
 * nearly every text of an order, accented ones included, is judged by this one test).
 */
const MAY_BE_FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** Whether a text holds a character the policy refuses in a field of this kind. */
export function hasForbiddenCharacter(text: string, kind: TextKind): boolean {
  const canonical = canonicalText(text, kind);
  return MAY_BE_FORBIDDEN.test(canonical) && scanForForbiddenCharacter(canonical, kind);
}

/** The rule itself, character by character, on a canonical text (exported for the test that the shortcut agrees). */
export function scanForForbiddenCharacter(canonical: string, kind: TextKind): boolean {
  const chars = [...canonical];
  // Whether the character before shows (or is a modifier of one that shows).
  let anchored = false;
  for (const [index, char] of chars.entries()) {
    if (CONTROL.test(char)) {
      if (kind === 'line' || !KEPT_IN_COMMENTS.has(char)) return true;
      anchored = false;
    } else if (NEVER.test(char)) {
      return true;
    } else if (JOINERS.has(char)) {
      if (!anchored || !shows(chars[index + 1] ?? '')) return true;
      anchored = false;
    } else if (MODIFIER.test(char)) {
      if (!anchored) return true;
    } else if (INVISIBLE.test(char)) {
      return true;
    } else {
      anchored = shows(char);
    }
  }
  return false;
}
