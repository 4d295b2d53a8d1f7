/**
 * What a reader sees of a text (issue 15): a character shows when it is a letter, a mark, a number, a
 * symbol or a punctuation sign, and none of those Unicode draws as nothing. Spaces, controls and format
 * characters never show; neither do the Default_Ignorable_Code_Point characters (zero-width spaces and
 * joiners, the BOM, tags, variation selectors, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0,
 * which Unicode calls letters), nor the symbols fonts draw blank, named below.
 */
const SHOWS = /[\p{L}\p{M}\p{N}\p{S}\p{P}]/u;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/**
 * Letters and symbols that render blank. The Hangul fillers are Default_Ignorable already; they are named
 * here too, so that this list says every character a "blank name" trick uses.
 */
const BLANK_LOOKING = new Set([
  '\u115f', // HANGUL CHOSEONG FILLER (Lo)
  '\u1160', // HANGUL JUNGSEONG FILLER (Lo)
  '\u3164', // HANGUL FILLER (Lo)
  '\uffa0', // HALFWIDTH HANGUL FILLER (Lo)
  '\u2800', // BRAILLE PATTERN BLANK (So)
  '\u{1d159}', // MUSICAL SYMBOL NULL NOTEHEAD (So)
]);

/** Whether one code point shows (see above). */
export function shows(char: string): boolean {
  return SHOWS.test(char) && !IGNORABLE.test(char) && !BLANK_LOOKING.has(char);
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * Whether each Latin-1 code point (U+0000 to U+00FF) shows, computed once by `shows` itself. In a text of those
 * only, every code point is a grapheme cluster of its own, but CR LF, which is one and shows neither way (UAX 29:
 * they are all Grapheme_Cluster_Break Other, Control, CR or LF; no Extend, Prepend or SpacingMark among them).
 */
const LATIN1_SHOWS = Array.from({ length: 0x100 }, (_, code) => shows(String.fromCharCode(code)));

/**
 * How many characters a reader sees: the grapheme clusters (an accented letter, an emoji sequence) that
 * hold at least one character that shows. Issue 17: a Latin-1 text (most names, French ones included) is
 * counted a code point at a time, with the same result (tests/unit/core/domain/text/visible-length.test.ts).
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) return visibleLengthBySegments(text);
    if (LATIN1_SHOWS[code]) count += 1;
  }
  return count;
}

/** The rule itself, a grapheme cluster at a time: any text (exported for the test that the shortcut agrees). */
export function visibleLengthBySegments(text: string): number {
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    for (const char of segment) {
      if (shows(char)) {
        count += 1;
        break;
      }
    }
  }
  return count;
}
