import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalText, hasForbiddenCharacter, scanForForbiddenCharacter } from '../../../../../core/domain/text/text-policy';
import { visibleLength, visibleLengthBySegments } from '../../../../../core/domain/text/visible-text';

/**
 * Issue 17: the text policy and the visible length take shortcuts on the texts an order usually holds (no
 * character the policy could refuse; Latin-1 only). Over random texts, each shortcut gives the rule's own answer.
 */
const TRICKY = [
  '\r', '\n', '\r\n', '\t', '\u0000', '\u007f', '\u0085', '\u00a0', '\u00ad', ' ', 'a', 'é', 'e\u0301', '\u0301', '\u034f',
  '\u115f', '\u1160', '\u3164', '\uffa0', '\u2800', '\u{1d159}', '\u200b', '\u200c', '\u200d', '\u2028', '\u2029', '\u202e',
  '\u2066', '\ufeff', '\ufe0f', '\u180b', '\u180f', '\u{e0001}', '\u{e0100}', '\ud800', '\udc00', '\ue000', '\ufdd0', '\uffff',
  '👨', '👩', '🇫', '🇷', '한', '\u1100', '\u1161', '\u11a8', 'می', '\u0e33', '\u0903', '\u0600', '葛', '\u3000', 'Œ', 'ÿ',
];
const latin1 = fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const anyText = fc.oneof(
  latin1,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 20 }),
  fc.tuple(latin1, fc.constantFrom(...TRICKY), latin1).map((parts) => parts.join('')),
);
const runs = { numRuns: 5_000 };

describe('the shortcuts of the text rules give the rules\' answers (issue 17)', () => {
  it('visibleLength counts as the grapheme clusters do, Latin-1 texts included', () => {
    fc.assert(fc.property(anyText, (text) => visibleLength(text) === visibleLengthBySegments(text)), runs);
  });

  it('a Latin-1 name counts its characters that show, a CR LF none', () => {
    expect(visibleLength('Zoé\u00a0Ça\u00ad!')).toBe(visibleLengthBySegments('Zoé\u00a0Ça\u00ad!'));
    expect(visibleLength('Zoé\u00a0Ça\u00ad!')).toBe(6);
    expect(visibleLength('A\r\nB')).toBe(2);
  });

  it('canonicalText is NFC, a comment\'s CRLF made LF, ASCII texts included', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.string({ unit: 'binary-ascii', maxLength: 40 })), fc.constantFrom('line' as const, 'multiline' as const), (text, kind) => {
        const nfc = text.normalize('NFC');
        return canonicalText(text, kind) === (kind === 'multiline' ? nfc.replace(/\r\n/g, '\n') : nfc);
      }),
      runs,
    );
  });

  it('hasForbiddenCharacter answers as the character-by-character rule, in a one-line field and in a comment', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('line' as const, 'multiline' as const), (text, kind) => {
        return hasForbiddenCharacter(text, kind) === scanForForbiddenCharacter(canonicalText(text, kind), kind);
      }),
      runs,
    );
  });
});
