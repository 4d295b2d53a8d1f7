import { describe, expect, it } from 'vitest';
import { canonicalText, hasForbiddenCharacter } from '../../../../../core/domain/text/text-policy';
import { ALWAYS_REFUSED } from './hostile-texts';


describe('the text policy (issue 15, defect 8): one line or a comment', () => {
  it.each(Object.entries(ALWAYS_REFUSED))('%s is refused in a one-line field and in a comment', (_what, hostile) => {
    expect(hasForbiddenCharacter(`Chambre ${hostile}12`, 'line')).toBe(true);
    expect(hasForbiddenCharacter(`Merci${hostile} pour tout`, 'multiline')).toBe(true);
  });

  it('a comment keeps the line feeds and tabs a customer types; a CRLF line end is read as LF', () => {
    expect(hasForbiddenCharacter('Sans oignons\nMerci\t!', 'multiline')).toBe(false);
    expect(hasForbiddenCharacter('Sans oignons\r\nMerci', 'multiline')).toBe(false);
    expect(canonicalText('Sans oignons\r\nMerci', 'multiline')).toBe('Sans oignons\nMerci');
    expect(hasForbiddenCharacter('Sans oignons\rMerci', 'multiline')).toBe(true);
  });

  it('a one-line field keeps no line break nor tab', () => {
    for (const hostile of ['\n', '\r\n', '\t', '\u000b', '\u0085']) expect(hasForbiddenCharacter(`Chambre${hostile}12`, 'line')).toBe(true);
  });

  it.each([
    ['an accented name typed as two code points', 'Zoe\u0301'],
    ['a Persian word with its non-joiner', 'می\u200cخواهم'],
    ['an emoji family (ZWJ sequence)', '👨\u200d👩\u200d👧'],
    ['an emoji with its presentation selector, joined', '👁\ufe0f\u200d🗨\ufe0f'],
    ['an ideographic variant', '葛\u{e0100}'],
    ['spaces of other scripts', 'Jean\u00a0Dupont\u3000様'],
    ['a Braille blank between letters (it shows nothing, but is no control)', 'A\u2800B'],
  ])('%s is kept', (_what, text) => {
    expect(hasForbiddenCharacter(text, 'line')).toBe(false);
    expect(hasForbiddenCharacter(text, 'multiline')).toBe(false);
  });

  it.each([
    ['a joiner with nothing before it', '\u200cAlice'],
    ['a joiner with nothing after it', 'Alice\u200d'],
    ['joiners alone', '\u200d\u200d\u200d'],
    ['a variation selector alone', '\ufe0f'],
    ['a grapheme joiner alone', '\u034f\u034f'],
    ['Khmer inherent vowels (deprecated, invisible)', 'A\u17b4\u17b5'],
    ['a Mongolian vowel separator', 'A\u180eB'],
  ])('%s is refused', (_what, text) => {
    expect(hasForbiddenCharacter(text, 'line')).toBe(true);
  });
});
