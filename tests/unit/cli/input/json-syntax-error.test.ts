import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError, lineAndColumn } from '../../../../cli/input/json-syntax-error';
import { PROJECT_ROOT } from '../fixtures/run-cli';

function acceptedByJsonParse(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('findJsonSyntaxError: where a text JSON.parse refused breaks the grammar (issue 5 point 10)', () => {
  it.each([
    ['{ "a": oops }', 7, 'a value'],
    ['{ "a": 1 "b": 2 }', 9, "',' or '}'"],
    ['[1 2]', 3, "',' or ']'"],
    ['{ "a": 1, }', 10, 'a property name in double quotes'],
    ['{ a: 1 }', 2, "a property name in double quotes or '}'"],
    ['{ "a" 1 }', 6, "':'"],
    ['[1,]', 3, 'a value'],
    ['{ "a": "x\ny" }', 9, 'a closing quote (a control character inside a string must be escaped)'],
    ['"\\q"', 1, 'an escape among \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX'],
    ['"\\u12g4"', 1, 'four hexadecimal digits after \\u'],
    ['{ "a": 01 }', 8, "',' or '}'"],
    ['{ "a": 1. }', 8, "',' or '}'"],
    ['{ "a": tru }', 7, 'a value'],
    ['{} {}', 3, 'the end of the file'],
    ['{ "a": ', 7, 'a value'],
    ['"abc', 4, 'a closing quote'],
    ['', 0, 'a value'],
    ['\ufeff{}', 0, 'a value'],
  ])('%j breaks at %i, where it expected %s', (text, offset, expected) => {
    expect(acceptedByJsonParse(text)).toBe(false);
    expect(findJsonSyntaxError(text)).toEqual({ offset, expected });
  });

  it('finds nothing wrong in what JSON.parse accepts', () => {
    for (const text of ['0', '-1.5e+10', '"\\u00e9\\n"', '[]', '{}', ' [ true , false , null ] ', '{"a":{"b":[1,{"c":"d"}]}}', '"\u{1f354}"']) {
      expect(findJsonSyntaxError(text)).toBeNull();
    }
  });

  it('agrees with JSON.parse on every one-character change of an order file', () => {
    const valid = JSON.stringify(JSON.parse(readFileSync(join(PROJECT_ROOT, 'cli/examples/take-away-order.json'), 'utf8')));
    const inserted = ['"', ',', ':', '{', '}', '[', ']', 'x', '\\', '\n', ' ', '0', '-', '.', 'e'];
    for (let index = 0; index <= valid.length; index += 1) {
      const variants = [valid.slice(0, index) + valid.slice(index + 1), ...inserted.map((c) => valid.slice(0, index) + c + valid.slice(index))];
      for (const text of variants) expect(findJsonSyntaxError(text) === null, text).toBe(acceptedByJsonParse(text));
    }
  });

  it('copes with deep nesting without running out of stack', () => {
    const depth = 200_000;
    expect(findJsonSyntaxError('['.repeat(depth) + ']'.repeat(depth))).toBeNull();
    expect(findJsonSyntaxError('['.repeat(depth) + ']'.repeat(depth - 1))).toEqual({ offset: 2 * depth - 1, expected: "',' or ']'" });
  });
});

describe('lineAndColumn', () => {
  it('counts from 1, in characters, lines ending with \\n or \\r\\n', () => {
    const text = '{\r\n  "a": 1,\n  "é🍔": x';
    expect(lineAndColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn(text, text.indexOf('"a"'))).toEqual({ line: 2, column: 3 });
    expect(lineAndColumn(text, text.indexOf('x'))).toEqual({ line: 3, column: 9 });
  });
});
