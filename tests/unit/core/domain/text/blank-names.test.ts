import { describe, expect, it } from 'vitest';
import { isFullNameValid } from '../../../../../core/domain/checkout/contact-rules';
import { nameProblem, visibleLength } from '../../../../../core/domain/checkout/name-rules';

/**
 * The Unicode blank family (issue 15, defect 9): characters a reader sees as nothing, though some are
 * letters (Hangul fillers) or symbols (the Braille blank). Listed by hand as the issue names them, plus
 * every White_Space and Default_Ignorable_Code_Point character, enumerated from Unicode's own tables.
 */
const NAMED_BLANKS = [
  0x0020, 0x00a0, 0x1680, ...range(0x2000, 0x200a), 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
  0x3164, 0xffa0, 0x115f, 0x1160, 0x2800, ...range(0x200b, 0x200d), 0x2060, 0xfeff, 0x180e, 0x034f, 0x17b4, 0x17b5,
  0x1d159, 0xe0020, 0x00ad, 0x061c, 0x200e, 0x200f, ...range(0x202a, 0x202e), ...range(0x2066, 0x2069), 0xfe0f, 0x1d173, 0xe0001,
];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function unicodeFamily(property: RegExp): number[] {
  const found: number[] = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (property.test(String.fromCodePoint(code))) found.push(code);
  }
  return found;
}

const BLANK_FAMILY = [...new Set([...NAMED_BLANKS, ...unicodeFamily(/^\p{White_Space}$/u), ...unicodeFamily(/^\p{Default_Ignorable_Code_Point}$/u)])].sort((a, b) => a - b);
const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** A small seeded generator, so that a failing mix is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('checkout 5 and 9: a name holds at least 2 characters that show (issue 15, defect 9)', () => {
  it('the family is the one the issue names, and then some', () => {
    expect(BLANK_FAMILY.length).toBeGreaterThan(400);
    for (const code of [0x3164, 0xffa0, 0x115f, 0x1160, 0x2800, 0x1d159, 0xe0020]) expect(BLANK_FAMILY).toContain(code);
  });

  it.each([
    ['Hangul fillers', '\u3164\u3164\u3164'],
    ['Braille blanks', '\u2800\u2800\u2800'],
    ['halfwidth Hangul fillers', '\uffa0\uffa0'],
    ['choseong and jungseong fillers', '\u115f\u1160\u115f'],
    ['musical null noteheads', '\u{1d159}\u{1d159}'],
    ['ideographic spaces', '\u3000\u3000\u3000'],
    ['a letter and two Braille blanks', 'A\u2800\u2800'],
  ])('%s are no name (server and storefront alike)', (_what, name) => {
    expect(nameProblem(name)).not.toBeNull();
    expect(isFullNameValid(name)).toBe(false);
  });

  it('no character of the blank family shows', () => {
    const shown = BLANK_FAMILY.filter((code) => visibleLength(String.fromCodePoint(code)) !== 0);
    expect(shown.map(hex)).toEqual([]);
  });

  it('no run of blank characters, alone or after one letter, is a name', () => {
    const accepted = BLANK_FAMILY.flatMap((code) => {
      const blank = String.fromCodePoint(code);
      return [blank.repeat(3), `A${blank.repeat(3)}`, `${blank}A${blank}`].filter((name) => nameProblem(name) === null).map((name) => `${hex(code)}: ${JSON.stringify(name)}`);
    });
    expect(accepted.slice(0, 10)).toEqual([]);
  });

  it('no mix of blank characters is a name (2,000 seeded mixes of 2 to 12 characters)', () => {
    const random = seeded(15);
    const accepted: string[] = [];
    for (let round = 0; round < 2_000; round++) {
      const length = 2 + Math.floor(random() * 11);
      const name = Array.from({ length }, () => String.fromCodePoint(BLANK_FAMILY[Math.floor(random() * BLANK_FAMILY.length)]!)).join('');
      if (nameProblem(name) === null) accepted.push([...name].map((char) => hex(char.codePointAt(0)!)).join(' '));
    }
    // The first few are enough to read a failure.
    expect(accepted.slice(0, 10)).toEqual([]);
  });

  it('a real name with a blank character between its letters still counts its letters only', () => {
    expect(visibleLength('Jo\u2800')).toBe(2);
    expect(visibleLength('Zoe\u0301')).toBe(3);
    expect(visibleLength('👨\u200d👩\u200d👧 A')).toBe(2);
    expect(nameProblem('Jo')).toBeNull();
    expect(nameProblem('李雷')).toBeNull();
    expect(nameProblem('می\u200cخواهم')).toBeNull();
  });
});
