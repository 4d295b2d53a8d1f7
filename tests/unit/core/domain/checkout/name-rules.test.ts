import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, nameProblem, normalizeName, visibleLength } from '../../../../../core/domain/checkout/name-rules';

describe('name rules (checkout 5 and 9, and ours for a platform on the internet)', () => {
  it.each([
    ['Jo', null],
    ['Jeanne Dupont', null],
    ['  J  ', 'too_short'],
    ['\u200b\u200b\u200b', 'invalid_characters'],
    ['a'.repeat(MAX_NAME_LENGTH), null],
    ['a'.repeat(MAX_NAME_LENGTH + 1), 'too_long'],
    ['x'.repeat(10_000), 'too_long'],
    ['Alice\u0000', 'invalid_characters'],
    ['Alice\r\nBob', 'invalid_characters'],
    ['Alice\tBob', 'invalid_characters'],
    ['Alice \u202eevilcom', 'invalid_characters'],
    ['Alice\u2028Bob', 'invalid_characters'],
    ['Zoé', null],
    ['می\u200cخواهم', null],
    ['\u200cAlice', 'invalid_characters'],
    ['Famille 👨\u200d👩\u200d👧', null],
  ])('%j: %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('counts what a reader sees: an accented letter typed as two code points is one character', () => {
    expect(visibleLength('Zoe\u0301')).toBe(3);
    expect(visibleLength('👨\u200d👩\u200d👧 A')).toBe(2);
  });

  it('normalises to NFC, trims and makes inner runs of spaces one', () => {
    expect(normalizeName('  Zoe\u0301   Martin ')).toBe('Zoé Martin');
  });
});
