import { describe, expect, it } from 'vitest';
import { printable, printableJson, printableLines } from '../../../../cli/output/printable-text';

describe('printable: a text from outside, shown so that it cannot act on the terminal (issue 5 point 10)', () => {
  it.each([
    ['ESC of a sequence that retitles the terminal', '\u001b]0;pwned\u0007', '\\x1b]0;pwned\\x07'],
    ['CR and LF that would forge a line', 'Eve\r\nStatus: completed', 'Eve\\r\\nStatus: completed'],
    ['a tab and a NUL', 'a\tb\u0000', 'a\\tb\\x00'],
    ['DEL', 'a\u007f', 'a\\x7f'],
    ['a C1 CSI and NEL', '\u009b31m\u0085', '\\x9b31m\\x85'],
    ['bidi overrides, embeddings and isolates', '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069', '\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069'],
    ['invisible and direction marks', '\u200b\u200c\u200d\u200e\u200f\u061c\u2060\ufeff', '\\u200b\\u200c\\u200d\\u200e\\u200f\\u061c\\u2060\\ufeff'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
    ['a tag character beyond the BMP', 'x\u{e0041}', 'x\\u{e0041}'],
  ])('escapes %s visibly', (_what, text, shown) => {
    expect(printable(text)).toBe(shown);
  });

  it('leaves ordinary text alone: accents, other scripts, emoji, spaces and backslashes', () => {
    const text = 'Œuf parfait · 寿司 · مطعم · 🍔 à 9,00 €  C:\\menu';
    expect(printable(text)).toBe(text);
  });

  it('printableLines keeps our own newlines and escapes everything else', () => {
    expect(printableLines('Order 1\n  sent\u001b[2J\r')).toBe('Order 1\n  sent\\x1b[2J\\r');
  });
});

describe('printableJson: --json output stays valid JSON, with no raw C1, DEL or format character', () => {
  const hostile = { name: 'Eve\u001b\u009b\u007f\u202e\u200b\u2028\u{e0041}', lines: ['a\nb'] };

  it('parses back to the same value', () => {
    expect(JSON.parse(printableJson(hostile))).toEqual(hostile);
    expect(JSON.parse(printableJson(hostile, 2))).toEqual(hostile);
  });

  it('carries every such character as a \\uXXXX escape', () => {
    expect(printableJson(hostile)).toBe(String.raw`{"name":"Eve\u001b\u009b\u007f\u202e\u200b\u2028\udb40\udc41","lines":["a\nb"]}`);
  });

  it('keeps the newlines of its indentation', () => {
    expect(printableJson({ a: 1 }, 2)).toBe('{\n  "a": 1\n}');
  });
});
